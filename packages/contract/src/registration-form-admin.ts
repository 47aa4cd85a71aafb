import { z } from 'zod';
import { defineCall, Id, NoContent, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';
import { RegistrationFieldType, RegistrationModifierSlug } from './users.ts';

/**
 * The registration form builder of the staff portal (issue 13): groups and fields in both
 * languages, their types, modifiers and options. Administrators who manage the organization edit
 * it; learners read it through `getRegistrationForm` (in their language).
 */
const canManageRegistrationForm = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal, MemberPermission.manageOrganization],
} as const;

const Name = Text().trim().min(1, 'form.required').max(100, 'form.maxLength');
const OptionalArabicName = Text().trim().max(100, 'form.maxLength').nullable();

export const ManagedRegistrationOption = z.object({
  value: Text()
    .trim()
    .min(1, 'form.required')
    .max(100, 'form.maxLength')
    .regex(/^[^,]*$/, 'form.invalid'),
  label: Name,
  labelAr: OptionalArabicName.default(null),
});
export type ManagedRegistrationOption = z.infer<typeof ManagedRegistrationOption>;

/** Whether a modifier's value is usable: lengths are whole numbers, bounds numbers, patterns regular expressions. */
function isUsableModifierValue(
  slug: z.infer<typeof RegistrationModifierSlug>,
  value: string | null | undefined,
): boolean {
  if (slug === 'optional') return true;
  if (value === null || value === undefined || value === '') return false;
  if (slug === 'min_length' || slug === 'max_length') return /^\d{1,4}$/.test(value);
  if (slug === 'min' || slug === 'max') return value.trim() !== '' && Number.isFinite(Number(value));
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ManagedRegistrationModifier = z
  .object({ slug: RegistrationModifierSlug, value: Text().trim().max(200, 'form.maxLength').nullable().default(null) })
  .refine((m) => isUsableModifierValue(m.slug, m.value), { message: 'form.invalid', path: ['value'] });
export type ManagedRegistrationModifier = z.infer<typeof ManagedRegistrationModifier>;

/** A field as the builder edits it: both languages' labels and options, its modifiers with their values. */
export const ManagedRegistrationField = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  fieldKey: Text(),
  label: Text(),
  labelAr: Text().nullable(),
  type: RegistrationFieldType,
  weight: z.number().int(),
  options: z.array(z.object({ value: Text(), label: Text(), labelAr: Text().nullable() })),
  modifiers: z.array(z.object({ slug: RegistrationModifierSlug, value: Text().nullable() })),
});
export type ManagedRegistrationField = z.infer<typeof ManagedRegistrationField>;

export const ManagedRegistrationGroup = z.object({
  id: z.number().int(),
  name: Text(),
  nameAr: Text().nullable(),
  weight: z.number().int(),
  fields: z.array(ManagedRegistrationField),
});
export type ManagedRegistrationGroup = z.infer<typeof ManagedRegistrationGroup>;

export const ManagedRegistrationForm = z.object({ groups: z.array(ManagedRegistrationGroup) });
export type ManagedRegistrationForm = z.infer<typeof ManagedRegistrationForm>;

/** The key a field's value is stored and sent under (`extraFields.<fieldKey>`): fixed once created. */
const FieldKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, 'form.invalid');

const Modifiers = z
  .array(ManagedRegistrationModifier)
  .max(6)
  .refine((list) => new Set(list.map((m) => m.slug)).size === list.length, { message: 'form.invalid' });

const Options = z
  .array(ManagedRegistrationOption)
  .max(100)
  .refine((list) => new Set(list.map((o) => o.value)).size === list.length, { message: 'form.invalid' });

/** A select field needs its choices; other types take none. */
function optionsFitType(body: { type?: RegistrationFieldType | undefined; options?: unknown[] | undefined }) {
  if (body.type === undefined || body.options === undefined) return true;
  return body.type === 'select' ? body.options.length > 0 : body.options.length === 0;
}

const FieldContent = z.object({
  label: Name,
  labelAr: OptionalArabicName.default(null),
  type: RegistrationFieldType,
  options: Options.default([]),
  modifiers: Modifiers.default([]),
});

