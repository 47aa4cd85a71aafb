import type { CallResponse, getCustomConfig, OrganizationDashboard } from '@manara/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { unsafeFiles } from '../media/index.ts';
import {
  configurationKeys,
  fontFamilies,
  fontStyles,
  organizationColors,
  organizationConfigurations,
  organizationSettings,
  organizations,
  organizationTerms,
  terminologyKeys,
} from './organizations.tables.ts';

export async function organizationExists(db: Db, orgId: number): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId));
  return rows.length > 0;
}

/**
 * Finds the organization a dashboard request is about: by domain prefix, then by the host of
 * `url` (its student URL, or its prefix as the first label of the host), then the header's id.
 */
export async function resolveDashboardOrganization(
  db: Db,
  headerOrgId: number,
  query: { prefix?: string | undefined; url?: string | undefined },
): Promise<number> {
  if (query.prefix) return findOrganizationBy(db, eq(organizations.domainPrefix, query.prefix.toLowerCase()));
  if (query.url) {
    const host = new URL(query.url).host.toLowerCase();
    const prefix = host.split('.')[0] ?? '';
    return findOrganizationBy(
      db,
      or(
        sql`lower(split_part(regexp_replace(${organizations.studentUrl}, '^[a-z]+://', ''), '/', 1)) = ${host}`,
        eq(organizations.domainPrefix, prefix),
      ),
    );
  }
  return headerOrgId;
}

async function findOrganizationBy(db: Db, where: ReturnType<typeof eq> | undefined): Promise<number> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(where).limit(1);
  if (!row) throw new AppError('organizations-001');
  return row.id;
}

function mediaRef(row: { id: number | null; url: string | null } | null) {
  return row?.id != null && row.url != null ? { id: row.id, url: row.url } : null;
}

/** The organization with branding, configuration (credentials left out) and terminology. */
export async function getOrganizationDashboard(db: Db, orgId: number): Promise<OrganizationDashboard> {
  const logo = unsafeFiles('logo');
  const icon = unsafeFiles('icon');
  const certificateIcon = unsafeFiles('certificate_icon');
  const termMedium = unsafeFiles('term_medium');
  const [orgRows, colors, fonts, configuration, terms] = await Promise.all([
    db
      .select({
        org: organizations,
        settings: organizationSettings,
        logo: { id: logo.id, url: logo.url },
        icon: { id: icon.id, url: icon.url },
        certificateIcon: { id: certificateIcon.id, url: certificateIcon.url },
      })
      .from(organizations)
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
      .leftJoin(logo, eq(logo.id, organizations.logoId))
      .leftJoin(icon, eq(icon.id, organizations.iconId))
      .leftJoin(certificateIcon, eq(certificateIcon.id, organizations.certificateIconId))
      .where(eq(organizations.id, orgId)),
    db
      .select({ slug: organizationColors.slug, value: organizationColors.value })
      .from(organizationColors)
      .where(eq(organizationColors.organizationId, orgId))
      .orderBy(asc(organizationColors.slug)),
    db
      .select({ family: fontFamilies, style: fontStyles })
      .from(organizations)
      .innerJoin(fontFamilies, eq(fontFamilies.id, organizations.fontFamilyId))
      .leftJoin(fontStyles, eq(fontStyles.fontFamilyId, fontFamilies.id))
      .where(eq(organizations.id, orgId))
      .orderBy(asc(fontStyles.weight)),
    listConfiguration(db, orgId),
    db
      .select({ key: terminologyKeys, term: organizationTerms, medium: { id: termMedium.id, url: termMedium.url } })
      .from(terminologyKeys)
      .leftJoin(
        organizationTerms,
        inOrganization(organizationTerms, orgId, eq(organizationTerms.terminologyKeyId, terminologyKeys.id)),
      )
      .leftJoin(termMedium, eq(termMedium.id, organizationTerms.mediaId))
      .orderBy(asc(terminologyKeys.slug), asc(organizationTerms.language)),
  ]);
  const row = orgRows[0];
  if (!row) throw new AppError('organizations-001');
  const { org, settings } = row;

  const fontFamiliesOut: OrganizationDashboard['fontFamilies'] = [];
  for (const { family, style } of fonts) {
    let entry = fontFamiliesOut.find((f) => f.id === family.id);
    if (!entry) {
      entry = { id: family.id, name: family.name, styles: [] };
      fontFamiliesOut.push(entry);
    }
    if (style) entry.styles.push({ weight: style.weight, isItalic: style.isItalic, url: style.url });
  }

  const terminology: OrganizationDashboard['terminology'] = {};
  for (const { key, term, medium } of terms) {
    terminology[key.slug] ??= {
      slug: key.slug,
      defaultValue: {
        isRequired: key.isRequired,
        media: key.defaultMediaUrl ? { url: key.defaultMediaUrl } : null,
        singular: { en: key.singularEn, ar: key.singularAr },
        plural: { en: key.pluralEn, ar: key.pluralAr },
      },
      organizationTerms: [],
    };
    if (term) {
      terminology[key.slug]?.organizationTerms.push({
        language: term.language,
        medium: mediaRef(medium),
        value: { singular: term.valueSingular, plural: term.valuePlural },
      });
    }
  }

  return {
    id: org.id,
    name: org.name,
    nameArabic: org.nameArabic,
    domainPrefix: org.domainPrefix,
    description: org.description,
    copyrightMessage: org.copyrightMessage,
    studentUrl: org.studentUrl,
    adminUrl: org.adminUrl,
    currencyCode: org.currencyCode,
    logo: mediaRef(row.logo),
    icon: mediaRef(row.icon),
    certificateIcon: mediaRef(row.certificateIcon),
    colors,
    fontFamilies: fontFamiliesOut,
    configuration,
    terminology,
    settings: {
      passingGradePercentage: settings?.passingGradePercentage ?? 0.5,
      mandatoryAttendancePercentage: settings?.mandatoryAttendancePercentage ?? 1,
    },
  };
}

