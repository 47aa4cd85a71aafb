import type * as calls from '@manara/contract';
import type { Specialization, SpecializationDetail } from '@manara/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { listedWhere, listingIn, toCourseCards } from '../catalogue/index.ts';
import { enrolInCourse, enrolmentsIn } from '../enrolment/index.ts';
import { unsafeMediaByIds } from '../media/index.ts';
import {
  specializationCourses,
  specializationEnrollees,
  specializations,
  specializationTranslations,
} from './specializations.tables.ts';

type SpecializationRow = typeof specializations.$inferSelect;

/** Published, not deleted specializations of the organization. */
function visibleWhere(orgId: number): SQL {
  return and(
    eq(specializations.organizationId, orgId),
    eq(specializations.isDeleted, false),
    eq(specializations.isPublished, true),
  ) as SQL;
}

async function findSpecialization(db: Db, orgId: number, specializationId: number): Promise<SpecializationRow> {
  const [row] = await db
    .select()
    .from(specializations)
    .where(and(eq(specializations.id, specializationId), visibleWhere(orgId)));
  if (!row) throw notFound();
  return row;
}

/** The courses of specializations that learners of the organization see, in order, with the caller's enrolment. */
async function loadSpecializationCourses(db: Db, ctx: RequestContext, specializationIds: number[]) {
  if (specializationIds.length === 0) return [];
  const userId = ctx.user?.id ?? 0;
  const listing = listingIn(ctx.orgId);
  const { offering, course } = listing;
  const enrolment = enrolmentsIn(ctx.orgId);
  return db
    .select({
      specializationId: specializationCourses.specializationId,
      weight: specializationCourses.weight,
      course: course._.selectedFields,
      offering: offering._.selectedFields,
      enrolment: enrolment._.selectedFields,
    })
    .from(specializationCourses)
    .innerJoin(course, eq(course.id, specializationCourses.courseId))
    .innerJoin(offering, eq(offering.courseId, course.id))
    .leftJoin(enrolment, and(eq(enrolment.courseId, course.id), eq(enrolment.userId, userId)))
    .where(and(inArray(specializationCourses.specializationId, specializationIds), listedWhere(listing)))
    .orderBy(asc(specializationCourses.position), asc(specializationCourses.courseId));
}

type SpecializationCourseRow = Awaited<ReturnType<typeof loadSpecializationCourses>>[number];

/** Progress weighted by the courses' weights; a course not enrolled counts as not started. */
function weightedProgress(rows: readonly SpecializationCourseRow[]): number {
  const total = rows.reduce((sum, r) => sum + Math.max(0, r.weight), 0);
  if (total === 0) return rows.length === 0 ? 0 : rows.filter((r) => r.enrolment?.isFinished).length / rows.length;
  const done = rows.reduce((sum, r) => sum + Math.max(0, r.weight) * (r.enrolment?.progress ?? 0), 0);
  return Math.min(1, done / total);
}

/** Turns rows into the list's shape, loading translations, covers, courses and enrolments for all at once. */
async function toSpecializations(db: Db, ctx: RequestContext, rows: SpecializationRow[]) {
  const ids = rows.map((r) => r.id);
  const coverIds = rows.map((r) => r.coverImageId).filter((id): id is number => id !== null);
  const [translations, covers, courseRows, enrolled] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(specializationTranslations)
          .where(
            and(
              inArray(specializationTranslations.specializationId, ids),
              eq(specializationTranslations.language, ctx.language),
            ),
          ),
    unsafeMediaByIds(db, coverIds),
    loadSpecializationCourses(db, ctx, ids),
    !ctx.user || ids.length === 0
      ? []
      : db
          .select({ id: specializationEnrollees.specializationId })
          .from(specializationEnrollees)
          .where(
            inOrganization(
              specializationEnrollees,
              ctx.orgId,
              inArray(specializationEnrollees.specializationId, ids),
              eq(specializationEnrollees.userId, ctx.user.id),
            ),
          ),
  ]);
  const translationOf = new Map(translations.map((t) => [t.specializationId, t]));
  const coverOf = new Map(covers.map((c) => [c.id, c]));
  const enrolledIds = new Set(enrolled.map((e) => e.id));
  const items = rows.map((row): Specialization & { courseRows: SpecializationCourseRow[] } => {
    const translation = translationOf.get(row.id);
    const own = courseRows.filter((c) => c.specializationId === row.id);
    const isEnrolled = enrolledIds.has(row.id);
    return {
      id: row.id,
      name: translation?.name || row.name,
      description: translation?.description || row.description,
      coverImage: row.coverImageId === null ? null : (coverOf.get(row.coverImageId) ?? null),
      price: row.price,
      oldPrice: row.oldPrice,
      isDiscounted: row.oldPrice !== null && row.oldPrice > row.price,
      currencyCode: row.currencyCode,
      isFree: row.price <= 0,
      numberOfCourses: own.length,
      isEnrolled,
      progress: isEnrolled ? weightedProgress(own) : null,
      createdAt: row.createdAt.toISOString(),
      courseRows: own,
    };
  });
  return items;
}

