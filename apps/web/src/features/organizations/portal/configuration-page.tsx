import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdministeredConfiguration,
  ConfigKey,
  Email,
  type OrganizationDashboard,
  RegistrationApproval,
  type UpdateConfigurationBody,
} from '@manara/contract';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { useOrganizationDashboard } from '../organizations.queries.ts';
import { useUpdateConfiguration } from './organization-settings.queries.ts';
import { SettingsForm, SettingsSection } from './settings-form.tsx';

type FlagKey = {
  [K in keyof AdministeredConfiguration]: AdministeredConfiguration[K] extends boolean ? K : never;
}[keyof AdministeredConfiguration];

/** The settings by what they are about, each flag with its explanation (`organizations.configuration.keys`). */
const groups: readonly { id: 'signIn' | 'learning' | 'guests'; flags: readonly FlagKey[] }[] = [
  { id: 'signIn', flags: [ConfigKey.twoFactorEnabled, ConfigKey.selfRegistrationEnabled] },
  {
    id: 'learning',
    flags: [
      ConfigKey.selfEnrollmentEnabled,
      ConfigKey.marketplaceEnabled,
      ConfigKey.certificatesEnabled,
      ConfigKey.instructorPassingCriteria,
      ConfigKey.walletEnabled,
      ConfigKey.groupsEnabled,
    ],
  },
  {
    id: 'guests',
    flags: [ConfigKey.anonymousCourseView, ConfigKey.anonymousExternalCourseView, ConfigKey.anonymousEventView],
  },
];
const flags = groups.flatMap((group) => group.flags);
const strategies = ['off', 'domain', 'admin'] as const;

/**
 * The form over the contract's schema of each key. The approval's domain and the contact e-mail
 * are text boxes, empty when unset: the form turns '' into null before the contract's check.
 */
const ConfigurationForm = AdministeredConfiguration.extend({
  [ConfigKey.registrationApproval]: z
    .object({ strategy: z.enum(strategies), domain: z.string() })
    .transform(({ strategy, domain }) => ({ strategy, domain: domain.trim() || null }))
    .pipe(RegistrationApproval),
  [ConfigKey.contactEmail]: z.union([z.literal('').transform(() => null), Email]),
});
type ConfigurationValues = z.input<typeof ConfigurationForm>;
type ConfigurationOutput = z.output<typeof ConfigurationForm>;

function valuesOf(organization: OrganizationDashboard): ConfigurationValues {
  const value = (key: string) => organization.configuration.find((entry) => entry.key === key)?.value;
  const approval = RegistrationApproval.safeParse(value(ConfigKey.registrationApproval));
  const contact = value(ConfigKey.contactEmail);
  return {
    ...(Object.fromEntries(flags.map((key) => [key, value(key) === true])) as Record<FlagKey, boolean>),
    [ConfigKey.registrationApproval]: approval.success
      ? { strategy: approval.data.strategy, domain: approval.data.domain ?? '' }
      : { strategy: 'off', domain: '' },
    [ConfigKey.contactEmail]: typeof contact === 'string' ? contact : '',
  };
}

function changesOf(
  values: ConfigurationOutput,
  dirty: Partial<Record<keyof ConfigurationValues, unknown>>,
): z.input<typeof UpdateConfigurationBody> {
  return Object.fromEntries(
    (Object.keys(values) as (keyof ConfigurationValues)[]).filter((key) => dirty[key]).map((key) => [key, values[key]]),
  );
}

/** Configuration (issue 13): the settings an organization's administrators manage, each explained. */
export function ConfigurationPage() {
  const { t } = useTranslation('organizations');
  const organization = useOrganizationDashboard().data;
  if (!organization) return null;
  return (
    <PortalPage title={t('pages.organizationConfiguration.title')} description={t('organizations.configuration.intro')}>
      <ConfigurationEditor organization={organization} />
    </PortalPage>
  );
}

function FlagSwitch({
  name,
  control,
}: {
  name: FlagKey;
  control: Control<ConfigurationValues, unknown, ConfigurationOutput>;
}) {
  const { t } = useTranslation('organizations');
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={t(`organizations.configuration.keys.${name}.label`)}
            sx={{ m: 0, gap: 1.5, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
          />
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ paddingInlineStart: '64px' }}>
            {t(`organizations.configuration.keys.${name}.help`)}
          </Typography>
        </Box>
      )}
    />
  );
}

function ConfigurationEditor({ organization }: { organization: OrganizationDashboard }) {
  const { t } = useTranslation('organizations');
  const update = useUpdateConfiguration();
  const form = useForm<ConfigurationValues, unknown, ConfigurationOutput>({
    resolver: zodResolver(ConfigurationForm),
    defaultValues: valuesOf(organization),
  });
  const { errors } = form.formState;
  const strategy = form.watch(`${ConfigKey.registrationApproval}.strategy`);
  const approvalId = useId();
  const submit = form.handleSubmit(async (parsed) => {
    const body = changesOf(parsed, form.formState.dirtyFields);
    try {
      const dashboard = await update.mutateAsync(body);
      form.reset(valuesOf(dashboard));
    } catch (error) {
      if (applyServerErrors(form, error)) update.reset();
    }
  });

  return (
    <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('pages.organizationConfiguration.title')}>
      {groups.map((group) => (
        <SettingsSection key={group.id} title={t(`organizations.configuration.groups.${group.id}`)}>
          <Stack spacing={2.5}>
            {group.flags.map((key) => (
              <FlagSwitch key={key} name={key} control={form.control} />
            ))}
            {group.id === 'signIn' ? (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={approvalId} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {t('organizations.configuration.approval.label')}
                </FormLabel>
                <FormHelperText sx={{ mx: 0 }}>{t('organizations.configuration.approval.help')}</FormHelperText>
                <Controller
                  control={form.control}
                  name={`${ConfigKey.registrationApproval}.strategy`}
                  render={({ field }) => (
                    <RadioGroup
                      aria-labelledby={approvalId}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      {strategies.map((option) => (
                        <FormControlLabel
                          key={option}
                          value={option}
                          control={<Radio />}
                          label={t(`organizations.configuration.approval.${option}`)}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
                <Collapse in={strategy === 'domain'} unmountOnExit>
                  <TextField
                    {...form.register(`${ConfigKey.registrationApproval}.domain`)}
                    label={t('organizations.configuration.approval.domainLabel')}
                    error={Boolean(errors.registration_approval?.domain)}
                    helperText={
                      formErrorText(t, errors.registration_approval?.domain) ??
                      t('organizations.configuration.approval.domainHelp')
                    }
                    slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                    sx={{ mt: 1.5, maxWidth: 360 }}
                    required
                    fullWidth
                  />
                </Collapse>
              </FormControl>
            ) : null}
          </Stack>
        </SettingsSection>
      ))}
      <SettingsSection title={t('organizations.configuration.groups.contact')}>
        <TextField
          {...form.register(ConfigKey.contactEmail)}
          type="email"
          label={t('organizations.configuration.contactEmail.label')}
          error={Boolean(errors.contact_email)}
          helperText={formErrorText(t, errors.contact_email) ?? t('organizations.configuration.contactEmail.help')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ maxWidth: 420 }}
          fullWidth
        />
      </SettingsSection>
    </SettingsForm>
  );
}
