import type * as calls from '@manara/contract';
import type {
  Language,
  ManagedSpecialization,
  ManagedSpecializationSortColumn,
  SortOrder,
  SpecializationBody,
} from '@manara/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseTranslationRows, offeredCourseIds, unsafeCourses } from '../courses/index.ts';
import { requireMediaAttachable, unsafeMediaByIds } from '../media/index.ts';
import { specializationCoverUse } from './specializations.media-uses.ts';
import {
  specializationCourses,
  specializationEnrollees,
  specializations,
  specializationTranslations,
} from './specializations.tables.ts';

/**
 * The staff side of specializations (issue 13): the organization's administrators list, create,
 * edit and delete them. The row holds the English name and description; the Arabic ones are the
 * `ar` translation row, as learners read them (`specializations.service.ts`).
 */

type Row = typeof specializations.$inferSelect;
type Body = z.output<typeof SpecializationBody>;

/** The organization's specializations that are not deleted, drafts included. */
function ownedWhere(orgId: number, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(specializations.organizationId, orgId), eq(specializations.isDeleted, false), ...conditions) as SQL;
}

async function findOwned(db: Db | Tx, orgId: number, specializationId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(specializations)
    .where(ownedWhere(orgId, eq(specializations.id, specializationId)));
  if (!row) throw notFound();
  return row;
}

/** Course names in the request language: the course's own name in its language, else the translation. */
function courseNameIn(language: Language, course: { name: string; language: string }, translated?: string): string {
  const own = course.language === 'ARABIC' ? 'ar' : 'en';
  return language === own ? course.name : translated?.trim() || course.name;
}

