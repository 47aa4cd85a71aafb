import type { AuthoredCourseAnnouncement } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { plainExcerpt } from '../../learning/plain-excerpt.ts';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { useAnnouncementMutations, useAuthoredAnnouncements } from './course-people.queries.ts';

const PAGE_SIZE = 10;

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; announcement: AuthoredCourseAnnouncement }
  | { kind: 'delete'; announcement: AuthoredCourseAnnouncement }
  | null;

/** Published and shown, scheduled for later, or a draft. */
function stateOf(announcement: AuthoredCourseAnnouncement, now: number): 'published' | 'scheduled' | 'draft' {
  if (!announcement.isPublished) return 'draft';
  return new Date(announcement.announcementDate).getTime() > now ? 'scheduled' : 'published';
}

function AnnouncementCard({
  announcement,
  onEdit,
  onDelete,
}: {
  announcement: AuthoredCourseAnnouncement;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const state = stateOf(announcement, Date.now());
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(announcement.announcementDate, language)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={state === 'published' ? 'success' : 'default'}
            label={t(`authoring.announcements.state.${state}`)}
          />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} dir="auto">
          {announcement.title}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} dir="auto">
          {plainExcerpt(announcement.content, 180)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('authoring.announcements.editNamed', { title: announcement.title })}
        >
          {t('authoring.announcements.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={t('authoring.announcements.deleteNamed', { title: announcement.title })}
        >
          {t('authoring.announcements.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Announcements({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAuthoredAnnouncements(courseId, { skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const mutations = useAnnouncementMutations(courseId);
  const rows = list.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary">{t('authoring.announcements.intro')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'new' })}>
          {t('authoring.announcements.new')}
        </Button>
      </Stack>
      {mutations.remove.isError ? <Alert severity="error">{getErrorText(t, mutations.remove.error)}</Alert> : null}
      {list.isFetching ? <LinearProgress aria-label={t('authoring.announcements.loading')} /> : null}
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : list.isSuccess && rows.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          <CampaignOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{t('authoring.announcements.empty')}</Typography>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {rows.map((announcement) => (
            <AnnouncementCard
              key={announcement.id}
              announcement={announcement}
              onEdit={() => setEditing({ kind: 'edit', announcement })}
              onDelete={() => setEditing({ kind: 'delete', announcement })}
            />
          ))}
        </Stack>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('authoring.students.range', { from, to, count })}
        />
      ) : null}
      {editing?.kind === 'new' ? (
        <AnnouncementDialog
          announcement={null}
          onSave={(body) => mutations.create.mutateAsync(body)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'edit' ? (
        <AnnouncementDialog
          announcement={editing.announcement}
          onSave={(body) => mutations.update.mutateAsync({ announcementId: editing.announcement.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={t('authoring.announcements.deleteTitle')}
        message={t('authoring.announcements.deleteMessage', {
          title: editing?.kind === 'delete' ? editing.announcement.title : '',
        })}
        confirm={t('authoring.announcements.delete')}
        onConfirm={() => {
          if (editing?.kind === 'delete') mutations.remove.mutate(editing.announcement.id);
        }}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** People and results: the course's announcements to its learners, posted, changed and deleted by its authors. */
export function CourseAnnouncementsPage() {
  return (
    <CourseEditorFrame tab="announcements">{(course) => <Announcements courseId={course.id} />}</CourseEditorFrame>
  );
}
