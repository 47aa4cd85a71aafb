import { missingRequiredFields, type RegistrationForm, type User } from '@manara/contract';

/** A field the profile lacks: the city, or a registration-form field by its label. */
export type MissingField = { key: string; label: string | null };

/**
 * Spec 1 §5 Profile completeness: the city is missing, or a registration-form field that is
 * neither optional nor boolean has no value. `label` is null for the city (the app names it).
 */
export function missingProfileFields(user: Pick<User, 'city' | 'extraFields'>, form: RegistrationForm): MissingField[] {
  const missing: MissingField[] = [];
  if (!user.city?.trim()) missing.push({ key: 'city', label: null });
  for (const field of missingRequiredFields(form, user.extraFields))
    missing.push({ key: field.fieldKey, label: field.label });
  return missing;
}
