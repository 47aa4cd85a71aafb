import {
  approveOrganizationMember,
  confirmPasswordReset,
  deactivateOrganizationMember,
  forceMemberPasswordReset,
  getSessionUser,
  importOrganizationMembers,
  inviteOrganizationMember,
  listOrganizationMembers,
  login,
  reactivateOrganizationMember,
  removeOrganizationMember,
  resendMemberInvitation,
  updateOrganizationMember,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser, joinOrg, lastMailTo, linkIn } from '../../test/factories.ts';
import { sessionOf, tokenIn } from '../../test/sign-in.ts';
import { courseOfferings } from '../courses/courses.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import { finishedSubsections } from '../progress/progress.tables.ts';
import { users } from '../users/users.tables.ts';

const PASSWORD = 'Secret@123';
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: { id: number; token: string; orgId: number };
let learner: { id: number; token: string; orgId: number };
let foreign: { id: number; orgId: number };

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  learner = await buildSignedInMember(t, org, 'learner');
  foreign = await buildUser(t.db, other, 'learner');
});
afterAll(() => t?.close());

const signIn = (email: string, password: string) => t.request(login, { orgId: org.id, body: { email, password } });

async function person(overrides: Parameters<typeof buildUser>[3] = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `m-${suffix}@example.test`;
  const user = await buildUser(t.db, org, 'learner', { email, password: PASSWORD, ...overrides });
  return { ...user, email };
}

describe('members list', () => {
  it('searches English and Arabic names and e-mails, filters by set and status, pages with a total', async () => {
    const salma = await person({ firstName: 'Salma', lastName: 'Haddad', firstNameAr: 'سلمى', lastNameAr: 'حداد' });
    await person({ firstName: 'Omar', lastName: 'Farouk' });
    const byName = await t.request(listOrganizationMembers, { query: { search: 'salma had' }, as: admin });
    expect(byName.status).toBe(200);
    expect(ok(byName).data.map((m) => m.userId)).toEqual([salma.id]);
    const byArabic = await t.request(listOrganizationMembers, { query: { search: 'سلمى حداد' }, as: admin });
    expect(ok(byArabic).data.map((m) => m.userId)).toEqual([salma.id]);
    const byEmail = await t.request(listOrganizationMembers, {
      query: { search: salma.email.toUpperCase() },
      as: admin,
    });
    expect(ok(byEmail).data[0]).toMatchObject({
      userId: salma.id,
      status: 'active',
      permissionSet: { slug: 'learner', name: 'Learner' },
    });
    const admins = await t.request(listOrganizationMembers, {
      query: { permissionSetId: org.setIds.organization_admin },
      as: admin,
    });
    expect(ok(admins).data.map((m) => m.userId)).toEqual([admin.id]);
    const page = await t.request(listOrganizationMembers, { query: { take: 1 }, as: admin });
    expect(ok(page).data).toHaveLength(1);
    expect(ok(page).total).toBeGreaterThanOrEqual(4);
    const arabic = await t.request(listOrganizationMembers, { query: { search: 'سلمى' }, as: admin, language: 'ar' });
    expect(ok(arabic).data[0]?.permissionSet.name).toBe('متعلّم');
  });

  it('finds Arabic names however their letters and marks were written', async () => {
    const ahmad = await person({ firstName: 'Ahmad', lastName: 'Q', firstNameAr: 'أحمد', lastNameAr: 'الكُرديّ' });
    const fatima = await person({ firstName: 'Fatima', lastName: 'Z', firstNameAr: 'فاطمة', lastNameAr: 'موسى' });
    const found = async (search: string) =>
      ok(await t.request(listOrganizationMembers, { query: { search }, as: admin })).data.map((m) => m.userId);
    expect(await found('احمد')).toEqual([ahmad.id]);
    expect(await found('إحمد الكردي')).toEqual([ahmad.id]);
    expect(await found('فاطمه موسي')).toEqual([fatima.id]);
    expect(await found('فاطمة')).toEqual([fatima.id]);
    expect(await found('فاطمح')).toEqual([]);
  });

  it('sorts on the server by the column asked, either way, the name breaking ties', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const make = (local: string, firstName: string) =>
      buildUser(t.db, org, 'learner', {
        email: `${local}-${stamp}@example.test`,
        password: PASSWORD,
        firstName,
        lastName: stamp,
      });
    const zed = await make('a', 'Zed');
    const yara = await make('b', 'Yara');
    const xavi = await make('c', 'Xavi');
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, yara.id));
    const order = async (query: { sort?: 'name' | 'email' | 'status'; order?: 'asc' | 'desc' } = {}) =>
      ok(await t.request(listOrganizationMembers, { query: { search: stamp, ...query }, as: admin })).data.map(
        (m) => m.userId,
      );
    expect(await order()).toEqual([xavi.id, yara.id, zed.id]);
    expect(await order({ sort: 'name', order: 'desc' })).toEqual([zed.id, yara.id, xavi.id]);
    expect(await order({ sort: 'email' })).toEqual([zed.id, yara.id, xavi.id]);
    expect(await order({ sort: 'email', order: 'desc' })).toEqual([xavi.id, yara.id, zed.id]);
    // Active first, deactivated last; the two active ones by name.
    expect(await order({ sort: 'status' })).toEqual([xavi.id, zed.id, yara.id]);
    // Untyped: the contract's types allow no column outside its list.
    const unknownColumn = await t.call('GET', '/api/organization-members?sort=password', {
      orgId: org.id,
      token: admin.token,
    });
    expect(errorCodeOf(unknownColumn)).toBe('validation');
  });

  it("never shows another organization's members", async () => {
    const res = await t.request(listOrganizationMembers, { query: { take: 100 }, as: admin });
    expect(ok(res).data.map((m) => m.userId)).not.toContain(foreign.id);
  });

  it('is for administrators only (common-007), signed in (common-009)', async () => {
    expect(errorCodeOf(await t.request(listOrganizationMembers, { as: learner }))).toBe('common-007');
    expect(errorCodeOf(await t.request(listOrganizationMembers, { orgId: org.id }))).toBe('common-009');
    // Untyped on purpose: a status the contract's types do not allow.
    const unknownStatus = await t.call('GET', '/api/organization-members?status=gone', {
      orgId: org.id,
      token: admin.token,
    });
    expect(unknownStatus.status).toBe(400);
    expect(errorCodeOf(unknownStatus)).toBe('validation');
  });
});

