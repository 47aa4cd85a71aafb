import {
  type CertificateTemplate,
  CertificateTemplateSettings,
  type CreateCertificateTemplateInput,
  type UpdateCertificateTemplateInput,
} from '@manara/contract';
import { and, asc, count, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { findOffering, offeringsIn } from '../courses/index.ts';
import { findMedia, requireMediaAttachable, unsafeFiles, unsafeStoredFiles } from '../media/index.ts';
import { certificateTemplateMediaUse } from './certificates.media-uses.ts';
import { certificateTemplates } from './certificates.tables.ts';

type TemplateRow = typeof certificateTemplates.$inferSelect;
type TemplateDeps = { db: Db; extensions: Extensions };

/** The images pdfkit draws: a background of another kind could not be shown on the certificate. */
const DRAWABLE_IMAGES = new Set(['image/png', 'image/jpeg']);

const DEFAULT_SETTINGS: CertificateTemplateSettings = { orientation: 'landscape', accentColor: null, showLogo: true };

/** A stored template's settings, with the defaults for what it lacks (older rows, hand-written ones). */
export function settingsOf(row: Pick<TemplateRow, 'settings'>): CertificateTemplateSettings {
  const parsed = CertificateTemplateSettings.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The organization's templates (the default first, then by name), with how many offerings name each. */
export async function listCertificateTemplates(
  db: Db,
  ctx: RequestContext,
  templateId?: number,
): Promise<{ data: CertificateTemplate[]; total: number }> {
  const offerings = offeringsIn(ctx.orgId);
  const courseCounts = db
    .select({ templateId: offerings.certificateTemplateId, courseCount: count().as('course_count') })
    .from(offerings)
    .groupBy(offerings.certificateTemplateId)
    .as('course_counts');
  const backgrounds = unsafeFiles('backgrounds');
  const rows = await db
    .select({
      ...getTableColumns(certificateTemplates),
      backgroundUrl: backgrounds.url,
      courseCount: courseCounts.courseCount,
    })
    .from(certificateTemplates)
    .leftJoin(backgrounds, eq(backgrounds.id, certificateTemplates.mediaId))
    .leftJoin(courseCounts, eq(courseCounts.templateId, certificateTemplates.id))
    .where(
      inOrganization(
        certificateTemplates,
        ctx.orgId,
        templateId === undefined ? undefined : eq(certificateTemplates.id, templateId),
      ),
    )
    .orderBy(desc(certificateTemplates.isDefault), asc(certificateTemplates.name), asc(certificateTemplates.id));
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    settings: settingsOf(row),
    background: row.mediaId === null || row.backgroundUrl === null ? null : { id: row.mediaId, url: row.backgroundUrl },
    isDefault: row.isDefault,
    courseCount: Number(row.courseCount ?? 0),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { data, total: data.length };
}

async function loadTemplate(db: Db, ctx: RequestContext, templateId: number): Promise<CertificateTemplate> {
  const [template] = (await listCertificateTemplates(db, ctx, templateId)).data;
  if (!template) throw notFound();
  return template;
}

/**
 * A background the caller may put on a template: a file of the organization they may publish
 * (`requireMediaAttachable`; the certificates that show it are public), a PNG or JPEG (400
 * `certificates-005`: pdfkit draws no other kind).
 */
async function checkBackground(deps: TemplateDeps, ctx: RequestContext, mediaId: number): Promise<void> {
  await requireMediaAttachable(deps, ctx, certificateTemplateMediaUse, [{ id: mediaId, type: 'IMAGE' }]);
  const file = await findMedia(deps.db, ctx.orgId, mediaId);
  if (!file || !DRAWABLE_IMAGES.has(file.mime)) throw new AppError('certificates-005');
}

/** The organization keeps one default: making a template the default ends the former one's. */
async function clearOtherDefaults(tx: Tx, ctx: RequestContext, exceptId?: number): Promise<void> {
  await tx
    .update(certificateTemplates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      inOrganization(
        certificateTemplates,
        ctx.orgId,
        eq(certificateTemplates.isDefault, true),
        exceptId === undefined ? undefined : ne(certificateTemplates.id, exceptId),
      ),
    );
}

export async function createCertificateTemplate(
  deps: TemplateDeps,
  ctx: RequestContext,
  input: CreateCertificateTemplateInput,
): Promise<CertificateTemplate> {
  if (input.backgroundId !== null) await checkBackground(deps, ctx, input.backgroundId);
  const id = await deps.db.transaction(async (tx) => {
    if (input.isDefault) await clearOtherDefaults(tx, ctx);
    const [row] = await tx
      .insert(certificateTemplates)
      .values({
        organizationId: ctx.orgId,
        name: input.name,
        settings: input.settings as Record<string, unknown>,
        mediaId: input.backgroundId,
        isDefault: input.isDefault,
      })
      .returning({ id: certificateTemplates.id });
    if (!row) throw new Error('certificate template not inserted');
    return row.id;
  });
  return loadTemplate(deps.db, ctx, id);
}

/** Changes a template; a background it already has is not asked about again. */
export async function updateCertificateTemplate(
  deps: TemplateDeps,
  ctx: RequestContext,
  templateId: number,
  body: UpdateCertificateTemplateInput,
): Promise<CertificateTemplate> {
  const stored = await requireInOrganization(deps.db, certificateTemplates, ctx.orgId, templateId);
  const { name, settings, backgroundId, isDefault } = body;
  if (typeof backgroundId === 'number' && backgroundId !== stored.mediaId)
    await checkBackground(deps, ctx, backgroundId);
  await deps.db.transaction(async (tx) => {
    if (isDefault) await clearOtherDefaults(tx, ctx, templateId);
    await tx
      .update(certificateTemplates)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(settings === undefined ? {} : { settings: settings as Record<string, unknown> }),
        ...(backgroundId === undefined ? {} : { mediaId: backgroundId }),
        ...(isDefault === undefined ? {} : { isDefault }),
        updatedAt: new Date(),
      })
      .where(inOrganization(certificateTemplates, ctx.orgId, eq(certificateTemplates.id, templateId)));
  });
  return loadTemplate(deps.db, ctx, templateId);
}

