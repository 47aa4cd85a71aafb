import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { MarkdownContent } from '../components/markdown-content.tsx';
import { useCourseAnnouncement } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';

function Announcement({ courseId, announcementId }: { courseId: number; announcementId: number }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const announcement = useCourseAnnouncement(courseId, announcementId);
  const back = (
    <Button
      component={RouterLink}
      to={learningPaths.child(courseId, 'announcements')}
      startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
      sx={{ mb: 2 }}
    >
      {t('learning.announcements.back')}
    </Button>
  );
  if (announcement.isPending) return <Skeleton variant="rounded" height={240} />;
  if (announcement.isError) {
    return (
      <>
        {back}
        <LearningError error={announcement.error} courseId={courseId} />
      </>
    );
  }
  const { title, content, announcementDate, author } = announcement.data;
  const date = formatDateTime(announcementDate, language);
  return (
    <>
      {back}
      <Paper variant="outlined" component="article" aria-labelledby="announcement-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id="announcement-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {author ? t('learning.announcements.byline', { date, name: `${author.firstName} ${author.lastName}` }) : date}
        </Typography>
        <MarkdownContent>{content}</MarkdownContent>
      </Paper>
    </>
  );
}

/** One announcement of the course. */
export function CourseAnnouncementPage() {
  const courseId = useCourseIdParam();
  const announcementId = Number(useParams().announcementId);
  return (
    <CourseLayout>
      <Announcement courseId={courseId} announcementId={announcementId} />
    </CourseLayout>
  );
}
