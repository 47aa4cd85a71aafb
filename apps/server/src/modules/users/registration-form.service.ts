import {
  type ExtraFieldValue,
  extraFieldsSchema,
  type Language,
  type RegistrationForm,
  registrationModifiers,
} from '@manara/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { registrationFieldGroups, registrationFields, userFieldValues } from './users.tables.ts';

/** The organization's registration form in one language, groups and fields by weight. */
export async function getRegistrationForm(db: Db | Tx, orgId: number, language: Language): Promise<RegistrationForm> {
  const rows = await db
    .select({ group: registrationFieldGroups, field: registrationFields })
    .from(registrationFieldGroups)
    .leftJoin(registrationFields, eq(registrationFields.groupId, registrationFieldGroups.id))
    .where(eq(registrationFieldGroups.organizationId, orgId))
    .orderBy(
      asc(registrationFieldGroups.weight),
      asc(registrationFieldGroups.id),
      asc(registrationFields.weight),
      asc(registrationFields.id),
    );
  const groups: RegistrationForm['groups'] = [];
  for (const { group, field } of rows) {
    let entry = groups.find((g) => g.id === group.id);
    if (!entry) {
      entry = {
        id: group.id,
        name: (language === 'ar' && group.nameAr) || group.name,
        weight: group.weight,
        fields: [],
      };
      groups.push(entry);
    }
    if (!field) continue;
    entry.fields.push({
      id: field.id,
      fieldKey: field.fieldKey,
      label: (language === 'ar' && field.labelAr) || field.label,
      type: { slug: field.type },
      weight: field.weight,
      options: field.options.map((o) => ({ value: o.value, label: (language === 'ar' && o.labelAr) || o.label })),
      modifiers: field.modifiers
        .filter(
          (m): m is { slug: keyof typeof registrationModifiers; value?: string | null } =>
            m.slug in registrationModifiers,
        )
        .map((m) => ({ slug: m.slug, ...registrationModifiers[m.slug], value: m.value ?? null }))
        .sort((a, b) => a.priority - b.priority),
    });
  }
  return { groups };
}

/**
 * Validates registration-form values against the organization's form and stores them.
 * `partial`: only the given fields are checked and written (profile updates).
 */
export async function saveExtraFields(
  tx: Tx,
  orgId: number,
  userId: number,
  values: Record<string, ExtraFieldValue>,
  options: { partial: boolean },
): Promise<void> {
  const form = await getRegistrationForm(tx, orgId, 'en');
  const parsed = extraFieldsSchema(form, options).safeParse(values);
  if (!parsed.success) {
    throw new AppError(
      'validation',
      parsed.error.issues.map((i) => ({ path: ['body', 'extraFields', ...i.path].join('.'), message: i.message })),
    );
  }
  const fields = form.groups.flatMap((g) => g.fields).filter((f) => f.fieldKey in parsed.data);
  if (fields.length === 0) return;
  await tx.delete(userFieldValues).where(
    and(
      eq(userFieldValues.userId, userId),
      inArray(
        userFieldValues.fieldId,
        fields.map((f) => f.id),
      ),
    ),
  );
  const rows = fields
    .map((f) => ({ userId, fieldId: f.id, value: parsed.data[f.fieldKey] }))
    .filter((r) => r.value !== undefined && r.value !== null && r.value !== '')
    .map((r) => ({ ...r, value: String(r.value) }));
  if (rows.length) await tx.insert(userFieldValues).values(rows);
}
