import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media } from '../media/media.tables.ts';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { permissionSets } from '../permissions/permissions.tables.ts';

export const userType = pgEnum('user_type', ['ADMIN', 'MEMBER']);

/**
 * A person (spec 2 §3 User). People are global; what they may do in an organization comes
 * from their membership there (`organization_members`).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    academicLevel: text('academic_level'),
    specialty: text('specialty'),
    position: text('position'),
    workPlace: text('work_place'),
    nationality: text('nationality'),
    profileImageId: integer('profile_image_id').references(() => media.id, { onDelete: 'set null' }),
    coverImageId: integer('cover_image_id').references(() => media.id, { onDelete: 'set null' }),
    about: text('about'),
    occupation: text('occupation'),
    location: text('location'),
    idNumber: text('id_number'),
    gender: text('gender'),
    scfhsId: text('scfhs_id'),
    institute: text('institute'),
    yearsOfExperience: integer('years_of_experience'),
    country: text('country'),
    city: text('city'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    forceResetPassword: boolean('force_reset_password').notNull().default(false),
    /** Two-factor sign-in applies when the organization turns it on and the user has not turned it off. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(true),
    freeChemistrySessions: integer('free_chemistry_sessions').notNull().default(2),
    preferredLanguage: language('preferred_language').notNull().default('en'),
    type: userType('type').notNull().default('MEMBER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
  ],
);

/** A user's membership of an organization and the permission set it grants (spec 2 §3 Permissions). */
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSets.id),
    /** A locked set is kept when the organization's default set changes. */
    permissionSetIsLocked: boolean('permission_set_is_locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('organization_members_unique').on(t.organizationId, t.userId),
    index('organization_members_user_idx').on(t.userId),
    index('organization_members_set_idx').on(t.permissionSetId),
  ],
);

export const registrationFieldType = pgEnum('registration_field_type', [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'boolean',
]);

/** A group of the organization's registration form. */
export const registrationFieldGroups = pgTable(
  'registration_field_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [index('registration_field_groups_org_idx').on(t.organizationId)],
);

/** A field of the registration form; its value is kept per user in `user_field_values`. */
export const registrationFields = pgTable(
  'registration_fields',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => registrationFieldGroups.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar'),
    type: registrationFieldType('type').notNull().default('text'),
    weight: integer('weight').notNull().default(0),
    /** Choices of a select field: `[{ value, label, labelAr }]`. */
    options: jsonb('options').$type<{ value: string; label: string; labelAr?: string }[]>().notNull().default([]),
    /** Modifiers with their values: `[{ slug, value }]` (optional, min_length, max_length, pattern, min, max). */
    modifiers: jsonb('modifiers').$type<{ slug: string; value?: string | null }[]>().notNull().default([]),
  },
  (t) => [unique('registration_fields_key_unique').on(t.organizationId, t.fieldKey)],
);

export const userFieldValues = pgTable(
  'user_field_values',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => registrationFields.id, { onDelete: 'cascade' }),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] })],
);
