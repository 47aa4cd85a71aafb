import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthoringCourse, UpsertCourseTranslationBody } from '@manara/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { SettingsForm, SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { useUpsertTranslation } from './course-authoring.queries.ts';

const fields = UpsertCourseTranslationBody.shape;
const TranslationForm = z.object({
  name: fields.name,
  briefDescription: fields.briefDescription.unwrap(),
  description: fields.description.unwrap(),
  welcomeMessage: fields.welcomeMessage.unwrap(),
  courseSyllabus: fields.courseSyllabus.unwrap(),
});
/** The fields written with the rich-text editor, after the name and brief description. */
const richFields = ['description', 'welcomeMessage', 'courseSyllabus'] as const;
type TranslationValues = z.input<typeof TranslationForm>;

/** The language a course is translated into: the other one of the two. */
export function translationLanguageOf(course: AuthoringCourse): 'en' | 'ar' {
  return course.language === 'ARABIC' ? 'en' : 'ar';
}

function valuesOf(course: AuthoringCourse): TranslationValues {
  const language = translationLanguageOf(course);
  const translation = course.translations.find((entry) => entry.language === language);
  return {
    name: translation?.name ?? '',
    briefDescription: translation?.briefDescription ?? '',
    description: translation?.description ?? '',
    welcomeMessage: translation?.welcomeMessage ?? '',
    courseSyllabus: translation?.courseSyllabus ?? '',
  };
}

/** The course's name, descriptions, welcome message and syllabus in its other language (`POST courses/{id}/translations`). */
export function CourseTranslationForm({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const language = translationLanguageOf(course);
  const upsert = useUpsertTranslation(course.id);
  const form = useForm<TranslationValues, unknown, TranslationValues>({
    resolver: zodResolver(TranslationForm),
    defaultValues: valuesOf(course),
  });
  const { errors } = form.formState;
  const text = (name: keyof TranslationValues) => formErrorText(t, errors[name]);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const languageName = t(`authoring.translationLanguages.${language}`);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await upsert.mutateAsync({ language, ...values });
      form.reset({
        name: saved.name,
        briefDescription: saved.briefDescription,
        description: saved.description,
        welcomeMessage: saved.welcomeMessage,
        courseSyllabus: saved.courseSyllabus,
      });
    } catch (error) {
      if (applyServerErrors(form, error)) upsert.reset();
    }
  });

  return (
    <SettingsForm
      form={form}
      mutation={upsert}
      onSubmit={submit}
      label={t('authoring.translation.title', { language: languageName })}
    >
      <SettingsSection
        title={t('authoring.translation.title', { language: languageName })}
        description={t('authoring.translation.help', { language: languageName })}
      >
        <Stack spacing={2.5} lang={language}>
          <TextField
            {...form.register('name')}
            label={t('authoring.translation.name', { language: languageName })}
            error={Boolean(errors.name)}
            helperText={text('name')}
            slotProps={{ htmlInput: { dir } }}
            required
            fullWidth
          />
          <TextField
            {...form.register('briefDescription')}
            label={t('authoring.translation.briefDescription', { language: languageName })}
            error={Boolean(errors.briefDescription)}
            helperText={text('briefDescription')}
            slotProps={{ htmlInput: { dir } }}
            multiline
            minRows={2}
            fullWidth
          />
          {richFields.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <RichTextField
                  label={t(`authoring.translation.${name}`, { language: languageName })}
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
    </SettingsForm>
  );
}
