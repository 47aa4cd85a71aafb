import { zodResolver } from '@hookform/resolvers/zod';
import { extraFieldsSchema, NewPassword, register as registerCall } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { showSnackbar } from '../../../ui/toast/toast-store.ts';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { useRegistrationForm } from '../auth.queries.ts';
import { useCompleteSignIn } from '../complete-sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { RegistrationFormFields } from '../components/registration-form-fields.tsx';
import { fieldErrorText } from '../form-text.ts';

const Core = z.object({
  firstName: z.string().trim().min(1, 'form.required').max(100, 'form.maxLength'),
  lastName: z.string().trim().min(1, 'form.required').max(100, 'form.maxLength'),
  email: z.string().trim().min(1, 'form.required').pipe(z.email('form.email')),
  // Asked here because the complete-profile dialog asks every member for it (spec 1 §5).
  city: z.string().trim().min(1, 'form.required').max(200, 'form.maxLength'),
  phoneNumber: z.string().trim().max(30, 'form.maxLength'),
  newPassword: z.string().min(1, 'form.required').pipe(NewPassword),
  confirmPassword: z.string().min(1, 'form.required'),
});

/** The confirm-your-e-mail notice after registering stays longer than a toast: it names an address to check. */
const VERIFY_NOTICE_TIMEOUT_MS = 15_000;

type RegisterValues = z.infer<typeof Core> & { extraFields: Record<string, unknown> };

/** /register: the core fields and the organization's own registration form (spec 1 §2, §4 Registration). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const emailToken = params.get('emailToken') ?? undefined;
  const organizationName = useOrganizationName();
  const completeSignIn = useCompleteSignIn();
  const registrationForm = useRegistrationForm();
  const schema = useMemo(
    () =>
      Core.extend({
        extraFields: registrationForm.data ? extraFieldsSchema(registrationForm.data) : z.object({}),
      }).refine((v) => v.newPassword === v.confirmPassword, {
        message: 'password.mismatch',
        path: ['confirmPassword'],
      }),
    [registrationForm.data],
  );
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema as unknown as z.ZodType<RegisterValues, RegisterValues>),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: params.get('email') ?? '',
      city: '',
      phoneNumber: '',
      newPassword: '',
      confirmPassword: '',
      extraFields: {},
    },
  });
  const submit = useMutation({
    mutationFn: (values: RegisterValues) =>
      callApi(registerCall, {
        body: {
          email: values.email,
          password: values.newPassword,
          firstName: values.firstName,
          lastName: values.lastName,
          city: values.city,
          phoneNumber: values.phoneNumber || undefined,
          preferredLanguage: language,
          extraFields: values.extraFields as Record<string, string | number | boolean>,
          emailToken,
        },
      }),
    onSuccess: async (answer) => {
      if (answer.requiresApproval || !answer.access) return;
      await completeSignIn(answer);
      // The next sign-in needs the address confirmed: say where the link went, long enough to read.
      if (answer.user && !answer.user.isVerified) {
        showSnackbar(t('register.verifyNotice', { email: answer.user.email }), {
          severity: 'info',
          timeout: VERIFY_NOTICE_TIMEOUT_MS,
        });
      }
    },
  });
  const errors = form.formState.errors;

  if (registrationForm.isPending) return <PageLoader />;
  const footer = (
    <Typography variant="body2">
      {t('register.haveAccount')}{' '}
      <Link component={RouterLink} to="/auth/login">
        {t('auth.login.submit')}
      </Link>
    </Typography>
  );
  if (submit.data?.requiresApproval) {
    return (
      <AuthLayout heading={t('register.heading')} footer={footer}>
        <Alert severity="success" role="status">
          {t('register.approvalPending')}
        </Alert>
      </AuthLayout>
    );
  }
  const text = (name: keyof z.infer<typeof Core>) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: fieldErrorText(t, errors[name]),
  });
  return (
    <AuthLayout
      heading={t('register.heading')}
      intro={t('register.intro', { organization: organizationName })}
      footer={footer}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        {submit.error ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, submit.error)}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('register.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            {...text('firstName')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            {...text('lastName')}
          />
        </Stack>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...text('email')}
          slotProps={{ htmlInput: { readOnly: Boolean(emailToken) } }}
        />
        <TextField label={t('register.city')} autoComplete="address-level2" required {...text('city')} />
        <TextField label={t('register.phoneNumber')} type="tel" autoComplete="tel" {...text('phoneNumber')} />
        <RegistrationFormFields form={registrationForm.data} control={form.control} errors={errors} />
        <NewPasswordFields
          register={form.register}
          errors={errors}
          password={form.watch('newPassword')}
          labels={{ password: t('auth.password'), confirm: t('register.confirmPassword') }}
        />
        <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
