import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccessRestrictionType,
  type AuthoringCourse,
  type ErrorCode,
  MAX_CREDIT_UNITS,
  type UpdateCourseBody,
} from '@manara/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { currencySymbol } from '../../catalogue/course-format.ts';
import {
  certificateTemplateKeys,
  useCertificateTemplates,
} from '../../certificates/portal/certificate-templates.queries.ts';
import { SettingsForm, SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { useUpdateCourse } from './course-authoring.queries.ts';
import { formatMoneyInput, parseMoney } from './offering-money.ts';

/** The offering as its inputs hold it: amounts in major units as typed, credit units as digits. */
function offeringForm(currency: string) {
  return z
    .object({
      price: z.string(),
      oldPrice: z.string(),
      accessRestrictionType: AccessRestrictionType,
      creditUnits: z.string(),
      issueCertificate: z.boolean(),
      certificateTemplateId: z.string(),
    })
    .superRefine((value, context) => {
      const problem = (path: 'price' | 'oldPrice' | 'creditUnits', message: string) =>
        context.addIssue({ code: 'custom', message, path: [path] });
      const price = parseMoney(value.price, currency);
      const oldPrice = parseMoney(value.oldPrice, currency);
      if ('problem' in price) problem('price', `authoring.offering.money.${price.problem}`);
      else if (price.minor === null) problem('price', 'form.required');
      if ('problem' in oldPrice) problem('oldPrice', `authoring.offering.money.${oldPrice.problem}`);
      else if ('minor' in price && price.minor !== null && oldPrice.minor !== null && oldPrice.minor <= price.minor) {
        problem('oldPrice', 'authoring.offering.oldPriceAbove');
      }
      const units = value.creditUnits.trim();
      if (units && (!/^\d+$/.test(units) || Number(units) > MAX_CREDIT_UNITS)) {
        problem('creditUnits', 'authoring.offering.creditUnitsRange');
      }
    });
}
type OfferingValues = z.input<ReturnType<typeof offeringForm>>;

function valuesOf(course: AuthoringCourse): OfferingValues {
  const { offering } = course;
  return {
    price: formatMoneyInput(offering.price, offering.currencyCode),
    oldPrice: formatMoneyInput(offering.oldPrice, offering.currencyCode),
    accessRestrictionType: offering.accessRestrictionType,
    creditUnits: offering.creditUnits === null ? '' : String(offering.creditUnits),
    issueCertificate: offering.issueCertificate,
    certificateTemplateId: offering.certificateTemplateId === null ? '' : String(offering.certificateTemplateId),
  };
}

/** Only what changed, in minor units (the form has checked the amounts). */
function changesOf(
  values: OfferingValues,
  dirty: Partial<Record<keyof OfferingValues, unknown>>,
  currency: string,
): UpdateCourseBody {
  const body: UpdateCourseBody = {};
  const minor = (text: string) => {
    const parsed = parseMoney(text, currency);
    return 'minor' in parsed ? parsed.minor : null;
  };
  if (dirty.price) body.price = minor(values.price) ?? 0;
  if (dirty.oldPrice) body.oldPrice = minor(values.oldPrice);
  if (dirty.accessRestrictionType) body.accessRestrictionType = values.accessRestrictionType;
  if (dirty.creditUnits) body.creditUnits = values.creditUnits.trim() ? Number(values.creditUnits) : null;
  if (dirty.issueCertificate) body.issueCertificate = values.issueCertificate;
  if (dirty.certificateTemplateId) {
    body.certificateTemplateId = values.certificateTemplateId ? Number(values.certificateTemplateId) : null;
  }
  return body;
}

/**
 * The organization's offering of the course: price and old price in the currency's major units
 * (kept in minor units, halalas), who may enrol, credit units and whether it issues certificates.
 */
export function CourseOfferingForm({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const currency = course.offering.currencyCode;
  const schema = useMemo(() => offeringForm(currency), [currency]);
  const update = useUpdateCourse(course.id);
  const queryClient = useQueryClient();
  const form = useForm<OfferingValues, unknown, OfferingValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(course),
  });
  const { errors } = form.formState;
  const accessLabelId = useId();
  const errorText = (error: FieldError | undefined) =>
    error?.message?.startsWith('authoring.')
      ? t(error.message as 'authoring.offering.oldPriceAbove')
      : formErrorText(t, error);
  const symbol = currencySymbol(currency, language);
  const templates = useCertificateTemplates().data?.data ?? [];
  const defaultTemplate = templates.find((template) => template.isDefault);

  const submit = form.handleSubmit(async (values) => {
    const body = changesOf(values, form.formState.dirtyFields, currency);
    try {
      form.reset(valuesOf(await update.mutateAsync(body)));
      // The templates' counts of courses follow a new choice.
      if (body.certificateTemplateId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: certificateTemplateKeys.all });
      }
    } catch (error) {
      // A template deleted meanwhile is "not found": the choice is what it is about.
      const placement = {
        fieldsOfCode: (code: ErrorCode) =>
          code === 'common-002' && body.certificateTemplateId !== undefined ? (['certificateTemplateId'] as const) : [],
      };
      if (applyServerErrors(form, error, placement)) update.reset();
    }
  });

  const moneyField = (name: 'price' | 'oldPrice', help: string) => (
    <TextField
      {...form.register(name)}
      label={t(`authoring.offering.${name}`)}
      error={Boolean(errors[name])}
      helperText={errorText(errors[name]) ?? help}
      required={name === 'price'}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{symbol}</InputAdornment> },
      }}
    />
  );

  return (
    <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('authoring.offering.title')}>
      <SettingsSection
        title={t('authoring.offering.pricing')}
        description={t('authoring.offering.pricingHelp', { currency: symbol })}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{moneyField('price', t('authoring.offering.priceHelp'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{moneyField('oldPrice', t('authoring.offering.oldPriceHelp'))}</Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection title={t('authoring.offering.enrolment')}>
        <Stack spacing={2.5}>
          <Controller
            control={form.control}
            name="accessRestrictionType"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={accessLabelId}>{t('authoring.offering.access')}</FormLabel>
                <RadioGroup {...field} aria-labelledby={accessLabelId}>
                  {AccessRestrictionType.options.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -1 } }}
                      label={
                        <span>
                          {t(`authoring.offering.accessTypes.${value}`)}
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {t(`authoring.offering.accessHelp.${value}`)}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <TextField
            {...form.register('creditUnits')}
            label={t('authoring.offering.creditUnits')}
            error={Boolean(errors.creditUnits)}
            helperText={errorText(errors.creditUnits) ?? t('authoring.offering.creditUnitsHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ maxWidth: 320 }}
          />
        </Stack>
      </SettingsSection>

      <SettingsSection title={t('authoring.offering.certificate')}>
        <Controller
          control={form.control}
          name="issueCertificate"
          render={({ field: { value, onChange, ...field } }) => (
            <FormControl>
              <FormControlLabel
                control={<Switch {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
                label={t('authoring.offering.issueCertificate')}
              />
              <FormHelperText sx={{ mx: 0 }}>{t('authoring.offering.issueCertificateHelp')}</FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="certificateTemplateId"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label={t('authoring.offering.template')}
              error={Boolean(errors.certificateTemplateId)}
              helperText={errorText(errors.certificateTemplateId) ?? t('authoring.offering.templateHelp')}
              sx={{ mt: 2.5, maxWidth: 480 }}
              fullWidth
              // "None" names the organization's default: shown as a choice, not as an empty field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                {defaultTemplate
                  ? t('authoring.offering.templateDefault', { name: defaultTemplate.name })
                  : t('authoring.offering.templateBuiltIn')}
              </MenuItem>
              {templates.map((template) => (
                <MenuItem key={template.id} value={String(template.id)}>
                  {template.name}
                </MenuItem>
              ))}
              {/* A template the course names but the list does not hold (yet, or deleted meanwhile). */}
              {field.value && !templates.some((template) => String(template.id) === field.value) ? (
                <MenuItem value={field.value}>{t('authoring.offering.template')}</MenuItem>
              ) : null}
            </TextField>
          )}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
