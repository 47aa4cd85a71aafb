import { z } from 'zod';
import { defineCall, Id, Language, NoContent, publicAccess, signedIn } from './http.ts';
import { NewPassword } from './passwords.ts';

/** The user as the web app knows them (spec 1 §3 User, with the profile fields of spec 2). */
export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  position: z.string().nullable(),
  workPlace: z.string().nullable(),
  about: z.string().nullable(),
  gender: z.string().nullable(),
  preferredLanguage: Language,
  type: z.enum(['ADMIN', 'MEMBER']),
  forceResetPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  profileImage: z.object({ url: z.string() }).nullable(),
  extraFields: z.array(z.object({ formField: z.object({ fieldKey: z.string() }), value: z.string().nullable() })),
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
  fieldKey: z.string(),
  label: z.string(),
  type: z.object({ slug: RegistrationFieldType }),
  weight: z.number().int(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  modifiers: z.array(
    z.object({
      slug: RegistrationModifierSlug,
      priority: z.number().int(),
      acceptsValue: z.boolean(),
      value: z.string().nullable(),
    }),
  ),
});
export type RegistrationField = z.infer<typeof RegistrationField>;

export const RegistrationForm = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), name: z.string(), weight: z.number().int(), fields: z.array(RegistrationField) }),
  ),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

const Name = z.string().trim().min(1).max(100);
const OptionalText = z.string().trim().max(200).nullable().optional();

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
    about: z.string().trim().max(2000).nullable().optional(),
    gender: z.enum(['male', 'female']).nullable().optional(),
    preferredLanguage: Language,
    extraFields: z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean(), z.number()])),
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

export const changePassword = defineCall({
  method: 'PATCH',
  path: '/users/:userId/password',
  summary: "Changes one's own password. Ends the user's other sessions.",
  tags: ['users'],
  access: { kind: 'signedIn', duringForcedReset: true },
  params: z.object({ userId: Id }),
  body: z.object({ oldPassword: z.string().min(1).max(200), newPassword: NewPassword }),
  response: NoContent,
  status: 204,
  errors: ['auth-018', 'auth-019'],
});