export const CreateRegistrationFieldBody = FieldContent.extend({
  groupId: z.number().int().min(1),
  fieldKey: FieldKey,
}).refine(optionsFitType, { message: 'form.invalid', path: ['options'] });
export type CreateRegistrationFieldBody = z.input<typeof CreateRegistrationFieldBody>;

export const UpdateRegistrationFieldBody = FieldContent.partial()
  .extend({ groupId: z.number().int().min(1).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' })
  .refine(optionsFitType, { message: 'form.invalid', path: ['options'] });
export type UpdateRegistrationFieldBody = z.input<typeof UpdateRegistrationFieldBody>;

export const RegistrationGroupBody = z.object({ name: Name, nameAr: OptionalArabicName.default(null) });
export type RegistrationGroupBody = z.input<typeof RegistrationGroupBody>;

/** One step up (earlier) or down (later) among its siblings. */
export const MoveBody = z.object({ direction: z.enum(['up', 'down']) });
export type MoveBody = z.infer<typeof MoveBody>;

const GroupParams = z.object({ groupId: Id });
const FieldParams = z.object({ fieldId: Id });

export const getManagedRegistrationForm = defineCall({
  method: 'GET',
  path: '/registration-form/manage',
  summary: 'The registration form as administrators edit it: groups and fields by weight, in both languages.',
  tags: ['users'],
  access: canManageRegistrationForm,
  response: ManagedRegistrationForm,
});

export const createRegistrationGroup = defineCall({
  method: 'POST',
  path: '/registration-form/groups',
  summary: 'Adds a group at the end of the form.',
  tags: ['users'],
  access: canManageRegistrationForm,
  body: RegistrationGroupBody,
  response: ManagedRegistrationGroup,
  status: 201,
});

export const updateRegistrationGroup = defineCall({
  method: 'PATCH',
  path: '/registration-form/groups/:groupId',
  summary: "Renames a group (both languages' names).",
  tags: ['users'],
  access: canManageRegistrationForm,
  params: GroupParams,
  body: RegistrationGroupBody,
  response: ManagedRegistrationGroup,
  errors: ['common-002'],
});

export const moveRegistrationGroup = defineCall({
  method: 'POST',
  path: '/registration-form/groups/:groupId/move',
  summary: 'Moves a group one place up or down; the groups are renumbered 0, 1, 2, …',
  tags: ['users'],
  access: canManageRegistrationForm,
  params: GroupParams,
  body: MoveBody,
  response: ManagedRegistrationForm,
  errors: ['common-002'],
});

export const deleteRegistrationGroup = defineCall({
  method: 'DELETE',
  path: '/registration-form/groups/:groupId',
  summary: 'Deletes an empty group; a group that still has fields is 409 `organizations-006`.',
  tags: ['users'],
  access: canManageRegistrationForm,
  params: GroupParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'organizations-006'],
});

export const createRegistrationField = defineCall({
  method: 'POST',
  path: '/registration-form/fields',
  summary: 'Adds a field at the end of a group. Its key is unique in the organization (409 `organizations-007`).',
  tags: ['users'],
  access: canManageRegistrationForm,
  body: CreateRegistrationFieldBody,
  response: ManagedRegistrationField,
  status: 201,
  errors: ['common-002', 'organizations-007'],
});

export const updateRegistrationField = defineCall({
  method: 'PATCH',
  path: '/registration-form/fields/:fieldId',
  summary:
    "Changes a field's labels, type, options, modifiers or group (moved to another group's end). The key is fixed.",
  tags: ['users'],
  access: canManageRegistrationForm,
  params: FieldParams,
  body: UpdateRegistrationFieldBody,
  response: ManagedRegistrationField,
  errors: ['common-002'],
});

export const moveRegistrationField = defineCall({
  method: 'POST',
  path: '/registration-form/fields/:fieldId/move',
  summary: 'Moves a field one place up or down in its group; the fields are renumbered 0, 1, 2, …',
  tags: ['users'],
  access: canManageRegistrationForm,
  params: FieldParams,
  body: MoveBody,
  response: ManagedRegistrationForm,
  errors: ['common-002'],
});

export const deleteRegistrationField = defineCall({
  method: 'DELETE',
  path: '/registration-form/fields/:fieldId',
  summary: "Deletes a field and every member's answer to it.",
  tags: ['users'],
  access: canManageRegistrationForm,
  params: FieldParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
