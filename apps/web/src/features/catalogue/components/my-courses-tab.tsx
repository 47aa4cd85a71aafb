import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CourseProgress } from '../../learning/components/course-progress.tsx';
import { myCoursesPage, myCoursesRequest, useMyCourses } from '../catalogue.queries.ts';
import { coursePaths } from '../course-paths.ts';
import { useCourseTerms } from '../use-course-terms.ts';
import { CourseCard } from './course-card.tsx';
import { CourseGrid, EmptyState } from './course-grid.tsx';
import { PinButton } from './pin-button.tsx';
import { RecommendedCourses } from './recommended-courses.tsx';

/**
 * My Courses (in progress, pinned first) or Finished Courses; each card opens the course. Under
 * My Courses, the recommendations follow once the member's own courses are shown, so that the
 * grid above them never pushes them down when it arrives.
 */
export function MyCoursesTab({ finished, canBrowse }: { finished: boolean; canBrowse: boolean }) {
  const { t } = useTranslation('catalogue');
  const { courses, coursesInText } = useCourseTerms();
  const [params, setParams] = useSearchParams();
  const page = myCoursesPage(params);
  const request = myCoursesRequest(params, finished);
  const mine = useMyCourses(request);
  return (
    <>
      <CourseGrid
        items={mine.data?.data}
        total={mine.data?.total ?? 0}
        isPending={mine.isPending}
        error={mine.error}
        page={page}
        pageSize={request.take}
        skeletons={4}
        onPageChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next === 1) updated.delete('page');
            else updated.set('page', String(next));
            return updated;
          })
        }
        label={finished ? t('catalogue.tabs.finished', { courses }) : t('catalogue.tabs.mine', { courses })}
        renderCard={(course) => (
          <CourseCard
            course={course}
            headingLevel="h2"
            actions={<PinButton courseId={course.id} name={course.name} isPinned={course.isPinned} />}
            progress={
              <CourseProgress
                value={course.progress}
                label={t('catalogue.card.progress', { name: course.name })}
                dense
              />
            }
          />
        )}
        empty={
          <EmptyState
            title={
              finished
                ? t('catalogue.empty.finished', { courses: coursesInText })
                : t('catalogue.empty.mine', { courses: coursesInText })
            }
            action={
              canBrowse && !finished ? (
                <Button component={RouterLink} to={coursePaths.allCourses} variant="contained">
                  {t('catalogue.empty.browse', { courses: coursesInText })}
                </Button>
              ) : undefined
            }
          />
        }
      />
      {finished || mine.isPending ? null : <RecommendedCourses canBrowse={canBrowse} />}
    </>
  );
}
