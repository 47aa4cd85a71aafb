import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { mailOrganization } from './support.mail.ts';
import { getOrganizationContact } from './support.recipients.ts';
import { emailSubscriptions } from './support.tables.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'rateLimiter'>;

/**
 * Subscribes an address to the organization's newsletter. Idempotent: an address already
 * subscribed changes nothing, and the organization hears of each subscriber once.
 */
export async function subscribeToNewsletter(deps: Deps, ctx: RequestContext, body: { email: string }): Promise<null> {
  await deps.rateLimiter.consume('formsPerAddress', `newsletter:${ctx.client.ip}`, 'common-006');
  const inserted = await deps.db
    .insert(emailSubscriptions)
    .values({ organizationId: ctx.orgId, email: body.email, language: ctx.language })
    .onConflictDoNothing()
    .returning({ id: emailSubscriptions.id });
  if (inserted.length > 0) {
    const contact = await getOrganizationContact(deps.db, ctx.orgId);
    await mailOrganization(deps.mailer, ctx.orgId, contact, 'subscription', [['email', body.email]]);
  }
  return null;
}
