import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { useCourseSections } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';
import { useSectionLockText } from './section-lock-reason.tsx';

/** What a locked lesson shows instead of its content: the lock, why, and the way back to the outline. */
export function LockedLesson({ courseId, subsectionId }: { courseId: number; subsectionId: number }) {
  const { t } = useTranslation('learning');
  const modules = useTerm('module', { plural: true });
  const sections = useCourseSections(courseId);
  const lockText = useSectionLockText();
  const section = sections.data?.data.find((s) => s.subsections.some((lesson) => lesson.id === subsectionId));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('learning.lock.lessonTitle')}
        </Typography>
        {section ? (
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {section.name}
          </Typography>
        ) : null}
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {section ? lockText(section) : t('errors.courses-008')}
        </Typography>
        <Button component={RouterLink} to={learningPaths.child(courseId, 'modules')} variant="contained">
          {t('learning.lock.backToModules', { modules })}
        </Button>
      </Stack>
    </Paper>
  );
}
