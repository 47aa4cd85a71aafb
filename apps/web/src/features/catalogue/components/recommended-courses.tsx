import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { RECOMMENDED_COUNT, useRecommendedCourses } from '../catalogue.queries.ts';
import { coursePaths } from '../course-paths.ts';
import { useCourseTerms } from '../use-course-terms.ts';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/**
 * "Recommended courses" under My Courses (spec 1 §6): fetched only when the user may view all
 * courses; nothing at all otherwise, and nothing when there is nothing to recommend.
 */
export function RecommendedCourses({ canBrowse }: { canBrowse: boolean }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const { courses } = useCourseTerms();
  const recommended = useRecommendedCourses(canBrowse);
  if (!canBrowse || recommended.isError) return null;
  if (recommended.data && recommended.data.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('catalogue.recommended.heading', { courses })}
        </Typography>
        <Button
          component={RouterLink}
          to={coursePaths.allCourses}
          endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
        >
          {t('catalogue.recommended.all')}
        </Button>
      </Stack>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(recommended.data?.data ?? Array.from({ length: RECOMMENDED_COUNT }, () => null)).map((course, index) =>
          course ? (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <CourseCard course={course} actions={<WishlistButton course={course} />} />
            </Grid>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <CourseCardSkeleton />
            </Grid>
          ),
        )}
      </Grid>
    </Box>
  );
}
