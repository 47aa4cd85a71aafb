import {
  addPushToken,
  countNotifications,
  createCourseAnnouncement,
  createOrgAnnouncement,
  createSupportTicket,
  decideCourseApprovalRequest,
  deleteNotification,
  deletePushToken,
  getNotificationLiveUpdate,
  getNotificationSettings,
  getOrganizationNotificationSettings,
  getPushPublicKey,
  issueCourseCertificates,
  listNotificationControlGroups,
  listNotifications,
  listNotificationsV2,
  listNotificationTemplates,
  NotificationControlGroupId,
  NotificationTemplateId,
  readAllNotifications,
  readNotification,
  requestCourseApproval,
  requestCourseNotification,
  updateCourse,
  updateNotificationSettings,
  updateOrganizationNotificationSettings,
  updateSupportTicket,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, lastMailTo } from '../../test/factories.ts';
import { users } from '../users/users.tables.ts';

type Member = { id: number; token: string; orgId: number };

const clock = createManualClock();
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let course: { id: number };
let author: Member;
let learner: Member;
let classmate: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ PUSH_ENDPOINT_HOSTS: 'push.example.test', ACCESS_TOKEN_TTL_SECONDS: '86400' }, { clock });
  org = await buildOrg(t.db, { configuration: { certificates_enabled: true } });
  other = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { course: { name: 'Data Literacy' } });
  author = await buildAuthor(t, org, course);
  learner = await buildLearner(t, org, { enrolledIn: [course] });
  classmate = await buildLearner(t, org, { enrolledIn: [course] });
  admin = await buildSignedInMember(t, org, 'organization_admin');
});
afterAll(() => t?.close());

let titles = 0;
/** The author posts an announcement to the course; answers its id. */
async function announce(overrides: { announcementDate?: string; isPublished?: boolean } = {}): Promise<number> {
  titles += 1;
  const res = await t.request(createCourseAnnouncement, {
    params: { courseId: course.id },
    body: { title: `Week ${titles}`, content: 'Read chapter two.', ...overrides },
    as: author,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ok(res).id;
}

async function count(member: Member, portals?: string) {
  const res = await t.request(countNotifications, { query: portals ? { portals } : {}, as: member });
  expect(res.status).toBe(200);
  return ok(res).count;
}

async function latest(member: Member, language: 'en' | 'ar' = 'en') {
  const res = await t.request(listNotifications, { query: { take: 1 }, as: member, language });
  return ok(res).data[0];
}

describe('a course announcement notifies the enrolled learners', () => {
  it('creates one notification per learner, in the reader’s language, with its template and ids', async () => {
    const before = await count(learner);
    const announcementId = await announce();
    expect(await count(learner)).toBe(before + 1);
    expect(await count(classmate)).toBeGreaterThan(0);
    expect(await count(author)).toBe(0);
    const en = await latest(learner);
    expect(en?.text).toBe(`New announcement in Data Literacy: Week ${titles}`);
    expect(en?.data).toMatchObject({
      notificationTemplate: { id: NotificationTemplateId.courseAnnouncement },
      courseId: course.id,
      announcementId,
    });
    expect((await latest(learner, 'ar'))?.text).toBe(`إعلان جديد في Data Literacy: Week ${titles}`);
    const asked = await t.request(listNotifications, { query: { take: 1, language: 'ar' }, as: learner });
    expect(ok(asked).data[0]?.text).toMatch(/^إعلان جديد/);
  });

  it('notifies once when the event is delivered again', async () => {
    const announcementId = await announce();
    const before = await count(learner);
    await t.deps.events.publish('course-announcements.published', {
      organizationId: org.id,
      courseId: course.id,
      announcementId,
    });
    await t.deps.jobs.drain();
    expect(await count(learner)).toBe(before);
  });

  it('waits for a later date, and a draft notifies nobody', async () => {
    const before = await count(learner);
    await announce({ isPublished: false });
    await announce({ announcementDate: new Date(clock.now().getTime() + 3_600_000).toISOString() });
    expect(await count(learner)).toBe(before);
    clock.advance(3_600_000 + 1000);
    await t.deps.jobs.drain();
    expect(await count(learner)).toBe(before + 1);
  });

  it('mails the learner in their language', async () => {
    await t.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, classmate.id));
    await announce();
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, classmate.id));
    const mail = await lastMailTo(t, row!.email);
    expect(mail?.subject).toMatch(/^إعلان جديد في Data Literacy/);
    expect(mail?.text).toContain('/notifications?org=');
  });
});

