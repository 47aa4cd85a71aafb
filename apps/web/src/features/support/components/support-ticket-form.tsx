import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSupportTicketBody, SupportTopic } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { fieldErrorText } from '../../../ui/form/field-error-text.ts';
import { useSession } from '../../auth/session.ts';
import { useCreateSupportTicket } from '../support.queries.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

/**
 * The form's fields. A guest must say who they are; a signed-in user's name and e-mail come
 * from the account, so those fields are not shown then.
 */
const TicketFields = z.object({
  name: z.string().trim().max(120, 'form.maxLength'),
  email: z.string().trim().max(320, 'form.maxLength'),
  issueTopic: z.union([SupportTopic, z.literal('')]),
  issueDescription: CreateSupportTicketBody.shape.issueDescription,
});
type TicketForm = z.input<typeof TicketFields>;

function ticketSchema(isGuest: boolean) {
  return TicketFields.superRefine((values, ctx) => {
    if (values.issueTopic === '') ctx.addIssue({ code: 'custom', path: ['issueTopic'], message: 'form.required' });
    if (!isGuest) return;
    if (!values.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'form.required' });
    if (!values.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'form.required' });
    else if (!z.email().safeParse(values.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'form.email' });
    }
  });
}

/** `POST technical-support`: a topic and a description (and, for guests, a name and an e-mail). */
export function SupportTicketForm() {
  const { t } = useTranslation('support');
  const session = useSession();
  const create = useCreateSupportTicket();
  const form = useForm<TicketForm>({
    resolver: zodResolver(ticketSchema(session === null)),
    defaultValues: { name: '', email: '', issueTopic: '', issueDescription: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const topic = values.issueTopic as SupportTopic;
    const body = session
      ? { issueTopic: topic, issueDescription: values.issueDescription }
      : { name: values.name, email: values.email, issueTopic: topic, issueDescription: values.issueDescription };
    create.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerFieldErrors(form, error),
    });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('support.formLabel')}>
      {create.isSuccess ? (
        <Alert severity="success" role="status">
          {t('support.success', { id: create.data.id })}
        </Alert>
      ) : null}
      {create.isError ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, create.error)}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        {session ? null : (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...form.register('name')}
                label={t('support.name')}
                autoComplete="name"
                required
                fullWidth
                error={Boolean(errors.name)}
                helperText={fieldErrorText(t, errors.name)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...form.register('email')}
                label={t('support.email')}
                type="email"
                autoComplete="email"
                required
                fullWidth
                error={Boolean(errors.email)}
                helperText={fieldErrorText(t, errors.email)}
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <Controller
            control={form.control}
            name="issueTopic"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('support.topic')}
                required
                fullWidth
                error={Boolean(errors.issueTopic)}
                helperText={errors.issueTopic ? t('support.chooseTopic') : undefined}
              >
                {SupportTopic.options.map((topic) => (
                  <MenuItem key={topic} value={topic}>
                    {t(`support.topics.${topic}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.register('issueDescription')}
            label={t('support.description')}
            required
            fullWidth
            multiline
            minRows={5}
            error={Boolean(errors.issueDescription)}
            helperText={fieldErrorText(t, errors.issueDescription) ?? t('support.descriptionHint')}
          />
        </Grid>
      </Grid>
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          {create.isPending ? t('support.sending') : t('support.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
