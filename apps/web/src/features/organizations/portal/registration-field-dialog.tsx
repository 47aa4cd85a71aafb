import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateRegistrationFieldBody,
  type ErrorCode,
  type ManagedRegistrationField,
  ManagedRegistrationOption,
  RegistrationFieldType,
  type RegistrationModifierSlug,
} from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useRegistrationFormMutations } from './registration-form.queries.ts';

type ValueModifier = Exclude<z.infer<typeof RegistrationModifierSlug>, 'optional'>;
/** The modifiers with a value, and the types each fits. */
const VALUE_MODIFIERS: readonly ValueModifier[] = ['min_length', 'max_length', 'pattern', 'min', 'max'];
const TEXT_TYPES = new Set(['text', 'textarea']);
function fits(modifier: ValueModifier, type: RegistrationFieldType): boolean {
  return modifier === 'min' || modifier === 'max' ? type === 'number' : TEXT_TYPES.has(type);
}

const FieldForm = z.object({
  groupId: z.number().int(),
  fieldKey: z.string(),
  label: CreateRegistrationFieldBody.shape.label,
  labelAr: z.string().trim().max(100, 'form.maxLength'),
  type: RegistrationFieldType,
  optional: z.boolean(),
  min_length: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'form.invalid'),
  max_length: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'form.invalid'),
  pattern: z.string().trim().max(200, 'form.maxLength'),
  min: z
    .string()
    .trim()
    .regex(/^(-?\d+(\.\d+)?)?$/, 'form.invalid'),
  max: z
    .string()
    .trim()
    .regex(/^(-?\d+(\.\d+)?)?$/, 'form.invalid'),
  options: z.array(
    z.object({
      value: ManagedRegistrationOption.shape.value,
      label: ManagedRegistrationOption.shape.label,
      labelAr: z.string().trim().max(100, 'form.maxLength'),
    }),
  ),
});
const NewFieldForm = FieldForm.extend({ fieldKey: CreateRegistrationFieldBody.shape.fieldKey });
type FieldValues = z.infer<typeof FieldForm>;

function valuesOf(field: ManagedRegistrationField | null, groupId: number): FieldValues {
  const modifier = (slug: string) => field?.modifiers.find((m) => m.slug === slug);
  return {
    groupId,
    fieldKey: field?.fieldKey ?? '',
    label: field?.label ?? '',
    labelAr: field?.labelAr ?? '',
    type: field?.type ?? 'text',
    optional: Boolean(modifier('optional')),
    min_length: modifier('min_length')?.value ?? '',
    max_length: modifier('max_length')?.value ?? '',
    pattern: modifier('pattern')?.value ?? '',
    min: modifier('min')?.value ?? '',
    max: modifier('max')?.value ?? '',
    options: (field?.options ?? []).map((o) => ({ value: o.value, label: o.label, labelAr: o.labelAr ?? '' })),
  };
}

/** The modifiers the form's values give, in the order they apply; those that do not fit the type are left out. */
function modifiersOf(values: FieldValues): { slug: z.infer<typeof RegistrationModifierSlug>; value: string | null }[] {
  const list: { slug: z.infer<typeof RegistrationModifierSlug>; value: string | null }[] = [];
  if (values.optional && values.type !== 'boolean') list.push({ slug: 'optional', value: null });
  for (const slug of VALUE_MODIFIERS) {
    if (values[slug] && fits(slug, values.type)) list.push({ slug, value: values[slug] });
  }
  return list;
}

type FieldDialogProps = {
  /** The group the field is in (or is added to); the dialog can move it to another of `groups`. */
  groupId: number;
  /** The form's groups, by the name the reader reads. */
  groups: readonly { id: number; name: string }[];
  /** The field edited, or null for a new one. */
  field: ManagedRegistrationField | null;
  onClose: () => void;
};

/**
 * Adds or changes a field: its group (a field moves to another group as its last field), key
 * (fixed once created), labels in both languages, type, modifiers, options.
 */
