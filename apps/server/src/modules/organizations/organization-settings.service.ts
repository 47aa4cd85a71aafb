import type {
  CallResponse,
  listFontFamilies,
  UpdateBrandingBody,
  UpdateConfigurationBody,
  UpdateTerminologyBody,
} from '@manara/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { type MediaReference, requireMediaAttachable } from '../media/index.ts';
import { brandingMediaUse } from './organizations.media-uses.ts';
import {
  configurationKeys,
  fontFamilies,
  fontStyles,
  organizationColors,
  organizationConfigurations,
  organizations,
  organizationTerms,
  terminologyKeys,
} from './organizations.tables.ts';

type SettingsDeps = { db: Db; extensions: Extensions };

const brandingImages = ['logoId', 'iconId', 'certificateIconId'] as const;

/**
 * Changes the organization's name, images, colours and font in one transaction. A new image must
 * be an image the caller may publish (`requireMediaAttachable` with the branding's public use);
 * an image the organization already shows there is not asked about again.
 */
export async function updateBranding(deps: SettingsDeps, ctx: RequestContext, body: UpdateBrandingBody): Promise<void> {
  const { db } = deps;
  const [stored] = await db.select().from(organizations).where(eq(organizations.id, ctx.orgId));
  if (!stored) throw new AppError('organizations-001');
  const files: MediaReference[] = [];
  for (const field of brandingImages) {
    const id = body[field];
    if (typeof id === 'number' && id !== stored[field]) files.push({ id, type: 'IMAGE' });
  }
  await requireMediaAttachable(deps, ctx, brandingMediaUse, files);
  if (typeof body.fontFamilyId === 'number') {
    const [font] = await db.select().from(fontFamilies).where(eq(fontFamilies.id, body.fontFamilyId));
    if (!font) throw new AppError('organizations-004');
  }

  const { colors, ...fields } = body;
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ ...fields, updatedAt: ctx.clock.now() })
      .where(eq(organizations.id, ctx.orgId));
    for (const color of colors ?? []) {
      await tx
        .insert(organizationColors)
        .values({ organizationId: ctx.orgId, slug: color.slug, value: color.value })
        .onConflictDoUpdate({
          target: [organizationColors.organizationId, organizationColors.slug],
          set: { value: color.value },
        });
    }
  });
}

/** Every font family an organization may choose, with its styles. */
export async function listFonts(db: Db): Promise<CallResponse<typeof listFontFamilies>> {
  const rows = await db
    .select({ family: fontFamilies, style: fontStyles })
    .from(fontFamilies)
    .leftJoin(fontStyles, eq(fontStyles.fontFamilyId, fontFamilies.id))
    .orderBy(asc(fontFamilies.name), asc(fontStyles.weight));
  const families = new Map<number, CallResponse<typeof listFontFamilies>['data'][number]>();
  for (const { family, style } of rows) {
    const entry = families.get(family.id) ?? { id: family.id, name: family.name, styles: [] };
    families.set(family.id, entry);
    if (style) entry.styles.push({ weight: style.weight, isItalic: style.isItalic, url: style.url });
  }
  const data = [...families.values()];
  return { data, total: data.length };
}

/**
 * Sets the organization's words for terms: each entry replaces the singular and plural of one
 * slug in one language; when both are empty the organization's row goes (the default applies
 * again) unless it still holds an image.
 */
export async function updateTerminology(db: Db, ctx: RequestContext, body: UpdateTerminologyBody): Promise<void> {
  const slugs = [...new Set(body.terms.map((term) => term.slug))];
  const keys = await db
    .select({ id: terminologyKeys.id, slug: terminologyKeys.slug })
    .from(terminologyKeys)
    .where(inArray(terminologyKeys.slug, slugs));
  const keyOf = new Map(keys.map((key) => [key.slug, key.id]));
  await db.transaction(async (tx) => {
    for (const term of body.terms) {
      const terminologyKeyId = keyOf.get(term.slug);
      // The contract lists the slugs the reference data holds; one missing is a broken install.
      if (terminologyKeyId === undefined) throw new Error(`terminology key ${term.slug} is missing`);
      const singular = term.singular || null;
      const plural = term.plural || null;
      const scope = and(
        eq(organizationTerms.organizationId, ctx.orgId),
        eq(organizationTerms.terminologyKeyId, terminologyKeyId),
        eq(organizationTerms.language, term.language),
      );
      if (singular === null && plural === null) {
        await tx.delete(organizationTerms).where(and(scope, sql`${organizationTerms.mediaId} is null`));
        await tx.update(organizationTerms).set({ valueSingular: null, valuePlural: null }).where(scope);
        continue;
      }
      await tx
        .insert(organizationTerms)
        .values({
          organizationId: ctx.orgId,
          terminologyKeyId,
          language: term.language,
          valueSingular: singular,
          valuePlural: plural,
        })
        .onConflictDoUpdate({
          target: [organizationTerms.organizationId, organizationTerms.terminologyKeyId, organizationTerms.language],
          set: { valueSingular: singular, valuePlural: plural },
        });
    }
  });
}

/**
 * Sets configuration values. Only keys the platform lets organizations edit
 * (`is_editable_by_org_admin`, never a credential) are taken: another is 403 `organizations-005`.
 */
export async function updateConfiguration(db: Db, ctx: RequestContext, body: UpdateConfigurationBody): Promise<void> {
  const entries = Object.entries(body).filter(([, value]) => value !== undefined);
  const keys = await db
    .select()
    .from(configurationKeys)
    .where(
      inArray(
        configurationKeys.key,
        entries.map(([key]) => key),
      ),
    );
  const keyOf = new Map(keys.map((key) => [key.key, key]));
  for (const [key] of entries) {
    const row = keyOf.get(key);
    if (!row?.isEditableByOrgAdmin || row.isSecret) throw new AppError('organizations-005');
  }
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      const configurationKeyId = keyOf.get(key)?.id as number;
      await tx
        .insert(organizationConfigurations)
        .values({ organizationId: ctx.orgId, configurationKeyId, value })
        .onConflictDoUpdate({
          target: [organizationConfigurations.organizationId, organizationConfigurations.configurationKeyId],
          set: { value },
        });
    }
  });
}
