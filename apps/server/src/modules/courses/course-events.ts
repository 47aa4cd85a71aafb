import type { Db } from '../../db/client.ts';

/** What happened to a learner's progress in a course, after its transaction committed. */
export interface CourseProgressEvent {
  orgId: number;
  courseId: number;
  userId: number;
  /** Whether the learner has now finished every required lesson. */
  isFinished: boolean;
}

export type CourseProgressListener = (db: Db, event: CourseProgressEvent) => Promise<void>;

/**
 * Who reacts when a learner's progress changes (the certificates module issues a certificate when
 * the passing criteria are met). A list, so that progress needs no import of its listeners.
 */
export const courseProgressListeners: CourseProgressListener[] = [];

/** Tells every listener; a listener's failure is logged and does not undo the learner's progress. */
export async function notifyCourseProgress(
  db: Db,
  event: CourseProgressEvent,
  log: { error: (object: object, message: string) => void },
): Promise<void> {
  for (const listener of courseProgressListeners) {
    try {
      await listener(db, event);
    } catch (error) {
      log.error({ err: error, event }, 'a course progress listener failed');
    }
  }
}
