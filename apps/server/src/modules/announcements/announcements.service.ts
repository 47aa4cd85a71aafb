import type * as calls from '@manara/contract';
import {
  type Language,
  MemberPermission,
  type OrgAnnouncement,
  type OrgAnnouncementSortColumn,
  type SortOrder,
} from '@manara/contract';
import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { nullable, orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { checkPermissions } from '../permissions/index.ts';
import { orgAnnouncementDismissals, orgAnnouncements, orgAnnouncementTranslations } from './announcements.tables.ts';

type AnnouncementRow = typeof orgAnnouncements.$inferSelect;
type TranslationRow = { announcementId: number; language: Language; body: string };

/** The body in the wanted language, else in the other one (an announcement may have only one). */
export function pickBody(translations: readonly TranslationRow[], language: Language): string {
  return (translations.find((t) => t.language === language) ?? translations[0])?.body ?? '';
}

export function toAnnouncement(row: AnnouncementRow, translations: readonly TranslationRow[], language: Language) {
  return {
    id: row.id,
    body: pickBody(translations, language),
    externalLink: row.externalLink,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  } satisfies OrgAnnouncement;
}

export async function loadTranslations(db: Db, ids: number[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      announcementId: orgAnnouncementTranslations.announcementId,
      language: orgAnnouncementTranslations.language,
      body: orgAnnouncementTranslations.body,
    })
    .from(orgAnnouncementTranslations)
    .where(inArray(orgAnnouncementTranslations.announcementId, ids));
}

/** Whether the caller may manage announcements (the same rule as the admin calls' access). */
export async function canManageAnnouncements(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  return (await checkPermissions(db, ctx.permissions())).member(MemberPermission.manageOrganization);
}

/**
 * What each column of the administrators' table sorts by at `now`: the dates (an announcement
 * without one last, either way) and the state as scheduled, showing, ended; ties newest first.
 */
function announcementSortKeys(now: Date): SortKeys<OrgAnnouncementSortColumn> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    createdAt: [orgAnnouncements.createdAt, orgAnnouncements.id],
    startDate: [nullable(orgAnnouncements.startDate)],
    endDate: [nullable(orgAnnouncements.endDate)],
    state: [
      sql`case when ${orgAnnouncements.startDate} > ${at} then 0 when ${orgAnnouncements.endDate} <= ${at} then 2 else 1 end`,
    ],
  };
}

/**
 * The banner's list (spec 1 §7 Announcements): newest first unless sorted, started ones only
 * unless an administrator asks for scheduled ones too; without expired or dismissed ones when asked.
 */
export async function listOrgAnnouncements(
  db: Db,
  ctx: RequestContext,
  query: {
    skip: number;
    take: number;
    filterDismissed: boolean;
    filterExpired: boolean;
    includeScheduled: boolean;
    sort?: OrgAnnouncementSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listOrgAnnouncements>> {
  if (query.includeScheduled && !(await canManageAnnouncements(db, ctx))) throw new AppError('common-007');
  const now = ctx.clock.now();
  const conditions: (SQL | undefined)[] = [eq(orgAnnouncements.organizationId, ctx.orgId)];
  if (!query.includeScheduled) {
    conditions.push(or(isNull(orgAnnouncements.startDate), lte(orgAnnouncements.startDate, now)));
  }
  if (query.filterExpired) conditions.push(or(isNull(orgAnnouncements.endDate), gt(orgAnnouncements.endDate, now)));
  if (query.filterDismissed && ctx.user) {
    const userId = ctx.user.id;
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(orgAnnouncementDismissals)
          .where(
            and(
              eq(orgAnnouncementDismissals.announcementId, orgAnnouncements.id),
              eq(orgAnnouncementDismissals.userId, userId),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const { data: rows, total } = await paged(
    query,
    db
      .select()
      .from(orgAnnouncements)
      .where(where)
      .orderBy(
        ...orderOf(announcementSortKeys(now), sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(orgAnnouncements.createdAt),
          desc(orgAnnouncements.id),
        ]),
      )
      .$dynamic(),
    db.$count(orgAnnouncements, where),
  );
  const translations = await loadTranslations(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) =>
      toAnnouncement(
        row,
        translations.filter((t) => t.announcementId === row.id),
        ctx.language,
      ),
    ),
    total,
  };
}

/** Records that the signed-in user closed an announcement of their organization (idempotent). */
export async function dismissOrgAnnouncement(db: Db, ctx: RequestContext, announcementId: number): Promise<null> {
  if (!ctx.user) throw new AppError('common-009');
  const [row] = await db
    .select({ id: orgAnnouncements.id })
    .from(orgAnnouncements)
    .where(inOrganization(orgAnnouncements, ctx.orgId, eq(orgAnnouncements.id, announcementId)));
  if (!row) throw notFound();
  await db
    .insert(orgAnnouncementDismissals)
    .values({ announcementId: row.id, userId: ctx.user.id })
    .onConflictDoNothing();
  return null;
}
