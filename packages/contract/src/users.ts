import { z } from 'zod';
import { defineCall, Id, Language, NoContent, publicAccess, signedIn, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

/** The user as the web app knows them (spec 1 §3 User, with the profile fields of spec 2). */
export const User = z.object({
  id: z.number().int(),
  email: Text(),
  firstName: Text(),
  lastName: Text(),
  firstNameAr: Text().nullable(),
  lastNameAr: Text().nullable(),
  phoneNumber: Text().nullable(),
  isVerified: z.boolean(),
  city: Text().nullable(),
  country: Text().nullable(),
  position: Text().nullable(),
  workPlace: Text().nullable(),
  about: Text().nullable(),
  gender: Text().nullable(),
  preferredLanguage: Language,
  type: z.enum(['ADMIN', 'MEMBER']),
  forceResetPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  profileImage: z.object({ url: Text() }).nullable(),
  extraFields: z.array(z.object({ formField: z.object({ fieldKey: Text() }), value: Text().nullable() })),
});
export type User = z.infer<typeof User>;

export const RegistrationFieldType = z.enum([
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'boolean',
]);
export type RegistrationFieldType = z.infer<typeof RegistrationFieldType>;

/** Modifiers a field can carry; each has a zod validator (see registration-form.ts). */
export const RegistrationModifierSlug = z.enum(['optional', 'min_length', 'max_length', 'pattern', 'min', 'max']);

export const RegistrationField = z.object({
  id: z.number().int(),
  fieldKey: Text(),
  label: Text(),
  type: z.object({ slug: RegistrationFieldType }),
  weight: z.number().int(),
  options: z.array(z.object({ value: Text(), label: Text() })),
  modifiers: z.array(
    z.object({
      slug: RegistrationModifierSlug,
      priority: z.number().int(),
      acceptsValue: z.boolean(),
      value: Text().nullable(),
    }),
  ),
});
export type RegistrationField = z.infer<typeof RegistrationField>;

export const RegistrationForm = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), name: Text(), weight: z.number().int(), fields: z.array(RegistrationField) }),
  ),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

const Name = Text().trim().min(1).max(100);
const OptionalText = Text().trim().max(200).nullable().optional();

export const getRegistrationForm = defineCall({
  method: 'GET',
  path: '/registration-form',
  summary: "The organization's registration form: field groups and fields, in the request language.",
  tags: ['users'],
  access: publicAccess,
  response: RegistrationForm,
});

export const getUser = defineCall({
  method: 'GET',
  path: '/users/:userId',
  summary: 'A user: oneself, or a member of the organization for an administrator.',
  tags: ['users'],
  access: signedIn,
  params: z.object({ userId: Id }),
  response: User,
});

export const UpdateUserBody = z
  .object({
    firstName: Name,
    lastName: Name,
    firstNameAr: OptionalText,
    lastNameAr: OptionalText,
    city: OptionalText,
    country: OptionalText,
    position: OptionalText,
    workPlace: OptionalText,
    about: Text().trim().max(2000).nullable().optional(),
    gender: z.enum(['male', 'female']).nullable().optional(),
    preferredLanguage: Language,
    extraFields: z.record(Text().max(100), z.union([Text().max(2000), z.boolean(), z.number()])),
  })
  .partial();

export const updateUser = defineCall({
  method: 'PATCH',
  path: '/users/:userId',
  summary: "Updates one's own profile; registration-form fields are validated by the form.",
  tags: ['users'],
  access: signedIn,
  params: z.object({ userId: Id }),
  body: UpdateUserBody,
  response: User,
});

// ─── Registration form administration ───────────────────────────────────────────────────────

/**
 * The registration form builder of the staff portal (issue 13): groups and fields in both
 * languages, their types, modifiers and options. Administrators who manage the organization edit
 * it; learners read it through `getRegistrationForm` (in their language).
 */
const canManageRegistrationForm = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal, MemberPermission.manageOrganization],
} as const;

const LabelName = Text().trim().min(1, 'form.required').max(100, 'form.maxLength');
const OptionalArabicName = Text().trim().max(100, 'form.maxLength').nullable();

export const ManagedRegistrationOption = z.object({
  value: Text()
    .trim()
    .min(1, 'form.required')
    .max(100, 'form.maxLength')
    .regex(/^[^,]*$/, 'form.invalid'),
  label: LabelName,
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
  label: LabelName,
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

export const RegistrationGroupBody = z.object({ name: LabelName, nameAr: OptionalArabicName.default(null) });
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
