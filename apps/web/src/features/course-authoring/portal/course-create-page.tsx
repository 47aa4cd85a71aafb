import { zodResolver } from '@hookform/resolvers/zod';
import { CourseLanguage, CourseLevel, CreateCourseBody, cloneCourse } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { useInstructedCourses } from '../../portal/portal.queries.ts';
import { courseAuthoringPaths } from '../course-authoring-paths.ts';
import { useCreateCourse } from './course-authoring.queries.ts';
import { courseLanguageItems, courseLevelItems } from './course-option-items.tsx';

const NewCourseForm = z.object({
  name: CreateCourseBody.shape.name,
  language: CourseLanguage,
  level: CourseLevel,
});
type NewCourseValues = z.input<typeof NewCourseForm>;

function FromScratch() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const create = useCreateCourse();
  const form = useForm<NewCourseValues, unknown, NewCourseValues>({
    resolver: zodResolver(NewCourseForm),
    defaultValues: { name: '', language: 'ENGLISH', level: 'BEGINNER' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const course = await create.mutateAsync(values);
      void navigate(courseAuthoringPaths.editor(course.id));
    } catch (error) {
      if (applyServerErrors(form, error)) create.reset();
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="new-course-heading">
        <Typography id="new-course-heading" variant="h6" component="h2">
          {t('authoring.create.fromScratch')}
        </Typography>
        <TextField
          {...form.register('name')}
          label={t('authoring.details.name')}
          error={Boolean(errors.name)}
          helperText={formErrorText(t, errors.name)}
          slotProps={{ htmlInput: { dir: 'auto' } }}
          required
          fullWidth
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <TextField {...field} select label={t('authoring.details.language')} fullWidth>
                  {courseLanguageItems(t)}
                </TextField>
              )}
            />
          </Grid>
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
        </Grid>
        {create.isError ? <Alert severity="error">{getErrorText(t, create.error)}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {t('authoring.create.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** A deep copy of a course the instructor teaches (`POST clone/{id}`), unpublished, opened in the editor. */
function FromCopy() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const courses = useInstructedCourses({ skip: 0, take: 100, search: '', sort: 'createdAt', order: 'desc' });
  const [sourceId, setSourceId] = useState('');
  const clone = useMutation({
    mutationFn: (courseId: number) => callApi(cloneCourse, { params: { courseId } }),
    onSuccess: (course) => void navigate(courseAuthoringPaths.editor(course.id)),
  });
  const rows = courses.data?.data ?? [];
  if (courses.isSuccess && rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        spacing={2.5}
        aria-labelledby="copy-course-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (sourceId) clone.mutate(Number(sourceId));
        }}
      >
        <Typography id="copy-course-heading" variant="h6" component="h2">
          {t('authoring.create.fromCopy')}
        </Typography>
        <TextField
          select
          value={sourceId}
          onChange={(event) => setSourceId(event.target.value)}
          label={t('authoring.create.source')}
          helperText={t('authoring.create.copyHelp')}
          fullWidth
        >
          {rows.map((course) => (
            <MenuItem key={course.id} value={String(course.id)}>
              {course.name}
            </MenuItem>
          ))}
        </TextField>
        {clone.isError ? <Alert severity="error">{getErrorText(t, clone.error)}</Alert> : null}
        <div>
          <Button type="submit" variant="outlined" disabled={!sourceId || clone.isPending}>
            {t('authoring.create.copy')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** A new course (issue 13): from scratch, or a copy of one the instructor teaches. */
export function CourseCreatePage() {
  const { t } = useTranslation('authoring');
  return (
    <PortalPage title={t('pages.courseCreate.title')} description={t('authoring.create.intro')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <FromScratch />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FromCopy />
        </Grid>
      </Grid>
    </PortalPage>
  );
}
