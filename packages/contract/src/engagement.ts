import { z } from 'zod';
import { courseLearners } from './course-content.ts';
import { DateTime, defineCall, Id, listOf, NoContent, Pagination, Text } from './http.ts';

/**
 * Engagement with a course's learners, answered by the server's `engagement` module: the course's
 * announcements (spec 2 §3 Announcement (course)) as learners read them and as its authors write them.
 */

const CourseParams = z.object({ courseId: Id });

/** A course announcement (spec 2 §3 Announcement (course)); `author` is null when posted anonymously. */
export const CourseAnnouncement = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: Text(),
  /** Markdown. */
  content: Text(),
  announcementDate: DateTime(),
  postAnonymously: z.boolean(),
  author: z.object({ id: z.number().int(), firstName: Text(), lastName: Text() }).nullable(),
  createdAt: DateTime(),
});
export type CourseAnnouncement = z.infer<typeof CourseAnnouncement>;

export const listCourseAnnouncements = defineCall({
  method: 'GET',
  path: '/courses/:courseId/announcements',
  summary: "The course's published announcements whose date has come, newest first.",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  query: Pagination,
  response: listOf(CourseAnnouncement),
  errors: ['common-002', 'courses-003'],
});

export const getCourseAnnouncement = defineCall({
  method: 'GET',
  path: '/course-announcements/:announcementId',
  summary: 'One published announcement of a course the caller learns (or authors).',
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAnnouncementReader' },
  params: z.object({ announcementId: Id }),
  response: CourseAnnouncement,
  errors: ['common-002', 'courses-003'],
});

export const CreateCourseAnnouncementBody = z.object({
  title: Text().trim().min(1, 'form.required').max(200, 'form.maxLength'),
  /** Markdown. */
  content: Text().trim().min(1, 'form.required').max(20_000, 'form.maxLength'),
  /** When learners see it (and are notified); default now. */
  announcementDate: DateTime().optional(),
  isPublished: z.boolean().default(true),
  postAnonymously: z.boolean().default(false),
});

/** A course announcement as its authors see it: drafts and scheduled ones too, and whether it is published. */
export const AuthoredCourseAnnouncement = CourseAnnouncement.extend({ isPublished: z.boolean() });
export type AuthoredCourseAnnouncement = z.infer<typeof AuthoredCourseAnnouncement>;

export const createCourseAnnouncement = defineCall({
  method: 'POST',
  path: '/courses/:courseId/announcements',
  summary:
    "An author posts an announcement to the course's learners; once published and its date has come, they are notified.",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  body: CreateCourseAnnouncementBody,
  response: AuthoredCourseAnnouncement,
  status: 201,
});

export const listAuthoredCourseAnnouncements = defineCall({
  method: 'GET',
  path: '/courses/:courseId/announcements/instructor',
  summary:
    "The course's announcements for its authors, drafts and scheduled ones included, newest date first (spec 2: announcements/instructor).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  query: Pagination,
  response: listOf(AuthoredCourseAnnouncement),
  errors: ['common-002', 'common-007'],
});

const AnnouncementParams = z.object({ announcementId: Id });

/** Who changes an announcement: the authors of its course. */
const courseAnnouncementAuthors = { kind: 'signedIn', rule: 'courseAnnouncementAuthor' } as const;

export const UpdateCourseAnnouncementBody = CreateCourseAnnouncementBody.extend({
  announcementDate: DateTime(),
  isPublished: z.boolean(),
  postAnonymously: z.boolean(),
}).partial();
export type UpdateCourseAnnouncementBody = z.input<typeof UpdateCourseAnnouncementBody>;

export const updateCourseAnnouncement = defineCall({
  method: 'PATCH',
  path: '/course-announcements/:announcementId',
  summary:
    "An author of the course changes an announcement. Publishing a draft (or moving a published one's date) notifies the learners at its date; learners already notified of it are not notified again.",
  tags: ['courses'],
  access: courseAnnouncementAuthors,
  params: AnnouncementParams,
  body: UpdateCourseAnnouncementBody,
  response: AuthoredCourseAnnouncement,
  errors: ['common-002', 'common-007'],
});

export const deleteCourseAnnouncement = defineCall({
  method: 'DELETE',
  path: '/course-announcements/:announcementId',
  summary: 'An author of the course deletes an announcement for good; learners no longer see it.',
  tags: ['courses'],
  access: courseAnnouncementAuthors,
  params: AnnouncementParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});
