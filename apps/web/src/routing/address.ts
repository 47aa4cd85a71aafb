import { MAX_INT4 } from '@manara/contract';
import { ApiError } from '../api/client.ts';

/**
 * The id an address names (`/lms/courses/:courseId`), or null when it cannot be one: digits only,
 * within the server's id range (the contract's `Id`: 1 to `MAX_INT4`; checked without its schema,
 * so that pages that build none do not load zod). A page shows the 404 page for null without
 * asking the server.
 */
export function parseIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT4 ? id : null;
}

/**
 * Whether a failed read of what the address names means there is no such thing: 404 (unknown,
 * another organization's, or not visible to this user), which the page shows as the 404 page.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
