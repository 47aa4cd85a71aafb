import { zodResolver } from '@hookform/resolvers/zod';
import { CertificateMode, type PassingCriteria } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SettingsForm, SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { usePassingCriteria, useUpdatePassingCriteria } from './course-certificates.queries.ts';

/** A percentage as typed: 0…100, at most one decimal. */
const Percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d)?$/, 'authoring.criteria.percentRange')
  .refine((value) => Number(value) <= 100, 'authoring.criteria.percentRange');

const CriteriaForm = z.object({
  certificateMode: CertificateMode,
  requiresCompletion: z.boolean(),
  passingGradePercentage: Percent,
  mandatoryAttendancePercentage: Percent,
});
type CriteriaValues = z.input<typeof CriteriaForm>;

/** A fraction 0…1 as a percentage, without float noise (0.7 → "70", 0.125 → "12.5"). */
const percentOf = (fraction: number) => String(Math.round(fraction * 1000) / 10);

function valuesOf(criteria: PassingCriteria): CriteriaValues {
  return {
    certificateMode: criteria.certificateMode,
    requiresCompletion: criteria.requiresCompletion,
    passingGradePercentage: percentOf(criteria.passingGradePercentage),
    mandatoryAttendancePercentage: percentOf(criteria.mandatoryAttendancePercentage),
  };
}

function criteriaOf(values: CriteriaValues): PassingCriteria {
  return {
    certificateMode: values.certificateMode,
    requiresCompletion: values.requiresCompletion,
    passingGradePercentage: Number(values.passingGradePercentage) / 100,
    mandatoryAttendancePercentage: Number(values.mandatoryAttendancePercentage) / 100,
  };
}

/**
 * The course's certificate mode and passing criteria (`courses/{id}/passing-criteria`). The
 * organization's configuration says who may change them; others see them read-only, with why.
 */
export function PassingCriteriaPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const criteria = usePassingCriteria(courseId);
  if (criteria.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void criteria.refetch()}>{t('authoring.retry')}</Button>}>
        {getErrorText(t, criteria.error)}
      </Alert>
    );
  }
  if (!criteria.data) return <PageLoader />;
  return <CriteriaFormView courseId={courseId} criteria={criteria.data} />;
}

function CriteriaFormView({
  courseId,
  criteria,
}: {
  courseId: number;
  criteria: PassingCriteria & { canEdit: boolean };
}) {
  const { t } = useTranslation('authoring');
  const update = useUpdatePassingCriteria(courseId);
  const form = useForm<CriteriaValues, unknown, CriteriaValues>({
    resolver: zodResolver(CriteriaForm),
    defaultValues: valuesOf(criteria),
  });
  const { errors } = form.formState;
  const modeLabelId = useId();
  const readOnly = !criteria.canEdit;
  const errorText = (error: FieldError | undefined) =>
    error?.message?.startsWith('authoring.')
      ? t(error.message as 'authoring.criteria.percentRange')
      : formErrorText(t, error);

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(valuesOf(await update.mutateAsync(criteriaOf(values))));
    } catch (error) {
      if (applyServerErrors(form, error)) update.reset();
    }
  });

  const percentField = (name: 'passingGradePercentage' | 'mandatoryAttendancePercentage') => (
    <TextField
      {...form.register(name)}
      label={t(`authoring.criteria.${name}`)}
      error={Boolean(errors[name])}
      helperText={errorText(errors[name]) ?? t(`authoring.criteria.${name}Help`)}
      disabled={readOnly}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );

  const section = (
    <SettingsSection title={t('authoring.criteria.title')} description={t('authoring.criteria.intro')}>
      <Stack spacing={2.5}>
        {readOnly ? <Alert severity="info">{t('authoring.criteria.readOnly')}</Alert> : null}
        <Controller
          control={form.control}
          name="certificateMode"
          render={({ field }) => (
            <FormControl disabled={readOnly}>
              <FormLabel id={modeLabelId}>{t('authoring.criteria.certificateMode')}</FormLabel>
              <RadioGroup {...field} aria-labelledby={modeLabelId}>
                {CertificateMode.options.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -1 } }}
                    label={
                      <span>
                        {t(`authoring.criteria.modes.${mode}`)}
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {t(`authoring.criteria.modeHelp.${mode}`)}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="requiresCompletion"
          render={({ field: { value, onChange, ...field } }) => (
            <FormControlLabel
              disabled={readOnly}
              control={<Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
              label={t('authoring.criteria.requiresCompletion')}
            />
          )}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{percentField('passingGradePercentage')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{percentField('mandatoryAttendancePercentage')}</Grid>
        </Grid>
      </Stack>
    </SettingsSection>
  );
  if (readOnly) return section;
  return (
    <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('authoring.criteria.title')}>
      {section}
    </SettingsForm>
  );
}