export function RegistrationFieldDialog({ groupId, groups, field, onClose }: FieldDialogProps) {
  const { t } = useTranslation('organizations');
  const mutations = useRegistrationFormMutations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    resolver: zodResolver(field ? FieldForm : NewFieldForm),
    defaultValues: valuesOf(field, groupId),
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const modifiers = modifiersOf(values);
    const content = {
      label: values.label,
      labelAr: values.labelAr || null,
      type: values.type,
      options: values.type === 'select' ? values.options.map((o) => ({ ...o, labelAr: o.labelAr || null })) : [],
      modifiers,
    };
    try {
      const moved = values.groupId !== groupId ? { groupId: values.groupId } : {};
      if (field) await mutations.updateField.mutateAsync({ fieldId: field.id, body: { ...content, ...moved } });
      else await mutations.createField.mutateAsync({ groupId: values.groupId, fieldKey: values.fieldKey, ...content });
      toast.success(t('organizations.admin.saved'));
      onClose();
    } catch (failure) {
      const placed = applyServerErrors(form, failure, {
        fieldOfPath: (path) => {
          const modifier = /^body\.modifiers\.(\d+)/.exec(path);
          if (modifier) {
            const slug = modifiers[Number(modifier[1])]?.slug;
            return slug && slug !== 'optional' ? slug : undefined;
          }
          if (/^body\.options\.\d+\.(value|label|labelAr)$/.test(path)) return path.replace(/^body\./, '') as 'options';
          const name = path.replace(/^body\./, '');
          return name === 'label' ||
            name === 'labelAr' ||
            name === 'fieldKey' ||
            name === 'options' ||
            name === 'groupId'
            ? name
            : undefined;
        },
        fieldsOfCode: (code: ErrorCode) => (code === 'organizations-007' ? ['fieldKey'] : []),
      });
      if (!placed) setError(getErrorText(t, failure));
    }
  });

  return (
    <FormDialog
      title={field ? t('organizations.registration.editField') : t('organizations.registration.newField')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
      maxWidth="md"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Controller
          control={form.control}
          name="groupId"
          render={({ field: input }) => (
            <TextField
              select
              label={t('organizations.registration.group')}
              value={input.value}
              onChange={(event) => input.onChange(Number(event.target.value))}
              onBlur={input.onBlur}
              error={Boolean(errors.groupId)}
              helperText={formErrorText(t, errors.groupId)}
              fullWidth
            >
              {groups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.register('label')}
            label={t('organizations.registration.label')}
            error={Boolean(errors.label)}
            helperText={formErrorText(t, errors.label)}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', lang: 'en' } }}
          />
          <TextField
            {...form.register('labelAr')}
            label={t('organizations.registration.labelAr')}
            error={Boolean(errors.labelAr)}
            helperText={formErrorText(t, errors.labelAr) ?? t('organizations.registration.arabicHelp')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, dir: 'rtl', lang: 'ar' } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.register('fieldKey')}
            label={t('organizations.registration.fieldKey')}
            error={Boolean(errors.fieldKey)}
            helperText={formErrorText(t, errors.fieldKey) ?? t('organizations.registration.fieldKeyHelp')}
            required={!field}
            disabled={Boolean(field)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60, dir: 'ltr' } }}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field: input }) => (
              <TextField
                select
                label={t('organizations.registration.type')}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                fullWidth
              >
                {RegistrationFieldType.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`organizations.registration.types.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('organizations.registration.modifiers')}
        </Typography>
        {type !== 'boolean' ? (
          <Controller
            control={form.control}
            name="optional"
            render={({ field: input }) => (
              <FormControlLabel
                control={<Checkbox checked={input.value} onChange={(_, checked) => input.onChange(checked)} />}
                label={t('organizations.registration.modifier.optional')}
              />
            )}
          />
        ) : (
          <Typography color="text.secondary">{t('organizations.registration.booleanOptional')}</Typography>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {VALUE_MODIFIERS.filter((slug) => fits(slug, type)).map((slug) => (
            <TextField
              key={slug}
              {...form.register(slug)}
              label={t(`organizations.registration.modifier.${slug}`)}
              error={Boolean(errors[slug])}
              helperText={formErrorText(t, errors[slug])}
              sx={{ width: slug === 'pattern' ? 320 : 160 }}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: slug === 'pattern' ? 'text' : 'numeric' } }}
            />
          ))}
        </Stack>
        {type === 'select' ? (
          <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('organizations.registration.options')}
            </Typography>
            {errors.options?.root || errors.options?.message ? (
              <Alert severity="error">{t('organizations.registration.optionsNeeded')}</Alert>
            ) : null}
            {options.fields.map((option, index) => (
              <Stack
                key={option.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <TextField
                  {...form.register(`options.${index}.value`)}
                  label={t('organizations.registration.optionValue', { number: index + 1 })}
                  error={Boolean(errors.options?.[index]?.value)}
                  helperText={formErrorText(t, errors.options?.[index]?.value)}
                  size="small"
                  slotProps={{ htmlInput: { dir: 'ltr', maxLength: 100 } }}
                />
                <TextField
                  {...form.register(`options.${index}.label`)}
                  label={t('organizations.registration.optionLabel', { number: index + 1 })}
                  error={Boolean(errors.options?.[index]?.label)}
                  helperText={formErrorText(t, errors.options?.[index]?.label)}
                  size="small"
                  slotProps={{ htmlInput: { dir: 'ltr', lang: 'en', maxLength: 100 } }}
                />
                <TextField
                  {...form.register(`options.${index}.labelAr`)}
                  label={t('organizations.registration.optionLabelAr', { number: index + 1 })}
                  size="small"
                  slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 100 } }}
                />
                <IconButton
                  aria-label={t('organizations.registration.removeOption', { number: index + 1 })}
                  onClick={() => options.remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddIcon />}
              onClick={() => options.append({ value: '', label: '', labelAr: '' })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('organizations.registration.addOption')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
