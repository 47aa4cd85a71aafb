import { type ErrorCode, isErrorCode } from '@manara/contract';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import type { AnyNamespaceT } from '../../i18n/namespaces.ts';
import { fieldErrorText } from './field-error-text.ts';

/** How a form places the server's answers: a field for a path of its body, the fields an error code is about. */
export type ServerErrorPlacement<T extends FieldValues> = {
  /** `body.colors.0.value` → the form field it came from (default: the path without `body.`). */
  fieldOfPath?: (path: string) => Path<T> | undefined;
  /** The fields an error code concerns (`media-009` → the image fields that were sent). */
  fieldsOfCode?: (code: ErrorCode) => readonly Path<T>[];
};

const SERVER_CODE = 'serverCode';

/**
 * Puts a failed call's errors on the fields they are about, in place: the `validation` answer's
 * fields, and error codes the form knows the fields of. Answers whether any field took one; when
 * none did, the form shows the error above its buttons.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  error: unknown,
  placement: ServerErrorPlacement<T> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.errorCode === 'validation') {
    let placed = false;
    for (const field of error.fields) {
      const name = placement.fieldOfPath?.(field.path) ?? (field.path.replace(/^body\./, '') as Path<T>);
      form.setError(name, { type: 'server', message: field.message });
      placed = true;
    }
    return placed;
  }
  if (!isErrorCode(error.errorCode)) return false;
  const fields = placement.fieldsOfCode?.(error.errorCode) ?? [];
  for (const name of fields) form.setError(name, { type: SERVER_CODE, message: error.errorCode });
  return fields.length > 0;
}

/** A field's error text: an error code's own words when the server sent one, else the form's message. */
export function formErrorText(t: AnyNamespaceT, error: FieldError | undefined): string | undefined {
  if (error?.type === SERVER_CODE && isErrorCode(error.message)) return t(`errors.${error.message}`);
  return fieldErrorText(t, error);
}
