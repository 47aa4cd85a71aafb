/**
 * The safety net every module inherits: each call of the contract is walked and must
 * (a) answer 400 `validation` — never a 500 — to input that breaks its schema,
 * (b) answer 401 without a token unless it is public,
 * (c) answer 404 when given the id of another organization's row,
 * (d) never answer a 500 to valid input,
 * (e) refuse another organization's ids inside its body (never a success, never a 500),
 * (f) refuse a member who writes to or reads another member's rows (their profile, courses,
 *     certificates, notes, reviews, files, notifications),
 * (h) never show one member another member's private text (a note, a hidden review, a
 *     notification, a certificate) in any answer of a GET call.
 * A new route is covered by being registered; a new path parameter or body needs an entry below.
 */
import {
  type CallDef,
  callsByDomain,
  createOrgAnnouncement,
  createPermissionSet,
  getCustomConfig,
  getPermissionSet,
  listCourses,
  listMyUploads,
  listPermissionSets,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authSessions } from '../modules/auth/auth.tables.ts';
import { certificateTemplates, courseCertificates } from '../modules/certificates/certificates.tables.ts';
import { courseApprovalRequests, courseCategories } from '../modules/courses/courses.tables.ts';
import { courseConfirmationCheckboxes } from '../modules/enrolment/enrolment.tables.ts';
import { notifications, pushTokens } from '../modules/notifications/notifications.tables.ts';
import { subsectionNotes } from '../modules/progress/progress.tables.ts';
import { courseReviews } from '../modules/reviews/reviews.tables.ts';
import { specializations } from '../modules/specializations/specializations.tables.ts';
import { registrationFieldGroups, registrationFields } from '../modules/users/users.tables.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../test/app.ts';
import { buildCourse, enrolDirectly } from '../test/course-factories.ts';
import { buildDeadJob, buildOrg, buildUser } from '../test/factories.ts';
import { buildMedia } from '../test/media-factories.ts';
import { buildSsoProvider, createTestIdentityProvider, createTestServiceProvider } from '../test/saml.ts';
import { buildAnnouncement, buildSupportTicket } from '../test/shell-factories.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;

/** For each path parameter: a value of the caller's organization, and one of another organization. */
const pathParams: Record<string, { own: (own: Org) => string; foreign: ((other: Org) => string) | null }> = {
  userId: { own: () => String(otherMemberId), foreign: () => String(foreignMemberId) },
  prefix: { own: (o) => o.domainPrefix, foreign: null },
  organizationId: { own: (o) => String(o.id), foreign: (o) => String(o.id) },
  permissionSetId: { own: (o) => String(o.setIds.learner), foreign: (o) => String(o.setIds.learner) },
  key: { own: () => 'self_registration_enabled', foreign: null },
  announcementId: { own: () => String(ownAnnouncementId), foreign: () => String(foreignAnnouncementId) },
  ticketId: { own: () => String(ownTicketId), foreign: () => String(foreignTicketId) },
  provider: { own: () => 'safety-own', foreign: () => 'safety-other' },
  ssoid: { own: () => 'course-1', foreign: null },
  providerId: { own: () => String(ownProviderId), foreign: () => String(foreignProviderId) },
  courseId: { own: () => String(ownCourse.id), foreign: () => String(foreignCourse.id) },
  checkboxId: { own: () => String(ownCheckboxId), foreign: () => String(foreignCheckboxId) },
  subsectionId: { own: () => String(ownSubsectionId), foreign: () => String(foreignSubsectionId) },
  noteId: { own: () => String(ownNoteId), foreign: () => String(foreignNoteId) },
  // A certificate's public link works whatever organization the browser has selected (its id is
  // unguessable), so another organization's certificate is not "not found" for the public calls.
  certificateId: { own: () => ownCertificateId, foreign: null },
  reviewId: { own: () => String(ownReviewId), foreign: () => String(foreignReviewId) },
  specializationId: { own: () => String(ownSpecializationId), foreign: () => String(foreignSpecializationId) },
  sectionId: { own: () => String(ownSectionId), foreign: () => String(foreignSectionId) },
  requestId: { own: () => String(ownRequestId), foreign: () => String(foreignRequestId) },
  categoryId: { own: () => String(ownCategoryId), foreign: () => String(foreignCategoryId) },
  language: { own: () => 'ar', foreign: null },
  mediaId: { own: () => String(ownMediaId), foreign: () => String(foreignMediaId) },
  jobId: { own: () => String(ownJobId), foreign: () => String(foreignJobId) },
  notificationId: { own: () => String(ownNotificationId), foreign: () => String(foreignNotificationId) },
  pushTokenId: { own: () => String(ownPushTokenId), foreign: () => String(foreignPushTokenId) },
  groupId: { own: () => String(ownFieldGroupId), foreign: () => String(foreignFieldGroupId) },
  fieldId: { own: () => String(ownFieldId), foreign: () => String(foreignFieldId) },
  templateId: { own: () => String(ownTemplateId), foreign: () => String(foreignTemplateId) },
};

