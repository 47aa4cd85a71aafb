import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  doublePrecision,
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
} from 'drizzle-orm/pg-core';
import { media } from '../media/media.tables.ts';

export const language = pgEnum('language', ['en', 'ar']);

export const fontFamilies = pgTable('font_families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const fontStyles = pgTable('font_styles', {
  id: serial('id').primaryKey(),
  fontFamilyId: integer('font_family_id')
    .notNull()
    .references(() => fontFamilies.id, { onDelete: 'cascade' }),
  weight: integer('weight').notNull().default(400),
  isItalic: boolean('is_italic').notNull().default(false),
  url: text('url'),
});

/** A tenant (spec 2 §3 Organization). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic').notNull(),
  domainPrefix: text('domain_prefix').notNull().unique(),
  studentUrl: text('student_url'),
  adminUrl: text('admin_url'),
  description: text('description'),
  /** The organization's own message after the copyright line; null: "All rights reserved" in the reader's language. */
  copyrightMessage: text('copyright_message'),
  logoId: integer('logo_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
  iconId: integer('icon_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
  certificateIconId: integer('certificate_icon_id').references((): AnyPgColumn => media.id, {
    onDelete: 'set null',
  }),
  currencyCode: text('currency_code').notNull().default('SAR'),
  paymentGatewayId: integer('payment_gateway_id'),
  fontFamilyId: integer('font_family_id').references(() => fontFamilies.id, { onDelete: 'set null' }),
  userLimit: integer('user_limit'),
  userCount: integer('user_count').notNull().default(0),
  courseLimit: integer('course_limit'),
  courseCount: integer('course_count').notNull().default(0),
  parentId: integer('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organization settings (spec 2 §3): grading defaults for its courses. */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  passingGradePercentage: doublePrecision('passing_grade_percentage').notNull().default(0.5),
  mandatoryAttendancePercentage: doublePrecision('mandatory_attendance_percentage').notNull().default(1),
});

/** The configuration keys every organization has (reference data). */
export const configurationKeys = pgTable('configuration_keys', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  isEditableByOrgAdmin: boolean('is_editable_by_org_admin').notNull().default(true),
  /** Credentials: stored, never answered by a public call. */
  isSecret: boolean('is_secret').notNull().default(false),
  defaultValue: jsonb('default_value'),
});

export const organizationConfigurations = pgTable(
  'organization_configurations',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    configurationKeyId: integer('configuration_key_id')
      .notNull()
      .references(() => configurationKeys.id, { onDelete: 'cascade' }),
    value: jsonb('value'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.configurationKeyId] })],
);

export const organizationColors = pgTable(
  'organization_colors',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    value: text('value').notNull().default('#ffffff'),
  },
  (t) => [unique('organization_colors_slug_unique').on(t.organizationId, t.slug)],
);

/** A terminology slug with its default value in both languages (reference data). */
export const terminologyKeys = pgTable('terminology_keys', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  isRequired: boolean('is_required').notNull().default(false),
  isMedia: boolean('is_media').notNull().default(false),
  defaultMediaUrl: text('default_media_url'),
  singularEn: text('singular_en').notNull().default(''),
  singularAr: text('singular_ar').notNull().default(''),
  pluralEn: text('plural_en').notNull().default(''),
  pluralAr: text('plural_ar').notNull().default(''),
});

/** An organization's own word (or image) for a terminology slug, per language. */
export const organizationTerms = pgTable(
  'organization_terms',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    terminologyKeyId: integer('terminology_key_id')
      .notNull()
      .references(() => terminologyKeys.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    valueSingular: text('value_singular'),
    valuePlural: text('value_plural'),
  },
  (t) => [
    unique('organization_terms_unique').on(t.organizationId, t.terminologyKeyId, t.language),
    index('organization_terms_org_idx').on(t.organizationId),
  ],
);
