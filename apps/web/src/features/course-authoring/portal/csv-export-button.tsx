import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import type { DownloadProgress } from './csv-download.ts';

/** Downloads a file, telling `onProgress` how much has arrived. */
export type Download = (onProgress: (progress: DownloadProgress) => void) => Promise<void>;

/**
 * A CSV export of the server: the mutation and how much of the file has arrived (null while the
 * server prepares it or does not say its size).
 */
export function useCsvExport(download: Download) {
  const [progress, setProgress] = useState<DownloadProgress>(null);
  const mutation = useMutation({
    mutationFn: () => {
      setProgress(null);
      return download(setProgress);
    },
  });
  return { ...mutation, progress };
}

/**
 * An export button with its progress bar (determinate once the size of the file is known,
 * indeterminate while the server prepares it) and the refusal's text in place.
 */
export function CsvExportButton({
  label,
  busyLabel,
  download,
  variant = 'outlined',
}: {
  label: string;
  /** The progress bar's name ("Exporting the report"). */
  busyLabel: string;
  download: Download;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const exported = useCsvExport(download);
  const percent = exported.progress === null ? undefined : Math.round(exported.progress * 100);
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      <Button
        variant={variant}
        startIcon={<DownloadIcon />}
        onClick={() => exported.mutate()}
        disabled={exported.isPending}
      >
        {label}
      </Button>
      {exported.isPending ? (
        <LinearProgress
          aria-label={busyLabel}
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          sx={{ width: '100%' }}
        />
      ) : null}
      {exported.isError ? (
        <Alert severity="error" onClose={() => exported.reset()}>
          {getErrorText(t, exported.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
