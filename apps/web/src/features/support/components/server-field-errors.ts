import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';

/** Puts the server's `validation` field errors (`body.email` → `form.email`) on the form's fields. */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  if (!(error instanceof ApiError) || error.errorCode !== 'validation') return;
  for (const field of error.fields) {
    const name = field.path.replace(/^body\./, '') as Path<T>;
    form.setError(name, { type: 'server', message: field.message });
  }
}