describe('member actions', () => {
  it('deactivates (sessions end, sign-in refused) and reactivates a member', async () => {
    const member = await person();
    const session = sessionOf(await signIn(member.email, PASSWORD));
    const off = await t.request(deactivateOrganizationMember, { params: { userId: member.id }, as: admin });
    expect(off.status).toBe(200);
    expect(ok(off).status).toBe('deactivated');
    expect((await t.request(getSessionUser, { as: { token: session.access, orgId: org.id } })).status).toBe(401);
    expect(errorCodeOf(await signIn(member.email, PASSWORD))).toBe('auth-001');
    const filtered = await t.request(listOrganizationMembers, { query: { status: 'deactivated' }, as: admin });
    expect(ok(filtered).data.map((m) => m.userId)).toContain(member.id);
    const on = await t.request(reactivateOrganizationMember, { params: { userId: member.id }, as: admin });
    expect(ok(on).status).toBe('active');
    expect((await signIn(member.email, PASSWORD)).status).toBe(200);
  });

  it('approves a pending registration', async () => {
    const member = await person();
    await t.db.update(users).set({ requiresApproval: true }).where(eq(users.id, member.id));
    expect(errorCodeOf(await signIn(member.email, PASSWORD))).toBe('auth-009');
    const pending = await t.request(listOrganizationMembers, { query: { status: 'pending' }, as: admin });
    expect(ok(pending).data.map((m) => m.userId)).toContain(member.id);
    const res = await t.request(approveOrganizationMember, { params: { userId: member.id }, as: admin });
    expect(ok(res).status).toBe('active');
    expect((await signIn(member.email, PASSWORD)).status).toBe(200);
  });

  it('forces a password reset at the next request', async () => {
    const member = await person();
    const session = sessionOf(await signIn(member.email, PASSWORD));
    const res = await t.request(forceMemberPasswordReset, { params: { userId: member.id }, as: admin });
    expect(ok(res).forceResetPassword).toBe(true);
    const held = await t.request(listOrganizationMembers, { as: { token: session.access, orgId: org.id } });
    expect(errorCodeOf(held)).toBe('auth-005');
  });

  it('assigns and locks a permission set, applied from the next request', async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    expect((await t.request(listOrganizationMembers, { as: member })).status).toBe(403);
    const res = await t.request(updateOrganizationMember, {
      params: { userId: member.id },
      body: { permissionSetId: org.setIds.organization_admin, permissionSetIsLocked: true },
      as: admin,
    });
    expect(ok(res)).toMatchObject({ permissionSet: { slug: 'organization_admin' }, permissionSetIsLocked: true });
    expect((await t.request(listOrganizationMembers, { as: member })).status).toBe(200);
    const foreignSet = await t.request(updateOrganizationMember, {
      params: { userId: member.id },
      body: { permissionSetId: other.setIds.learner },
      as: admin,
    });
    expect(foreignSet.status).toBe(404);
    const nothing = await t.request(updateOrganizationMember, { params: { userId: member.id }, body: {}, as: admin });
    expect(errorCodeOf(nothing)).toBe('validation');
  });

  it("answers 404 for another organization's member and refuses one's own account (members-001)", async () => {
    for (const call of [deactivateOrganizationMember, reactivateOrganizationMember, forceMemberPasswordReset]) {
      expect((await t.request(call, { params: { userId: foreign.id }, as: admin })).status).toBe(404);
      expect(errorCodeOf(await t.request(call, { params: { userId: admin.id }, as: admin }))).toBe('members-001');
    }
    const patch = await t.request(updateOrganizationMember, {
      params: { userId: foreign.id },
      body: { permissionSetIsLocked: true },
      as: admin,
    });
    expect(patch.status).toBe(404);
    expect((await t.request(deactivateOrganizationMember, { params: { userId: admin.id }, as: learner })).status).toBe(
      403,
    );
  });

  it('refuses to change the account of a person who belongs to another organization too (members-002)', async () => {
    const shared = await person();
    await joinOrg(t, other, shared.id);
    const res = await t.request(deactivateOrganizationMember, { params: { userId: shared.id }, as: admin });
    expect(errorCodeOf(res)).toBe('members-002');
    expect((await signIn(shared.email, PASSWORD)).status).toBe(200);
  });
});

