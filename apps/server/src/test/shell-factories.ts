import type { Db } from '../db/client.ts';
import { orgAnnouncements, orgAnnouncementTranslations } from '../modules/announcements/announcements.tables.ts';
import { supportTickets } from '../modules/support/support.tables.ts';

/** An announcement of `orgId` with an English and an Arabic body, shown from now on unless dates are given. */
export async function buildAnnouncement(
  db: Db,
  orgId: number,
  overrides: { startDate?: Date | null; endDate?: Date | null; createdAt?: Date; externalLink?: string | null } = {},
) {
  const [row] = await db
    .insert(orgAnnouncements)
    .values({
      organizationId: orgId,
      externalLink: overrides.externalLink ?? null,
      startDate: overrides.startDate ?? null,
      endDate: overrides.endDate ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning({ id: orgAnnouncements.id });
  if (!row) throw new Error('announcement insert returned nothing');
  await db.insert(orgAnnouncementTranslations).values([
    { announcementId: row.id, language: 'en', body: `Announcement ${row.id}` },
    { announcementId: row.id, language: 'ar', body: `إعلان ${row.id}` },
  ]);
  return { id: row.id };
}

/** A technical-support ticket of `orgId`, by a guest unless a user id is given. */
export async function buildSupportTicket(db: Db, orgId: number, userId: number | null = null) {
  const [row] = await db
    .insert(supportTickets)
    .values({
      organizationId: orgId,
      userId,
      name: 'Ticket Owner',
      email: 'owner@example.test',
      issueTopic: 'technical',
      issueDescription: 'The video of lesson two does not play.',
    })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error('support ticket insert returned nothing');
  return { id: row.id };
}
