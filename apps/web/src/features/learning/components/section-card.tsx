import type { CourseSectionItem, CourseSubsectionItem } from '@manara/contract';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { learningPaths } from '../learning-paths.ts';
import { CourseProgress, formatNumber } from './course-progress.tsx';
import { useSectionLockText } from './section-lock-reason.tsx';

function LessonIcon({ lesson }: { lesson: CourseSubsectionItem }) {
  const { t } = useTranslation('learning');
  if (lesson.isLocked) return <LockOutlinedIcon color="disabled" titleAccess={t('learning.lesson.locked')} />;
  if (lesson.isFinished) return <CheckCircleIcon color="success" titleAccess={t('learning.lesson.finished')} />;
  if (lesson.hasVideo) return <OndemandVideoOutlinedIcon color="action" aria-hidden />;
  return <ArticleOutlinedIcon color="action" aria-hidden />;
}

function LessonRow({ courseId, lesson }: { courseId: number; lesson: CourseSubsectionItem }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const details = [
    lesson.durationMinutes
      ? new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
          lesson.durationMinutes,
        )
      : null,
    lesson.isOptional ? t('learning.lesson.optional') : null,
    lesson.isPublished ? null : t('learning.lesson.unpublished'),
  ].filter(Boolean);
  const text = (
    <ListItemText
      primary={lesson.name}
      secondary={details.length > 0 ? details.join(' · ') : undefined}
      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
    />
  );
  const icon = (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <LessonIcon lesson={lesson} />
    </ListItemIcon>
  );
  if (lesson.isLocked) {
    return (
      <ListItem sx={{ color: 'text.secondary' }}>
        {icon}
        {text}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={learningPaths.lesson(courseId, lesson.id)}>
        {icon}
        {text}
      </ListItemButton>
    </ListItem>
  );
}

/** A section of the modules page: name, week, lock and its reason, progress, and its lessons. */
export function SectionCard({
  courseId,
  section,
  showProgress,
}: {
  courseId: number;
  section: CourseSectionItem;
  showProgress: boolean;
}) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const lockText = useSectionLockText();
  const headingId = `section-${section.id}-heading`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, pb: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('learning.modules.week', { week: formatNumber(section.week, language) })}
          </Typography>
          {section.isLocked ? (
            <Chip size="small" icon={<LockOutlinedIcon />} label={t('learning.modules.locked')} />
          ) : section.isFinished && section.completion.required > 0 ? (
            <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('learning.modules.finished')} />
          ) : null}
          {section.isPublished ? null : <Chip size="small" label={t('learning.lesson.unpublished')} />}
        </Stack>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {section.name}
        </Typography>
        {section.learningObjectives ? (
          <Typography dir="auto" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {section.learningObjectives}
          </Typography>
        ) : null}
        {section.isLocked ? (
          <Alert severity="info" icon={<LockOutlinedIcon />} sx={{ mt: 1.5 }}>
            {lockText(section)}
          </Alert>
        ) : null}
        {showProgress && section.completion.required > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('learning.modules.lessonsFinished', {
                finished: formatNumber(section.completion.finished, language),
                required: formatNumber(section.completion.required, language),
              })}
            </Typography>
            <CourseProgress
              dense
              value={section.completion.progress}
              label={t('learning.modules.progressOf', { name: section.name })}
            />
          </Box>
        ) : null}
      </Box>
      {section.subsections.length > 0 ? (
        <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }} aria-label={section.name}>
          {section.subsections.map((lesson) => (
            <LessonRow key={lesson.id} courseId={courseId} lesson={lesson} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
          {t('learning.modules.noLessons')}
        </Typography>
      )}
    </Paper>
  );
}