/** A valid body for each call that takes one, keyed by `METHOD path`. */
const validBodies: Record<string, unknown> = {
  'POST /dev/clock': { seconds: 1 },
  'POST /auth/register': {
    email: 'safety@example.test',
    password: 'Safety@123',
    firstName: 'S',
    lastName: 'N',
    city: 'Riyadh',
  },
  'POST /auth/register-by-email': { email: 'safety2@example.test' },
  'POST /auth/verify-email-exists': { email: 'safety@example.test' },
  'POST /auth/verify-email': { token: 'not-a-real-token' },
  'POST /auth/resend-verification': { email: 'safety@example.test' },
  'POST /auth/login': { email: 'safety@example.test', password: 'wrong' },
  'POST /auth/2fa': { token: 'not-a-real-token', code: '123456' },
  'POST /auth/resend': { token: 'not-a-real-token' },
  'POST /auth/disable-2fa': { password: 'wrong' },
  'POST /auth/refresh': { token: 'not-a-real-token' },
  'POST /auth/logout': { removeAll: false },
  'DELETE /auth/account': { password: 'wrong' },
  'POST /auth/masquerade': { userId: 1 },
  'POST /reset-password/student': { email: 'safety@example.test' },
  'POST /reset-password/:prefix': { email: 'safety@example.test' },
  'POST /reset-password/confirm': { token: 'not-a-real-token', newPassword: 'Safety@1234' },
  'PATCH /users/:userId': { city: 'Riyadh' },
  'PATCH /users/:userId/password': { oldPassword: 'wrong', newPassword: 'Safety@1234' },
  'POST /permission-sets': { name: 'Safety net' },
  'PATCH /organization-members/:userId': { permissionSetIsLocked: true },
  'POST /organization-members/invitations': { email: 'safety-invite@example.test', firstName: 'S', lastName: 'N' },
  'POST /organization-members/imports': { csv: 'email,firstName,lastName\nsafety-import@example.test,S,N\n' },
  'PATCH /permission-sets/:permissionSetId': { name: 'Safety net' },
  'POST /org-announcements-management': { translations: [{ language: 'en', body: 'Safety net' }] },
  'PATCH /org-announcements-management/:announcementId': { externalLink: 'https://example.com/safety' },
  'PATCH /course-announcements/:announcementId': { title: 'Safety net' },
  'POST /contact/organization/:organizationId': {
    name: 'Safety Net',
    email: 'safety@example.test',
    subject: 'Safety',
    message: 'A message long enough to be valid.',
  },
  'POST /technical-support': { issueTopic: 'technical', issueDescription: 'A description long enough.' },
  'PATCH /technical-support/:ticketId': { status: 'PENDING' },
  'POST /email-subscription': { email: 'safety@example.test' },
  'POST /frontend-logger': { source: 'window', message: 'Safety net' },
  'POST /auth/sso/:provider/acs': {
    // Schema-valid SAML without a signature: refused by the signature check.
    SAMLResponse: Buffer.from(
      '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_safety" Version="2.0" IssueInstant="2020-01-01T00:00:00Z"><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:Response>',
    ).toString('base64'),
  },
  'POST /phone-verifications/send': { phoneNumber: '+966501234567' },
  'POST /phone-verifications/verify': { phoneNumber: '+966501234567', code: '123456' },
  'POST /sso-providers': {
    slug: 'safety-new',
    name: 'Safety net',
    metadataXml: createTestServiceProvider().metadataXml,
  },
  'PATCH /sso-providers/:providerId': { name: 'Safety net' },
  'PATCH /courses/:courseId/sections/last-visited-subsection': { subsectionId: 1 },
  'POST /course-subsections/:subsectionId/notes': { note: 'Safety net', position: 12 },
  'PATCH /course-subsections/:subsectionId/notes/:noteId': { note: 'Safety net' },
  'POST /courses/:courseId/certificates': { userIds: [1] },
  'POST /courses/:courseId/reviews': { rating: 4, comment: 'Safety net' },
  'PATCH /courses/:courseId/reviews/:reviewId': { rating: 3 },
  'POST /org-courses-management/:courseId/moderate-course-review': { reviewId: 1, status: 'HIDDEN' },
  'PATCH /users/:userId/my-courses/:courseId': { isPinned: true },
  'POST /courses/:courseId/confirmation-checkboxes': { translations: [{ language: 'en', text: 'Safety net' }] },
  'POST /courses/:courseId/confirmation-checkboxes/respond': { answers: [{ checkboxId: 1, answer: true }] },
  'PUT /courses/:courseId/passing-criteria': {
    certificateMode: 'automatic',
    passingGradePercentage: 0.5,
    mandatoryAttendancePercentage: 1,
    requiresCompletion: true,
  },
  'POST /media/presigned': { fileName: 'safety.pdf', sizeBytes: 10 },
  'PATCH /media/presigned': { token: 'not-a-valid-grant-token' },
  'PATCH /media/:mediaId': { fileName: 'safety.png' },
  'POST /courses': { name: 'Safety net course' },
  'PATCH /courses/:courseId': { briefDescription: 'Safety net' },
  'PATCH /courses/:courseId/is-published': { isPublished: true },
  'POST /courses/:courseId/translations': { language: 'ar', name: 'شبكة الأمان' },
  'POST /courses/:courseId/request-approval': { note: 'Safety net' },
  'PATCH /course-approval-requests/:requestId': { status: 'APPROVED' },
  'POST /courses/:courseId/instructors': { userId: 1 },
  'PATCH /courses/:courseId/instructors/:userId': { isHidden: true },
  'POST /course-categories': { name: 'Safety net', nameAr: 'شبكة الأمان' },
  'POST /org-specializations-management': { nameEn: 'Safety net', price: 0, courses: [] },
  'PUT /org-specializations-management/:specializationId': { nameEn: 'Safety net', price: 0, courses: [] },
  'PATCH /course-categories/:categoryId': { name: 'Safety net' },
  'POST /courses/:courseId/sections': { name: 'Safety net' },
  'PATCH /courses/:courseId/sections/order': { sections: [] },
  'PATCH /course-sections/:sectionId': { name: 'Safety net' },
  'POST /course-sections/:sectionId/subsections': { name: 'Safety net' },
  'PATCH /course-subsections/:subsectionId': { name: 'Safety net' },
  'PATCH /organizations-dashboard': { colors: [{ slug: 'tertiary', value: '#123456' }], logoId: 1 },
  'PATCH /organizations-dashboard/terminology': {
    terms: [{ slug: 'blended', language: 'en', singular: 'Safety net', plural: 'Safety nets' }],
  },
  'PATCH /organizations-dashboard/configuration': { wallet_enabled: true },
  'POST /courses/:courseId/announcements': { title: 'Safety net', content: 'Safety net' },
  'PATCH /notification-control-groups/settings': [{ notificationControlGroupId: 1, isDisabled: true }],
  'PATCH /notification-control-groups/organization-settings': [{ notificationControlGroupId: 1, isDisabled: false }],
  'POST /notifications/push-tokens': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/safety',
    keys: { p256dh: 'safety-net-key', auth: 'safety-auth' },
  },
  'POST /registration-form/groups': { name: 'Safety net' },
  'PATCH /registration-form/groups/:groupId': { name: 'Safety net' },
  'POST /registration-form/groups/:groupId/move': { direction: 'down' },
  'POST /registration-form/fields': { groupId: 1, fieldKey: 'safety_net', label: 'Safety net', type: 'text' },
  'PATCH /registration-form/fields/:fieldId': { label: 'Safety net' },
  'POST /certificate-templates': { name: 'Safety net', backgroundId: 1 },
  'PATCH /certificate-templates/:templateId': { name: 'Safety net', backgroundId: 1 },
  'POST /registration-form/fields/:fieldId/move': { direction: 'down' },
};

