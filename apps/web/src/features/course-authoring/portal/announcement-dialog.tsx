import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthoredCourseAnnouncement, CreateCourseAnnouncementBody } from '@manara/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import type { AnnouncementChanges } from './course-people.queries.ts';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

/** The form: the contract's title and content, the date as a local date-time (empty: now). */
const AnnouncementForm = z.object({
  title: CreateCourseAnnouncementBody.shape.title,
  content: CreateCourseAnnouncementBody.shape.content,
  date: z.string(),
  isPublished: z.boolean(),
  postAnonymously: z.boolean(),
});
type AnnouncementValues = z.infer<typeof AnnouncementForm>;

function valuesOf(announcement: AuthoredCourseAnnouncement | null): AnnouncementValues {
  return {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    date: announcement ? toLocalDateTime(announcement.announcementDate) : '',
    isPublished: announcement?.isPublished ?? true,
    postAnonymously: announcement?.postAnonymously ?? false,
  };
}

type AnnouncementDialogProps = {
  /** The announcement edited, or null for a new one. */
  announcement: AuthoredCourseAnnouncement | null;
  onSave: (body: AnnouncementChanges) => Promise<unknown>;
  onClose: () => void;
};

/** Writes or changes a course announcement: title, body with the rich-text editor, date, published, anonymous. */
export function AnnouncementDialog({ announcement, onSave, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('authoring');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AnnouncementValues, unknown, AnnouncementValues>({
    resolver: zodResolver(AnnouncementForm),
    defaultValues: valuesOf(announcement),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const date = fromLocalDateTime(values.date);
    try {
      await onSave({
        title: values.title,
        content: values.content,
        isPublished: values.isPublished,
        postAnonymously: values.postAnonymously,
        ...(date ? { announcementDate: date } : {}),
      });
      onClose();
    } catch (failure) {
      if (!applyServerErrors(form, failure)) setError(getErrorText(t, failure));
    }
  });

  return (
    <FormDialog
      title={announcement ? t('authoring.announcements.editTitle') : t('authoring.announcements.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
      maxWidth="md"
      submitLabel={announcement ? t('authoring.outline.save') : t('authoring.announcements.post')}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.register('title')}
          label={t('authoring.announcements.titleField')}
          error={Boolean(errors.title)}
          helperText={formErrorText(t, errors.title)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextField
              label={t('authoring.announcements.content')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={formErrorText(t, errors.content)}
              minHeight={180}
            />
          )}
        />
        <TextField
          {...form.register('date')}
          type="datetime-local"
          label={t('authoring.announcements.date')}
          helperText={t('authoring.announcements.dateHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('authoring.announcements.publish')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="postAnonymously"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('authoring.announcements.anonymous')}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
