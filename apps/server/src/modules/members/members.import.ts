import { InviteMemberBody, MEMBER_IMPORT_MAX_ROWS, type MemberImportRow } from '@manara/contract';
import Papa from 'papaparse';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { listMemberSets } from '../permissions/index.ts';
import { inviteMember, type MembersDeps } from './members.service.ts';

const REQUIRED = ['email', 'firstName', 'lastName'] as const;

/** Header names as people write them (`First name`, `first_name`, `firstname`) → the call's. */
const HEADER_ALIASES: Record<string, string> = {
  email: 'email',
  emailaddress: 'email',
  firstname: 'firstName',
  lastname: 'lastName',
  firstnamear: 'firstNameAr',
  lastnamear: 'lastNameAr',
  permissionset: 'permissionSet',
};

function headerOf(raw: string): string {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  return HEADER_ALIASES[key] ?? raw.trim();
}

/**
 * Imports members from CSV (papaparse; header row first, UTF-8 with or without a byte-order
 * mark): each row is checked, then invited on its own (its own transaction), so one bad row
 * costs only itself. Answers one outcome per row, numbered as the file's lines (header = 1).
 */
export async function importMembers(
  deps: MembersDeps,
  ctx: RequestContext,
  csv: string,
): Promise<{ rows: MemberImportRow[] }> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: headerOf,
  });
  const fields = parsed.meta.fields ?? [];
  if (!REQUIRED.every((name) => fields.includes(name)) || parsed.data.length > MEMBER_IMPORT_MAX_ROWS) {
    throw new AppError('members-005');
  }
  const sets = await listMemberSets(deps.db, ctx.orgId);
  const findSet = (name: string) => {
    const wanted = name.trim().toLowerCase();
    return sets.find((set) => [set.slug, set.name, set.nameAr].some((n) => n?.trim().toLowerCase() === wanted));
  };
  const report: MemberImportRow[] = [];
  for (const [index, record] of parsed.data.entries()) {
    const row = index + 2;
    const email = (record.email ?? '').trim();
    const setName = (record.permissionSet ?? '').trim();
    const set = setName ? findSet(setName) : undefined;
    if (setName && !set) {
      report.push({ row, email, outcome: 'invalid', reason: 'members-006', fields: ['permissionSet'] });
      continue;
    }
    const input = InviteMemberBody.safeParse({
      email,
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      firstNameAr: record.firstNameAr?.trim() || null,
      lastNameAr: record.lastNameAr?.trim() || null,
      ...(set ? { permissionSetId: set.id } : {}),
    });
    if (!input.success) {
      const wrong = [...new Set(input.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
      report.push({ row, email, outcome: 'invalid', reason: 'validation', fields: wrong });
      continue;
    }
    const { outcome } = await inviteMember(deps, ctx, input.data);
    report.push({ row, email: input.data.email, outcome, reason: null, fields: [] });
  }
  return { rows: report };
}