const calls: CallDef[] = Object.values(callsByDomain).flat();
const label = (call: CallDef) => `${call.method} ${call.path}`;

let t: TestApp;
let own: Org;
let other: Org;
let adminId: number;
let otherMemberId: number;
let intruderId: number;
let foreignMemberId: number;
let ownAnnouncementId: number;
let foreignAnnouncementId: number;
let ownTicketId: number;
let foreignTicketId: number;
let ownProviderId: number;
let foreignProviderId: number;
let ownCourse: { id: number; sections: { id: number; subsectionIds: number[] }[] };
let foreignCourse: { id: number; sections: { id: number; subsectionIds: number[] }[] };
let ownSubsectionId: number;
let foreignSubsectionId: number;
let ownNoteId: number;
let foreignNoteId: number;
let ownCertificateId: string;
let ownReviewId: number;
let foreignReviewId: number;
let ownSpecializationId: number;
let foreignSpecializationId: number;
let ownCheckboxId: number;
let ownMediaId: number;
let foreignMediaId: number;
let ownJobId: number;
let foreignJobId: number;
let ownSectionId: number;
let foreignSectionId: number;
let ownRequestId: number;
let foreignRequestId: number;
let ownFieldGroupId: number;
let foreignFieldGroupId: number;
let ownFieldId: number;
let foreignFieldId: number;
let ownCategoryId: number;
let foreignCategoryId: number;
let foreignCheckboxId: number;
let ownNotificationId: number;
let foreignNotificationId: number;
let ownPushTokenId: number;
let foreignPushTokenId: number;
let ownTemplateId: number;
let foreignTemplateId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The settings calls' access needs on: off, such a call answers the setting's code before it
  // reads its input, as it answers a missing permission (docs/decisions/platform.md).
  own = await buildOrg(t.db, { configuration: { certificates_enabled: true, self_enrollment_enabled: true } });
  other = await buildOrg(t.db);
  adminId = (await buildUser(t.db, own, 'organization_admin', { type: 'ADMIN' })).id;
  otherMemberId = (await buildUser(t.db, own, 'learner')).id;
  intruderId = (await buildUser(t.db, own, 'learner')).id;
  foreignMemberId = (await buildUser(t.db, other, 'learner')).id;
  ownAnnouncementId = (await buildAnnouncement(t.db, own.id)).id;
  foreignAnnouncementId = (await buildAnnouncement(t.db, other.id)).id;
  ownTicketId = (await buildSupportTicket(t.db, own.id)).id;
  foreignTicketId = (await buildSupportTicket(t.db, other.id)).id;
  const { metadataXml } = await createTestIdentityProvider();
  await buildSsoProvider(t.db, own.id, { slug: 'safety-own', metadataXml });
  foreignProviderId = (await buildSsoProvider(t.db, other.id, { slug: 'safety-other', metadataXml })).id;
  // Its own row, so that deleting it leaves `safety-own` to the sign-in calls.
  ownProviderId = (await buildSsoProvider(t.db, own.id, { slug: 'safety-managed', metadataXml })).id;
  ownCourse = await buildCourse(t.db, own.id, { sections: [1] });
  foreignCourse = await buildCourse(t.db, other.id, { sections: [1] });
  ownSubsectionId = ownCourse.sections[0]?.subsectionIds[0] as number;
  foreignSubsectionId = foreignCourse.sections[0]?.subsectionIds[0] as number;
  ownJobId = await buildDeadJob(t.db, own.id);
  foreignJobId = await buildDeadJob(t.db, other.id);
  ownMediaId = (await buildMedia(t.db, own.id, { uploadedById: adminId, storage: t.deps.storage })).id;
  foreignMediaId = (await buildMedia(t.db, other.id, { storage: t.deps.storage })).id;
  ownSectionId = ownCourse.sections[0]?.id as number;
  foreignSectionId = foreignCourse.sections[0]?.id as number;
  const approvalRequest = (orgId: number, courseId: number) =>
    t.db.insert(courseApprovalRequests).values({ organizationId: orgId, courseId }).returning();
  ownRequestId = (await approvalRequest(own.id, ownCourse.id))[0]?.id as number;
  foreignRequestId = (await approvalRequest(other.id, foreignCourse.id))[0]?.id as number;
  const category = (orgId: number) =>
    t.db.insert(courseCategories).values({ organizationId: orgId, name: 'Safety', nameAr: 'أمان' }).returning();
  ownCategoryId = (await category(own.id))[0]?.id as number;
  const fieldGroup = async (orgId: number) => {
    const [group] = await t.db
      .insert(registrationFieldGroups)
      .values({ organizationId: orgId, name: 'Safety' })
      .returning();
    const [field] = await t.db
      .insert(registrationFields)
      .values({ organizationId: orgId, groupId: group?.id as number, fieldKey: 'safety_field', label: 'Safety' })
      .returning();
    return [group?.id as number, field?.id as number] as const;
  };
  [ownFieldGroupId, ownFieldId] = await fieldGroup(own.id);
  [foreignFieldGroupId, foreignFieldId] = await fieldGroup(other.id);
  foreignCategoryId = (await category(other.id))[0]?.id as number;
  const checkbox = (courseId: number) =>
    t.db.insert(courseConfirmationCheckboxes).values({ courseId }).returning({ id: courseConfirmationCheckboxes.id });
  ownCheckboxId = (await checkbox(ownCourse.id))[0]?.id as number;
  foreignCheckboxId = (await checkbox(foreignCourse.id))[0]?.id as number;
  const note = (orgId: number, userId: number, courseId: number, subsectionId: number) =>
    t.db
      .insert(subsectionNotes)
      .values({ organizationId: orgId, userId, courseId, subsectionId, note: 'n' })
      .returning();
  ownNoteId = (await note(own.id, adminId, ownCourse.id, ownSubsectionId))[0]?.id as number;
  // The intruder and the other member learn the same course, so its lists answer them both.
  for (const userId of [intruderId, otherMemberId]) {
    await enrolDirectly(t.db, { orgId: own.id, courseId: ownCourse.id, userId });
  }
  await t.db.insert(subsectionNotes).values({
    organizationId: own.id,
    userId: otherMemberId,
    courseId: ownCourse.id,
    subsectionId: ownSubsectionId,
    note: PRIVATE,
  });
  foreignNoteId = (await note(other.id, foreignMemberId, foreignCourse.id, foreignSubsectionId))[0]?.id as number;
  ownCertificateId = 'SafetyNetCertificate01';
  await t.db.insert(courseCertificates).values({
    certificateId: ownCertificateId,
    organizationId: own.id,
    userId: otherMemberId,
    courseId: ownCourse.id,
    recipientName: PRIVATE,
    courseName: 'Safety course',
  });
  const review = (orgId: number, courseId: number, userId: number) =>
    t.db.insert(courseReviews).values({ organizationId: orgId, courseId, userId, rating: 4 }).returning();
  // Hidden by a moderator: its writer and the course's administrators still read it, nobody else.
  ownReviewId = (
    await t.db
      .insert(courseReviews)
      .values({
        organizationId: own.id,
        courseId: ownCourse.id,
        userId: otherMemberId,
        rating: 4,
        comment: PRIVATE,
        status: 'HIDDEN',
      })
      .returning()
  )[0]?.id as number;
  foreignReviewId = (await review(other.id, foreignCourse.id, foreignMemberId))[0]?.id as number;
  const specialization = (orgId: number) =>
    t.db.insert(specializations).values({ organizationId: orgId, name: 'Safety net' }).returning();
  ownSpecializationId = (await specialization(own.id))[0]?.id as number;
  foreignSpecializationId = (await specialization(other.id))[0]?.id as number;
  const notification = (orgId: number, userId: number) =>
    t.db
      .insert(notifications)
      .values({
        organizationId: orgId,
        userId,
        templateId: 11,
        controlGroupId: 1,
        sourceKey: 'safety',
        params: {},
        data: {},
      })
      .returning();
  ownNotificationId = (await notification(own.id, adminId))[0]?.id as number;
  await t.db.insert(notifications).values({
    organizationId: own.id,
    userId: otherMemberId,
    templateId: 11,
    controlGroupId: 1,
    sourceKey: 'safety-private',
    params: { course: PRIVATE, title: 'Safety' },
    data: {},
  });
  foreignNotificationId = (await notification(other.id, foreignMemberId))[0]?.id as number;
  const pushToken = async (orgId: number, userId: number) => {
    const [session] = await t.db
      .insert(authSessions)
      .values({ organizationId: orgId, userId, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: authSessions.id });
    return t.db
      .insert(pushTokens)
      .values({
        organizationId: orgId,
        userId,
        sessionId: session?.id as number,
        endpoint: `https://fcm.googleapis.com/${orgId}`,
        p256dh: 'k',
        auth: 'a',
      })
      .returning();
  };
  ownPushTokenId = (await pushToken(own.id, adminId))[0]?.id as number;
  foreignPushTokenId = (await pushToken(other.id, foreignMemberId))[0]?.id as number;
  const template = (orgId: number) =>
    t.db.insert(certificateTemplates).values({ organizationId: orgId, name: 'Safety net' }).returning();
  ownTemplateId = (await template(own.id))[0]?.id as number;
  foreignTemplateId = (await template(other.id))[0]?.id as number;
});
afterAll(() => t?.close());

