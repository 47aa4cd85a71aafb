import { type APIRequestContext, expect } from '@playwright/test';
import { apiHeaders, type Login, registeredLearner } from './session.ts';

/** The id of a demo course of organization 1, found by its English name in the public catalogue. */
export async function demoCourseId(request: APIRequestContext, name: string): Promise<number> {
  const found = await request.get(`/api/all-courses?search=${encodeURIComponent(name)}`, {
    headers: { Organization: '1' },
  });
  const course = ((await found.json()) as { data: { id: number; name: string }[] }).data.find((c) => c.name === name);
  if (!course) throw new Error(`demo course "${name}" missing`);
  return course.id;
}

/**
 * A learner of their own (registered and verified through the API), enrolled in a demo course;
 * answers the session, the course and the course's first lesson.
 */
export async function enrolledLearner(
  request: APIRequestContext,
  courseName: string,
): Promise<{ learner: Login; courseId: number; lessonId: number }> {
  const learner = await registeredLearner(request);
  const headers = apiHeaders(learner);
  const courseId = await demoCourseId(request, courseName);
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${courseId}`, { headers });
  expect(enrolled.status()).toBe(201);
  const lessons = await request.get(`/api/courses/${courseId}/subsectionIds`, { headers });
  const lessonId = ((await lessons.json()) as { data: number[] }).data[0];
  if (!lessonId) throw new Error(`no lesson in "${courseName}"`);
  return { learner, courseId, lessonId };
}
