import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { CourseDetailsForm } from './course-details-form.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { CourseStatementsPanel } from './course-statements-panel.tsx';
import { CourseTranslationForm } from './course-translation-form.tsx';
import { PublishingPanel } from './publishing-panel.tsx';

/** The course editor's details (issue 13): both languages, classification, dates and seats, media, confirmation statements; publishing beside. */
export function CourseEditorPage() {
  return (
    <CourseEditorFrame tab="details">
      {(course) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={4}>
              {/* Keyed by the course: another course's page starts from its own values. */}
              <CourseDetailsForm key={`details-${course.id}`} course={course} />
              <CourseTranslationForm key={`translation-${course.id}-${course.language}`} course={course} />
              <CourseStatementsPanel key={`statements-${course.id}`} courseId={course.id} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <PublishingPanel course={course} />
          </Grid>
        </Grid>
      )}
    </CourseEditorFrame>
  );
}