function paramNames(call: CallDef): string[] {
  return [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

function urlFor(call: CallDef, values: Record<string, string>, query = ''): string {
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return `/api${path}${query ? `?${query}` : ''}`;
}

function ownParams(call: CallDef): Record<string, string> {
  return Object.fromEntries(paramNames(call).map((name) => [name, pathParams[name]?.own(own) ?? '']));
}

/** Body fields that name a row, by the path parameter whose values they take (`userIds` → `userId`). */
const bodyIdAliases: Record<string, string> = {
  clonedFromId: 'permissionSetId',
  userIds: 'userId',
  logoId: 'mediaId',
  iconId: 'mediaId',
  certificateIconId: 'mediaId',
  backgroundId: 'mediaId',
  certificateTemplateId: 'templateId',
};

/** The path parameter whose values a body field takes, when the field names a row of the organization. */
function rowParameter(key: string): string | undefined {
  const name = bodyIdAliases[key] ?? key;
  return pathParams[name]?.foreign ? name : undefined;
}

/** Whether `body` has a field that names a row (known as a path parameter), at any depth. */
function namesRows(body: unknown): boolean {
  if (Array.isArray(body)) return body.some(namesRows);
  if (!body || typeof body !== 'object') return false;
  return Object.entries(body).some(([key, value]) => rowParameter(key) !== undefined || namesRows(value));
}

/** `body` with every field that names a row set to another organization's row. */
function withForeignIds(body: unknown, key?: string): unknown {
  const name = key === undefined ? undefined : rowParameter(key);
  if (name !== undefined && (typeof body === 'number' || typeof body === 'string')) {
    const id = pathParams[name]!.foreign!(other);
    return typeof body === 'number' ? Number(id) : id;
  }
  if (Array.isArray(body)) return body.map((item) => withForeignIds(item, key));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withForeignIds(v, k)]));
  }
  return body;
}

