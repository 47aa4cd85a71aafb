import { isErrorCode } from '@manara/contract';
import { ApiError } from '../api/client.ts';
import type { AnyNamespaceT } from './namespaces.ts';

/** The user's-language text of an error: its code's text when known, else "something went wrong". */
export function getErrorText(t: AnyNamespaceT, error: unknown): string {
  const code = error instanceof ApiError && isErrorCode(error.errorCode) ? error.errorCode : 'common-500';
  return t(`errors.${code}`);
}
