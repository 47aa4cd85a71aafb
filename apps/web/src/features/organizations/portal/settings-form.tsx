import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';

type SettingsFormProps<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, any>;
  mutation: UseMutationResult<unknown, unknown, any>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  label: string;
  children: ReactNode;
};

/** A section of a settings form: a titled card. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * A settings form of the portal: its sections, then what happened (saved, or the server's error
 * that no field took) and the buttons. Save sends only what changed; undo returns to what is saved.
 */
export function SettingsForm<T extends FieldValues>({
  form,
  mutation,
  onSubmit,
  label,
  children,
}: SettingsFormProps<T>) {
  const { t } = useTranslation('organizations');
  const { isDirty, isSubmitting } = form.formState;
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label={label} spacing={3}>
      {children}
      <Box aria-live="polite">
        {mutation.isSuccess && !isDirty ? <Alert severity="success">{t('organizations.form.saved')}</Alert> : null}
        {mutation.isError ? <Alert severity="error">{getErrorText(t, mutation.error)}</Alert> : null}
        {hasFieldErrors && !mutation.isError ? (
          <Alert severity="warning">{t('organizations.form.invalid')}</Alert>
        ) : null}
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default' }}
      >
        <Button type="submit" variant="contained" size="large" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? t('organizations.form.saving') : t('organizations.form.save')}
        </Button>
        <Button
          size="large"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            mutation.reset();
            form.reset();
          }}
        >
          {t('organizations.form.undo')}
        </Button>
      </Stack>
    </Stack>
  );
}
