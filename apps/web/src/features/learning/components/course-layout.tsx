import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isNotFoundError, parseIdParam } from '../../../routing/address.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { useCourseOverview, useCourseProgress, useCourseSections } from '../learning.queries.ts';
import { type CourseTab, courseTabOf, courseTabs, learningPaths } from '../learning-paths.ts';
import { CourseProgress } from './course-progress.tsx';
import { LearningError } from './learning-error.tsx';

/** The course id of the current address (`/lms/courses/:courseId/…`), 0 when it cannot be an id. */
export function useCourseIdParam(): number {
  return parseIdParam(useParams().courseId) ?? 0;
}

function useTabLabels(): Record<CourseTab, string> {
  const { t } = useTranslation('learning');
  const modules = useTerm('module', { plural: true });
  return {
    information: t('learning.tabs.information'),
    syllabus: t('learning.tabs.syllabus'),
    modules: modules || t('learning.tabs.modules'),
    announcements: t('learning.tabs.announcements'),
    notes: t('learning.tabs.notes'),
    certificate: t('learning.tabs.certificate'),
  };
}

/**
 * The frame of every page of a course's content area (spec 1 §2 Course child pages; no side
 * menu): the course's name, the way back to my courses, the learner's progress, the course
 * navigation, then the page. A caller who may not learn the course sees why instead of the page;
 * an address that names no course shows the 404 page.
 * Pages of other features wrap themselves in it: `<CourseLayout>…</CourseLayout>`.
 */
export function CourseLayout({ children, courseId: given }: { children: ReactNode; courseId?: number }) {
  const { t } = useTranslation('learning');
  const fromPath = useCourseIdParam();
  const courseId = given ?? fromPath;
  const { pathname } = useLocation();
  const courses = useTerm('course', { plural: true });
  const courseTerm = useTerm('course');
  const labels = useTabLabels();
  const overview = useCourseOverview(courseId);
  const sections = useCourseSections(courseId);
  const viewer = sections.data?.viewer;
  const progress = useCourseProgress(courseId, viewer?.isEnrolled === true);
  const current = courseTabOf(pathname);

  // An address that names no course (`/lms/courses/abc`, an unknown or hidden id) is the 404 page.
  if (courseId === 0 || isNotFoundError(overview.error) || isNotFoundError(sections.error)) return <NotFoundPage />;
  // The frame shows once what its header holds is in (asked together when the route matched):
  // drawn earlier, it would grow under the page when the title and the progress arrived.
  if (overview.isPending || sections.isPending || (viewer?.isEnrolled && progress.isPending)) {
    return <PageLoader inline />;
  }

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 1.5, sm: 2 } }}>
          <Button
            component={RouterLink}
            to={learningPaths.myCourses}
            size="small"
            startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
            sx={{ mb: 1, marginInlineStart: -1 }}
          >
            {t('learning.layout.back', { courses })}
          </Button>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 1.5, md: 4 }}
            sx={{ alignItems: { md: 'center' }, pb: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {overview.data?.name ?? courseTerm}
              </Typography>
              {viewer?.isAuthor && !viewer.isEnrolled ? (
                <Chip size="small" color="info" label={t('learning.layout.preview')} sx={{ mt: 0.5 }} />
              ) : null}
            </Box>
            {viewer?.isEnrolled ? (
              <Box sx={{ width: { xs: '100%', md: 320 } }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('learning.progress.course')}
                </Typography>
                {progress.data ? (
                  <CourseProgress value={progress.data.progress} label={t('learning.progress.course')} />
                ) : (
                  <Skeleton variant="rounded" height={8} />
                )}
              </Box>
            ) : null}
          </Stack>
          <Box component="nav" aria-label={t('learning.layout.navigation')}>
            <Tabs
              value={current ?? false}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, textTransform: 'none' } }}
            >
              {courseTabs.map((tab) => (
                <Tab
                  key={tab}
                  value={tab}
                  label={labels[tab]}
                  component={RouterLink}
                  to={learningPaths.child(courseId, tab)}
                  aria-current={current === tab ? 'page' : undefined}
                />
              ))}
            </Tabs>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, flex: 1 }}>
        {sections.isError ? (
          <LearningError error={sections.error} courseId={courseId} onRetry={() => void sections.refetch()} />
        ) : (
          children
        )}
      </Container>
    </Box>
  );
}
