import { z } from 'zod';

/**
 * The domain events: what happened, said once by the module that made it happen, heard by the
 * modules that react (certificates to progress, interested learners to a course opening, and
 * later notifications to nearly everything). Each event carries its organization.
 * The server publishes and listens through `platform/events.ts`.
 */
const Ids = { organizationId: z.number().int().positive() };

export const domainEvents = {
  /** A learner's progress in a course changed (a lesson finished or unmarked). */
  'progress.changed': z.object({ ...Ids, courseId: z.number().int(), userId: z.number().int() }),
  /** A coming-soon course opened for enrolment: the learners who asked are told. */
  'courses.opened': z.object({ ...Ids, courseId: z.number().int() }),
  /** A certificate was issued to a learner. */
  'certificates.issued': z.object({
    ...Ids,
    courseId: z.number().int(),
    userId: z.number().int(),
    certificateId: z.number().int(),
  }),
  /**
   * A course announcement reached its learners: published with a date that has come (an
   * announcement dated later is published at its date; the listener checks it is still due).
   */
  'course-announcements.published': z.object({
    ...Ids,
    courseId: z.number().int(),
    announcementId: z.number().int(),
  }),
  /** A course administrator approved or rejected a course's approval request. */
  'courses.approval-decided': z.object({
    ...Ids,
    courseId: z.number().int(),
    requestId: z.number().int(),
    status: z.enum(['APPROVED', 'REJECTED']),
  }),
  /** Support staff moved a technical-support ticket to another status (answered it). */
  'support.ticket-updated': z.object({
    ...Ids,
    ticketId: z.number().int(),
    status: z.enum(['RECEIVED', 'PENDING', 'RESOLVED']),
  }),
  /**
   * An organization announcement reached the banner: created or changed with a start that has
   * come (one that starts later is published at its start; the listener checks it is still due).
   */
  'announcements.published': z.object({ ...Ids, announcementId: z.number().int() }),
} as const;

export type DomainEventName = keyof typeof domainEvents;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof domainEvents)[N]>;
