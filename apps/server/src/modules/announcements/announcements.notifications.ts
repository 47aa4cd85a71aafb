import { NotificationControlGroupId, NotificationPortal, NotificationTemplateId } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { richTextToPlainText } from '../../platform/rich-text.ts';
import { defineNotificationTemplate } from '../notifications/index.ts';
import { listMemberIds } from '../users/index.ts';
import { orgAnnouncements, orgAnnouncementTranslations } from './announcements.tables.ts';

const EXCERPT_LENGTH = 120;

/** The body's first words as plain text (the editor's HTML read as text). */
function excerpt(text: string): string {
  const flat = richTextToPlainText(text).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/**
 * Template 44 (ours; spec 1 §9 stops at 42): an organization announcement reached the banner, so
 * every member hears of it once, with its first words in their language.
 */
export const organizationAnnouncementTemplate = defineNotificationTemplate({
  id: NotificationTemplateId.organizationAnnouncement,
  key: 'organization-announcement',
  controlGroupId: NotificationControlGroupId.organizationAnnouncements,
  portal: NotificationPortal.learner,
  name: { en: 'Announcements of your organization', ar: 'إعلانات منظمتك' },
  text: { en: 'Announcement: {body}', ar: 'إعلان: {body}' },
  channels: ['inApp', 'email', 'push'],
  event: 'announcements.published',
  async build({ db, clock }, event) {
    const [row] = await db
      .select()
      .from(orgAnnouncements)
      .where(
        and(eq(orgAnnouncements.id, event.announcementId), eq(orgAnnouncements.organizationId, event.organizationId)),
      );
    const now = clock.now();
    if (!row || (row.startDate && row.startDate > now) || (row.endDate && row.endDate <= now)) return null;
    const translations = await db
      .select()
      .from(orgAnnouncementTranslations)
      .where(eq(orgAnnouncementTranslations.announcementId, row.id));
    const en = translations.find((t) => t.language === 'en')?.body ?? translations[0]?.body ?? '';
    const ar = translations.find((t) => t.language === 'ar')?.body ?? en;
    const members = await listMemberIds(db, event.organizationId);
    return {
      recipients: members.map((userId) => ({ organizationId: event.organizationId, userId })),
      params: { body: { en: excerpt(en), ar: excerpt(ar) } },
      data: { announcementId: row.id },
      sourceKey: `org-announcement:${row.id}`,
    };
  },
});
