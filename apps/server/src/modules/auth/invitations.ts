import type { AppDeps } from '../../platform/app-deps.ts';
import { issueUserToken, type MailRecipient, mailMember } from './auth.service.ts';

/** How long an invitation's link to choose a password works. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/**
 * Mails a member whom an administrator invited (docs/decisions/members.md): a new account (no
 * password yet) gets a single-use link to choose one (a password-reset token that lasts seven
 * days, so the reset page sets it and verifies the e-mail); an existing account is told it joined
 * the organization and signs in as usual.
 */
export async function sendMemberInvitation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>,
  orgId: number,
  recipient: MailRecipient & { id: number; hasPassword: boolean },
): Promise<void> {
  if (recipient.hasPassword) {
    await mailMember(deps, 'addedToOrganization', orgId, recipient, { link: { path: '/auth/login', params: {} } });
    return;
  }
  const { token } = await issueUserToken(deps, {
    purpose: 'reset_password',
    userId: recipient.id,
    organizationId: orgId,
    email: recipient.email,
    ttlMs: INVITATION_TTL_MS,
  });
  await mailMember(deps, 'invitation', orgId, recipient, { link: { path: '/auth/reset-password', params: { token } } });
}
