import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AuthoringSubsection,
  CreateSubsectionBody,
  LessonVideoUrl,
  type MediaSummary,
  uploadMedia,
} from '@manara/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { uploadForm } from '../../../api/upload.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import type { LessonChanges } from './course-outline.queries.ts';

type Attachment = Pick<MediaSummary, 'id' | 'fileName'>;
type VideoSource = 'none' | 'link' | 'upload';

const fields = CreateSubsectionBody.shape;

/** The lesson form, from the contract's fields: a video link is checked only when the link is chosen. */
const LessonForm = z
  .object({
    name: fields.name,
    videoSource: z.enum(['none', 'link', 'upload']),
    videoUrl: z.string().trim(),
    weight: fields.weight.unwrap(),
    isOptional: z.boolean(),
    isTextOnly: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.videoSource === 'link' && !LessonVideoUrl.safeParse(values.videoUrl).success)
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'form.url' });
  });
type Values = z.input<typeof LessonForm>;

type LessonDialogProps = {
  lesson: AuthoringSubsection;
  onSave: (body: LessonChanges) => Promise<unknown>;
  onClose: () => void;
};

type Upload = { name: string; fraction: number; purpose: 'video' | 'attachment' };

/**
 * A lesson's name, body (the rich-text editor), video (a link or an uploaded file), weight,
 * optional and text-only flags, and attachments. A file is uploaded as soon as it is chosen, with
 * a progress bar; saving sends the lesson's attachments in order. Server refusals show in place.
 */
