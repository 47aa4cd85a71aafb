import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { applyCompletions } from '../enrolment/index.ts';

/**
 * Recomputes every enrolment's `progress`, `isFinished` and `finishedAt` of a course in one
 * UPDATE after a structural change (publishing or deleting lessons and sections, optional flags,
 * weights, moves): the values are computed here, where the rule is, and written by the enrolment
 * module's `applyCompletions` in that statement. The same rule as a learner's own marks (`computeCompletion` in
 * course-locks.ts): over the published, non-optional lessons of published sections, weighted
 * by `weight` (all weights 0: by count); complete when every such lesson is finished.
 * The content is the course's, so every organization's enrolments are recomputed, each from the
 * lessons finished in its own organization. Publishes `progress.changed`, in the same
 * transaction, for each enrolment whose finished state changed, with the enrolment's
 * organization (certificates listen).
 */
export async function recomputeCourseProgress(
  tx: Db | Tx,
  ctx: Pick<RequestContext, 'events'>,
  courseId: number,
): Promise<void> {
  const changes = await applyCompletions(
    tx,
    sql`
    with required as (
      select s.id, greatest(s.weight, 0)::float8 as weight
      from course_subsections s
      join course_sections section on section.id = s.section_id
      where s.course_id = ${courseId} and s.is_published and not s.is_optional and section.is_published
    ),
    totals as (
      select count(*)::int as lessons, coalesce(sum(weight), 0)::float8 as total_weight from required
    ),
    learners as (
      select e.id, e.is_finished as was_finished, count(r.id)::int as finished,
             coalesce(sum(r.weight), 0)::float8 as finished_weight
      from course_enrollees e
      left join finished_subsections f
        on f.organization_id = e.organization_id and f.user_id = e.user_id and f.course_id = e.course_id
      left join required r on r.id = f.subsection_id
      where e.course_id = ${courseId}
      group by e.id, e.is_finished
    )
    select l.id, l.was_finished, t.lessons > 0 and l.finished = t.lessons as is_complete,
           case
             when t.lessons > 0 and l.finished = t.lessons then 1
             when t.total_weight > 0 then least(1, l.finished_weight / t.total_weight)
             when t.lessons > 0 then l.finished::float8 / t.lessons
             else 0
           end as progress
    from learners l cross join totals t`,
  );
  for (const change of changes.filter((row) => row.isFinished !== row.wasFinished)) {
    await ctx.events.publish(
      'progress.changed',
      { organizationId: change.organizationId, courseId, userId: change.userId },
      tx,
    );
  }
}
