import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanOpen } from '../../../routing/can-open.ts';
import { useWishlistedCourses } from '../catalogue.queries.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CourseGrid, EmptyState } from '../components/course-grid.tsx';
import { WishlistButton } from '../components/wishlist-button.tsx';
import { coursePaths } from '../course-paths.ts';
import { useCourseTerms } from '../use-course-terms.ts';

const PAGE_SIZE = 12;

/** `/favorite/courses` (spec 1 §2): the courses the member keeps for later. */
export function FavoriteCoursesPage() {
  const { t } = useTranslation('catalogue');
  const { courses, coursesInText } = useCourseTerms();
  const canBrowse = useCanOpen()(coursePaths.allCourses);
  const [page, setPage] = useState(1);
  const favorites = useWishlistedCourses({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('catalogue.favorites.heading', { courses })}
      </Typography>
      <CourseGrid
        items={favorites.data?.data}
        total={favorites.data?.total ?? 0}
        isPending={favorites.isPending}
        error={favorites.error}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        skeletons={4}
        label={t('catalogue.favorites.heading', { courses })}
        renderCard={(course) => (
          <CourseCard course={course} headingLevel="h2" actions={<WishlistButton course={course} />} />
        )}
        empty={
          <EmptyState
            title={t('catalogue.favorites.empty', { courses: coursesInText })}
            action={
              canBrowse ? (
                <Button component={RouterLink} to={coursePaths.allCourses} variant="contained">
                  {t('catalogue.empty.browse', { courses: coursesInText })}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </Container>
  );
}