/** Where this app's staff portal is, under an address of the web app. */
export const PORTAL_PATH = '/portal';

/**
 * The organization's admin site: the `adminUrl` it was given, else the portal of this web app at
 * the organization's own student address, else at the server's public address.
 */
export function withPortalAddress(dashboard: OrganizationDashboard, publicUrl: string): OrganizationDashboard {
  // The cache hands out the same dashboard until it changes: its address is worked out once, and
  // the answer, frozen, is written once as JSON (platform/serializer.ts; issue 11).
  const known = withAddress.get(dashboard);
  if (known?.publicUrl === publicUrl) return known.answer;
  const answer = Object.freeze({
    ...dashboard,
    adminUrl: dashboard.adminUrl || new URL(PORTAL_PATH, absoluteUrl(dashboard.studentUrl) ?? publicUrl).toString(),
  });
  withAddress.set(dashboard, { publicUrl, answer });
  return answer;
}

const withAddress = new WeakMap<OrganizationDashboard, { publicUrl: string; answer: OrganizationDashboard }>();

function absoluteUrl(value: string | null): string | null {
  return value && URL.canParse(value) ? value : null;
}

/** Every non-secret configuration key with the organization's value, or the key's default. */
export async function listConfiguration(db: Db, orgId: number, onlyKeys?: string[]) {
  const rows = await db
    .select({
      key: configurationKeys.key,
      defaultValue: configurationKeys.defaultValue,
      value: organizationConfigurations.value,
      isSet: sql<boolean>`${organizationConfigurations.organizationId} is not null`,
    })
    .from(configurationKeys)
    .leftJoin(
      organizationConfigurations,
      inOrganization(
        organizationConfigurations,
        orgId,
        eq(organizationConfigurations.configurationKeyId, configurationKeys.id),
      ),
    )
    .where(and(eq(configurationKeys.isSecret, false), onlyKeys ? inArray(configurationKeys.key, onlyKeys) : undefined))
    .orderBy(asc(configurationKeys.key));
  return rows.map((r) => ({ key: r.key, value: r.isSet ? r.value : r.defaultValue }));
}

/** Of `keys`, the configuration flags that are on (`true`) for the organization: the access guard's question. */
export async function flagsOn(db: Db, orgId: number, keys: readonly string[]): Promise<ReadonlySet<string>> {
  const entries = await listConfiguration(db, orgId, [...keys]);
  return new Set(entries.filter((entry) => entry.value === true).map((entry) => entry.key));
}

export async function getCustomConfigValue(
  db: Db,
  orgId: number,
  params: { organizationId: number; key: string },
): Promise<CallResponse<typeof getCustomConfig>> {
  if (params.organizationId !== orgId) throw new AppError('organizations-001');
  const [entry] = await listConfiguration(db, orgId, [params.key]);
  if (!entry) throw new AppError('organizations-002');
  return entry;
}
