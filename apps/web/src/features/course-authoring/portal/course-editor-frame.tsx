import type { AuthoringCourse } from '@manara/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { isNotFoundError, parseIdParam } from '../../../routing/address.ts';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { learningPaths } from '../../learning/learning-paths.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { courseAuthoringPaths } from '../course-authoring-paths.ts';
import { useAuthoringCourse } from './course-authoring.queries.ts';

type EditorTab =
  | 'details'
  | 'offering'
  | 'outline'
  | 'instructors'
  | 'students'
  | 'announcements'
  | 'certificates'
  | 'interested'
  | 'reviews';

/** The editor's tabs, in order: the course itself, then its people and results. */
const tabs: readonly { value: EditorTab; to: (courseId: number) => string }[] = [
  { value: 'details', to: courseAuthoringPaths.editor },
  { value: 'offering', to: courseAuthoringPaths.offering },
  { value: 'outline', to: courseAuthoringPaths.outline },
  { value: 'instructors', to: courseAuthoringPaths.instructors },
  { value: 'students', to: courseAuthoringPaths.students },
  { value: 'announcements', to: courseAuthoringPaths.announcements },
  { value: 'certificates', to: courseAuthoringPaths.certificates },
  { value: 'interested', to: courseAuthoringPaths.interested },
  { value: 'reviews', to: courseAuthoringPaths.reviews },
];

/**
 * A course editor page: the course's name as its title, "view as learner" (the course as its
 * learners see it; authors see unpublished parts too), and the editor's tabs (details, outline,
 * then people and results: instructors, students, announcements, certificates, interested learners, reviews).
 */
export function CourseEditorFrame({
  tab,
  children,
}: {
  tab: EditorTab;
  children: (course: AuthoringCourse) => ReactNode;
}) {
  const { t } = useTranslation('authoring');
  const courseId = parseIdParam(useParams().courseId);
  const course = useAuthoringCourse(courseId ?? 0);
  if (courseId === null || (course.isError && isNotFoundError(course.error))) return <NotFoundPage />;
  if (course.isError) return <Alert severity="error">{getErrorText(t, course.error)}</Alert>;
  if (!course.data) return <PageLoader />;
  return (
    <PortalPage
      title={course.data.name}
      description={t('authoring.editor.intro')}
      actions={
        <Button
          component={RouterLink}
          to={learningPaths.course(courseId)}
          target="_blank"
          variant="outlined"
          endIcon={<OpenInNewIcon />}
        >
          {t('authoring.editor.viewAsLearner')}
        </Button>
      }
    >
      <Tabs
        value={tab}
        aria-label={t('authoring.editor.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((entry) => (
          <Tab
            key={entry.value}
            value={entry.value}
            label={t(`authoring.editor.${entry.value}`)}
            component={RouterLink}
            to={entry.to(courseId)}
          />
        ))}
      </Tabs>
      {children(course.data)}
    </PortalPage>
  );
}
