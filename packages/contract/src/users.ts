import { z } from 'zod';
import { defineCall, Id, Language, NoContent, publicAccess, signedIn, Text } from './http.ts';
import { NewPassword } from './passwords.ts';

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

export const changePassword = defineCall({
  method: 'PATCH',
  path: '/users/:userId/password',
  summary: "Changes one's own password. Ends the user's other sessions.",
  tags: ['users'],
  access: { kind: 'signedIn', duringForcedReset: true },
  params: z.object({ userId: Id }),
  body: z.object({ oldPassword: Text().min(1).max(200), newPassword: NewPassword }),
  response: NoContent,
  status: 204,
  errors: ['auth-018', 'auth-019'],
});
