import { zodResolver } from '@hookform/resolvers/zod';
import { type ManagedSpecialization, SpecializationBody } from '@manara/contract';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { searchedOptions } from '../../../lib/searched-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { minorUnitsPerUnit } from '../../catalogue/course-format.ts';
import { coverFieldsOfCode, SpecializationCoverField } from './specialization-cover-field.tsx';
import { useCourseChoices, useSaveSpecialization } from './specializations-admin.queries.ts';

type Values = z.input<typeof SpecializationBody>;
type Choice = { courseId: number; name: string };

const CURRENCY = 'SAR';

function valuesOf(specialization: ManagedSpecialization | null): Values {
  return {
    nameEn: specialization?.nameEn ?? '',
    nameAr: specialization?.nameAr ?? '',
    descriptionEn: specialization?.descriptionEn ?? '',
    descriptionAr: specialization?.descriptionAr ?? '',
    price: specialization?.price ?? 0,
    oldPrice: specialization?.oldPrice ?? null,
    isPublished: specialization?.isPublished ?? false,
    coverImageId: specialization?.coverImage?.id ?? null,
    courses: (specialization?.courses ?? []).map(({ courseId, weight }) => ({ courseId, weight })),
  };
}

/** A price field in the currency's units (150.50), kept in minor units (15050) as the API takes it. */
function MoneyField(props: {
  label: string;
  value: number | null | undefined;
  onChange: (minor: number | null) => void;
  error?: string | undefined;
  optional?: boolean;
}) {
  const perUnit = minorUnitsPerUnit(CURRENCY);
  const [text, setText] = useState(
    props.value === null || props.value === undefined ? '' : String(props.value / perUnit),
  );
  return (
    <TextField
      label={props.label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const trimmed = event.target.value.trim();
        if (trimmed === '' && props.optional) props.onChange(null);
        else props.onChange(trimmed === '' ? Number.NaN : Math.round(Number(trimmed) * perUnit));
      }}
      error={Boolean(props.error)}
      helperText={props.error}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}

/**
 * Creates or edits a specialization: names and descriptions in both languages, prices, published
 * or draft, and its courses (picked from the organization's courses by a search) in order with
 * their weights. Validated by the contract's schema; the server's refusals show in place.
 */