describe('reading and deleting', () => {
  it('marks one read, lowering the count once and never below 0', async () => {
    await announce();
    const before = await count(learner);
    const id = (await latest(learner))!.id;
    const first = await t.request(readNotification, { params: { notificationId: id }, as: learner });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ unreadCount: before - 1, notification: { id } });
    expect(ok(first).notification.readAt).not.toBeNull();
    const again = await t.request(readNotification, { params: { notificationId: id }, as: learner });
    expect(again.body).toMatchObject({ unreadCount: before - 1 });
    expect(await count(learner)).toBe(before - 1);
  });

  it("answers 404 for another user's notification and another organization's", async () => {
    const id = (await latest(learner))!.id;
    const theirs = await t.request(readNotification, { params: { notificationId: id }, as: classmate });
    expect(theirs.status).toBe(404);
    const remove = await t.request(deleteNotification, { params: { notificationId: id }, as: classmate });
    expect(remove.status).toBe(404);
    const stranger = await buildSignedInMember(t, other, 'learner');
    const foreign = await t.request(readNotification, { params: { notificationId: id }, as: stranger });
    expect(foreign.status).toBe(404);
  });

  it('deletes read ones only, and a redelivered event does not bring one back', async () => {
    const announcementId = await announce();
    const id = (await latest(learner))!.id;
    const unread = await t.request(deleteNotification, { params: { notificationId: id }, as: learner });
    expect(unread.status).toBe(409);
    expect(unread.body).toMatchObject({ errorCode: 'notifications-001' });
    await t.request(readNotification, { params: { notificationId: id }, as: learner });
    const removed = await t.request(deleteNotification, { params: { notificationId: id }, as: learner });
    expect(removed.status).toBe(204);
    expect((await latest(learner))?.id).not.toBe(id);
    await t.deps.events.publish('course-announcements.published', {
      organizationId: org.id,
      courseId: course.id,
      announcementId,
    });
    await t.deps.jobs.drain();
    expect((await latest(learner))?.id).not.toBe(id);
  });

  it('marks all read', async () => {
    await announce();
    expect(await count(learner)).toBeGreaterThan(0);
    const res = await t.request(readAllNotifications, { as: learner });
    expect(res.body).toEqual({ unreadCount: 0 });
    expect(await count(learner)).toBe(0);
    expect(await count(classmate)).toBeGreaterThan(0);
  });
});

describe('lists', () => {
  it('pages by cursor (v2), filters unread, and counts by portal', async () => {
    await announce();
    await announce();
    const first = await t.request(listNotificationsV2, { query: { take: 2 }, as: learner });
    const page = ok(first);
    expect(page.data).toHaveLength(2);
    expect(page.unreadCount).toBe(2);
    expect(page.nextCursor).toBe(page.data[1]?.id);
    const next = await t.request(listNotificationsV2, {
      query: { take: 2, before: page.nextCursor ?? 0 },
      as: learner,
    });
    const ids = ok(next).data.map((n) => n.id);
    expect(Math.max(...ids)).toBeLessThan(page.nextCursor ?? 0);
    const unread = await t.request(listNotifications, { query: { unread: '1' }, as: learner });
    expect(ok(unread).total).toBe(2);
    expect(await count(learner, '[1]')).toBe(2);
    expect(await count(learner, '2,3')).toBe(0);
  });

  it('answers what was missed after an id, oldest first (live-update)', async () => {
    const since = (await latest(learner))!.id;
    await announce();
    await announce();
    const res = await t.request(getNotificationLiveUpdate, { query: { after: since }, as: learner });
    const body = ok(res);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]!.id).toBeLessThan(body.data[1]!.id);
    expect(body.lastEventId).toBe(body.data[1]!.id);
    expect(body.unreadCount).toBe(await count(learner));
  });

  it('lists the templates and the control groups with their children', async () => {
    const templates = await t.request(listNotificationTemplates, { as: learner });
    const list = ok(templates).data;
    expect(list.map((x) => x.id)).toEqual([11, 12, 21, 22, 43, 44]);
    expect(list.find((x) => x.id === 22)?.target).toBe('approvalCourse');
    const groups = await t.request(listNotificationControlGroups, {
      query: { portals: '1', language: 'ar' },
      as: learner,
    });
    const data = ok(groups).data;
    expect(data.find((g) => g.id === NotificationControlGroupId.courseUpdates)?.children.map((c) => c.id)).toEqual([
      11, 21,
    ]);
    expect(data.some((g) => g.id === NotificationControlGroupId.courseApproval)).toBe(false);
    expect(data[0]?.name).toBe('إعلانات الدورات وإتاحتها');
  });
});

