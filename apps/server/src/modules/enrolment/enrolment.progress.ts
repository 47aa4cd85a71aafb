import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseEnrollees } from './enrolment.tables.ts';

/**
 * What an enrolment keeps of its learner's progress, written here for the modules that compute
 * it: progress (a learner's marks, the lesson last opened) and course-content (a structural change
 * of the course recomputes every enrolment).
 */

/** An enrolment's completion as a learner's mark leaves it. */
export interface EnrolmentProgress {
  progress: number;
  isFinished: boolean;
  finishedAt: Date | null;
  lastActivityAt: Date;
}

/** Sets an enrolment's progress, in the caller's transaction (which locked the row to compute it). */
export async function setEnrolmentProgress(
  tx: Tx | Db,
  orgId: number,
  enrolmentId: number,
  state: EnrolmentProgress,
): Promise<void> {
  await tx
    .update(courseEnrollees)
    .set(state)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.id, enrolmentId)));
}

/** Records the lesson a learner opened last, and when. */
export async function setLastVisitedLesson(
  db: Tx | Db,
  orgId: number,
  enrolmentId: number,
  visit: { subsectionId: number; at: Date },
): Promise<void> {
  await db
    .update(courseEnrollees)
    .set({ lastVisitedSubsectionId: visit.subsectionId, lastActivityAt: visit.at })
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.id, enrolmentId)));
}

/** An enrolment whose progress a recomputation changed (a type, not an interface: a row of `execute`). */
export type CompletionChange = {
  organizationId: number;
  userId: number;
  isFinished: boolean;
  wasFinished: boolean;
};

/**
 * Sets `progress`, `isFinished` and `finishedAt` of many enrolments in one UPDATE. `completions`
 * is the caller's query of the new values, one row per enrolment: `id`, `was_finished` (its
 * `is_finished` before), `is_complete` and `progress`. Only the rows that change are written; a
 * newly finished enrolment keeps the time it first finished, an unfinished one has none. Answers
 * the changed enrolments.
 */
export async function applyCompletions(tx: Tx | Db, completions: SQL): Promise<CompletionChange[]> {
  const result = await tx.execute<CompletionChange>(sql`
    with computed as (${completions})
    update course_enrollees e
    set progress = c.progress,
        is_finished = c.is_complete,
        finished_at = case when c.is_complete then coalesce(e.finished_at, now()) else null end
    from computed c
    where e.id = c.id and (e.progress is distinct from c.progress or e.is_finished is distinct from c.is_complete)
    returning e.organization_id as "organizationId", e.user_id as "userId", e.is_finished as "isFinished", c.was_finished as "wasFinished"`);
  return result.rows;
}
