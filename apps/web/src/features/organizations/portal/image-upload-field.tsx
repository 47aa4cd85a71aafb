import { type MediaRef, uploadMedia } from '@manara/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadForm } from '../../../api/upload.ts';
import { getErrorText } from '../../../i18n/error-text.ts';

/** The images and videos the media module takes (docs/decisions/media.md), as the file picker offers them. */
const TYPES = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  video: 'video/mp4,video/webm,video/quicktime,.mp4,.m4v,.mov,.webm',
} as const;

type ImageUploadFieldProps = {
  label: string;
  help: string;
  value: MediaRef | null;
  onChange: (value: MediaRef | null) => void;
  /** An error of the form for this field (the server's, shown in place). */
  error?: string | undefined;
  /** What the field takes: an image (the default), or a video (shown in a player, 16:9). */
  kind?: 'image' | 'video';
  /** The types the field takes when fewer than every image (the picker's `accept`, and the sentence saying so). */
  types?: { accept: string; text: string };
};

/**
 * An image (or a video, with `kind="video"`) chosen and uploaded at once (`POST media/upload`, with a progress bar), shown as it
 * will look; the form saves the new file's id. A file just uploaded is not public until saved,
 * so its value's `url` is the chosen file itself (a `blob:` address of this page) until then.
 */
export function ImageUploadField({
  label,
  help,
  value,
  onChange,
  error,
  kind = 'image',
  types,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('organizations');
  /** The texts of the kind of file: `organizations.upload.…` for images, `organizations.upload.video.…` for videos. */
  const text = (key: 'choose' | 'replace' | 'remove' | 'none' | 'types') =>
    t(kind === 'video' ? `organizations.upload.video.${key}` : `organizations.upload.${key}`);
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const previewUrl = value?.url ?? null;
  const message = uploadError ?? error;

  const upload = async (file: File) => {
    setUploadError(null);
    setProgress({ name: file.name, fraction: 0 });
    const form = new FormData();
    form.append('file', file);
    try {
      const media = await uploadForm(uploadMedia, form, {
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      // Not public until the form is saved: shown from the chosen file meanwhile.
      onChange({ id: media.id, url: URL.createObjectURL(file) });
    } catch (failure) {
      setUploadError(getErrorText(t, failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {help} {types?.text ?? text('types')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: kind === 'video' ? 160 : 96,
            height: 96,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'background.default',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {previewUrl && kind === 'video' ? (
            <Box
              component="video"
              src={previewUrl}
              controls
              preload="metadata"
              aria-label={t('organizations.upload.current', { label })}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: 'common.black' }}
            />
          ) : previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt={t('organizations.upload.current', { label })}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Stack sx={{ alignItems: 'center', color: 'text.secondary', px: 1, textAlign: 'center' }}>
              {kind === 'video' ? <VideocamOutlinedIcon /> : <ImageOutlinedIcon />}
              <Typography variant="caption">{text('none')}</Typography>
            </Stack>
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
          <input
            ref={inputRef}
            type="file"
            accept={types?.accept ?? TYPES[kind]}
            hidden
            aria-label={label}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={progress !== null}
            onClick={() => inputRef.current?.click()}
            aria-label={`${value ? text('replace') : text('choose')}: ${label}`}
          >
            {value ? text('replace') : text('choose')}
          </Button>
          {value ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              disabled={progress !== null}
              onClick={() => onChange(null)}
              aria-label={`${text('remove')}: ${label}`}
            >
              {text('remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {progress ? (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={t('organizations.upload.uploading', { name: progress.name })}
          />
        </Box>
      ) : null}
      {message ? (
        <FormHelperText error role="alert" sx={{ mx: 0, mt: 1 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