/**
 * Path parameters whose rows belong to one member: the user themselves, and the notes, reviews and
 * files they made. `intruderId`, a plain learner of the same organization, owns none of the rows
 * the walk uses (those belong to the administrator and `otherMemberId`).
 */
const memberOwnedRows = ['userId', 'noteId', 'reviewId', 'mediaId', 'notificationId', 'pushTokenId'];

/**
 * Written into the private rows of `otherMemberId` (a note, a hidden review, a notification, a
 * certificate's name): no answer to the intruder, enrolled in the same course, may hold it.
 */
const PRIVATE = 'PrivateToTheOtherMember';
let intruderSession: Promise<string> | undefined;

const badCandidates = ['-1', 'not-a-number', '0', 'x'.repeat(5000), '', '9'.repeat(30)];

/** A query string that the call's query schema rejects, found by trying bad values per field. */
function breakingQuery(call: CallDef): string | null {
  if (!(call.query instanceof z.ZodObject)) return null;
  for (const key of Object.keys(call.query.shape)) {
    for (const value of badCandidates) {
      if (!call.query.safeParse({ [key]: value }).success) return `${key}=${encodeURIComponent(value)}`;
    }
  }
  return null;
}

/** Values PostgreSQL cannot store or a calendar does not hold, as an attacker would send them. */
const NUL = 'a\u0000b';
const hostileDates = ['0000-01-01T00:00:00.000Z', '0000-01-01', '9999-12-31T23:59:59.999Z'];
const isoDate = /^\d{4}-\d{2}-\d{2}/;

