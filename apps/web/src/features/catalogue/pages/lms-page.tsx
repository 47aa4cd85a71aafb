import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCanOpen } from '../../../routing/can-open.ts';
import { AllCoursesTab } from '../components/all-courses-tab.tsx';
import { coursePaths } from '../course-paths.ts';
import { loadMyCoursesTab } from '../my-courses-tab-module.ts';
import { useCourseTerms } from '../use-course-terms.ts';

export type LmsTab = 'mine' | 'finished' | 'all';

// A guest sees one tab, so no tab bar: its code (MUI's Tabs) loads only where there are tabs; nor
// their own courses, whose code (progress bars, pins, recommendations) loads with the address of
// My Courses (the route loads it beside this page: `loadMyCoursesTab`).
const LmsTabs = lazy(async () => ({ default: (await import('../components/lms-tabs.tsx')).LmsTabs }));
const MyCoursesTab = lazy(async () => ({ default: (await loadMyCoursesTab()).MyCoursesTab }));

/** The tab bar's height (MUI's Tabs), kept while its code loads so that the list does not move. */
const TAB_BAR_HEIGHT = 48;

/** Which tab the address shows: `/lms/all-courses`, `/lms/my-courses?tab=finished`, else My Courses. */
export function lmsTabOf(pathname: string, params: URLSearchParams): LmsTab {
  if (pathname.startsWith(coursePaths.allCourses)) return 'all';
  return params.get('tab') === 'finished' ? 'finished' : 'mine';
}

/**
 * `/lms/my-courses` and `/lms/all-courses` (spec 1 §2): one page with the tabs My Courses,
 * Finished Courses and All Courses, the tab following the address so that each has its link.
 * A tab the user may not open (a guest's My Courses) is not shown.
 */
export function LmsPage() {
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const canOpen = useCanOpen();
  const { courses } = useCourseTerms();
  const tab = lmsTabOf(pathname, params);
  const canBrowse = canOpen(coursePaths.allCourses);
  const hasOwn = canOpen(coursePaths.myCourses);
  const tabs = [
    hasOwn && { value: 'mine', label: t('catalogue.tabs.mine', { courses }), to: coursePaths.myCourses },
    hasOwn && { value: 'finished', label: t('catalogue.tabs.finished', { courses }), to: coursePaths.finishedCourses },
    (canBrowse || tab === 'all') && {
      value: 'all',
      label: t('catalogue.tabs.all', { courses }),
      to: coursePaths.allCourses,
    },
  ].filter((entry): entry is { value: LmsTab; label: string; to: string } => Boolean(entry));

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {courses || t('pages.allCourses.title')}
      </Typography>
      {tabs.length > 1 ? (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, minHeight: TAB_BAR_HEIGHT }}>
          <Suspense fallback={null}>
            <LmsTabs tab={tab} tabs={tabs} label={courses} />
          </Suspense>
        </Box>
      ) : null}
      {tab === 'all' ? (
        <AllCoursesTab />
      ) : (
        <Suspense fallback={null}>
          <MyCoursesTab key={tab} finished={tab === 'finished'} canBrowse={canBrowse} />
        </Suspense>
      )}
    </Container>
  );
}
