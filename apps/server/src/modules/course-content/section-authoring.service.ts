import type * as calls from '@manara/contract';
import type { AuthoringSection } from '@manara/contract';
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseSectionPrerequisites, courseSections, courseSubsections } from './course-content.tables.ts';
import { recomputeCourseProgress } from './section-authoring.progress.ts';
import { loadAuthoringSection, loadAuthoringSections, type SectionRow } from './section-authoring.view.ts';

type CreateSection = calls.CallBody<typeof calls.createCourseSection>;
type UpdateSection = calls.CallBody<typeof calls.updateCourseSection>;

/**
 * Prerequisites must be other sections of the same course (400 `courses-077`), and must not make
 * sections wait for each other in a circle (400 `courses-078`).
 */
async function checkPrerequisites(
  tx: Db | Tx,
  ctx: RequestContext,
  courseId: number,
  sectionId: number | null,
  ids: number[],
) {
  if (ids.length === 0) return;
  if (sectionId !== null && ids.includes(sectionId)) throw new AppError('courses-077');
  const found = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(
      inOrganization(courseSections, ctx.orgId, inArray(courseSections.id, ids), eq(courseSections.courseId, courseId)),
    );
  if (found.length !== ids.length) throw new AppError('courses-077');
  if (sectionId === null) return; // a new section: nothing waits for it yet
  const edges = await tx
    .select({ from: courseSectionPrerequisites.sectionId, to: courseSectionPrerequisites.prerequisiteId })
    .from(courseSectionPrerequisites)
    .innerJoin(courseSections, eq(courseSections.id, courseSectionPrerequisites.sectionId))
    .where(eq(courseSections.courseId, courseId));
  const waitsFor = new Map<number, number[]>();
  for (const edge of edges) {
    if (edge.from !== sectionId) waitsFor.set(edge.from, [...(waitsFor.get(edge.from) ?? []), edge.to]);
  }
  waitsFor.set(sectionId, ids);
  const stack = [...ids];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const current = stack.pop() as number;
    if (current === sectionId) throw new AppError('courses-078');
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(waitsFor.get(current) ?? []));
  }
}

/**
 * Serializes prerequisite changes of one course, so that two changes at once (A waits for B, B
 * for A) cannot each pass the cycle check against the graph without the other.
 */
async function lockPrerequisites(tx: Tx, courseId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course-prerequisites'), ${courseId})`);
}

async function replacePrerequisites(tx: Tx, sectionId: number, ids: number[]) {
  await tx.delete(courseSectionPrerequisites).where(eq(courseSectionPrerequisites.sectionId, sectionId));
  if (ids.length > 0) {
    await tx.insert(courseSectionPrerequisites).values(ids.map((prerequisiteId) => ({ sectionId, prerequisiteId })));
  }
}

export async function listAuthoringSections(
  db: Db,
  ctx: RequestContext,
  courseId: number,
): Promise<calls.CallResponse<typeof calls.listAuthoringSections>> {
  const data = await loadAuthoringSections(db, ctx.orgId, courseId);
  return { data, total: data.length };
}

/** Adds a section at the end of the course. */
export async function createCourseSection(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  body: CreateSection,
): Promise<AuthoringSection> {
  const prerequisiteIds = body.prerequisiteIds ?? [];
  const sectionId = await db.transaction(async (tx) => {
    await checkPrerequisites(tx, ctx, courseId, null, prerequisiteIds);
    const [last] = await tx
      .select({ position: max(courseSections.position) })
      .from(courseSections)
      .where(inOrganization(courseSections, ctx.orgId, eq(courseSections.courseId, courseId)));
    const [section] = await tx
      .insert(courseSections)
      .values({
        organizationId: ctx.orgId,
        courseId,
        name: body.name,
        learningObjectives: body.learningObjectives ?? '',
        isPublished: body.isPublished ?? false,
        unlockStartDate: body.unlockStartDate ? new Date(body.unlockStartDate) : null,
        week: body.week ?? 1,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: courseSections.id });
    if (!section) throw new Error('section not inserted');
    await replacePrerequisites(tx, section.id, prerequisiteIds);
    return section.id;
  });
  return loadAuthoringSection(db, ctx.orgId, courseId, sectionId);
}

