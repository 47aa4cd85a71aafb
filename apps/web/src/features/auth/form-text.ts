import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text of a field error in the current language. The contract's zod schemas use i18n keys
 * as messages (`form.required`, `password.uppercase`, …); anything else reads as "not valid".
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message;
  if (key && /^(form|password)\.[A-Za-z]+$/.test(key)) return t(key as 'form.required');
  if (error.type === 'too_small' || error.type === 'required') return t('form.required');
  return t('form.invalid');
}
