import { hasAllPermissions, hasPermission, type PermissionCatalogue } from '@manara/contract';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { type ConfigurationState, passesConfigurationCheck } from './configuration.ts';

/** Everything the route guard decides from (spec 1 §6 route guard inputs). */
export type AccessInput = {
  isSignedIn: boolean;
  /** The slugs of `GET permissions-system`: the organization's, plus the member's when signed in. */
  permissions: ReadonlySet<string>;
  catalogue: PermissionCatalogue;
  configuration: ConfigurationState;
  landingPageAllowed: boolean;
  /** Where a signed-in user on a logged-out-only route goes (the dashboard). */
  signedInHome: string;
};

export type AccessDecision =
  | { kind: 'allow' }
  /** `requiresLogout` for a signed-in user. */
  | { kind: 'redirect'; to: string }
  /** Rule 4: a guest on a route that requires sign-in; the route is remembered for after sign-in. */
  | { kind: 'signInRequired' }
  /** A guest failing another check: the 403 page. */
  | { kind: 'forbidden' }
  /** A signed-in user failing a check: the not-allowed page. */
  | { kind: 'notAllowed' };

/** The permission check of the contract over the route's member requirements (a group needs any one of it). */
export function passesMemberPermissions(meta: RouteMeta, input: AccessInput): boolean {
  return meta.memberPermissions.every((requirement) =>
    typeof requirement === 'string'
      ? hasPermission(requirement, input.permissions, input.catalogue)
      : requirement.some((slug) => hasPermission(slug, input.permissions, input.catalogue)),
  );
}

function passesOrganizationPermissions(meta: RouteMeta, input: AccessInput): boolean {
  return hasAllPermissions(meta.organizationPermissions, input.permissions, input.catalogue);
}

/**
 * Spec 1 §5 Route access, in order, after the routing guard's logged-out-only rule:
 * 1. a hidden route is denied unless the landing page is allowed;
 * 2. a signed-in user on a route with member permissions needs the permission check (member
 *    and organization permissions) and the configuration check;
 * 3. a signed-in user otherwise needs only the configuration check;
 * 4. a guest on a route requiring sign-in is denied (and the route remembered);
 * 5. a guest on a route with organization permissions needs them and the configuration check;
 * 6. otherwise the configuration check decides.
 */
export function decideRouteAccess(meta: RouteMeta, input: AccessInput): AccessDecision {
  const { isSignedIn } = input;
  const deny: AccessDecision = { kind: isSignedIn ? 'notAllowed' : 'forbidden' };
  const configurationOk = () => passesConfigurationCheck(meta.configuration, input.configuration, isSignedIn);

  if (isSignedIn && meta.requiresLogout) return { kind: 'redirect', to: input.signedInHome };
  if (meta.hiddenUnlessLandingAllowed && !input.landingPageAllowed) return deny;
  if (isSignedIn && meta.memberPermissions.length > 0) {
    const ok = passesMemberPermissions(meta, input) && passesOrganizationPermissions(meta, input) && configurationOk();
    return ok ? { kind: 'allow' } : deny;
  }
  if (isSignedIn) return configurationOk() ? { kind: 'allow' } : deny;
  if (meta.requiresAuth) return { kind: 'signInRequired' };
  if (meta.organizationPermissions.length > 0) {
    return passesOrganizationPermissions(meta, input) && configurationOk() ? { kind: 'allow' } : deny;
  }
  return configurationOk() ? { kind: 'allow' } : deny;
}

/** Whether the decision lets the user see the page (menus show only such routes). */
export function isAllowed(meta: RouteMeta, input: AccessInput): boolean {
  return decideRouteAccess(meta, input).kind === 'allow';
}

/** Whether deciding needs the permission caches (routes without permission requirements do not). */
export function needsPermissions(meta: RouteMeta): boolean {
  return meta.memberPermissions.length > 0 || meta.organizationPermissions.length > 0;
}
