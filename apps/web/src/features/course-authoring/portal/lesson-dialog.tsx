import { type AuthoringSubsection, type MediaSummary, uploadMedia } from '@manara/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadForm } from '../../../api/upload.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import type { LessonChanges } from './course-outline.queries.ts';

type Attachment = Pick<MediaSummary, 'id' | 'fileName'>;

type LessonDialogProps = {
  lesson: AuthoringSubsection;
  onSave: (body: LessonChanges) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A lesson's name, body (the rich-text editor) and attachments. A file is uploaded as soon as it
 * is chosen, with a progress bar; saving sends the lesson's attachments in order.
 */
export function LessonDialog({ lesson, onSave, onClose }: LessonDialogProps) {
  const { t } = useTranslation('authoring');
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(lesson.name);
  const [content, setContent] = useState(lesson.content);
  const [attachments, setAttachments] = useState<Attachment[]>(lesson.attachments);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const attach = async (file: File) => {
    setError(null);
    setUpload({ name: file.name, fraction: 0 });
    const form = new FormData();
    form.append('file', file);
    try {
      const media = await uploadForm(uploadMedia, form, {
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      setAttachments((list) => [...list, { id: media.id, fileName: media.fileName }]);
    } catch (failure) {
      setError(getErrorText(t, failure));
    } finally {
      setUpload(null);
    }
  };

  const save = async () => {
    setIsSaving(true);
    setError(null);
    try {
      await onSave({ name: name.trim(), content, attachmentIds: attachments.map((file) => file.id) });
      onClose();
    } catch (failure) {
      setError(getErrorText(t, failure));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('authoring.lesson.title', { name: lesson.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            value={name}
            onChange={(event) => setName(event.target.value)}
            label={t('authoring.lesson.name')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
          />
          <RichTextField label={t('authoring.lesson.content')} value={content} onChange={setContent} minHeight={220} />
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
                if (file) void attach(file);
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
            {upload ? (
              <LinearProgress
                variant="determinate"
                value={Math.round(upload.fraction * 100)}
                aria-label={t('authoring.lesson.uploading', { name: upload.name })}
              />
            ) : null}
          </Stack>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('authoring.outline.cancel')}</Button>
        <Button variant="contained" disabled={!name.trim() || isSaving || upload !== null} onClick={() => void save()}>
          {isSaving ? t('authoring.lesson.saving') : t('authoring.outline.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