/** Turns rows into the editor's shape, loading translations, covers, courses and enrollee counts for all at once. */
async function toManaged(db: Db, ctx: RequestContext, rows: Row[]): Promise<ManagedSpecialization[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const coverIds = rows.map((r) => r.coverImageId).filter((id): id is number => id !== null);
  // Courses by the ids its specializations hold: a course offered here may be owned by another organization.
  const course = unsafeCourses();
  const translation = courseTranslationRows;
  const [translations, covers, courseRows, enrollees] = await Promise.all([
    db
      .select()
      .from(specializationTranslations)
      .where(
        and(inArray(specializationTranslations.specializationId, ids), eq(specializationTranslations.language, 'ar')),
      ),
    unsafeMediaByIds(db, coverIds),
    db
      .select({
        specializationId: specializationCourses.specializationId,
        courseId: specializationCourses.courseId,
        weight: specializationCourses.weight,
        name: course.name,
        language: course.language,
        translated: translation.name,
      })
      .from(specializationCourses)
      .innerJoin(course, eq(course.id, specializationCourses.courseId))
      .leftJoin(translation, and(eq(translation.courseId, course.id), eq(translation.language, ctx.language)))
      .where(inArray(specializationCourses.specializationId, ids))
      .orderBy(asc(specializationCourses.position), asc(specializationCourses.courseId)),
    db
      .select({ id: specializationEnrollees.specializationId, n: count() })
      .from(specializationEnrollees)
      .where(inOrganization(specializationEnrollees, ctx.orgId, inArray(specializationEnrollees.specializationId, ids)))
      .groupBy(specializationEnrollees.specializationId),
  ]);
  const arabicOf = new Map(translations.map((t) => [t.specializationId, t]));
  const enrolleesOf = new Map(enrollees.map((e) => [e.id, e.n]));
  const coverOf = new Map(covers.map((c) => [c.id, { id: c.id, url: c.url }]));
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.name,
    nameAr: arabicOf.get(row.id)?.name ?? '',
    descriptionEn: row.description,
    descriptionAr: arabicOf.get(row.id)?.description ?? '',
    price: row.price,
    oldPrice: row.oldPrice,
    currencyCode: row.currencyCode,
    coverImage: row.coverImageId === null ? null : (coverOf.get(row.coverImageId) ?? null),
    isPublished: row.isPublished,
    numberOfEnrollees: enrolleesOf.get(row.id) ?? 0,
    courses: courseRows
      .filter((c) => c.specializationId === row.id)
      .map((c) => ({
        courseId: c.courseId,
        name: courseNameIn(ctx.language, c, c.translated ?? undefined),
        weight: c.weight,
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function loadManaged(db: Db, ctx: RequestContext, specializationId: number): Promise<ManagedSpecialization> {
  const [item] = await toManaged(db, ctx, [await findOwned(db, ctx.orgId, specializationId)]);
  if (!item) throw notFound();
  return item;
}

/**
 * What each column sorts by: the name the table shows (in Arabic the Arabic one when there is
 * one), the price, the organization's enrollees, published before drafts; ties newest first.
 */
function sortKeys(language: Language): SortKeys<ManagedSpecializationSortColumn> {
  const arabicName = sql`(select ${specializationTranslations.name} from ${specializationTranslations}
    where ${specializationTranslations.specializationId} = ${specializations.id}
      and ${specializationTranslations.language} = 'ar')`;
  return {
    createdAt: [specializations.createdAt, specializations.id],
    name: [
      language === 'ar' ? sql`coalesce(nullif(${arabicName}, ''), ${specializations.name})` : specializations.name,
    ],
    price: [specializations.price],
    numberOfEnrollees: [
      sql`(select count(*) from ${specializationEnrollees}
        where ${specializationEnrollees.specializationId} = ${specializations.id}
          and ${specializationEnrollees.organizationId} = ${specializations.organizationId})`,
    ],
    status: [sql`not ${specializations.isPublished}`],
  };
}

export async function listManagedSpecializations(
  db: Db,
  ctx: RequestContext,
  query: {
    skip: number;
    take: number;
    search?: string | undefined;
    sort?: ManagedSpecializationSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listManagedSpecializations>> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = ownedWhere(
    ctx.orgId,
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
      .orderBy(
        ...orderOf(sortKeys(ctx.language), sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(specializations.createdAt),
          desc(specializations.id),
        ]),
      )
      .$dynamic(),
    db.$count(specializations, where),
  );
  return { data: await toManaged(db, ctx, rows), total };
}

export function getManagedSpecialization(db: Db, ctx: RequestContext, specializationId: number) {
  return loadManaged(db, ctx, specializationId);
}

/** Every chosen course must be offered by the organization (and not deleted): `specializations-002` otherwise. */
async function requireOfferedCourses(tx: Tx, orgId: number, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const offered = await offeredCourseIds(tx, orgId, courseIds);
  if (offered.length !== new Set(courseIds).size) throw new AppError('specializations-002');
}

/** Writes the Arabic translation and the courses (in the body's order) of a specialization, replacing what was there. */
async function writeDetails(tx: Tx, orgId: number, specializationId: number, body: Body): Promise<void> {
  await requireOfferedCourses(
    tx,
    orgId,
    body.courses.map((c) => c.courseId),
  );
  await tx
    .delete(specializationTranslations)
    .where(
      and(
        eq(specializationTranslations.specializationId, specializationId),
        eq(specializationTranslations.language, 'ar'),
      ),
    );
  if (body.nameAr) {
    await tx
      .insert(specializationTranslations)
      .values({ specializationId, language: 'ar', name: body.nameAr, description: body.descriptionAr });
  }
  await tx.delete(specializationCourses).where(eq(specializationCourses.specializationId, specializationId));
  if (body.courses.length > 0) {
    await tx.insert(specializationCourses).values(
      body.courses.map((c, position) => ({
        specializationId,
        courseId: c.courseId,
        weight: c.weight,
        position,
      })),
    );
  }
}

function rowValues(body: Body) {
  return {
    name: body.nameEn,
    description: body.descriptionEn,
    price: body.price,
    oldPrice: body.oldPrice,
    isPublished: body.isPublished,
    coverImageId: body.coverImageId,
  };
}

/** What saving a specialization's cover needs: the database and the app's media registry. */
type EditorDeps = { db: Db; extensions: Extensions };

/**
 * The cover must be an image the caller may publish, the check a course's cover has
 * (`requireMediaAttachable`: 404, `courses-084`, `media-009`); the cover the specialization
 * already has is not asked about again.
 */
async function checkCover(deps: EditorDeps, ctx: RequestContext, body: Body, stored?: Row): Promise<void> {
  const { coverImageId } = body;
  if (coverImageId === null || coverImageId === stored?.coverImageId) return;
  await requireMediaAttachable(deps, ctx, specializationCoverUse, [{ id: coverImageId, type: 'IMAGE' }]);
}

/** Creates a specialization with its translation, cover and courses, in one transaction. */
export async function createSpecialization(
  deps: EditorDeps,
  ctx: RequestContext,
  body: Body,
): Promise<ManagedSpecialization> {
  const { db } = deps;
  await checkCover(deps, ctx, body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(specializations)
      .values({ organizationId: ctx.orgId, ...rowValues(body) })
      .returning({ id: specializations.id });
    if (!row) throw new Error('specialization insert returned nothing');
    await writeDetails(tx, ctx.orgId, row.id, body);
    return row.id;
  });
  return loadManaged(db, ctx, id);
}

/** Replaces a specialization's fields, cover, translation and courses, in one transaction; enrollees stay. */
export async function updateSpecialization(
  deps: EditorDeps,
  ctx: RequestContext,
  specializationId: number,
  body: Body,
): Promise<ManagedSpecialization> {
  const { db } = deps;
  await checkCover(deps, ctx, body, await findOwned(db, ctx.orgId, specializationId));
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, ctx.orgId, specializationId);
    await tx
      .update(specializations)
      .set(rowValues(body))
      .where(ownedWhere(ctx.orgId, eq(specializations.id, row.id)));
    await writeDetails(tx, ctx.orgId, row.id, body);
  });
  return loadManaged(db, ctx, specializationId);
}

/** Marks a specialization deleted: learners stop seeing it; enrolments in its courses stay. */
export async function deleteSpecialization(db: Db, ctx: RequestContext, specializationId: number): Promise<null> {
  const row = await findOwned(db, ctx.orgId, specializationId);
  await db
    .update(specializations)
    .set({ isDeleted: true })
    .where(ownedWhere(ctx.orgId, eq(specializations.id, row.id)));
  return null;
}
