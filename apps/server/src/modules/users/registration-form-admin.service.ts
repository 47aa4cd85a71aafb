import type {
  ManagedRegistrationField,
  ManagedRegistrationForm,
  ManagedRegistrationGroup,
  MoveBody,
  RegistrationFieldType,
} from '@manara/contract';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { registrationFieldGroups, registrationFields } from './users.tables.ts';

type GroupRow = typeof registrationFieldGroups.$inferSelect;
type FieldRow = typeof registrationFields.$inferSelect;
type Option = { value: string; label: string; labelAr: string | null };
type Modifier = { slug: ManagedRegistrationField['modifiers'][number]['slug']; value: string | null };

function toField(row: FieldRow): ManagedRegistrationField {
  return {
    id: row.id,
    groupId: row.groupId,
    fieldKey: row.fieldKey,
    label: row.label,
    labelAr: row.labelAr,
    type: row.type,
    weight: row.weight,
    options: row.options.map((o) => ({ value: o.value, label: o.label, labelAr: o.labelAr ?? null })),
    modifiers: row.modifiers.map((m) => ({ slug: m.slug as Modifier['slug'], value: m.value ?? null })),
  };
}

function toGroup(row: GroupRow, fields: FieldRow[]): ManagedRegistrationGroup {
  return { id: row.id, name: row.name, nameAr: row.nameAr, weight: row.weight, fields: fields.map(toField) };
}

/** The form with both languages, groups and fields by weight (then id, for rows of equal weight). */
export async function getManagedRegistrationForm(db: Db | Tx, orgId: number): Promise<ManagedRegistrationForm> {
  const [groups, fields] = await Promise.all([
    db
      .select()
      .from(registrationFieldGroups)
      .where(eq(registrationFieldGroups.organizationId, orgId))
      .orderBy(asc(registrationFieldGroups.weight), asc(registrationFieldGroups.id)),
    db
      .select()
      .from(registrationFields)
      .where(eq(registrationFields.organizationId, orgId))
      .orderBy(asc(registrationFields.weight), asc(registrationFields.id)),
  ]);
  return {
    groups: groups.map((g) =>
      toGroup(
        g,
        fields.filter((f) => f.groupId === g.id),
      ),
    ),
  };
}

async function findGroup(db: Db | Tx, orgId: number, groupId: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(registrationFieldGroups)
    .where(inOrganization(registrationFieldGroups, orgId, eq(registrationFieldGroups.id, groupId)));
  if (!row) throw notFound();
  return row;
}

async function findField(db: Db | Tx, orgId: number, fieldId: number): Promise<FieldRow> {
  const [row] = await db
    .select()
    .from(registrationFields)
    .where(inOrganization(registrationFields, orgId, eq(registrationFields.id, fieldId)));
  if (!row) throw notFound();
  return row;
}

/** Adds a group after the last one. */
export async function createRegistrationGroup(
  db: Db,
  ctx: RequestContext,
  body: { name: string; nameAr: string | null },
): Promise<ManagedRegistrationGroup> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ weight: max(registrationFieldGroups.weight) })
      .from(registrationFieldGroups)
      .where(eq(registrationFieldGroups.organizationId, ctx.orgId));
    const [row] = await tx
      .insert(registrationFieldGroups)
      .values({ organizationId: ctx.orgId, name: body.name, nameAr: body.nameAr, weight: (last?.weight ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('group not inserted');
    return toGroup(row, []);
  });
}

export async function updateRegistrationGroup(
  db: Db,
  ctx: RequestContext,
  groupId: number,
  body: { name: string; nameAr: string | null },
): Promise<ManagedRegistrationGroup> {
  const [row] = await db
    .update(registrationFieldGroups)
    .set({ name: body.name, nameAr: body.nameAr })
    .where(inOrganization(registrationFieldGroups, ctx.orgId, eq(registrationFieldGroups.id, groupId)))
    .returning();
  if (!row) throw notFound();
  const form = await getManagedRegistrationForm(db, ctx.orgId);
  return form.groups.find((g) => g.id === row.id) ?? toGroup(row, []);
}

