import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthoringCourse, type ErrorCode, LearningType, type UpdateCourseBody } from '@manara/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { ImageUploadField } from '../../organizations/portal/image-upload-field.tsx';
import { SettingsForm, SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { useCourseCategories, useUpdateCourse } from './course-authoring.queries.ts';
import {
  DetailsForm,
  type DetailsValues,
  dateFields,
  detailsChangesOf,
  detailsValuesOf,
} from './course-details-values.ts';
import {
  courseDeliveryModeItems,
  courseDurationUnitItems,
  courseLanguageItems,
  courseLevelItems,
} from './course-option-items.tsx';

/** A switch with a line saying what it does, read out with it. */
function SwitchField({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            onChange={(_, next) => onChange(next)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: -0.5, mx: 0, paddingInlineStart: 6.5 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

/** Where the server's answer about a request belongs on the form. */
function placementFor(body: UpdateCourseBody) {
  return {
    fieldOfPath: (path: string): Path<DetailsValues> | undefined => {
      if (path === 'body.coverImageId') return 'coverImage';
      if (path === 'body.introductoryVideoId') return 'introductoryVideo';
      return path.replace(/^body\./, '') as Path<DetailsValues>;
    },
    fieldsOfCode: (code: ErrorCode): readonly Path<DetailsValues>[] => {
      if (code === 'courses-081') return body.endEnrollmentDate !== undefined ? ['endEnrollmentDate'] : ['endDate'];
      if (code === 'courses-075') return ['categoryId'];
      if (code === 'courses-083') return ['language'];
      const fileCodes: readonly ErrorCode[] = ['courses-084', 'media-009'];
      if (!fileCodes.includes(code)) return [];
      // The file sent is the one refused (a cover and a video saved at once: both show it).
      const files: Path<DetailsValues>[] = [];
      if (body.coverImageId !== undefined) files.push('coverImage');
      if (body.introductoryVideoId !== undefined) files.push('introductoryVideo');
      return files;
    },
  };
}

/**
 * The course's details in its own language: name, descriptions, welcome message and syllabus;
 * level, category, learning types, delivery (with the place when taught in person) and duration;
 * dates, seats and enrolment; cover image and introductory video.
 */
export function CourseDetailsForm({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const update = useUpdateCourse(course.id);
  const categories = useCourseCategories();
  const form = useForm<DetailsValues, unknown, DetailsValues>({
    resolver: zodResolver(DetailsForm),
    defaultValues: detailsValuesOf(course),
  });
  const { errors } = form.formState;
  const text = (name: keyof DetailsValues) => formErrorText(t, errors[name] as never);
  const inputDir = form.watch('language') === 'ARABIC' ? 'rtl' : 'ltr';
  const inPerson = form.watch('deliveryMode') !== 'ONLINE';

  const submit = form.handleSubmit(async (parsed) => {
    const body = detailsChangesOf(parsed, form.formState.dirtyFields);
    try {
      form.reset(detailsValuesOf(await update.mutateAsync(body)));
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
          {(['description', 'welcomeMessage', 'courseSyllabus'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <RichTextField
                  label={t(`authoring.details.${name}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text(name)}
                />
              )}
            />
          ))}
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

      <SettingsSection title={t('authoring.details.teaching')}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <Controller
              control={form.control}
              name="learningTypes"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.learningTypes)}>
                  <FormLabel component="legend">{t('authoring.details.learningTypes')}</FormLabel>
                  <FormGroup row>
                    {LearningType.options.map((option) => (
                      <FormControlLabel
                        key={option}
                        label={t(`authoring.learningTypes.${option}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(option)}
                            onChange={(_, checked) =>
                              field.onChange(
                                LearningType.options.filter((entry) =>
                                  entry === option ? checked : field.value.includes(entry),
                                ),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{text('learningTypes') ?? t('authoring.details.learningTypesHelp')}</FormHelperText>
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="deliveryMode"
              render={({ field }) => (
                <TextField {...field} select label={t('authoring.details.deliveryMode')} fullWidth>
                  {courseDeliveryModeItems(t)}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Stack direction="row" spacing={1}>
              <TextField
                {...form.register('duration')}
                label={t('authoring.details.duration')}
                error={Boolean(errors.duration)}
                helperText={text('duration')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <Controller
                control={form.control}
                name="durationUnit"
                render={({ field }) => (
                  <TextField {...field} select label={t('authoring.details.durationUnit')} sx={{ flex: 1 }}>
                    {courseDurationUnitItems(t)}
                  </TextField>
                )}
              />
            </Stack>
          </Grid>
          {inPerson ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.register('country')}
                  label={t('authoring.details.country')}
                  error={Boolean(errors.country)}
                  helperText={text('country')}
                  slotProps={{ htmlInput: { dir: 'auto' } }}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.register('city')}
                  label={t('authoring.details.city')}
                  error={Boolean(errors.city)}
                  helperText={text('city')}
                  slotProps={{ htmlInput: { dir: 'auto' } }}
                  fullWidth
                />
              </Grid>
            </>
          ) : null}
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
        <Stack spacing={1} sx={{ mt: 2 }}>
          {(['allowSelfEnrollment', 'isComingSoon'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <SwitchField
                  label={t(`authoring.details.${name}`)}
                  help={t(`authoring.details.${name}Help`)}
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </Stack>
      </SettingsSection>

      <SettingsSection title={t('authoring.details.media')}>
        <Stack spacing={3}>
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
          <Controller
            control={form.control}
            name="introductoryVideo"
            render={({ field: { value, onChange } }) => (
              <ImageUploadField
                kind="video"
                label={t('authoring.details.introductoryVideo')}
                help={t('authoring.details.introductoryVideoHelp')}
                value={value ?? null}
                onChange={(next) => {
                  form.clearErrors('introductoryVideo');
                  onChange(next);
                }}
                error={text('introductoryVideo')}
              />
            )}
          />
        </Stack>
      </SettingsSection>
    </SettingsForm>
  );
}
