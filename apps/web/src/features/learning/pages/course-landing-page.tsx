import { Navigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { useLastVisitedSubsection } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';

/**
 * `/lms/courses/:courseId`: a learner who has opened a lesson before resumes there; anyone else
 * (a first visit, an author's preview) starts from the course's modules.
 */
export function CourseLandingPage() {
  const courseId = useCourseIdParam();
  const resume = useLastVisitedSubsection(courseId);
  if (resume.data) {
    const { subsectionId, isLastVisited } = resume.data;
    const target =
      isLastVisited && subsectionId !== null
        ? learningPaths.lesson(courseId, subsectionId)
        : learningPaths.child(courseId, 'modules');
    return <Navigate to={target} replace />;
  }
  return (
    <CourseLayout>
      {resume.isError ? <LearningError error={resume.error} courseId={courseId} /> : <PageLoader inline />}
    </CourseLayout>
  );
}