/** `body` with every string changed by `change` (dates only, when `datesOnly`). */
function mapStrings(body: unknown, change: (value: string) => string, datesOnly = false): unknown {
  if (typeof body === 'string') return datesOnly && !isoDate.test(body) ? body : change(body);
  if (Array.isArray(body)) return body.map((item) => mapStrings(item, change, datesOnly));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, mapStrings(v, change, datesOnly)]));
  }
  return body;
}

/** The requests of (g): a NUL in each path parameter, query field and body text; years PostgreSQL refuses or nobody means. */
function hostileRequests(call: CallDef, body: unknown): { url: string; body?: unknown }[] {
  const own = ownParams(call);
  const requests: { url: string; body?: unknown }[] = [];
  for (const name of paramNames(call))
    requests.push({ url: urlFor(call, { ...own, [name]: `${own[name]}${NUL}` }), body });
  const query = call.query instanceof z.ZodObject ? Object.keys(call.query.shape) : [];
  for (const key of query) {
    for (const value of [NUL, ...hostileDates]) {
      requests.push({ url: urlFor(call, own, `${key}=${encodeURIComponent(value)}`), body });
    }
  }
  if (body !== undefined) {
    requests.push({ url: urlFor(call, own), body: mapStrings(body, (value) => `${value}\u0000`) });
    for (const date of hostileDates) {
      if (JSON.stringify(mapStrings(body, () => date, true)) !== JSON.stringify(body)) {
        requests.push({ url: urlFor(call, own), body: mapStrings(body, () => date, true) });
      }
    }
  }
  return requests;
}