/** Deletes a group that has no fields left (`organizations-006` otherwise: members' answers would go with them). */
export async function deleteRegistrationGroup(db: Db, ctx: RequestContext, groupId: number): Promise<null> {
  return db.transaction(async (tx) => {
    await findGroup(tx, ctx.orgId, groupId);
    const [field] = await tx
      .select({ id: registrationFields.id })
      .from(registrationFields)
      .where(inOrganization(registrationFields, ctx.orgId, eq(registrationFields.groupId, groupId)))
      .limit(1);
    if (field) throw new AppError('organizations-006');
    await tx
      .delete(registrationFieldGroups)
      .where(inOrganization(registrationFieldGroups, ctx.orgId, eq(registrationFieldGroups.id, groupId)));
    return null;
  });
}

/** PostgreSQL's unique violation (23505) of `constraint`, also when the driver wraps it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    current && i < 4;
    i++
  ) {
    if (current.code === '23505' && current.message?.includes(constraint)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The rows in their order with `id` one place up or down, renumbered 0, 1, 2, … (unchanged at either end). */
function reorder<T extends { id: number }>(rows: T[], id: number, direction: MoveBody['direction']): T[] {
  const index = rows.findIndex((r) => r.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  const order = [...rows];
  if (index < 0 || target < 0 || target >= rows.length) return order;
  const [moved] = order.splice(index, 1);
  if (moved) order.splice(target, 0, moved);
  return order;
}

export async function moveRegistrationGroup(
  db: Db,
  ctx: RequestContext,
  groupId: number,
  direction: MoveBody['direction'],
): Promise<ManagedRegistrationForm> {
  return db.transaction(async (tx) => {
    await findGroup(tx, ctx.orgId, groupId);
    const groups = await tx
      .select({ id: registrationFieldGroups.id, weight: registrationFieldGroups.weight })
      .from(registrationFieldGroups)
      .where(eq(registrationFieldGroups.organizationId, ctx.orgId))
      .orderBy(asc(registrationFieldGroups.weight), asc(registrationFieldGroups.id));
    const order = reorder(groups, groupId, direction);
    for (const [weight, group] of order.entries()) {
      if (group.weight === weight) continue;
      await tx
        .update(registrationFieldGroups)
        .set({ weight })
        .where(inOrganization(registrationFieldGroups, ctx.orgId, eq(registrationFieldGroups.id, group.id)));
    }
    return getManagedRegistrationForm(tx, ctx.orgId);
  });
}

async function nextFieldWeight(tx: Tx, orgId: number, groupId: number): Promise<number> {
  const [last] = await tx
    .select({ weight: max(registrationFields.weight) })
    .from(registrationFields)
    .where(inOrganization(registrationFields, orgId, eq(registrationFields.groupId, groupId)));
  return (last?.weight ?? -1) + 1;
}

/** A select field needs options, other types none (checked again with the stored type on a change). */
function checkOptions(type: RegistrationFieldType, options: readonly unknown[]): void {
  if ((type === 'select') !== options.length > 0) {
    throw new AppError('validation', [{ path: 'body.options', message: 'form.invalid' }]);
  }
}

/** Options as stored: an Arabic label only when there is one. */
function storedOptions(options: Option[]): { value: string; label: string; labelAr?: string }[] {
  return options.map((o) => ({ value: o.value, label: o.label, ...(o.labelAr ? { labelAr: o.labelAr } : {}) }));
}

/** Adds a field at the end of a group of the organization; its key must be free (`organizations-007`). */
export async function createRegistrationField(
  db: Db,
  ctx: RequestContext,
  body: {
    groupId: number;
    fieldKey: string;
    label: string;
    labelAr: string | null;
    type: RegistrationFieldType;
    options: Option[];
    modifiers: Modifier[];
  },
): Promise<ManagedRegistrationField> {
  checkOptions(body.type, body.options);
  try {
    return await db.transaction(async (tx) => {
      await findGroup(tx, ctx.orgId, body.groupId);
      const [taken] = await tx
        .select({ id: registrationFields.id })
        .from(registrationFields)
        .where(and(eq(registrationFields.organizationId, ctx.orgId), eq(registrationFields.fieldKey, body.fieldKey)));
      if (taken) throw new AppError('organizations-007');
      const [row] = await tx
        .insert(registrationFields)
        .values({
          organizationId: ctx.orgId,
          groupId: body.groupId,
          fieldKey: body.fieldKey,
          label: body.label,
          labelAr: body.labelAr,
          type: body.type,
          weight: await nextFieldWeight(tx, ctx.orgId, body.groupId),
          options: storedOptions(body.options),
          modifiers: body.modifiers,
        })
        .returning();
      if (!row) throw new Error('field not inserted');
      return toField(row);
    });
  } catch (error) {
    // Two administrators adding the same key at once: the second one loses the race.
    if (isUniqueViolation(error, 'registration_fields_key_unique')) throw new AppError('organizations-007');
    throw error;
  }
}

export async function updateRegistrationField(
  db: Db,
  ctx: RequestContext,
  fieldId: number,
  body: {
    groupId?: number | undefined;
    label?: string | undefined;
    labelAr?: string | null | undefined;
    type?: RegistrationFieldType | undefined;
    options?: Option[] | undefined;
    modifiers?: Modifier[] | undefined;
  },
): Promise<ManagedRegistrationField> {
  return db.transaction(async (tx) => {
    const field = await findField(tx, ctx.orgId, fieldId);
    const type = body.type ?? field.type;
    // A field that is no longer a select drops its options; one that becomes a select needs them.
    const options = body.options ? storedOptions(body.options) : type === 'select' ? field.options : [];
    checkOptions(type, options);
    const movesGroup = body.groupId !== undefined && body.groupId !== field.groupId;
    if (movesGroup && body.groupId !== undefined) await findGroup(tx, ctx.orgId, body.groupId);
    const [row] = await tx
      .update(registrationFields)
      .set({
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.labelAr !== undefined ? { labelAr: body.labelAr } : {}),
        ...(body.modifiers !== undefined ? { modifiers: body.modifiers } : {}),
        ...(movesGroup && body.groupId !== undefined
          ? { groupId: body.groupId, weight: await nextFieldWeight(tx, ctx.orgId, body.groupId) }
          : {}),
        type,
        options,
      })
      .where(inOrganization(registrationFields, ctx.orgId, eq(registrationFields.id, field.id)))
      .returning();
    if (!row) throw notFound();
    return toField(row);
  });
}