export function SpecializationEditorDialog({
  specialization,
  onClose,
}: {
  specialization: ManagedSpecialization | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('specializations');
  const save = useSaveSpecialization(specialization?.id ?? null);
  const form = useForm<Values, unknown, z.output<typeof SpecializationBody>>({
    resolver: zodResolver(SpecializationBody),
    defaultValues: valuesOf(specialization),
  });
  const courses = useFieldArray({ control: form.control, name: 'courses' });
  const [names, setNames] = useState<Map<number, string>>(
    () => new Map((specialization?.courses ?? []).map((c) => [c.courseId, c.name])),
  );
  const [search, setSearch] = useState('');
  const askedSearch = useDebouncedValue(search.trim(), 300);
  const choices = useCourseChoices(askedSearch);
  const picker = searchedOptions(search, askedSearch, choices);
  const chosen = new Set(courses.fields.map((field) => field.courseId));
  const [unplaced, setUnplaced] = useState(false);
  const errors = form.formState.errors;
  const currency = CURRENCY;
  // The list's own error (a course of another organization, a course twice), not its rows'.
  const coursesError = errors.courses?.message ? (errors.courses as FieldError) : errors.courses?.root;

  return (
    <FormDialog
      title={specialization ? t('specializations.admin.editTitle') : t('specializations.admin.createTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            toast.success(t('specializations.admin.saved', { name: saved.nameEn }));
            onClose();
          },
          onError: (error) =>
            setUnplaced(
              !applyServerErrors(form, error, {
                fieldsOfCode: (code) => (code === 'specializations-002' ? ['courses'] : coverFieldsOfCode(code)),
              }),
            ),
        }),
      )}
      pending={save.isPending}
      error={unplaced ? save.error : null}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.register('nameEn')}
            label={t('specializations.admin.fields.nameEn')}
            required
            error={Boolean(errors.nameEn)}
            helperText={formErrorText(t, errors.nameEn)}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', lang: 'en', maxLength: 200 } }}
          />
          <TextField
            {...form.register('nameAr')}
            label={t('specializations.admin.fields.nameAr')}
            error={Boolean(errors.nameAr)}
            helperText={formErrorText(t, errors.nameAr)}
            fullWidth
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 200 } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.register('descriptionEn')}
            label={t('specializations.admin.fields.descriptionEn')}
            multiline
            minRows={2}
            error={Boolean(errors.descriptionEn)}
            helperText={formErrorText(t, errors.descriptionEn)}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
          />
          <TextField
            {...form.register('descriptionAr')}
            label={t('specializations.admin.fields.descriptionAr')}
            multiline
            minRows={2}
            error={Boolean(errors.descriptionAr)}
            helperText={formErrorText(t, errors.descriptionAr)}
            fullWidth
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <MoneyField
                label={t('specializations.admin.fields.price', { currency })}
                value={field.value}
                onChange={field.onChange}
                error={formErrorText(t, errors.price)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="oldPrice"
            render={({ field }) => (
              <MoneyField
                label={t('specializations.admin.fields.oldPrice', { currency })}
                value={field.value}
                onChange={field.onChange}
                error={errors.oldPrice ? t('specializations.admin.oldPriceHigher') : undefined}
                optional
              />
            )}
          />
        </Stack>
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('specializations.admin.fields.isPublished')}
            />
          )}
        />
        <SpecializationCoverField form={form} cover={specialization?.coverImage ?? null} />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('specializations.admin.courses.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('specializations.admin.courses.help')}
        </Typography>
        <Autocomplete<Choice>
          options={picker.options.filter((choice) => !chosen.has(choice.courseId))}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.courseId === value.courseId}
          filterOptions={(options) => options}
          loading={picker.loading}
          value={null}
          inputValue={search}
          onInputChange={(_, value, reason) => {
            if (reason !== 'reset') setSearch(value);
          }}
          onChange={(_, choice) => {
            if (!choice) return;
            setNames((current) => new Map(current).set(choice.courseId, choice.name));
            courses.append({ courseId: choice.courseId, weight: 1 });
            setSearch('');
          }}
          noOptionsText={t('specializations.admin.courses.noMatch')}
          loadingText={t('specializations.admin.courses.loading')}
          renderInput={(params) => <TextField {...params} label={t('specializations.admin.courses.add')} />}
        />
        {coursesError ? (
          <Alert severity="error" role="alert">
            {formErrorText(t, coursesError)}
          </Alert>
        ) : null}
        {courses.fields.length === 0 ? (
          <Typography color="text.secondary">{t('specializations.admin.courses.none')}</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {courses.fields.map((field, index) => {
              const name = names.get(field.courseId) ?? `#${field.courseId}`;
              const weightError = errors.courses?.[index]?.weight;
              return (
                <Stack
                  key={field.id}
                  component="li"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
                >
                  <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
                    {`${index + 1}. ${name}`}
                  </Typography>
                  <TextField
                    {...form.register(`courses.${index}.weight`, { valueAsNumber: true })}
                    type="number"
                    size="small"
                    label={t('specializations.admin.courses.weightOf', { name })}
                    error={Boolean(weightError)}
                    helperText={formErrorText(t, weightError)}
                    sx={{ width: 140 }}
                    slotProps={{ htmlInput: { min: 1, max: 100, dir: 'ltr' } }}
                  />
                  <IconButton
                    aria-label={t('specializations.admin.courses.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => courses.move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('specializations.admin.courses.moveDown', { name })}
                    disabled={index === courses.fields.length - 1}
                    onClick={() => courses.move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('specializations.admin.courses.remove', { name })}
                    onClick={() => courses.remove(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
