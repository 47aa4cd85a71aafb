import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.ts';

/** Permission contexts (reference data, fixed ids 1…5: see the contract's bypass slugs). */
export const permissionContexts = pgTable('permission_contexts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const permissionCategories = pgTable('permission_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** The permission catalogue (reference data). */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  isHidden: boolean('is_hidden').notNull().default(false),
  categoryId: integer('category_id').references(() => permissionCategories.id, { onDelete: 'set null' }),
  contextId: integer('context_id')
    .notNull()
    .references(() => permissionContexts.id),
});

export const permissionPrerequisites = pgTable(
  'permission_prerequisites',
  {
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.prerequisiteId] })],
);

/** Peers are shown together when a permission is granted (informational). */
export const permissionPeers = pgTable(
  'permission_peers',
  {
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    peerId: integer('peer_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.peerId] })],
);

/** A named bundle of member permissions of one organization. */
export const permissionSets = pgTable(
  'permission_sets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    contextId: integer('context_id')
      .notNull()
      .references(() => permissionContexts.id),
    canBeEdited: boolean('can_be_edited').notNull().default(true),
    canBeDeleted: boolean('can_be_deleted').notNull().default(true),
    isPredefined: boolean('is_predefined').notNull().default(false),
    /** The set new members get. */
    isDefault: boolean('is_default').notNull().default(false),
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => permissionSets.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('permission_sets_slug_unique').on(t.organizationId, t.slug),
    index('permission_sets_org_idx').on(t.organizationId),
  ],
);

export const permissionSetPermissions = pgTable(
  'permission_set_permissions',
  {
    permissionSetId: integer('permission_set_id')
      .notNull()
      .references(() => permissionSets.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionSetId, t.permissionId] })],
);

/** The organization permissions an organization holds (its plan: lms, coaching, …). */
export const organizationPermissions = pgTable(
  'organization_permissions',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.permissionId] })],
);
