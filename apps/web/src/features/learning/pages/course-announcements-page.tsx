import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { useCourseAnnouncements } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';
import { plainExcerpt } from '../plain-excerpt.ts';

const PAGE_SIZE = 10;

function Announcements({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const list = useCourseAnnouncements(courseId, { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('learning.announcements.heading')}
      </Typography>
      {list.isPending ? (
        [0, 1].map((key) => <Skeleton key={key} variant="rounded" height={110} />)
      ) : list.isError ? (
        <LearningError error={list.error} courseId={courseId} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          <CampaignOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{t('learning.announcements.empty')}</Typography>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.data.data.map((announcement) => (
            <Card key={announcement.id} component="li" variant="outlined">
              <CardActionArea component={RouterLink} to={learningPaths.announcement(courseId, announcement.id)}>
                <CardContent>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(announcement.announcementDate, language)}
                  </Typography>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {announcement.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {plainExcerpt(announcement.content, 180)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <ListPagination total={list.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}

/** The course's announcements, newest first (read-only for learners). */
export function CourseAnnouncementsPage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <Announcements courseId={courseId} />
    </CourseLayout>
  );
}