describe('settings: control group × channel', () => {
  it('shows every group, critical ones locked on', async () => {
    const res = await t.request(getNotificationSettings, { as: learner });
    const data = ok(res).data;
    const security = data.find((s) => s.notificationControlGroupId === NotificationControlGroupId.security);
    expect(security).toMatchObject({ isCritical: true, isDisabled: false });
    expect(security?.channels.every((c) => c.isLocked)).toBe(true);
  });

  it('refuses to switch a critical group off, and an unknown group', async () => {
    const critical = await t.request(updateNotificationSettings, {
      body: [{ notificationControlGroupId: NotificationControlGroupId.payments, isDisabled: true }],
      as: learner,
    });
    expect(critical.status).toBe(409);
    expect(critical.body).toMatchObject({ errorCode: 'notifications-002' });
    const unknown = await t.request(updateNotificationSettings, {
      body: [{ notificationControlGroupId: 999, isDisabled: true }],
      as: learner,
    });
    expect(unknown.status).toBe(404);
  });

  it('a disabled group sends nothing; one channel off leaves the others', async () => {
    const res = await t.request(updateNotificationSettings, {
      body: [{ notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: true }],
      as: learner,
    });
    const group = ok(res).data.find((s) => s.notificationControlGroupId === NotificationControlGroupId.courseUpdates);
    expect(group?.isDisabled).toBe(true);
    const before = await count(learner);
    const classmateBefore = await count(classmate);
    await announce();
    expect(await count(learner)).toBe(before);
    expect(await count(classmate)).toBe(classmateBefore + 1);
    await t.request(updateNotificationSettings, {
      body: [
        { notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: false, channel: 'inApp' },
      ],
      as: learner,
    });
    await announce();
    expect(await count(learner)).toBe(before + 1);
  });

  it('organization defaults apply to members who did not choose', async () => {
    const forbidden = await t.request(updateOrganizationNotificationSettings, {
      body: [{ notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: true }],
      as: learner,
    });
    expect(forbidden.status).toBe(403);
    const res = await t.request(updateOrganizationNotificationSettings, {
      body: [{ notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: true }],
      as: admin,
    });
    expect(res.status).toBe(200);
    const read = await t.request(getOrganizationNotificationSettings, { as: admin });
    expect(
      ok(read).data.find((s) => s.notificationControlGroupId === NotificationControlGroupId.courseUpdates)?.isDisabled,
    ).toBe(true);
    const newcomer = await buildLearner(t, org, { enrolledIn: [course] });
    const learnerBefore = await count(learner);
    await announce();
    expect(await count(newcomer)).toBe(0);
    // The learner chose in-app on for themselves: their choice stands.
    expect(await count(learner)).toBe(learnerBefore + 1);
    await t.request(updateOrganizationNotificationSettings, {
      body: [{ notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: false }],
      as: admin,
    });
  });
});

