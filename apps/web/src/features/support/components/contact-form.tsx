import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageBody } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { fieldErrorText } from '../../../ui/form/field-error-text.ts';
import { useSession } from '../../auth/session.ts';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { useSendContactMessage } from '../support.queries.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

type ContactForm = z.input<typeof ContactMessageBody>;

/** The contact-us form: `POST contact/organization/{organizationId}`, validated by the contract's schema. */
export function ContactForm() {
  const { t } = useTranslation('support');
  const session = useSession();
  const organization = useOrganizationName();
  const send = useSendContactMessage();
  const form = useForm<ContactForm>({
    resolver: zodResolver(ContactMessageBody),
    defaultValues: {
      name: session ? `${session.user.firstName} ${session.user.lastName}`.trim() : '',
      email: session?.user.email ?? '',
      phoneNumber: '',
      subject: '',
      message: '',
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof ContactForm) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: fieldErrorText(t, errors[name]),
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.reset({ ...form.getValues(), subject: '', message: '' }),
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('contact.formLabel')}>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {t('contact.success', { organization })}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, send.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label={t('contact.name')} autoComplete="name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('email')}
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phoneNumber')} label={t('contact.phone')} type="tel" autoComplete="tel" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('subject')} label={t('contact.subject')} required fullWidth />
        </Grid>
        <Grid size={12}>
          <TextField {...field('message')} label={t('contact.message')} required fullWidth multiline minRows={5} />
        </Grid>
      </Grid>
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
