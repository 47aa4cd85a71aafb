import { zodResolver } from '@hookform/resolvers/zod';
import { extraFieldsSchema, type RegistrationForm, type User } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useRegistrationForm } from '../../auth/auth.queries.ts';
import { RegistrationFormFields } from '../../auth/components/registration-form-fields.tsx';
import { fieldErrorText } from '../../auth/form-text.ts';
import { useSession } from '../../auth/session.ts';
import { SecuritySection } from '../components/security-section.tsx';
import { useUpdateProfile, useUser } from '../users.queries.ts';

const text = (max: number) => z.string().trim().max(max, 'form.maxLength');
const Profile = z.object({
  firstName: z.string().trim().min(1, 'form.required').max(100, 'form.maxLength'),
  lastName: z.string().trim().min(1, 'form.required').max(100, 'form.maxLength'),
  firstNameAr: text(200),
  lastNameAr: text(200),
  city: z.string().trim().min(1, 'form.required').max(200, 'form.maxLength'),
  country: text(200),
  position: text(200),
  workPlace: text(200),
  about: text(2000),
  preferredLanguage: z.enum(['en', 'ar']),
});
type ProfileValues = z.infer<typeof Profile> & { extraFields: Record<string, unknown> };
const textFields = [
  'firstName',
  'lastName',
  'firstNameAr',
  'lastNameAr',
  'city',
  'country',
  'position',
  'workPlace',
] as const;

function valuesOf(user: User, form: RegistrationForm | undefined): ProfileValues {
  const extra: Record<string, unknown> = {};
  for (const field of form?.groups.flatMap((g) => g.fields) ?? []) {
    const stored = user.extraFields.find((v) => v.formField.fieldKey === field.fieldKey)?.value ?? '';
    extra[field.fieldKey] = field.type.slug === 'boolean' ? stored === 'true' : stored;
  }
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    firstNameAr: user.firstNameAr ?? '',
    lastNameAr: user.lastNameAr ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    position: user.position ?? '',
    workPlace: user.workPlace ?? '',
    about: user.about ?? '',
    preferredLanguage: user.preferredLanguage,
    extraFields: extra,
  };
}

/** /profile: one's own details and registration-form answers, and security (spec 1 §2; `completeProfile=true`). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const completing = params.get('completeProfile') === 'true';
  const session = useSession();
  const user = useUser(session?.user.id);
  const registrationForm = useRegistrationForm();
  const save = useUpdateProfile(session?.user.id ?? 0);
  const schema = useMemo(
    () =>
      Profile.extend({ extraFields: registrationForm.data ? extraFieldsSchema(registrationForm.data) : z.object({}) }),
    [registrationForm.data],
  );
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema as unknown as z.ZodType<ProfileValues, ProfileValues>),
  });
  const { reset, trigger } = form;
  useEffect(() => {
    if (!user.data || !registrationForm.data) return;
    reset(valuesOf(user.data, registrationForm.data));
    // Completing the profile: show at once which fields still need a value.
    if (completing) void trigger();
  }, [user.data, registrationForm.data, reset, trigger, completing]);

  if (!user.data || registrationForm.isPending) return <PageLoader />;
  const errors = form.formState.errors;
  const nullable = (value: string) => (value === '' ? null : value);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('profile.heading')}
        </Typography>
        {completing ? <Alert severity="info">{t('profile.completeIntro')}</Alert> : null}
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="personal-heading">
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={form.handleSubmit(({ extraFields, ...values }) =>
              save.mutate({
                ...values,
                firstNameAr: nullable(values.firstNameAr),
                lastNameAr: nullable(values.lastNameAr),
                country: nullable(values.country),
                position: nullable(values.position),
                workPlace: nullable(values.workPlace),
                about: nullable(values.about),
                extraFields: extraFields as Record<string, string | number | boolean>,
              }),
            )}
          >
            <Typography id="personal-heading" variant="h6" component="h2">
              {t('profile.personal')}
            </Typography>
            {save.isSuccess ? <Alert severity="success">{t('profile.saved')}</Alert> : null}
            {save.error ? <Alert severity="error">{getErrorText(t, save.error)}</Alert> : null}
            <Stack sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {textFields.map((name) => (
                <TextField
                  key={name}
                  label={t(`profile.${name}`)}
                  required={name === 'firstName' || name === 'lastName' || name === 'city'}
                  {...form.register(name)}
                  error={Boolean(errors[name])}
                  helperText={fieldErrorText(t, errors[name])}
                />
              ))}
            </Stack>
            <TextField label={t('profile.about')} multiline minRows={3} {...form.register('about')} />
            <TextField
              select
              label={t('profile.preferredLanguage')}
              value={form.watch('preferredLanguage') ?? 'en'}
              onChange={(e) => form.setValue('preferredLanguage', e.target.value as 'en' | 'ar')}
            >
              <MenuItem value="en">{t('profile.languages.en')}</MenuItem>
              <MenuItem value="ar">{t('profile.languages.ar')}</MenuItem>
            </TextField>
            <RegistrationFormFields form={registrationForm.data} control={form.control} errors={errors} />
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Stack>
        </Paper>
        <SecuritySection />
      </Stack>
    </Container>
  );
}
