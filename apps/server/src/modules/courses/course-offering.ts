import type { UpdateCourseBody } from '@manara/contract';
import type { Db } from '../../db/client.ts';
import { requireCertificateTemplate } from '../certificates/index.ts';
import type { courseOfferings } from './courses.tables.ts';

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