export async function listSpecializations(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; search?: string },
): Promise<calls.CallResponse<typeof calls.listSpecializations>> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    visibleWhere(ctx.orgId),
    search
      ? or(
          ilike(specializations.name, search),
          inArray(
            specializations.id,
            db
              .select({ id: specializationTranslations.specializationId })
              .from(specializationTranslations)
              .where(ilike(specializationTranslations.name, search)),
          ),
        )
      : undefined,
  );
  const { data: rows, total } = await paged(
    query,
    db
      .select()
      .from(specializations)
      .where(where)
      .orderBy(desc(specializations.createdAt), desc(specializations.id))
      .$dynamic(),
    db.$count(specializations, where),
  );
  const items = await toSpecializations(db, ctx, rows);
  return { data: items.map(({ courseRows: _, ...item }) => item), total };
}

export async function getSpecialization(
  db: Db,
  ctx: RequestContext,
  specializationId: number,
): Promise<SpecializationDetail> {
  const row = await findSpecialization(db, ctx.orgId, specializationId);
  const [item] = await toSpecializations(db, ctx, [row]);
  if (!item) throw notFound();
  const { courseRows, ...specialization } = item;
  const cards = await toCourseCards(db, ctx, courseRows);
  return {
    ...specialization,
    courses: cards.map((card, index) => {
      const courseRow = courseRows[index];
      return {
        ...card,
        weight: courseRow?.weight ?? 1,
        progress: courseRow?.enrolment ? courseRow.enrolment.progress : null,
        isFinished: courseRow?.enrolment?.isFinished ?? false,
      };
    }),
  };
}

/**
 * Enrols the signed-in learner in a free specialization and, in one transaction, in each of its
 * courses that is open (published, not coming soon), marked `fromSpecializationId`. The
 * specialization is the offer: its courses' own prices and enrolment windows do not apply, their
 * seat limits do (a full course rolls everything back). Idempotent: enrolling again enrols in
 * courses added since. Members (`access_courses`) enrol themselves only while the organization's
 * self-enrolment is on: both said by the call's access.
 */
export async function enrollInSpecialization(
  db: Db,
  ctx: RequestContext,
  specializationId: number,
): Promise<SpecializationDetail> {
  const userId = signedInUserId(ctx);
  const row = await findSpecialization(db, ctx.orgId, specializationId);
  if (row.price > 0) throw new AppError('specializations-001');
  const openCourses = (await loadSpecializationCourses(db, ctx, [row.id])).filter((c) => !c.course.isComingSoon);
  await db.transaction(async (tx) => {
    await tx
      .insert(specializationEnrollees)
      .values({ specializationId: row.id, userId, organizationId: ctx.orgId })
      .onConflictDoNothing();
    for (const { course } of openCourses) {
      await enrolInCourse(tx, {
        orgId: ctx.orgId,
        courseId: course.id,
        userId,
        fromSpecializationId: row.id,
        bypassPayment: true,
      });
    }
  });
  return getSpecialization(db, ctx, row.id);
}
