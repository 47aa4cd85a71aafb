import type {
  CreateSsoProviderBody,
  SsoProvider,
  SsoProviderDetail,
  SsoProviderRole,
  UpdateSsoProviderBody,
} from '@manara/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { organizationOf } from './auth.service.ts';
import { samlIdentityProviders } from './auth.tables.ts';
import { isUniqueViolation } from './registration.service.ts';
import { providerRoleOf, samlify } from './saml.ts';
import { identityProviderUrls } from './saml-idp.service.ts';
import { serviceProviderUrls } from './saml-sp.service.ts';

type ProvidersDeps = Pick<AppDeps, 'db' | 'config'>;
type ProviderRow = typeof samlIdentityProviders.$inferSelect;

const roleNames = { identityProvider: 'identity-provider', serviceProvider: 'service-provider' } as const;

/**
 * What a provider's metadata says, read the way the sign-in paths read it: its side (from the
 * descriptor, as `findSsoProvider` decides) and its entity id (from samlify's entity). Null when
 * samlify cannot use it as either side.
 */
function readMetadata(metadataXml: string): { role: SsoProviderRole; entityId: string } | null {
  const role = providerRoleOf(metadataXml);
  if (!role) return null;
  try {
    const entity =
      role === 'identityProvider'
        ? samlify().IdentityProvider({ metadata: metadataXml })
        : samlify().ServiceProvider({ metadata: metadataXml });
    const entityId: unknown = entity.entityMeta.getEntityID();
    return typeof entityId === 'string' && entityId.trim() ? { role: roleNames[role], entityId } : null;
  } catch {
    return null;
  }
}

function assertUsableMetadata(metadataXml: string): void {
  if (!readMetadata(metadataXml)) throw new AppError('sso-001', [{ path: 'body.metadataXml', message: 'sso-001' }]);
}

function toSsoProvider(row: ProviderRow): SsoProvider {
  // Rows saved before validation (or by hand) may hold unusable metadata: shown, never hidden.
  const metadata = readMetadata(row.metadataXml) ?? { role: 'identity-provider' as const, entityId: '' };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    role: metadata.role,
    entityId: metadata.entityId,
    createsMembers: row.createsMembers,
    isEnabled: row.isEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

function findProviderRow(deps: ProvidersDeps, ctx: RequestContext, providerId: number) {
  return requireInOrganization(deps.db, samlIdentityProviders, ctx.orgId, providerId);
}

/** The detail adds the metadata and the addresses of ours that the other side is configured with. */
async function toSsoProviderDetail(
  deps: ProvidersDeps,
  ctx: RequestContext,
  row: ProviderRow,
): Promise<SsoProviderDetail> {
  const provider = toSsoProvider(row);
  const org = await organizationOf(deps, ctx.orgId);
  if (provider.role === 'identity-provider') {
    // Our service provider's entity id is its metadata URL.
    const ours = serviceProviderUrls(deps, org, row);
    return { ...provider, metadataXml: row.metadataXml, ourMetadataUrl: ours.entityId, ourAcsUrl: ours.acsUrl };
  }
  const ours = identityProviderUrls(deps, org);
  return { ...provider, metadataXml: row.metadataXml, ourMetadataUrl: ours.entityId, ourAcsUrl: null };
}

export async function listSsoProviders(
  deps: ProvidersDeps,
  ctx: RequestContext,
  page: { skip: number; take: number },
): Promise<{ data: SsoProvider[]; total: number }> {
  const where = eq(samlIdentityProviders.organizationId, ctx.orgId);
  const { data: rows, total } = await paged(
    page,
    deps.db.select().from(samlIdentityProviders).where(where).orderBy(asc(samlIdentityProviders.id)).$dynamic(),
    deps.db.$count(samlIdentityProviders, where),
  );
  return { data: rows.map(toSsoProvider), total };
}

export async function getSsoProviderById(deps: ProvidersDeps, ctx: RequestContext, providerId: number) {
  return toSsoProviderDetail(deps, ctx, await findProviderRow(deps, ctx, providerId));
}

/** Adds a provider; its metadata must be usable (`sso-001`) and its slug free in the organization (`sso-002`). */
export async function createSsoProvider(
  deps: ProvidersDeps,
  ctx: RequestContext,
  body: z.output<typeof CreateSsoProviderBody>,
) {
  assertUsableMetadata(body.metadataXml);
  try {
    const [row] = await deps.db
      .insert(samlIdentityProviders)
      .values({ organizationId: ctx.orgId, ...body })
      .returning();
    if (!row) throw new Error('provider insert returned nothing');
    return toSsoProviderDetail(deps, ctx, row);
  } catch (error) {
    if (isUniqueViolation(error, 'saml_identity_providers_slug_unique')) throw new AppError('sso-002');
    throw error;
  }
}

/** Changes what was given; the slug stays, since identity providers know our addresses by it. */
export async function updateSsoProvider(
  deps: ProvidersDeps,
  ctx: RequestContext,
  providerId: number,
  body: z.output<typeof UpdateSsoProviderBody>,
) {
  if (body.metadataXml !== undefined) assertUsableMetadata(body.metadataXml);
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const [row] = await deps.db
    .update(samlIdentityProviders)
    .set(changes)
    .where(inOrganization(samlIdentityProviders, ctx.orgId, eq(samlIdentityProviders.id, providerId)))
    .returning();
  if (!row) throw notFound();
  return toSsoProviderDetail(deps, ctx, row);
}

export async function deleteSsoProvider(deps: ProvidersDeps, ctx: RequestContext, providerId: number): Promise<null> {
  const deleted = await deps.db
    .delete(samlIdentityProviders)
    .where(inOrganization(samlIdentityProviders, ctx.orgId, eq(samlIdentityProviders.id, providerId)))
    .returning({ id: samlIdentityProviders.id });
  if (deleted.length === 0) throw notFound();
  return null;
}
