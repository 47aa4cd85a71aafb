import type {
  CallBody,
  ConfirmationCheckbox,
  ConfirmationCheckboxDetail,
  createConfirmationCheckbox,
  Language,
} from '@manara/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { canSeeUnpublished, findOfferedCourse, isVisibleToLearners } from '../courses/index.ts';
import { people } from '../users/index.ts';
import {
  courseConfirmationCheckboxes,
  courseConfirmationCheckboxTranslations,
  courseConfirmationResponses,
} from './enrolment.tables.ts';

/** How many of the course's statements the user has not confirmed (answered true) in organization `orgId`. */
export async function unconfirmedCheckboxCount(
  db: Db,
  orgId: number,
  courseId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseConfirmationCheckboxes)
    .leftJoin(
      courseConfirmationResponses,
      inOrganization(
        courseConfirmationResponses,
        orgId,
        eq(courseConfirmationResponses.checkboxId, courseConfirmationCheckboxes.id),
        eq(courseConfirmationResponses.userId, userId),
      ),
    )
    .where(
      and(
        eq(courseConfirmationCheckboxes.courseId, courseId),
        sql`coalesce(${courseConfirmationResponses.answer}, false) = false`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The course's statements in `language` (the other language when it has no text in this one),
 * by position, with `userId`'s answers in organization `orgId`.
 */
export async function loadCheckboxes(
  db: Db,
  orgId: number,
  courseId: number,
  language: Language,
  userId: number | null,
): Promise<ConfirmationCheckbox[]> {
  const boxes = await db
    .select()
    .from(courseConfirmationCheckboxes)
    .where(eq(courseConfirmationCheckboxes.courseId, courseId))
    .orderBy(asc(courseConfirmationCheckboxes.position), asc(courseConfirmationCheckboxes.id));
  if (boxes.length === 0) return [];
  const ids = boxes.map((b) => b.id);
  const [texts, answers] = await Promise.all([
    db
      .select()
      .from(courseConfirmationCheckboxTranslations)
      .where(inArray(courseConfirmationCheckboxTranslations.checkboxId, ids)),
    userId === null
      ? []
      : db
          .select()
          .from(courseConfirmationResponses)
          .where(
            inOrganization(
              courseConfirmationResponses,
              orgId,
              inArray(courseConfirmationResponses.checkboxId, ids),
              eq(courseConfirmationResponses.userId, userId),
            ),
          ),
  ]);
  return boxes.map((box) => {
    const own = texts.filter((t) => t.checkboxId === box.id);
    const text = own.find((t) => t.language === language) ?? own[0];
    return {
      id: box.id,
      text: text?.text ?? '',
      position: box.position,
      answer: answers.find((a) => a.checkboxId === box.id)?.answer ?? null,
    };
  });
}

/** A course the caller may read the statements of: learners see it, or they author it. */
async function findReadableCourse(db: Db, ctx: RequestContext, courseId: number) {
  const found = await findOfferedCourse(db, ctx.orgId, courseId);
  if (!isVisibleToLearners(found.course, found.offering) && !(await canSeeUnpublished(db, ctx, courseId))) {
    throw notFound();
  }
  return found;
}

/** `GET courses/{courseId}/confirmation-checkboxes`. */
export async function listCheckboxes(db: Db, ctx: RequestContext, courseId: number) {
  await findReadableCourse(db, ctx, courseId);
  return loadCheckboxes(db, ctx.orgId, courseId, ctx.language, ctx.user?.id ?? null);
}

/** `POST courses/{courseId}/confirmation-checkboxes/respond`: records (or changes) the caller's answers. */
export async function respondToCheckboxes(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  body: { answers: { checkboxId: number; answer: boolean }[] },
) {
  await findReadableCourse(db, ctx, courseId);
  const userId = ctx.user?.id;
  if (!userId) throw new AppError('common-009');
  const ids = [...new Set(body.answers.map((a) => a.checkboxId))];
  const known = await db
    .select({ id: courseConfirmationCheckboxes.id })
    .from(courseConfirmationCheckboxes)
    .where(and(eq(courseConfirmationCheckboxes.courseId, courseId), inArray(courseConfirmationCheckboxes.id, ids)));
  if (known.length !== ids.length) throw new AppError('courses-012');
  const latest = new Map(body.answers.map((a) => [a.checkboxId, a.answer]));
  await db
    .insert(courseConfirmationResponses)
    .values([...latest].map(([checkboxId, answer]) => ({ organizationId: ctx.orgId, checkboxId, userId, answer })))
    .onConflictDoUpdate({
      target: [
        courseConfirmationResponses.organizationId,
        courseConfirmationResponses.checkboxId,
        courseConfirmationResponses.userId,
      ],
      set: { answer: sql`excluded.answer`, respondedAt: ctx.clock.now() },
    });
  return loadCheckboxes(db, ctx.orgId, courseId, ctx.language, userId);
}

/** `GET courses/{courseId}/confirmation-checkboxes/responses`: for the course's authors (the call's `courseAuthor` rule), the organization's answers. */
export async function listResponses(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  page: { skip: number; take: number },
) {
  const where = and(
    eq(courseConfirmationResponses.organizationId, ctx.orgId),
    eq(courseConfirmationCheckboxes.courseId, courseId),
  );
  const { data: rows, total } = await paged(
    page,
    db
      .select({
        checkboxId: courseConfirmationResponses.checkboxId,
        userId: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
        answer: courseConfirmationResponses.answer,
        respondedAt: courseConfirmationResponses.respondedAt,
      })
      .from(courseConfirmationResponses)
      .innerJoin(
        courseConfirmationCheckboxes,
        eq(courseConfirmationCheckboxes.id, courseConfirmationResponses.checkboxId),
      )
      .innerJoin(people, eq(people.id, courseConfirmationResponses.userId))
      .where(where)
      .orderBy(desc(courseConfirmationResponses.respondedAt), asc(courseConfirmationResponses.checkboxId))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(courseConfirmationResponses)
      .innerJoin(
        courseConfirmationCheckboxes,
        eq(courseConfirmationCheckboxes.id, courseConfirmationResponses.checkboxId),
      )
      .where(where),
  );
  return { data: rows.map((r) => ({ ...r, respondedAt: r.respondedAt.toISOString() })), total };
}

/**
 * `GET courses/{courseId}/confirmation-checkboxes/instructor`: for the course's authors (the call's
 * `courseAuthor` rule, which found the course in the caller's organization), every statement by
 * position with its texts, English first.
 */
export async function listAuthoringCheckboxes(db: Db, courseId: number): Promise<ConfirmationCheckboxDetail[]> {
  const boxes = await db
    .select()
    .from(courseConfirmationCheckboxes)
    .where(eq(courseConfirmationCheckboxes.courseId, courseId))
    .orderBy(asc(courseConfirmationCheckboxes.position), asc(courseConfirmationCheckboxes.id));
  if (boxes.length === 0) return [];
  const texts = await db
    .select()
    .from(courseConfirmationCheckboxTranslations)
    .where(
      inArray(
        courseConfirmationCheckboxTranslations.checkboxId,
        boxes.map((box) => box.id),
      ),
    );
  return boxes.map((box) => ({
    id: box.id,
    position: box.position,
    translations: texts
      .filter((entry) => entry.checkboxId === box.id)
      .map((entry) => ({ language: entry.language, text: entry.text }))
      .sort((a, b) => (a.language === b.language ? 0 : a.language === 'en' ? -1 : 1)),
  }));
}

/** `POST courses/{courseId}/confirmation-checkboxes`: a new statement with its texts, in one transaction. */
export async function createCheckbox(db: Db, courseId: number, body: CallBody<typeof createConfirmationCheckbox>) {
  return db.transaction(async (tx) => {
    const [box] = await tx
      .insert(courseConfirmationCheckboxes)
      .values({ courseId, position: body.position ?? 0 })
      .returning();
    if (!box) throw new Error('checkbox not inserted');
    const translations = body.translations.map((t) => ({ language: t.language, text: t.text.trim() }));
    await tx
      .insert(courseConfirmationCheckboxTranslations)
      .values(translations.map((t) => ({ checkboxId: box.id, ...t })));
    return { id: box.id, position: box.position, translations };
  });
}

/** `DELETE courses/{courseId}/confirmation-checkboxes/{checkboxId}`: the statement and its answers. */
export async function deleteCheckbox(db: Db, courseId: number, checkboxId: number) {
  const [removed] = await db
    .delete(courseConfirmationCheckboxes)
    .where(and(eq(courseConfirmationCheckboxes.id, checkboxId), eq(courseConfirmationCheckboxes.courseId, courseId)))
    .returning({ id: courseConfirmationCheckboxes.id });
  if (!removed) throw notFound();
  return null;
}

/** Copies a course's statements and their texts to its copy, in the copy's transaction (course cloning). */
export async function copyConfirmationCheckboxes(tx: Tx, fromId: number, toId: number): Promise<void> {
  const boxes = await tx
    .select()
    .from(courseConfirmationCheckboxes)
    .where(eq(courseConfirmationCheckboxes.courseId, fromId))
    .orderBy(asc(courseConfirmationCheckboxes.id));
  if (boxes.length === 0) return;
  const texts = await tx
    .select()
    .from(courseConfirmationCheckboxTranslations)
    .where(
      inArray(
        courseConfirmationCheckboxTranslations.checkboxId,
        boxes.map((b) => b.id),
      ),
    );
  for (const box of boxes) {
    const [copy] = await tx
      .insert(courseConfirmationCheckboxes)
      .values({ courseId: toId, position: box.position })
      .returning({ id: courseConfirmationCheckboxes.id });
    const own = texts.filter((t) => t.checkboxId === box.id);
    if (copy && own.length > 0) {
      await tx.insert(courseConfirmationCheckboxTranslations).values(own.map((t) => ({ ...t, checkboxId: copy.id })));
    }
  }
}
