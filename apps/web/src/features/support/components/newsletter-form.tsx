import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { fieldErrorText } from '../../../ui/form/field-error-text.ts';
import { useSubscribeToNewsletter } from '../support.queries.ts';

const NewsletterFields = z.object({ email: z.string().trim().min(1, 'form.required').pipe(z.email('form.email')) });
type NewsletterFields = z.infer<typeof NewsletterFields>;

/**
 * `POST email-subscription`: the newsletter's form, under its heading (`labelledBy`) in the footer's
 * NewsletterSignup.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterFields>({ resolver: zodResolver(NewsletterFields), defaultValues: { email: '' } });
  const { errors } = form.formState;

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      spacing={1.5}
      onSubmit={form.handleSubmit(({ email }) => subscribe.mutate(email, { onSuccess: () => form.reset() }))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...form.register('email')}
          type="email"
          size="small"
          autoComplete="email"
          label={t('newsletter.email')}
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email)}
          sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
        />
        <Button type="submit" variant="contained" disabled={subscribe.isPending} sx={{ minHeight: 40 }}>
          {t('newsletter.submit')}
        </Button>
      </Stack>
      {subscribe.isSuccess ? (
        <Alert severity="success" role="status">
          {t('newsletter.success')}
        </Alert>
      ) : null}
      {subscribe.isError ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, subscribe.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
