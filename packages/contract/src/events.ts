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
} as const;

export type DomainEventName = keyof typeof domainEvents;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof domainEvents)[N]>;
