import type { FieldError } from 'react-hook-form';
import type { AnyNamespaceT } from '../../i18n/namespaces.ts';

/**
 * The text of a field error in the current language. The contract's zod schemas use i18n keys
 * as messages (`form.required`, `password.uppercase`, …); anything else reads as "not valid".
 * The password rules are texts of the auth namespace, whichever namespace `t` is of.
 */
export function fieldErrorText(t: AnyNamespaceT, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message;
  if (key && /^password\.[A-Za-z]+$/.test(key)) return t(key as 'password.uppercase', { ns: 'auth' });
  if (key && /^form\.[A-Za-z]+$/.test(key)) return t(key as 'form.required');
  if (error.type === 'too_small' || error.type === 'required') return t('form.required');
  return t('form.invalid');
}