describe('every route of the contract', () => {
  it('is registered, and nothing else is', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const declared = calls.map((c) => `${c.method} /api${c.path}`).sort();
    expect(registered).toEqual(declared);
  });

  it('has values for its path parameters and a body when it takes one', () => {
    for (const call of calls) {
      for (const name of paramNames(call)) expect(pathParams, `${label(call)} → ${name}`).toHaveProperty(name);
      if (call.body) expect(validBodies, label(call)).toHaveProperty(label(call));
    }
  });

  describe.each(calls.map((c) => [label(c), c] as const))('%s', (_, call) => {
    // One session for the call's requests (starting one per request was most of this file's
    // time). A call such as logout may end it: a 401 starts another and asks again, and (d),
    // which sends valid input, has a session of its own.
    let session: Promise<string> | undefined;
    // Untyped on purpose, as every request of this walker: it sends any call by URL, often with input its types forbid.
    const send = async (url: string, body?: unknown) => {
      session ??= t.tokenFor(adminId, own.id);
      const res = await t.call(call.method, url, { orgId: own.id, token: await session, body });
      if (res.status !== 401) return res;
      session = t.tokenFor(adminId, own.id);
      return t.call(call.method, url, { orgId: own.id, token: await session, body });
    };

    it('(a) answers 400 validation to input that breaks its schema', async () => {
      const attempts: { url: string; body?: unknown }[] = [];
      for (const name of paramNames(call)) {
        const values = { ...ownParams(call), [name]: 'not-a-number' };
        const params = call.params as z.ZodObject | undefined;
        if (params && !params.safeParse(values).success) attempts.push({ url: urlFor(call, values) });
      }
      const query = breakingQuery(call);
      if (query) attempts.push({ url: urlFor(call, ownParams(call), query) });
      if (call.body) {
        attempts.push({ url: urlFor(call, ownParams(call)), body: 'not an object' });
      }
      for (const attempt of attempts) {
        const res = await send(attempt.url, attempt.body);
        expect(res.status, `${attempt.url} ${JSON.stringify(attempt.body)}`).toBe(400);
        expect(res.body.errorCode).toBe('validation');
      }
    });

    it.runIf(call.access.kind === 'signedIn')('(b) answers 401 without a token', async () => {
      const res = await t.call(call.method, urlFor(call, ownParams(call)), {
        orgId: own.id,
        body: validBodies[label(call)],
      });
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('common-009');
    });

    it.runIf(paramNames(call).some((n) => pathParams[n]?.foreign))(
      "(c) answers 404 for another organization's row",
      async () => {
        const values = Object.fromEntries(
          paramNames(call).map((n) => [n, (pathParams[n]?.foreign ?? pathParams[n]?.own)?.(other) ?? '']),
        );
        const res = await send(urlFor(call, values), validBodies[label(call)]);
        expect(res.status).toBe(404);
      },
    );

    if (namesRows(validBodies[label(call)])) {
      it("(e) refuses another organization's ids in its body", async () => {
        const res = await send(urlFor(call, ownParams(call)), withForeignIds(validBodies[label(call)]));
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      });
    }

    if (paramNames(call).some((n) => memberOwnedRows.includes(n))) {
      it("(f) refuses a member who writes to or reads another member's rows", async () => {
        const res = await t.call(call.method, urlFor(call, ownParams(call)), {
          orgId: own.id,
          token: await t.tokenFor(intruderId, own.id),
          body: validBodies[label(call)],
        });
        // A file that a public row uses (the organization's logo, set by (d) of another call) is
        // everyone's to read; a private one is not.
        if (call.method === 'GET' && res.status === 200 && res.body?.isPublic === true) return;
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      });
    }

    // A certificate's public page shows its recipient to whoever has its unguessable id.
    if (call.method === 'GET' && call.access.kind !== 'devOnly' && !paramNames(call).includes('certificateId')) {
      it("(h) never shows a member another member's private text", async () => {
        // One session of the intruder for every call's read (a GET ends none); another if it ended.
        intruderSession ??= t.tokenFor(intruderId, own.id);
        let res = await t.call(call.method, urlFor(call, ownParams(call)), {
          orgId: own.id,
          token: await intruderSession,
        });
        if (res.status === 401 && call.access.kind !== 'public') {
          intruderSession = t.tokenFor(intruderId, own.id);
          res = await t.call(call.method, urlFor(call, ownParams(call)), {
            orgId: own.id,
            token: await intruderSession,
          });
        }
        expect(res.status).toBeLessThan(500);
        expect(JSON.stringify(res.body ?? '')).not.toContain(PRIVATE);
      });
    }

    it('(g) never answers a 500 to a NUL character or an impossible date', async () => {
      for (const attempt of hostileRequests(call, validBodies[label(call)])) {
        const res = await send(attempt.url, attempt.body);
        expect(res.status, `${attempt.url} ${JSON.stringify(attempt.body)} → ${JSON.stringify(res.body)}`).toBeLessThan(
          500,
        );
      }
    });

    it('(d) never answers a 500 to valid input', async () => {
      const res = await t.call(call.method, urlFor(call, ownParams(call)), {
        orgId: own.id,
        token: await t.tokenFor(adminId, own.id),
        body: validBodies[label(call)],
      });
      expect(res.status).toBeLessThan(500);
    });
  });
});

