import type { UpdateCourseBody } from '@manara/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { requireCertificateTemplate } from '../certificates/index.ts';
import type { OfferedCourse } from './courses.policy.ts';
import { courseOfferings, courses } from './courses.tables.ts';

type OfferingRow = typeof courseOfferings.$inferSelect;
type OfferingColumns = Partial<typeof courseOfferings.$inferInsert>;

/** The fields of a course body that belong to the organization's offering, not to the course. */
const offeringFieldNames = [
  'price',
  'oldPrice',
  'accessRestrictionType',
  'creditUnits',
  'issueCertificate',
  'certificateTemplateId',
] as const;
type OfferingField = (typeof offeringFieldNames)[number];
export type OfferingFields = Pick<UpdateCourseBody, OfferingField>;

/** A discount shows only when the old price is above the price (spec: isDiscounted from the offering). */
export function isDiscounted(price: number, oldPrice: number | null): boolean {
  return oldPrice !== null && oldPrice > price;
}

/** Splits a course body into the offering's fields and the course's own. */
export function splitOfferingFields<Body extends UpdateCourseBody>(
  body: Body,
): { offering: OfferingFields; course: Omit<Body, OfferingField> } {
  const offering: OfferingFields = {};
  const course: Record<string, unknown> = { ...body };
  for (const name of offeringFieldNames) {
    if (body[name] !== undefined) (offering as Record<string, unknown>)[name] = body[name];
    delete course[name];
  }
  return { offering, course: course as Omit<Body, OfferingField> };
}

/**
 * The offering columns a body changes, or null when it changes none. `isDiscounted` follows the
 * price and old price, counting the stored one of whichever the body leaves out.
 */
export function offeringChanges(fields: OfferingFields, stored: OfferingRow): OfferingColumns | null {
  const { price, oldPrice, ...rest } = fields;
  const columns: OfferingColumns = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (price !== undefined || oldPrice !== undefined) {
    const nextPrice = price ?? stored.price;
    const nextOldPrice = oldPrice === undefined ? stored.oldPrice : oldPrice;
    Object.assign(columns, {
      price: nextPrice,
      oldPrice: nextOldPrice,
      isDiscounted: isDiscounted(nextPrice, nextOldPrice),
    });
  }
  return Object.keys(columns).length > 0 ? columns : null;
}

/** A new course's offering columns: the body's values over the spec's defaults. */
export function newOfferingColumns(fields: OfferingFields): OfferingColumns {
  const price = fields.price ?? 0;
  const oldPrice = fields.oldPrice ?? null;
  return {
    price,
    oldPrice,
    isDiscounted: isDiscounted(price, oldPrice),
    ...(fields.accessRestrictionType === undefined ? {} : { accessRestrictionType: fields.accessRestrictionType }),
    ...(fields.creditUnits === undefined ? {} : { creditUnits: fields.creditUnits }),
    ...(fields.issueCertificate === undefined ? {} : { issueCertificate: fields.issueCertificate }),
    ...(fields.certificateTemplateId === undefined ? {} : { certificateTemplateId: fields.certificateTemplateId }),
  };
}

/**
 * The certificate template a body names is one of the organization's (404 `common-002` otherwise,
 * as another organization's file or course). The template the offering already names is not
 * asked about again.
 */
export async function checkOfferingReferences(
  db: Db,
  orgId: number,
  fields: OfferingFields,
  stored?: OfferingRow,
): Promise<void> {
  const templateId = fields.certificateTemplateId;
  if (typeof templateId === 'number' && templateId !== stored?.certificateTemplateId) {
    await requireCertificateTemplate(db, orgId, templateId);
  }
}

/**
 * Takes a seat of the organization's offering for a new enrolment, in the caller's transaction:
 * one conditional UPDATE of the offering's counter that only succeeds while a seat is left, whatever
 * runs beside it, so that concurrent enrolments cannot overrun the limit. The limit is the
 * course's, kept by the organization that owns it. False when the course is full.
 */
export async function takeSeat(tx: Tx | Db, orgId: number, { course, offering }: OfferedCourse): Promise<boolean> {
  const ofCourse = inOrganization(courses, course.organizationId, eq(courses.id, course.id));
  const [seat] = await tx
    .update(courseOfferings)
    .set({ numberOfEnrollees: sql`${courseOfferings.numberOfEnrollees} + 1` })
    .where(
      inOrganization(
        courseOfferings,
        orgId,
        eq(courseOfferings.id, offering.id),
        sql`(select ${courses.maxEnrollmentCount} from ${courses} where ${ofCourse}) is null
          or ${courseOfferings.numberOfEnrollees} < (select ${courses.maxEnrollmentCount} from ${courses} where ${ofCourse})`,
      ),
    )
    .returning({ n: courseOfferings.numberOfEnrollees });
  return seat !== undefined;
}

/** Gives back the seat of an enrolment that ended, in the caller's transaction (never below zero). */
export async function freeSeat(tx: Tx | Db, orgId: number, courseId: number): Promise<void> {
  await tx
    .update(courseOfferings)
    .set({ numberOfEnrollees: sql`greatest(${courseOfferings.numberOfEnrollees} - 1, 0)` })
    .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courseId)));
}

/**
 * Sets the course's rating in the organization's offering. The reviews module computes it, as
 * SQL so that the average and the count are read from its reviews by the same UPDATE.
 */
export async function setOfferingRating(
  tx: Tx | Db,
  orgId: number,
  courseId: number,
  rating: { average: SQL<number>; count: SQL<number> },
): Promise<void> {
  await tx
    .update(courseOfferings)
    .set({ ratingAverage: rating.average, ratingCount: rating.count })
    .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courseId)));
}

/**
 * Locks the organization's offering of the course until the caller's transaction ends, so that
 * writers of its columns (the reviews' rating, `setOfferingRating`) recompute one after another.
 */
export async function lockOffering(tx: Tx, orgId: number, courseId: number): Promise<void> {
  await tx
    .select({ id: courseOfferings.id })
    .from(courseOfferings)
    .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courseId)))
    .for('update');
}
