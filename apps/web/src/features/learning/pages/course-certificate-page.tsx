import { CourseCertificatePanel } from '../../certificates/components/course-certificate-panel.tsx';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';

/** The learner's certificate of the course, or what is still needed for it (the certificates feature's panel). */
export function CourseCertificatePage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <CourseCertificatePanel courseId={courseId} />
    </CourseLayout>
  );
}
