import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AuthoringCourse,
  CourseLanguage,
  CourseLevel,
  CreateCourseBody,
  type ErrorCode,
  MediaRef,
  type UpdateCourseBody,
} from '@manara/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { ImageUploadField } from '../../organizations/portal/image-upload-field.tsx';
import { SettingsForm, SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { useCourseCategories, useUpdateCourse } from './course-authoring.queries.ts';
import { courseLanguageItems, courseLevelItems } from './course-option-items.tsx';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

const fields = CreateCourseBody.shape;
const dateFields = ['startEnrollmentDate', 'endEnrollmentDate', 'startDate', 'endDate'] as const;
const datePairs = [
  ['startEnrollmentDate', 'endEnrollmentDate'],
  ['startDate', 'endDate'],
] as const;

/** The details form, field by field from the contract's schemas; dates and numbers as their inputs hold them. */
const DetailsForm = z
  .object({
    name: fields.name,
    briefDescription: fields.briefDescription.unwrap(),
    description: fields.description.unwrap(),
    language: CourseLanguage,
    level: CourseLevel,
    categoryId: z.string(),
    startEnrollmentDate: z.string(),
    endEnrollmentDate: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    maxEnrollmentCount: z.string().regex(/^\d*$/, 'form.number'),
    coverImage: MediaRef.nullable(),
  })
  .superRefine((value, context) => {
    for (const [start, end] of datePairs) {
      if (value[start] && value[end] && value[end] <= value[start]) {
        context.addIssue({ code: 'custom', message: 'form.dateOrder', path: [end] });
      }
    }
  });
type DetailsValues = z.input<typeof DetailsForm>;

function valuesOf(course: AuthoringCourse): DetailsValues {
  return {
    name: course.name,
    briefDescription: course.briefDescription,
    description: course.description,
    language: course.language,
    level: course.level,
    categoryId: course.categoryId === null ? '' : String(course.categoryId),
    startEnrollmentDate: toLocalDateTime(course.startEnrollmentDate),
    endEnrollmentDate: toLocalDateTime(course.endEnrollmentDate),
    startDate: toLocalDateTime(course.startDate),
    endDate: toLocalDateTime(course.endDate),
    maxEnrollmentCount: course.maxEnrollmentCount === null ? '' : String(course.maxEnrollmentCount),
    coverImage: course.coverImage,
  };
}

/** Only what changed: the server keeps the rest (and does not ask again about a cover it already shows). */
function changesOf(values: DetailsValues, dirty: Partial<Record<keyof DetailsValues, unknown>>): UpdateCourseBody {
  const body: UpdateCourseBody = {};
  if (dirty.name) body.name = values.name;
  if (dirty.briefDescription) body.briefDescription = values.briefDescription;
  if (dirty.description) body.description = values.description;
  if (dirty.language) body.language = values.language;
  if (dirty.level) body.level = values.level;
  if (dirty.categoryId) body.categoryId = values.categoryId ? Number(values.categoryId) : null;
  for (const field of dateFields) if (dirty[field]) body[field] = fromLocalDateTime(values[field]);
  if (dirty.maxEnrollmentCount)
    body.maxEnrollmentCount = values.maxEnrollmentCount ? Number(values.maxEnrollmentCount) : null;
  if (dirty.coverImage) body.coverImageId = values.coverImage?.id ?? null;
  return body;
}

/** Where the server's answer about a request belongs on the form. */
function placementFor(body: UpdateCourseBody) {
  return {
    fieldOfPath: (path: string): Path<DetailsValues> | undefined => {
      if (path === 'body.coverImageId') return 'coverImage';
      return path.replace(/^body\./, '') as Path<DetailsValues>;
    },
    fieldsOfCode: (code: ErrorCode): readonly Path<DetailsValues>[] => {
      if (code === 'courses-081') return body.endEnrollmentDate !== undefined ? ['endEnrollmentDate'] : ['endDate'];
      if (code === 'courses-075') return ['categoryId'];
      if (code === 'courses-083') return ['language'];
      const fileCodes: readonly ErrorCode[] = ['courses-084', 'media-009'];
      return fileCodes.includes(code) && body.coverImageId !== undefined ? ['coverImage'] : [];
    },
  };
}

/** The course's details in its own language: names and descriptions, level, category, dates, seats and cover. */
export function CourseDetailsForm({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const update = useUpdateCourse(course.id);
  const categories = useCourseCategories();
  const form = useForm<DetailsValues, unknown, DetailsValues>({
    resolver: zodResolver(DetailsForm),
    defaultValues: valuesOf(course),
  });
  const { errors } = form.formState;
  const text = (name: keyof DetailsValues) => formErrorText(t, errors[name] as never);
  const inputDir = form.watch('language') === 'ARABIC' ? 'rtl' : 'ltr';

  const submit = form.handleSubmit(async (parsed) => {
    const body = changesOf(parsed, form.formState.dirtyFields);
    try {
      form.reset(valuesOf(await update.mutateAsync(body)));
    } catch (error) {
      if (applyServerErrors(form, error, placementFor(body))) update.reset();
    }
  });

  const dateField = (name: (typeof dateFields)[number]) => (
    <TextField
      {...form.register(name)}
      type="datetime-local"
      label={t(`authoring.details.${name}`)}
      error={Boolean(errors[name])}
      helperText={text(name)}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  return (
    <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('authoring.details.title')}>
      <SettingsSection title={t('authoring.details.texts')} description={t('authoring.details.textsHelp')}>
        <Stack spacing={2.5}>
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('authoring.details.language')}
                error={Boolean(errors.language)}
                helperText={text('language')}
                sx={{ maxWidth: 320 }}
              >
                {courseLanguageItems(t)}
              </TextField>
            )}
          />
          <TextField
            {...form.register('name')}
            label={t('authoring.details.name')}
            error={Boolean(errors.name)}
            helperText={text('name')}
            slotProps={{ htmlInput: { dir: inputDir } }}
            required
            fullWidth
          />
          <TextField
            {...form.register('briefDescription')}
            label={t('authoring.details.briefDescription')}
            error={Boolean(errors.briefDescription)}
            helperText={text('briefDescription')}
            slotProps={{ htmlInput: { dir: 'auto' } }}
            multiline
            minRows={2}
            fullWidth
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextField
                label={t('authoring.details.description')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={text('description')}
              />
            )}
          />
        </Stack>
      </SettingsSection>

      <SettingsSection title={t('authoring.details.classification')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="level"
              render={({ field }) => (
                <TextField {...field} select label={t('authoring.details.level')} fullWidth>
                  {courseLevelItems(t)}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t('authoring.details.category')}
                  error={Boolean(errors.categoryId)}
                  helperText={text('categoryId')}
                  fullWidth
                >
                  <MenuItem value="">{t('authoring.details.noCategory')}</MenuItem>
                  {(categories.data?.data ?? []).map((category) => (
                    <MenuItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection title={t('authoring.details.schedule')} description={t('authoring.details.scheduleHelp')}>
        <Grid container spacing={2}>
          {dateFields.map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              {dateField(name)}
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.register('maxEnrollmentCount')}
              label={t('authoring.details.maxEnrollmentCount')}
              error={Boolean(errors.maxEnrollmentCount)}
              helperText={text('maxEnrollmentCount') ?? t('authoring.details.maxEnrollmentCountHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection title={t('authoring.details.cover')}>
        <Controller
          control={form.control}
          name="coverImage"
          render={({ field: { value, onChange } }) => (
            <ImageUploadField
              label={t('authoring.details.cover')}
              help={t('authoring.details.coverHelp')}
              value={value ?? null}
              onChange={(next) => {
                form.clearErrors('coverImage');
                onChange(next);
              }}
              error={text('coverImage')}
            />
          )}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