describe('requests that are not valid at all', () => {
  it('a body that is not JSON answers 400 common-003 and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/permission-sets',
      headers: {
        organization: String(own.id),
        authorization: `Bearer ${await t.tokenFor(adminId, own.id)}`,
        'content-type': 'application/json',
      },
      payload: '{"name": "half',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('common-003');
    const sets = await t.request(listPermissionSets, {
      query: { take: 100 },
      as: { token: await t.tokenFor(adminId, own.id), orgId: own.id },
    });
    expect(ok(sets).data.map((s) => s.name)).not.toContain('half');
  });

  it('an oversized body answers 413 common-004', async () => {
    const res = await t.request(createPermissionSet, {
      as: { token: await t.tokenFor(adminId, own.id), orgId: own.id },
      body: { name: 'big', permissions: Array.from({ length: 80_000 }, () => 'access_courses') },
    });
    expect(res.status).toBe(413);
    expect(errorCodeOf(res)).toBe('common-004');
  });

  it('an unsupported content type answers 415 common-005', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/permission-sets',
      headers: {
        organization: String(own.id),
        authorization: `Bearer ${await t.tokenFor(adminId, own.id)}`,
        'content-type': 'application/xml',
      },
      payload: '<name>x</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errorCode).toBe('common-005');
  });

  it('an unknown API path answers 404 common-001, not the web app', async () => {
    // Untyped on purpose: a path no call has.
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('common-001');
  });

  it('an id beyond PostgreSQL integers is invalid input, not a database error', async () => {
    const res = await t.request(getPermissionSet, {
      params: { permissionSetId: 2_147_483_648 },
      as: { token: await t.tokenFor(adminId, own.id), orgId: own.id },
    });
    expect(res.status).toBe(400);
  });
});

describe('hostile values (issue 10, defect 5)', () => {
  it('a NUL character in a query, a path or a body is a 400 validation, not a database error', async () => {
    const admin = { token: await t.tokenFor(adminId, own.id), orgId: own.id };
    for (const res of [
      await t.request(listCourses, { query: { search: 'a\u0000b' }, as: admin }),
      await t.request(getCustomConfig, { params: { organizationId: own.id, key: 'a\u0000b' }, as: admin }),
      await t.request(createPermissionSet, { as: admin, body: { name: 'a\u0000b', permissions: [] } }),
    ]) {
      expect(res.status, res.raw).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('a date in year 0000 or far beyond is a 400 validation', async () => {
    const admin = { token: await t.tokenFor(adminId, own.id), orgId: own.id };
    for (const startDate of ['0000-01-01T00:00:00.000Z', '3000-01-01T00:00:00.000Z']) {
      const res = await t.request(createOrgAnnouncement, {
        as: admin,
        body: { translations: [{ language: 'en', body: 'Safety net' }], startDate },
      });
      expect(res.status, res.raw).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('a multipart upload cut short is a 400, and nothing is stored', async () => {
    const boundary = 'safetynetboundary';
    const cut = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cover.png"',
      'Content-Type: image/png',
      '',
      '\u0089PNG\r\n\u001a\n half a picture',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: {
        organization: String(own.id),
        authorization: `Bearer ${await t.tokenFor(adminId, own.id)}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: cut,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorCode).toBe('media-003');
    const uploads = await t.request(listMyUploads, { as: { token: await t.tokenFor(adminId, own.id), orgId: own.id } });
    expect(ok(uploads).data.map((m) => m.fileName)).not.toContain('cover.png');
  });
});
