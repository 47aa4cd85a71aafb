import type { CallResponse, ContactMessageBody, contactOrganization } from '@manara/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mailOrganization } from './support.mail.ts';
import { getOrganizationContact } from './support.recipients.ts';
import { contactMessages } from './support.tables.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'rateLimiter'>;

/** Stores a contact-us message and e-mails it to the organization. Only the request's organization is reachable. */
export async function sendContactMessage(
  deps: Deps,
  ctx: RequestContext,
  organizationId: number,
  body: z.output<typeof ContactMessageBody>,
): Promise<CallResponse<typeof contactOrganization>> {
  if (organizationId !== ctx.orgId) throw new AppError('organizations-001');
  await deps.rateLimiter.consume('formsPerAddress', `contact:${ctx.client.ip}`, 'common-006');
  const phoneNumber = body.phoneNumber || null;
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      organizationId: ctx.orgId,
      userId: ctx.user?.id ?? null,
      name: body.name,
      email: body.email,
      phoneNumber,
      subject: body.subject,
      message: body.message,
      language: ctx.language,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned nothing');
  const contact = await getOrganizationContact(deps.db, ctx.orgId);
  await mailOrganization(
    deps.mailer,
    ctx.orgId,
    contact,
    'contact',
    [
      ['name', body.name],
      ['email', body.email],
      ...(phoneNumber ? [['phone', phoneNumber] as ['phone', string]] : []),
      ['subject', body.subject],
    ],
    body.message,
  );
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
