import { z } from 'zod';
import { CalendarDate, Text } from './http.ts';
import type { RegistrationField, RegistrationForm } from './users.ts';

/** The modifiers a registration field can carry: the order they apply in, and whether they take a value. */
export const registrationModifiers = {
  optional: { priority: 0, acceptsValue: false },
  min_length: { priority: 1, acceptsValue: true },
  max_length: { priority: 2, acceptsValue: true },
  pattern: { priority: 3, acceptsValue: true },
  min: { priority: 4, acceptsValue: true },
  max: { priority: 5, acceptsValue: true },
} as const;

/** A field's value as stored: text, or null when empty. Booleans are stored as "true"/"false". */
export type ExtraFieldValue = string | number | boolean | null | undefined;

function modifier(field: RegistrationField, slug: string): string | null | undefined {
  return field.modifiers.find((m) => m.slug === slug)?.value;
}

export function isOptionalField(field: RegistrationField): boolean {
  return field.type.slug === 'boolean' || field.modifiers.some((m) => m.slug === 'optional');
}

/** The zod validator of one registration field, from its type and modifiers (messages are i18n keys). */
export function fieldValidator(field: RegistrationField): z.ZodType {
  const minLength = Number(modifier(field, 'min_length') ?? 0);
  const maxLength = Number(modifier(field, 'max_length') ?? 500);
  const pattern = modifier(field, 'pattern');
  const min = modifier(field, 'min');
  const max = modifier(field, 'max');
  let schema: z.ZodType;
  switch (field.type.slug) {
    case 'boolean':
      return z.boolean().optional();
    case 'number': {
      let n = z.coerce.number({ error: 'form.number' });
      if (min != null) n = n.min(Number(min), 'form.min');
      if (max != null) n = n.max(Number(max), 'form.max');
      schema = n;
      break;
    }
    case 'date':
      schema = CalendarDate('form.date');
      break;
    case 'email':
      schema = z.email('form.email').max(320);
      break;
    case 'phone':
      schema = z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'form.phone');
      break;
    case 'select':
      schema = z.enum(field.options.map((o) => o.value) as [string, ...string[]], { error: 'form.option' });
      break;
    default: {
      let s = Text().trim().max(maxLength, 'form.maxLength');
      if (minLength > 0) s = s.min(minLength, 'form.minLength');
      if (pattern) s = s.regex(new RegExp(pattern, 'u'), 'form.pattern');
      schema = s;
    }
  }
  if (isOptionalField(field)) {
    return z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional().nullable());
  }
  // No answer is "required", said before the type's own check could call it "not valid".
  return z.preprocess((v, ctx) => {
    if (v !== undefined && v !== null && !isBlank(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'form.required' });
    return z.NEVER;
  }, schema);
}

/** Nothing but spaces counts as no answer. */
function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** The schema of `extraFields` for an organization's registration form: one key per field. */
export function extraFieldsSchema(form: RegistrationForm, options: { partial?: boolean } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const group of form.groups) {
    for (const field of group.fields) {
      const validator = fieldValidator(field);
      shape[field.fieldKey] = options.partial ? validator.optional() : validator;
    }
  }
  return z.object(shape).strict();
}

/** Fields of the form that are neither optional nor boolean and have no value (spec 1 §5). */
export function missingRequiredFields(
  form: RegistrationForm,
  values: readonly { formField: { fieldKey: string }; value: string | null }[],
): RegistrationField[] {
  const filled = new Set(values.filter((v) => v.value !== null && v.value !== '').map((v) => v.formField.fieldKey));
  return form.groups.flatMap((g) => g.fields).filter((f) => !isOptionalField(f) && !filled.has(f.fieldKey));
}