describe('push subscriptions', () => {
  const subscription = {
    endpoint: 'https://push.example.test/send/abc',
    keys: { p256dh: 'BOr8bV2QdQ1sZrXyYt3pZ0p0g5e4', auth: 'c2VjcmV0LWF1dGg' },
  };

  it('keeps a subscription to a known push service, refuses any other address', async () => {
    const key = await t.request(getPushPublicKey, { as: learner });
    expect(ok(key).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const inside = await t.request(addPushToken, {
      body: { ...subscription, endpoint: 'http://10.0.0.5/admin' },
      as: learner,
    });
    expect(inside.status).toBe(400);
    expect(inside.body).toMatchObject({ errorCode: 'notifications-003' });
    const added = await t.request(addPushToken, { body: subscription, as: learner });
    expect(added.status).toBe(201);
    const id = ok(added).id;
    const again = await t.request(addPushToken, { body: subscription, as: learner });
    expect(ok(again).id).toBe(id);
    const theirs = await t.request(deletePushToken, { params: { pushTokenId: id }, as: classmate });
    expect(theirs.status).toBe(404);
    const removed = await t.request(deletePushToken, { params: { pushTokenId: id }, as: learner });
    expect(removed.status).toBe(204);
  });
});

describe('the other domains’ events', () => {
  it('certificate issued (12), support ticket answered (43), organization announcement (44)', async () => {
    const issued = await t.request(issueCourseCertificates, {
      params: { courseId: course.id },
      body: { userIds: [classmate.id] },
      as: author,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBeLessThan(300);
    const certificate = await latest(classmate);
    expect(certificate?.data.notificationTemplate).toEqual({ id: NotificationTemplateId.certificateIssued });
    expect(certificate?.data.certificateId).toEqual(expect.any(String));
    expect((await latest(classmate, 'ar'))?.text).toBe('شهادتك في Data Literacy جاهزة');

    const ticket = await t.request(createSupportTicket, {
      body: { issueTopic: 'technical', issueDescription: 'The video of lesson two does not play.' },
      as: learner,
    });
    expect(ticket.status).toBe(201);
    const answered = await t.request(updateSupportTicket, {
      params: { ticketId: ok(ticket).id },
      body: { status: 'RESOLVED' },
      as: admin,
    });
    expect(answered.status).toBe(200);
    expect((await latest(learner))?.text).toBe(`Your support ticket #${ok(ticket).id} is resolved`);

    const posted = await t.request(createOrgAnnouncement, {
      as: admin,
      // Written with the rich-text editor: the notification reads it as plain text.
      body: {
        translations: [
          { language: 'en', body: '<p dir="auto">The library <strong>closes early</strong> on Thursday.</p>' },
        ],
      },
    });
    expect(posted.status).toBe(201);
    for (const member of [learner, classmate, author, admin]) {
      expect((await latest(member))?.text).toBe('Announcement: The library closes early on Thursday.');
    }
  });

  it('course approval decided (22) reaches its instructors; a course opening (21) those who asked', async () => {
    const draft = await buildCourse(t.db, org.id, {
      course: { name: 'Statistics', isApproved: false, status: 'pending', isPublished: false },
    });
    const teacher = await buildAuthor(t, org, draft);
    const asked = await t.request(requestCourseApproval, { params: { courseId: draft.id }, body: {}, as: teacher });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const decided = await t.request(decideCourseApprovalRequest, {
      params: { requestId: ok(asked).id },
      body: { status: 'APPROVED' },
      as: admin,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const approval = await latest(teacher);
    expect(approval?.text).toBe('Your course Statistics was approved');
    expect((await latest(teacher, 'ar'))?.text).toBe('تم اعتماد دورتك Statistics');
    expect(await count(teacher, '1')).toBe(0);
    expect(await count(teacher, '2')).toBe(1);

    const soon = await buildCourse(t.db, org.id, { course: { name: 'Ethics', isComingSoon: true } });
    const asking = await buildLearner(t, org);
    const request = await t.request(requestCourseNotification, { params: { courseId: soon.id }, as: asking });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);
    const opened = await t.request(updateCourse, {
      params: { courseId: soon.id },
      body: { isComingSoon: false },
      as: admin,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((await latest(asking))?.text).toBe('Ethics is open for enrolment');
  });
});