export async function moveRegistrationField(
  db: Db,
  ctx: RequestContext,
  fieldId: number,
  direction: MoveBody['direction'],
): Promise<ManagedRegistrationForm> {
  return db.transaction(async (tx) => {
    const field = await findField(tx, ctx.orgId, fieldId);
    const siblings = await tx
      .select({ id: registrationFields.id, weight: registrationFields.weight })
      .from(registrationFields)
      .where(inOrganization(registrationFields, ctx.orgId, eq(registrationFields.groupId, field.groupId)))
      .orderBy(asc(registrationFields.weight), asc(registrationFields.id));
    for (const [weight, sibling] of reorder(siblings, fieldId, direction).entries()) {
      if (sibling.weight === weight) continue;
      await tx
        .update(registrationFields)
        .set({ weight })
        .where(inOrganization(registrationFields, ctx.orgId, eq(registrationFields.id, sibling.id)));
    }
    return getManagedRegistrationForm(tx, ctx.orgId);
  });
}

/** Deletes a field; members' answers to it go with it (`user_field_values` cascade). */
export async function deleteRegistrationField(db: Db, ctx: RequestContext, fieldId: number): Promise<null> {
  const deleted = await db
    .delete(registrationFields)
    .where(inOrganization(registrationFields, ctx.orgId, eq(registrationFields.id, fieldId)))
    .returning({ id: registrationFields.id });
  if (deleted.length === 0) throw notFound();
  return null;
}
