import type { AuthoringCourse } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { useCourseApproval, useRequestApproval, useSetCoursePublished } from './course-authoring.queries.ts';

// Pending is neutral: the theme's warning colour is too light for text on the page.
const statusColor = { approved: 'success', pending: 'default', rejected: 'error' } as const;

/**
 * Publishing and approval: whether learners see the course, and the administrators' decision an
 * instructor's course needs before it may be published (docs/decisions/courses.md).
 */
export function PublishingPanel({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const publish = useSetCoursePublished(course.id);
  const approval = useCourseApproval(course.id);
  const request = useRequestApproval(course.id);
  const [note, setNote] = useState('');
  const latest = approval.data?.requests[0] ?? course.approvalRequest;
  const hasPendingRequest = latest?.status === 'PENDING';
  const canRequest = !course.isApproved && !hasPendingRequest;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <SettingsSection title={t('authoring.publishing.title')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
          <Typography variant="body2">{t('authoring.publishing.approval')}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={statusColor[course.status]}
            label={t(`authoring.status.${course.status}`)}
          />
          <Typography variant="body2">{t('authoring.publishing.visibility')}</Typography>
          <Chip
            size="small"
            color={course.isPublished ? 'success' : 'default'}
            label={course.isPublished ? t('authoring.publishing.published') : t('authoring.publishing.unpublished')}
          />
        </Stack>

        <Stack spacing={1} aria-live="polite">
          <Stack direction="row" spacing={1}>
            <Button
              variant={course.isPublished ? 'outlined' : 'contained'}
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(!course.isPublished, {
                  onSuccess: (changed) => {
                    // Unpublishing hides the course from learners at once: it may be taken back.
                    if (changed.isPublished) return;
                    offerUndo({
                      message: t('authoring.publishing.unpublishedDone'),
                      undo: () => publish.mutateAsync(true),
                      undoneMessage: t('authoring.publishing.publishedAgain'),
                    });
                  },
                })
              }
            >
              {course.isPublished ? t('authoring.publishing.unpublish') : t('authoring.publishing.publish')}
            </Button>
          </Stack>
          {!course.isApproved && !course.isPublished ? (
            <Typography variant="body2" color="text.secondary">
              {t('authoring.publishing.needsApproval')}
            </Typography>
          ) : null}
          {publish.isError ? <Alert severity="error">{getErrorText(t, publish.error)}</Alert> : null}
        </Stack>

        {latest ? (
          <Typography variant="body2" color="text.secondary">
            {t(`authoring.publishing.request.${latest.status}`, {
              date: formatDate(latest.decidedAt ?? latest.createdAt),
            })}
          </Typography>
        ) : null}

        {canRequest ? (
          <Stack
            component="form"
            spacing={1}
            aria-label={t('authoring.publishing.requestApproval')}
            onSubmit={(event) => {
              event.preventDefault();
              request.mutate(note, { onSuccess: () => setNote('') });
            }}
          >
            <TextField
              value={note}
              onChange={(event) => setNote(event.target.value)}
              label={t('authoring.publishing.note')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }}
            />
            <div>
              <Button type="submit" variant="outlined" disabled={request.isPending}>
                {t('authoring.publishing.requestApproval')}
              </Button>
            </div>
          </Stack>
        ) : null}
        <div aria-live="polite">
          {request.isError ? <Alert severity="error">{getErrorText(t, request.error)}</Alert> : null}
          {request.isSuccess ? <Alert severity="success">{t('authoring.publishing.requested')}</Alert> : null}
        </div>
      </Stack>
    </SettingsSection>
  );
}
