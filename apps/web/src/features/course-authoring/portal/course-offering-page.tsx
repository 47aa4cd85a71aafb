import Stack from '@mui/material/Stack';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { CourseOfferingForm } from './course-offering-form.tsx';
import { PassingCriteriaPanel } from './passing-criteria-form.tsx';

/**
 * The course editor's "Offering and certificate" tab (issue 13): the organization's offering (price,
 * old price, access, credit units, whether it issues certificates), then the certificate mode and
 * passing criteria.
 */
export function CourseOfferingPage() {
  return (
    <CourseEditorFrame tab="offering">
      {(course) => (
        <Stack spacing={4} sx={{ maxWidth: 880 }}>
          {/* Keyed by the course: another course's page starts from its own values. */}
          <CourseOfferingForm key={`offering-${course.id}`} course={course} />
          <PassingCriteriaPanel key={`criteria-${course.id}`} courseId={course.id} />
        </Stack>
      )}
    </CourseEditorFrame>
  );
}
