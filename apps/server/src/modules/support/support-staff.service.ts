import type * as calls from '@manara/contract';
import type {
  ContactMessage,
  ContactMessageSortColumn,
  Language,
  NewsletterSubscriber,
  NewsletterSubscriberSortColumn,
  SortOrder,
} from '@manara/contract';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged } from '../../platform/pagination.ts';
import { nullable, orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { membershipsIn, people } from '../users/index.ts';
import { contactMessages, emailSubscriptions } from './support.tables.ts';

/**
 * What support staff read in the portal (issue 13): the contact-us messages and the newsletter
 * subscribers of their organization (the calls' access: administrator portal).
 */

function likePattern(search: string | undefined): string | null {
  return search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

type SortQuery<C extends string> = { sort?: C | undefined; order?: SortOrder | undefined };

/** What each column of the messages sorts by; ties newest first. */
const messageSortKeys: SortKeys<ContactMessageSortColumn> = {
  createdAt: [contactMessages.createdAt, contactMessages.id],
  name: [contactMessages.name],
  subject: [contactMessages.subject],
};

export async function listContactMessages(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; search?: string | undefined } & SortQuery<ContactMessageSortColumn>,
): Promise<calls.CallResponse<typeof calls.listContactMessages>> {
  const pattern = likePattern(query.search);
  const where = inOrganization(
    contactMessages,
    ctx.orgId,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
        )
      : undefined,
  );
  const { data: rows, total } = await paged(
    query,
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(
        ...orderOf(messageSortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(contactMessages.createdAt),
          desc(contactMessages.id),
        ]),
      )
      .$dynamic(),
    db.$count(contactMessages, where),
  );
  return {
    data: rows.map(
      (row): ContactMessage => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phoneNumber: row.phoneNumber || null,
        subject: row.subject,
        message: row.message,
        userId: row.userId,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    total,
  };
}

/** The memberships of the subscribers' organization (`membershipsIn`), which tell its members. */
type Memberships = ReturnType<typeof membershipsIn>;

/**
 * Subscribers with the names of the organization's members who subscribed with their account's
 * address (`memberId` null: an address alone, or someone who is not a member here). `where`
 * keeps to the organization of `memberships`.
 */
function selectSubscribers(db: Db, memberships: Memberships, where: SQL) {
  return db
    .select({
      subscription: emailSubscriptions,
      firstName: people.firstName,
      lastName: people.lastName,
      firstNameAr: people.firstNameAr,
      lastNameAr: people.lastNameAr,
      memberId: memberships.id,
    })
    .from(emailSubscriptions)
    .leftJoin(people, sql`lower(${people.email}) = lower(${emailSubscriptions.email})`)
    .leftJoin(memberships, eq(memberships.userId, people.id))
    .where(where);
}

type SubscriberRow = Awaited<ReturnType<ReturnType<typeof selectSubscribers>['execute']>>[number];

/** A member's full name in a language (Arabic falls back to the English name), or null for an address alone. */
function memberName(row: SubscriberRow, language: Language): string | null {
  if (row.memberId === null || row.firstName === null) return null;
  const english = `${row.firstName} ${row.lastName ?? ''}`.trim();
  if (language === 'en') return english || null;
  const arabic = `${row.firstNameAr ?? ''} ${row.lastNameAr ?? ''}`.trim();
  return arabic || english || null;
}

function subscribersWhere(orgId: number, search: string | undefined): SQL {
  const pattern = likePattern(search);
  return inOrganization(emailSubscriptions, orgId, pattern ? ilike(emailSubscriptions.email, pattern) : undefined);
}

/**
 * What each column of the subscribers sorts by: the member's name (as stored; an address alone,
 * which has none, last either way), the language; ties newest first.
 */
function subscriberSortKeys(memberships: Memberships): SortKeys<NewsletterSubscriberSortColumn> {
  return {
    createdAt: [emailSubscriptions.createdAt, emailSubscriptions.id],
    email: [emailSubscriptions.email],
    name: [
      nullable(sql`case when ${memberships.id} is not null then ${people.firstName} end`),
      nullable(sql`case when ${memberships.id} is not null then ${people.lastName} end`),
    ],
    language: [emailSubscriptions.language],
  };
}

export async function listNewsletterSubscribers(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; search?: string | undefined } & SortQuery<NewsletterSubscriberSortColumn>,
): Promise<calls.CallResponse<typeof calls.listNewsletterSubscribers>> {
  const where = subscribersWhere(ctx.orgId, query.search);
  const memberships = membershipsIn(ctx.orgId);
  const { data: rows, total } = await paged(
    query,
    selectSubscribers(db, memberships, where)
      .orderBy(
        ...orderOf(subscriberSortKeys(memberships), sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(emailSubscriptions.createdAt),
          desc(emailSubscriptions.id),
        ]),
      )
      .$dynamic(),
    db.$count(emailSubscriptions, where),
  );
  return {
    data: rows.map(
      (row): NewsletterSubscriber => ({
        id: row.subscription.id,
        email: row.subscription.email,
        name: memberName(row, ctx.language),
        language: row.subscription.language,
        createdAt: row.subscription.createdAt.toISOString(),
      }),
    ),
    total,
  };
}

/** A CSV field: quoted when needed, and never read as a formula by spreadsheets. */
function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every subscriber as CSV, oldest first, with a byte-order mark so that spreadsheets read Arabic names. */
export async function getNewsletterSubscribersCsv(db: Db, ctx: RequestContext): Promise<string> {
  const rows = await selectSubscribers(db, membershipsIn(ctx.orgId), subscribersWhere(ctx.orgId, undefined)).orderBy(
    emailSubscriptions.createdAt,
    emailSubscriptions.id,
  );
  const header = ['email', 'name', 'nameAr', 'language', 'subscribedAt'];
  const lines = rows.map((row) => {
    const english = memberName(row, 'en');
    const arabic = row.firstNameAr || row.lastNameAr ? memberName(row, 'ar') : null;
    return [
      row.subscription.email,
      english,
      arabic,
      row.subscription.language,
      row.subscription.createdAt.toISOString(),
    ]
      .map(csvField)
      .join(',');
  });
  return `\ufeff${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