export function LessonDialog({ lesson, onSave, onClose }: LessonDialogProps) {
  const { t } = useTranslation('authoring');
  const videoLabelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState(lesson.content);
  const [attachments, setAttachments] = useState<Attachment[]>(lesson.attachments);
  const [video, setVideo] = useState<Attachment | null>(lesson.video);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof LessonForm>>({
    resolver: zodResolver(LessonForm),
    defaultValues: {
      name: lesson.name,
      videoSource: lesson.video ? 'upload' : lesson.videoUrl ? 'link' : 'none',
      videoUrl: lesson.videoUrl ?? '',
      weight: lesson.weight,
      isOptional: lesson.isOptional,
      isTextOnly: lesson.isTextOnly,
    },
  });
  const errors = form.formState.errors;
  const videoSource = form.watch('videoSource');

  const send = async (file: File, purpose: Upload['purpose']) => {
    setError(null);
    setUpload({ name: file.name, fraction: 0, purpose });
    const body = new FormData();
    body.append('file', file);
    try {
      const media = await uploadForm(uploadMedia, body, {
        onProgress: (fraction) => setUpload({ name: file.name, fraction, purpose }),
      });
      const entry = { id: media.id, fileName: media.fileName };
      if (purpose === 'video') setVideo(entry);
      else setAttachments((list) => [...list, entry]);
    } catch (failure) {
      setError(getErrorText(t, failure));
    } finally {
      setUpload(null);
    }
  };

  const save = form.handleSubmit(async (values) => {
    setError(null);
    if (values.videoSource === 'upload' && !video) {
      setError(t('authoring.lesson.videoMissing'));
      return;
    }
    try {
      await onSave({
        name: values.name,
        content,
        attachmentIds: attachments.map((file) => file.id),
        videoUrl: values.videoSource === 'link' ? values.videoUrl : null,
        videoMediaId: values.videoSource === 'upload' && video ? video.id : null,
        weight: values.weight,
        isOptional: values.isOptional,
        isTextOnly: values.isTextOnly,
      });
      onClose();
    } catch (failure) {
      const placed = applyServerErrors(form, failure, {
        fieldsOfCode: (code) => (code === 'courses-084' || code === 'media-009' ? ['videoSource'] : []),
      });
      if (!placed) setError(getErrorText(t, failure));
    }
  });

  const progress =
    upload !== null ? (
      <LinearProgress
        variant="determinate"
        value={Math.round(upload.fraction * 100)}
        aria-label={t('authoring.lesson.uploading', { name: upload.name })}
      />
    ) : null;

  return (
    <FormDialog
      title={t('authoring.lesson.title', { name: lesson.name })}
      onClose={onClose}
      onSubmit={save}
      pending={form.formState.isSubmitting}
      error={error}
      maxWidth="md"
      submitLabel={form.formState.isSubmitting ? t('authoring.lesson.saving') : undefined}
      submitDisabled={upload !== null}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.register('name')}
          label={t('authoring.lesson.name')}
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={formErrorText(t, errors.name)}
          slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
        />
        <RichTextField label={t('authoring.lesson.content')} value={content} onChange={setContent} minHeight={220} />

        <FormControl error={Boolean(errors.videoSource)}>
          <FormLabel id={videoLabelId}>{t('authoring.lesson.video')}</FormLabel>
          <Controller
            control={form.control}
            name="videoSource"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={videoLabelId}
                value={field.value}
                onChange={(event) => {
                  const source = event.target.value as VideoSource;
                  field.onChange(source);
                  // A video is for showing: "text only" would hide it from learners.
                  if (source !== 'none') form.setValue('isTextOnly', false);
                }}
              >
                <FormControlLabel value="none" control={<Radio />} label={t('authoring.lesson.videoNone')} />
                <FormControlLabel value="link" control={<Radio />} label={t('authoring.lesson.videoLink')} />
                <FormControlLabel value="upload" control={<Radio />} label={t('authoring.lesson.videoUpload')} />
              </RadioGroup>
            )}
          />
          {errors.videoSource ? (
            <Typography variant="body2" color="error" role="alert">
              {formErrorText(t, errors.videoSource)}
            </Typography>
          ) : null}
        </FormControl>
        {videoSource === 'link' ? (
          <TextField
            {...form.register('videoUrl')}
            label={t('authoring.lesson.videoUrl')}
            type="url"
            required
            fullWidth
            error={Boolean(errors.videoUrl)}
            helperText={errors.videoUrl ? t('authoring.lesson.videoUrlInvalid') : t('authoring.lesson.videoUrlHelp')}
            slotProps={{ htmlInput: { maxLength: 2000, dir: 'ltr' } }}
          />
        ) : null}
        {videoSource === 'upload' ? (
          <Stack spacing={1}>
            <Typography variant="body2">
              {video ? t('authoring.lesson.videoFile', { name: video.fileName }) : t('authoring.lesson.noVideoFile')}
            </Typography>
            <input
              ref={videoInput}
              type="file"
              accept="video/*"
              hidden
              aria-label={t('authoring.lesson.chooseVideo')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file, 'video');
              }}
            />
            <div>
              <Button
                variant="outlined"
                size="small"
                startIcon={<VideoFileIcon />}
                disabled={upload !== null}
                onClick={() => videoInput.current?.click()}
              >
                {t('authoring.lesson.chooseVideo')}
              </Button>
            </div>
            {upload?.purpose === 'video' ? progress : null}
          </Stack>
        ) : null}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            {...form.register('weight', { valueAsNumber: true })}
            label={t('authoring.lesson.weight')}
            type="number"
            required
            error={Boolean(errors.weight)}
            helperText={errors.weight ? formErrorText(t, errors.weight) : t('authoring.lesson.weightHelp')}
            slotProps={{ htmlInput: { min: 0, max: 1000, step: 1 } }}
            sx={{ maxWidth: 220 }}
          />
          <Controller
            control={form.control}
            name="isOptional"
            render={({ field }) => (
              <FormControlLabel
                label={t('authoring.lesson.isOptional')}
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isTextOnly"
            render={({ field }) => (
              <FormControlLabel
                label={t('authoring.lesson.isTextOnly')}
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              />
            )}
          />
        </Stack>

        <Stack spacing={1}>
          <Typography component="h3" variant="subtitle2">
            {t('authoring.lesson.attachments')}
          </Typography>
          {attachments.length > 0 ? (
            <List dense aria-label={t('authoring.lesson.attachments')}>
              {attachments.map((file) => (
                <ListItem
                  key={file.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('authoring.lesson.removeAttachment', { name: file.fileName })}
                      onClick={() => setAttachments((list) => list.filter((entry) => entry.id !== file.id))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={file.fileName} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('authoring.lesson.noAttachments')}
            </Typography>
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t('authoring.lesson.addAttachment')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file, 'attachment');
            }}
          />
          <div>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AttachFileIcon />}
              disabled={upload !== null}
              onClick={() => fileInput.current?.click()}
            >
              {t('authoring.lesson.addAttachment')}
            </Button>
          </div>
          {upload?.purpose === 'attachment' ? progress : null}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
