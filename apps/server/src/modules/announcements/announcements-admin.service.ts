import type { CreateOrgAnnouncementBody, OrgAnnouncementDetail, UpdateOrgAnnouncementBody } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { richTextToPlainText, sanitizeRichText } from '../../platform/rich-text.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { loadTranslations, toAnnouncement } from './announcements.service.ts';
import { orgAnnouncements, orgAnnouncementTranslations } from './announcements.tables.ts';

type CreateBody = z.output<typeof CreateOrgAnnouncementBody>;
type UpdateBody = z.output<typeof UpdateOrgAnnouncementBody>;

const toDate = (value: string | null) => (value === null ? null : new Date(value));

function findOwn(db: Db | Tx, ctx: RequestContext, announcementId: number) {
  return requireInOrganization(db, orgAnnouncements, ctx.orgId, announcementId);
}

/** One announcement of the caller's organization with every translation. */
export async function getOrgAnnouncement(
  db: Db,
  ctx: RequestContext,
  announcementId: number,
): Promise<OrgAnnouncementDetail> {
  const row = await findOwn(db, ctx, announcementId);
  const translations = await loadTranslations(db, [row.id]);
  return {
    ...toAnnouncement(row, translations, ctx.language),
    translations: translations
      .map(({ language, body }) => ({ language, body }))
      .sort((a, b) => a.language.localeCompare(b.language)),
  };
}

/**
 * The bodies as stored: HTML from the portal's editor sanitized (docs/decisions/announcements.md),
 * plain text as written. A body left without any text once cleaned (only a script, say) is refused
 * in place, as an empty one is.
 */
function cleanTranslations(translations: CreateBody['translations']): CreateBody['translations'] {
  return translations.map((translation, index) => {
    const body = sanitizeRichText(translation.body);
    if (!richTextToPlainText(body).trim()) {
      throw new AppError('validation', [{ path: `body.translations.${index}.body`, message: 'form.required' }]);
    }
    return { language: translation.language, body };
  });
}

/** Every write of a body passes here, so that none is stored unsanitized. */
async function replaceTranslations(tx: Tx, announcementId: number, translations: CreateBody['translations']) {
  const clean = cleanTranslations(translations);
  await tx.delete(orgAnnouncementTranslations).where(eq(orgAnnouncementTranslations.announcementId, announcementId));
  await tx
    .insert(orgAnnouncementTranslations)
    .values(clean.map((t) => ({ announcementId, language: t.language, body: t.body })));
}

/** Members hear of an announcement when it reaches the banner: now, or at its start. */
async function announcePublished(ctx: RequestContext, tx: Tx, announcementId: number, startDate: Date | null) {
  await ctx.events.publish('announcements.published', { organizationId: ctx.orgId, announcementId }, tx, {
    at: startDate ?? undefined,
  });
}

export async function createOrgAnnouncement(
  db: Db,
  ctx: RequestContext,
  body: CreateBody,
): Promise<OrgAnnouncementDetail> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orgAnnouncements)
      .values({
        organizationId: ctx.orgId,
        externalLink: body.externalLink,
        startDate: toDate(body.startDate),
        endDate: toDate(body.endDate),
        createdById: ctx.user?.id ?? null,
      })
      .returning({ id: orgAnnouncements.id });
    if (!row) throw new Error('announcement insert returned nothing');
    await replaceTranslations(tx, row.id, body.translations);
    await announcePublished(ctx, tx, row.id, toDate(body.startDate));
    return row.id;
  });
  return getOrgAnnouncement(db, ctx, id);
}

/** Changes the given fields; the dates, merged with the stored ones, must still end after they start. */
export async function updateOrgAnnouncement(
  db: Db,
  ctx: RequestContext,
  announcementId: number,
  body: UpdateBody,
): Promise<OrgAnnouncementDetail> {
  await db.transaction(async (tx) => {
    const row = await findOwn(tx, ctx, announcementId);
    const startDate = body.startDate === undefined ? row.startDate : toDate(body.startDate);
    const endDate = body.endDate === undefined ? row.endDate : toDate(body.endDate);
    if (startDate && endDate && endDate <= startDate) throw new AppError('announcements-001');
    await tx
      .update(orgAnnouncements)
      .set({
        startDate,
        endDate,
        ...(body.externalLink !== undefined ? { externalLink: body.externalLink } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(inOrganization(orgAnnouncements, ctx.orgId, eq(orgAnnouncements.id, row.id)));
    if (body.translations) await replaceTranslations(tx, row.id, body.translations);
    // A new start is a new moment to tell members (once: the notification remembers its source).
    if (body.startDate !== undefined) await announcePublished(ctx, tx, row.id, startDate);
  });
  return getOrgAnnouncement(db, ctx, announcementId);
}

export async function deleteOrgAnnouncement(db: Db, ctx: RequestContext, announcementId: number): Promise<null> {
  const deleted = await db
    .delete(orgAnnouncements)
    .where(inOrganization(orgAnnouncements, ctx.orgId, eq(orgAnnouncements.id, announcementId)))
    .returning({ id: orgAnnouncements.id });
  if (deleted.length === 0) throw notFound();
  return null;
}
