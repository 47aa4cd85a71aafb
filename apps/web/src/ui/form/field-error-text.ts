import type { FieldError } from 'react-hook-form';
import type { AnyNamespaceT } from '../../i18n/namespaces.ts';

/**
 * The text of a field error in the current language. The contract's zod schemas name their
 * messages with i18n keys (`form.required`, `form.email`, …); anything else reads "not valid".
 */
export function fieldErrorText(t: AnyNamespaceT, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message;
  if (key && /^form\.[A-Za-z]+$/.test(key)) return t(key as 'form.required');
  if (error.type === 'too_small' || error.type === 'required') return t('form.required');
  return t('form.invalid');
}