/**
 * Deletes a template. The offerings that named it fall back to the organization's default (the
 * foreign key sets them to null), and so do the certificates drawn for them afterwards.
 */
export async function deleteCertificateTemplate(db: Db, ctx: RequestContext, templateId: number): Promise<null> {
  const deleted = await db
    .delete(certificateTemplates)
    .where(inOrganization(certificateTemplates, ctx.orgId, eq(certificateTemplates.id, templateId)))
    .returning({ id: certificateTemplates.id });
  if (deleted.length === 0) throw notFound();
  return null;
}

/** A template of the organization, for a course's offering to name (404 `common-002` otherwise). */
export async function requireCertificateTemplate(db: Db, orgId: number, templateId: number): Promise<void> {
  await requireInOrganization(db, certificateTemplates, orgId, templateId);
}

/** What a certificate is drawn with: the template its offering names, else the organization's default, else none. */
export async function templateForCourse(
  db: Db,
  orgId: number,
  courseId: number,
): Promise<{
  settings: CertificateTemplateSettings;
  backgroundKey: string | null;
  backgroundMime: string | null;
} | null> {
  const offering = await findOffering(db, orgId, courseId);
  const chosen = offering?.certificateTemplateId
    ? eq(certificateTemplates.id, offering.certificateTemplateId)
    : eq(certificateTemplates.isDefault, true);
  const backgrounds = unsafeStoredFiles('backgrounds');
  const [row] = await db
    .select({ settings: certificateTemplates.settings, key: backgrounds.key, mime: backgrounds.mime })
    .from(certificateTemplates)
    .leftJoin(backgrounds, and(eq(backgrounds.id, certificateTemplates.mediaId), eq(backgrounds.organizationId, orgId)))
    .where(inOrganization(certificateTemplates, orgId, chosen))
    .limit(1);
  if (!row) return null;
  return { settings: settingsOf(row), backgroundKey: row.key, backgroundMime: row.mime };
}