describe('invitations', () => {
  it('creates the account and mails a link that sets the password', async () => {
    const email = `invite-${Date.now()}@example.test`;
    const res = await t.request(inviteOrganizationMember, {
      body: {
        email: email.toUpperCase(),
        firstName: 'Huda',
        lastName: 'Nasser',
        firstNameAr: 'هدى',
        lastNameAr: 'ناصر',
      },
      as: admin,
    });
    expect(res.status).toBe(201);
    expect(ok(res)).toMatchObject({ email, firstNameAr: 'هدى', permissionSet: { slug: 'learner' } });
    const link = linkIn((await lastMailTo(t, email))!.text);
    expect(link.pathname).toBe('/auth/reset-password');
    const set = await t.request(confirmPasswordReset, {
      orgId: org.id,
      body: { token: tokenIn(link), newPassword: 'Fresh@456' },
    });
    expect(set.status).toBe(204);
    expect((await signIn(email, 'Fresh@456')).status).toBe(200);
    const again = await t.request(inviteOrganizationMember, {
      body: { email, firstName: 'Huda', lastName: 'Nasser' },
      as: admin,
    });
    expect(errorCodeOf(again)).toBe('members-004');
  });

  it('adds an existing account of another organization, which keeps its password', async () => {
    const email = `existing-${Date.now()}@example.test`;
    await buildUser(t.db, other, 'learner', { email, password: PASSWORD });
    const res = await t.request(inviteOrganizationMember, {
      body: { email, firstName: 'Ignored', lastName: 'Name', permissionSetId: org.setIds.instructor },
      as: admin,
    });
    expect(res.status).toBe(201);
    expect(ok(res).permissionSet.slug).toBe('instructor');
    expect((await lastMailTo(t, email))!.text).toContain('/auth/login');
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('makes one member of five parallel invitations of the same e-mail', async () => {
    const email = `parallel-${Date.now()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request(inviteOrganizationMember, { body: { email, firstName: 'P', lastName: 'Q' }, as: admin }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => errorCodeOf(a) === 'members-004')).toHaveLength(4);
  });

  it("refuses another organization's set (404) and a bad e-mail (400)", async () => {
    const foreignSet = await t.request(inviteOrganizationMember, {
      body: {
        email: 'x-foreign-set@example.test',
        firstName: 'X',
        lastName: 'Y',
        permissionSetId: other.setIds.learner,
      },
      as: admin,
    });
    expect(foreignSet.status).toBe(404);
    const bad = await t.request(inviteOrganizationMember, {
      body: { email: 'not-an-email', firstName: 'X', lastName: 'Y' },
      as: admin,
    });
    expect(errorCodeOf(bad)).toBe('validation');
  });
});

describe('CSV import', () => {
  it('reports each row: created, already a member, invalid with the reason; Arabic intact', async () => {
    const existing = await person();
    const stamp = Date.now();
    const csv = [
      '\uFEFFemail,firstName,lastName,firstNameAr,lastNameAr,permissionSet',
      `a-${stamp}@example.test,Amal,Saleh,أمل,صالح,`,
      `b-${stamp}@example.test,"Badr, Jr",Ali,,,Instructor`,
      `${existing.email},Old,Member,,,`,
      'not-an-email,Bad,Row,,,',
      `c-${stamp}@example.test,Cyrine,Z,,,No such set`,
      `a-${stamp}@example.test,Amal,Saleh,,,`,
    ].join('\r\n');
    const res = await t.request(importOrganizationMembers, { body: { csv }, as: admin });
    expect(res.status).toBe(200);
    expect(ok(res).rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'created', null],
      [3, 'created', null],
      [4, 'alreadyMember', null],
      [5, 'invalid', 'validation'],
      [6, 'invalid', 'members-006'],
      [7, 'alreadyMember', null],
    ]);
    expect(ok(res).rows[3]?.fields).toEqual(['email']);
    const amal = await t.request(listOrganizationMembers, { query: { search: 'أمل صالح' }, as: admin });
    expect(ok(amal).data[0]).toMatchObject({ firstNameAr: 'أمل', lastNameAr: 'صالح' });
    const badr = await t.request(listOrganizationMembers, { query: { search: `b-${stamp}` }, as: admin });
    expect(ok(badr).data[0]).toMatchObject({ firstName: 'Badr, Jr', permissionSet: { slug: 'instructor' } });
    expect(await lastMailTo(t, `a-${stamp}@example.test`)).not.toBeNull();
  });

  it('refuses a file without the required columns (members-005), for administrators only', async () => {
    const res = await t.request(importOrganizationMembers, { body: { csv: 'name,mail\nx,y\n' }, as: admin });
    expect(errorCodeOf(res)).toBe('members-005');
    const learnerRes = await t.request(importOrganizationMembers, {
      body: { csv: 'email,firstName,lastName\n' },
      as: learner,
    });
    expect(errorCodeOf(learnerRes)).toBe('common-007');
  });
});

describe('resending an invitation', () => {
  it('mails a new link to an invited member who has not signed in, and refuses once they have (members-007)', async () => {
    const email = `resend-${Date.now()}@example.test`;
    const invited = ok(
      await t.request(inviteOrganizationMember, { body: { email, firstName: 'Rana', lastName: 'Saleh' }, as: admin }),
    );
    expect(invited.isInvitationPending).toBe(true);
    const first = linkIn((await lastMailTo(t, email))!.text).searchParams.get('token');

    const res = await t.request(resendMemberInvitation, { params: { userId: invited.userId }, as: admin });
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ userId: invited.userId, isInvitationPending: true });
    const link = linkIn((await lastMailTo(t, email))!.text);
    expect(link.pathname).toBe('/auth/reset-password');
    const second = tokenIn(link);
    expect(second).not.toBe(first);

    // The new link sets the password; from then on there is nothing to resend.
    const set = await t.request(confirmPasswordReset, {
      orgId: org.id,
      body: { token: second, newPassword: 'Fresh@456' },
    });
    expect(set.status).toBe(204);
    const listed = ok(await t.request(listOrganizationMembers, { query: { search: email }, as: admin }));
    expect(listed.data[0]?.isInvitationPending).toBe(false);
    const again = await t.request(resendMemberInvitation, { params: { userId: invited.userId }, as: admin });
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe('members-007');
  });

  it("refuses a member with a password (members-007), another organization's person (404) and non-administrators (403)", async () => {
    const member = await person();
    const withPassword = await t.request(resendMemberInvitation, { params: { userId: member.id }, as: admin });
    expect(errorCodeOf(withPassword)).toBe('members-007');
    const elsewhere = await t.request(resendMemberInvitation, { params: { userId: foreign.id }, as: admin });
    expect(elsewhere.status).toBe(404);
    const byLearner = await t.request(resendMemberInvitation, { params: { userId: member.id }, as: learner });
    expect(byLearner.status).toBe(403);
  });
});

describe('removing a member', () => {
  it('ends their membership and their enrolments here (seats freed), keeps their account and finished lessons', async () => {
    const course = await buildCourse(t.db, org.id, { sections: [1] });
    const leaving = await buildLearner(t, org, { enrolledIn: [course] });
    await t.db
      .update(courseOfferings)
      .set({ numberOfEnrollees: 1 })
      .where(and(eq(courseOfferings.organizationId, org.id), eq(courseOfferings.courseId, course.id)));
    const lessonId = course.sections[0]!.subsectionIds[0]!;
    await t.db
      .insert(finishedSubsections)
      .values({ organizationId: org.id, userId: leaving.id, subsectionId: lessonId, courseId: course.id });

    const res = await t.request(removeOrganizationMember, { params: { userId: leaving.id }, as: admin });
    expect(res.status).toBe(204);

    const listed = ok(await t.request(listOrganizationMembers, { query: { take: 100 }, as: admin }));
    expect(listed.data.map((m) => m.userId)).not.toContain(leaving.id);
    const enrolments = await t.db.select().from(courseEnrollees).where(eq(courseEnrollees.userId, leaving.id));
    expect(enrolments).toEqual([]);
    const [offering] = await t.db
      .select({ n: courseOfferings.numberOfEnrollees })
      .from(courseOfferings)
      .where(and(eq(courseOfferings.organizationId, org.id), eq(courseOfferings.courseId, course.id)));
    expect(offering?.n).toBe(0);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, leaving.id));
    expect(account?.id).toBe(leaving.id);
    const finished = await t.db.select().from(finishedSubsections).where(eq(finishedSubsections.userId, leaving.id));
    expect(finished).toHaveLength(1);
    const twice = await t.request(removeOrganizationMember, { params: { userId: leaving.id }, as: admin });
    expect(twice.status).toBe(404);
  });

  it("refuses one's own membership (members-001), another organization's person (404) and non-administrators (403)", async () => {
    const self = await t.request(removeOrganizationMember, { params: { userId: admin.id }, as: admin });
    expect(self.status).toBe(409);
    expect(errorCodeOf(self)).toBe('members-001');
    const elsewhere = await t.request(removeOrganizationMember, { params: { userId: foreign.id }, as: admin });
    expect(elsewhere.status).toBe(404);
    const member = await person();
    const byLearner = await t.request(removeOrganizationMember, { params: { userId: member.id }, as: learner });
    expect(byLearner.status).toBe(403);
  });
});