/** Changes a section; publishing it or not moves learners' progress, so that is recomputed. */
export async function updateCourseSection(
  db: Db,
  ctx: RequestContext,
  section: SectionRow,
  body: UpdateSection,
): Promise<AuthoringSection> {
  const sectionId = section.id;
  const { prerequisiteIds, unlockStartDate, ...fields } = body;
  await db.transaction(async (tx) => {
    if (prerequisiteIds !== undefined) {
      await lockPrerequisites(tx, section.courseId);
      await checkPrerequisites(tx, ctx, section.courseId, sectionId, prerequisiteIds);
      await replacePrerequisites(tx, sectionId, prerequisiteIds);
    }
    await tx
      .update(courseSections)
      .set({
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        ...(unlockStartDate !== undefined
          ? { unlockStartDate: unlockStartDate ? new Date(unlockStartDate) : null }
          : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(inOrganization(courseSections, ctx.orgId, eq(courseSections.id, sectionId)));
    if (fields.isPublished !== undefined) await recomputeCourseProgress(tx, ctx, section.courseId);
  });
  return loadAuthoringSection(db, ctx.orgId, section.courseId, sectionId);
}

/** Deletes a section with its lessons (and learners' marks of them), then recomputes progress. */
export async function deleteCourseSection(db: Db, ctx: RequestContext, section: SectionRow): Promise<null> {
  await db.transaction(async (tx) => {
    await tx.delete(courseSections).where(inOrganization(courseSections, ctx.orgId, eq(courseSections.id, section.id)));
    await recomputeCourseProgress(tx, ctx, section.courseId);
  });
  return null;
}

/**
 * Orders the course's sections and lessons, moving lessons between sections, in one
 * transaction. The body must list every section and every lesson of the course exactly once
 * (400 `courses-079`), so that no id of another course can slip in and nothing is left behind.
 */
export async function reorderCourseSections(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  body: calls.CallBody<typeof calls.reorderCourseSections>,
): Promise<calls.CallResponse<typeof calls.reorderCourseSections>> {
  const [sections, lessons] = await Promise.all([
    db
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(inOrganization(courseSections, ctx.orgId, eq(courseSections.courseId, courseId))),
    db
      .select({ id: courseSubsections.id })
      .from(courseSubsections)
      .where(inOrganization(courseSubsections, ctx.orgId, eq(courseSubsections.courseId, courseId))),
  ]);
  const listedSections = body.sections.map((s) => s.id);
  const listedLessons = body.sections.flatMap((s) => s.subsectionIds);
  const sameSet = (listed: number[], actual: { id: number }[]) =>
    new Set(listed).size === listed.length &&
    listed.length === actual.length &&
    actual.every((row) => listed.includes(row.id));
  if (!sameSet(listedSections, sections) || !sameSet(listedLessons, lessons)) throw new AppError('courses-079');

  await db.transaction(async (tx) => {
    if (body.sections.length > 0) {
      const sectionValues = body.sections.map((s, position) => sql`(${s.id}::int, ${position}::int)`);
      await tx.execute(sql`
        update course_sections set position = v.position, updated_at = now()
        from (values ${sql.join(sectionValues, sql`, `)}) as v(id, position)
        where course_sections.id = v.id and course_sections.course_id = ${courseId}
          and course_sections.organization_id = ${ctx.orgId}`);
    }
    const lessonValues = body.sections.flatMap((s) =>
      s.subsectionIds.map((id, position) => sql`(${id}::int, ${s.id}::int, ${position}::int)`),
    );
    if (lessonValues.length > 0) {
      await tx.execute(sql`
        update course_subsections set section_id = v.section_id, position = v.position, updated_at = now()
        from (values ${sql.join(lessonValues, sql`, `)}) as v(id, section_id, position)
        where course_subsections.id = v.id and course_subsections.course_id = ${courseId}
          and course_subsections.organization_id = ${ctx.orgId}`);
    }
    // A lesson moved into an unpublished section (or out of one) changes what counts.
    await recomputeCourseProgress(tx, ctx, courseId);
  });
  const data = await loadAuthoringSections(db, ctx.orgId, courseId);
  return { data, total: data.length };
}
