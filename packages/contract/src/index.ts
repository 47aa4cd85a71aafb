import * as auth from './auth.ts';
import type { CallDef } from './http.ts';
import * as organizations from './organizations.ts';
import * as permissions from './permissions.ts';
import * as system from './system.ts';
import * as users from './users.ts';

export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './organizations.ts';
export * from './passwords.ts';
export * from './permission-check.ts';
export * from './permission-slugs.ts';
export * from './permissions.ts';
export * from './registration-form.ts';
export * from './system.ts';
export * from './users.ts';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
  );
}

/** Every call of the API, by domain. The server registers each; the route safety net walks them. */
export const callsByDomain = {
  auth: callsOf(auth),
  users: callsOf(users),
  organizations: callsOf(organizations),
  permissions: callsOf(permissions),
  system: callsOf(system),
} as const;
