import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTerm, useTermInSentence } from '../../organizations/organizations.queries.ts';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useCourseSections } from '../learning.queries.ts';

function ModulesList({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const sections = useCourseSections(courseId);
  const modules = useTerm('module', { plural: true });
  const course = useTermInSentence('course');
  if (sections.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  }
  if (sections.isError) return null; // The layout explains the error.
  const { data, viewer } = sections.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {modules}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('learning.modules.empty', { modules, course })}</Typography>
      ) : (
        data.map((section) => (
          <SectionCard key={section.id} courseId={courseId} section={section} showProgress={viewer.isEnrolled} />
        ))
      )}
    </Stack>
  );
}

/** The course's sections (modules) with their lessons, finished ticks, locks and progress. */
export function CourseModulesPage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <ModulesList courseId={courseId} />
    </CourseLayout>
  );
}
