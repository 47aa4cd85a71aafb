import {
  buildPermissionCatalogue,
  MemberPermission as M,
  type MemberPermissionSlug,
  OrganizationPermission as O,
  PermissionContext,
} from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { defaultSignInTarget } from '../../features/auth/complete-sign-in.ts';
import { ANONYMOUS_VIEW_FLAGS, ConfigurationFlag, type RouteMeta } from '../../routing/route-meta.ts';
import { plannedRoutes } from '../planned-routes.ts';
import { findPageMeta, findRoute, routeTable } from '../route-table.ts';
import { notFoundRoute } from '../routes.ts';
import type { ConfigurationState } from './configuration.ts';
import { type AccessDecision, type AccessInput, decideRouteAccess } from './route-access.ts';
import { canOpen } from './route-access-provider.tsx';

// The catalogue of the platform (docs/decisions/permissions.md): contexts and prerequisites.
const org = (slug: string, ...prerequisites: string[]) => ({
  slug,
  contextId: PermissionContext.organization,
  prerequisites: prerequisites.map((p) => ({ slug: p })),
});
const member = (slug: string, ...prerequisites: string[]) => ({
  slug,
  contextId: PermissionContext.organizationMember,
  prerequisites: prerequisites.map((p) => ({ slug: p })),
});
const catalogue = buildPermissionCatalogue([
  org(O.everything),
  org(O.enabled),
  org(O.registrationEnabled, O.enabled),
  org(O.lms, O.enabled),
  org(O.coaching, O.enabled),
  org(O.socialPlatform, O.enabled),
  org(O.socialEvents, O.socialPlatform),
  org(O.learningPath, O.enabled),
  org(O.crudCourses, O.lms),
  org(O.crudExternalCourses, O.lms),
  org(O.crudMembers, O.enabled),
  org(O.crudSpecializations, O.lms),
  member(M.accessCourses, O.lms),
  member(M.accessExternalCourses, O.lms),
  member(M.accessCommunities, O.socialPlatform),
  member(M.accessEvents, O.socialEvents),
  member(M.accessSkillsDevelopment, O.learningPath),
  member(M.accessCoaching, O.coaching),
  member(M.administratorPortal, O.enabled),
  member(M.instructorPortal, O.lms),
  member(M.manageOrganization, O.enabled),
  member(M.managePermissionSets, O.crudMembers),
]);

const LEARNER: MemberPermissionSlug[] = [
  M.accessCourses,
  M.accessExternalCourses,
  M.accessCommunities,
  M.accessEvents,
  M.accessSkillsDevelopment,
  M.accessCoaching,
];
/** What only staff hold: the portals and the organization's management (no learner does). */
const STAFF: MemberPermissionSlug[] = [
  M.administratorPortal,
  M.instructorPortal,
  M.manageOrganization,
  M.managePermissionSets,
];
const needsStaff = (m: RouteMeta) =>
  m.memberPermissions.some((requirement) =>
    (typeof requirement === 'string' ? [requirement] : requirement).every((slug) => STAFF.includes(slug)),
  );
const ORGANIZATION = ['organization_everything'];
const flags = Object.values(ConfigurationFlag);
const allOn = Object.fromEntries(flags.map((f) => [f, true])) as ConfigurationState;
const SIGNED_IN_HOME = '/dashboard';

type Actor = { name: string; isSignedIn: boolean; permissions: string[] };
const guest: Actor = { name: 'guest', isSignedIn: false, permissions: ORGANIZATION };
const learner: Actor = { name: 'learner', isSignedIn: true, permissions: [...ORGANIZATION, ...LEARNER] };
const administrator: Actor = {
  name: 'administrator',
  isSignedIn: true,
  permissions: [...ORGANIZATION, 'organization_member_full_access'],
};
const learnerWithout = (slug: MemberPermissionSlug): Actor => ({
  name: `learner without ${slug}`,
  isSignedIn: true,
  permissions: [...ORGANIZATION, ...LEARNER.filter((p) => p !== slug)],
});

function decide(meta: RouteMeta, actor: Actor, overrides: Partial<AccessInput> = {}): AccessDecision {
  return decideRouteAccess(meta, {
    isSignedIn: actor.isSignedIn,
    permissions: new Set(actor.permissions),
    catalogue,
    configuration: allOn,
    landingPageAllowed: true,
    signedInHome: SIGNED_IN_HOME,
    ...overrides,
  });
}

const meta = (path: string): RouteMeta => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return route.meta;
};

/** Whether the route names the permission as a requirement on its own (not as one of a group). */
const requiresAlone = (m: RouteMeta, slug: string) => m.memberPermissions.some((r) => r === slug);
const denial = (actor: Actor): AccessDecision['kind'] => (actor.isSignedIn ? 'notAllowed' : 'forbidden');

describe('the route table', () => {
  it('holds every route once, each with a page title', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) expect(route.meta.titleKey).toMatch(/^pages\.\w+\.title$/);
  });

  it('hides the side menu exactly on the paths of spec 1 §2', () => {
    for (const path of [
      '/auth/login',
      '/register',
      '/landing-page',
      '/landing-page/about-us',
      '/lms/courses/:courseId/exams',
    ]) {
      expect(meta(path.replace(':courseId', '7')).hasSideMenu, path).toBe(false);
    }
    expect(meta('/certificates/abc').hasSideMenu).toBe(false);
    expect(meta('/certificates/abc').hasAppBar).toBe(false);
    // A bare verification page: no banner, footer or cookies bar either (issue 12).
    expect(meta('/certificates/abc').hasSiteChrome).toBe(false);
    expect(meta('/my-certificates').hasSiteChrome).toBe(true);
    for (const path of ['/dashboard', '/profile', '/download-the-app', '/zoom-policy', '/groups/mine']) {
      expect(meta(path).hasSideMenu, path).toBe(true);
    }
  });

  it('makes the pages about the signed-in user require sign-in', () => {
    const personal = ['/dashboard', '/lms/my-courses', '/profile', '/favorite/courses', '/favorite/events'];
    const more = ['/activity-log', '/my-certificates', '/notifications', '/cart', '/my-purchases', '/saved-post'];
    for (const path of [...personal, ...more]) expect(meta(path).requiresAuth, path).toBe(true);
  });

  it('finds the most specific route of a path', () => {
    expect(findRoute('/lms/courses/5/review')?.path).toBe('/lms/courses/:courseId/review');
    expect(findRoute('/lms/courses/5/exams/review/9')?.path).toBe('/lms/courses/:courseId/exams/review/:examAttemptId');
    expect(findRoute('/lms/courses/5')?.path).toBe('/lms/courses/:courseId');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('the routing guard, rule by rule', () => {
  it('sends a signed-in user on a logged-out-only route to the dashboard', () => {
    for (const path of ['/auth/login', '/auth/verification-code', '/auth/forgot-password', '/register']) {
      expect(decide(meta(path), learner), path).toEqual({ kind: 'redirect', to: SIGNED_IN_HOME });
    }
    expect(decide(meta('/auth/login'), guest)).toEqual({ kind: 'allow' });
  });

  it('1. denies landing and library routes unless the landing page is allowed', () => {
    for (const path of ['/landing-page', '/landing-page/contact-us', '/library', '/library/3']) {
      expect(decide(meta(path), guest, { landingPageAllowed: false }).kind, path).toBe('forbidden');
      expect(decide(meta(path), learner, { landingPageAllowed: false }).kind, path).toBe('notAllowed');
    }
    expect(decide(meta('/zoom-policy'), guest, { landingPageAllowed: false }).kind).toBe('allow');
  });

  it('2. checks member and organization permissions and the configuration for a signed-in user', () => {
    const restricted = learnerWithout(M.accessCourses);
    expect(decide(meta('/dashboard'), restricted).kind).toBe('notAllowed');
    expect(decide(meta('/lms/all-courses'), restricted).kind).toBe('notAllowed');
    expect(decide(meta('/dashboard'), learner).kind).toBe('allow');
    // access_courses needs the organization's lms (a prerequisite).
    const noLms = { ...learner, permissions: ['enabled', ...LEARNER] };
    expect(decide(meta('/dashboard'), noLms).kind).toBe('notAllowed');
    // Any one of a group is enough: user activities need access_courses or access_events.
    expect(decide(meta('/dashboard/user-activities'), restricted).kind).toBe('allow');
    const neither = { ...learner, permissions: [...ORGANIZATION, M.accessCommunities] };
    expect(decide(meta('/dashboard/user-activities'), neither).kind).toBe('notAllowed');
    expect(decide(meta('/groups/mine'), learner, { configuration: { ...allOn, groups: false } }).kind).toBe(
      'notAllowed',
    );
  });

  it('3. otherwise needs only the configuration check for a signed-in user', () => {
    expect(decide(meta('/cart'), learner).kind).toBe('allow');
    expect(decide(meta('/cart'), learner, { configuration: { ...allOn, marketplace: false } }).kind).toBe('notAllowed');
    expect(decide(meta('/my-purchases/my-wallet'), learner, { configuration: { ...allOn, wallet: false } }).kind).toBe(
      'notAllowed',
    );
  });

  it('4. denies a guest on a route requiring sign-in, to be remembered', () => {
    for (const path of ['/profile', '/download-the-app', '/dashboard', '/lms/courses/4']) {
      expect(decide(meta(path), guest).kind, path).toBe('signInRequired');
    }
  });

  it("5. checks a guest against the organization's permissions and the configuration", () => {
    const withoutRegistration = { ...guest, permissions: ['enabled', 'lms'] };
    expect(decide(meta('/register'), guest).kind).toBe('allow');
    expect(decide(meta('/register'), withoutRegistration).kind).toBe('forbidden');
    expect(decide(meta('/register'), guest, { configuration: { ...allOn, selfRegistration: false } }).kind).toBe(
      'forbidden',
    );
    expect(decide(meta('/lms/courses/8/overview'), withoutRegistration).kind).toBe('allow');
    expect(decide(meta('/lms/courses/8/overview'), { ...guest, permissions: ['enabled'] }).kind).toBe('forbidden');
  });

  it('6. otherwise lets the configuration decide, anonymous views included', () => {
    expect(decide(meta('/landing-page/about-us'), guest).kind).toBe('allow');
    expect(decide(meta('/chat'), guest).kind).toBe('allow');
    const closed = { ...allOn, anonymousCourseView: false };
    expect(decide(meta('/lms/all-courses'), guest, { configuration: closed }).kind).toBe('forbidden');
    // The anonymous-view setting does not concern signed-in users.
    expect(decide(meta('/lms/all-courses'), learner, { configuration: closed }).kind).toBe('allow');
  });
});

function inputOf(actor: Actor, overrides: Partial<AccessInput> = {}): AccessInput {
  return {
    isSignedIn: actor.isSignedIn,
    permissions: new Set(actor.permissions),
    catalogue,
    configuration: allOn,
    landingPageAllowed: true,
    signedInHome: SIGNED_IN_HOME,
    ...overrides,
  };
}

describe('the first hour (issue 12)', () => {
  it('lets a guest open all courses exactly when the organization allows anonymous course view', () => {
    expect(canOpen('/lms/all-courses', inputOf(guest))).toBe(true);
    const closed = { ...allOn, anonymousCourseView: false };
    expect(canOpen('/lms/all-courses', inputOf(guest, { configuration: closed }))).toBe(false);
  });

  it('sends a member after sign-in to all courses if permitted, otherwise to landing, by their own permissions', () => {
    const target = (actor: Actor) => defaultSignInTarget((path) => canOpen(path, inputOf(actor)));
    expect(target(learner)).toBe('/lms/all-courses');
    expect(target(learnerWithout(M.accessCourses))).toBe('/landing-page');
    // The guest's answer, which the page showed a moment before, would have said all courses.
    expect(target(guest)).toBe('/lms/all-courses');
  });

  it('keeps favourite courses, and so the heart, to members with course access (the wishlist calls need it)', () => {
    expect(decide(meta('/favorite/courses'), learner).kind).toBe('allow');
    expect(decide(meta('/favorite/courses'), learnerWithout(M.accessCourses)).kind).toBe('notAllowed');
    expect(canOpen('/favorite/courses', inputOf(learnerWithout(M.accessCourses)))).toBe(false);
    expect(decide(meta('/favorite/courses'), guest).kind).toBe('signInRequired');
  });
});

describe('a path without a page', () => {
  const actors = [guest, learner, administrator, learnerWithout(M.accessCourses)];
  /** A concrete address of a route pattern (`/groups/:groupId` → `/groups/7`). */
  const concrete = (path: string) => path.replace(/:\w+/g, '7');

  it.each(plannedRoutes.map((route) => [route.path]))(
    '%s, planned, is the 404 page for everyone (no "sign in" for a page that is not there)',
    (path) => {
      const guardMeta = findPageMeta(concrete(path));
      expect(guardMeta).toBe(notFoundRoute.meta);
      for (const actor of actors) expect(decide(guardMeta, actor).kind, actor.name).toBe('allow');
    },
  );

  it('an unknown address is the 404 page for everyone', () => {
    for (const path of ['/no/such/page', '/lms/courses/7/nowhere', '/dashboard/nowhere']) {
      const guardMeta = findPageMeta(path);
      expect(guardMeta, path).toBe(notFoundRoute.meta);
      for (const actor of actors) expect(decide(guardMeta, actor).kind, `${path} ${actor.name}`).toBe('allow');
    }
  });

  it('a built page keeps its rules', () => {
    expect(decide(findPageMeta('/profile'), guest).kind).toBe('signInRequired');
    expect(decide(findPageMeta('/lms/my-courses'), learnerWithout(M.accessCourses)).kind).toBe('notAllowed');
  });
});

describe('the staff portal (issue 13)', () => {
  const instructor: Actor = {
    ...learner,
    name: 'instructor',
    permissions: [...learner.permissions, M.instructorPortal],
  };
  const portalOnly: Actor = {
    ...learner,
    name: 'administrator portal without the organization',
    permissions: [...learner.permissions, M.administratorPortal],
  };
  const pages = {
    home: '/portal',
    administration: '/portal/admin',
    teaching: '/portal/instructor',
    branding: '/portal/admin/organization/branding',
    members: '/portal/admin/members',
    approvals: '/portal/admin/course-approvals',
  };
  const kinds = (actor: Actor) =>
    Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, decide(findPageMeta(path), actor).kind]));

  it('lets each in by the portal they hold: learners nowhere, guests only after sign-in', () => {
    expect(kinds(learner)).toEqual({
      home: 'notAllowed',
      administration: 'notAllowed',
      teaching: 'notAllowed',
      branding: 'notAllowed',
      members: 'notAllowed',
      approvals: 'notAllowed',
    });
    expect(kinds(guest)).toEqual({
      home: 'signInRequired',
      administration: 'signInRequired',
      teaching: 'signInRequired',
      branding: 'signInRequired',
      members: 'signInRequired',
      approvals: 'signInRequired',
    });
    expect(kinds(instructor)).toEqual({
      home: 'allow',
      administration: 'notAllowed',
      teaching: 'allow',
      branding: 'notAllowed',
      members: 'notAllowed',
      approvals: 'notAllowed',
    });
    expect(kinds(portalOnly)).toEqual({
      home: 'allow',
      administration: 'allow',
      teaching: 'notAllowed',
      branding: 'notAllowed',
      members: 'allow',
      // The queue is the course administrators': the organization must let its administrators manage courses.
      approvals: 'allow',
    });
    expect(kinds(administrator)).toEqual({
      home: 'allow',
      administration: 'allow',
      teaching: 'allow',
      branding: 'allow',
      members: 'allow',
      approvals: 'allow',
    });
  });

  it('opens categories, registration form, single sign-on and announcements to the administrators of their calls', () => {
    const organizationPages = {
      categories: '/portal/admin/organization/categories',
      registrationForm: '/portal/admin/organization/registration-form',
      sso: '/portal/admin/organization/single-sign-on',
      announcements: '/portal/admin/organization/announcements',
    };
    const kindsOf = (actor: Actor) =>
      Object.fromEntries(
        Object.entries(organizationPages).map(([name, path]) => [name, decide(findPageMeta(path), actor).kind]),
      );
    const none = {
      categories: 'notAllowed',
      registrationForm: 'notAllowed',
      sso: 'notAllowed',
      announcements: 'notAllowed',
    };
    expect(kindsOf(learner)).toEqual(none);
    expect(kindsOf(instructor)).toEqual(none);
    // Categories are the course administrators' and providers the member administrators' (the
    // organization's plan); the form and announcements need the organization's management.
    expect(kindsOf(portalOnly)).toEqual({ ...none, categories: 'allow', sso: 'allow' });
    expect(kindsOf(administrator)).toEqual({
      categories: 'allow',
      registrationForm: 'allow',
      sso: 'allow',
      announcements: 'allow',
    });
  });

  it('frames exactly the pages under /portal with the portal’s shell', () => {
    for (const route of routeTable) {
      expect(route.meta.shell, route.path).toBe(route.path.startsWith('/portal') ? 'portal' : 'app');
    }
  });
});

describe('every route of the table', () => {
  const actors = [guest, learner, administrator, ...LEARNER.map(learnerWithout)];

  describe.each(routeTable.map((route) => [route.path, route.meta] as const))('%s', (_, m) => {
    it('with every setting on: sign-in, logout and member-permission rules decide', () => {
      for (const actor of actors) {
        const got = decide(m, actor).kind;
        let expected: AccessDecision['kind'] = 'allow';
        if (actor.isSignedIn && m.requiresLogout) expected = 'redirect';
        else if (!actor.isSignedIn && m.requiresAuth) expected = 'signInRequired';
        else if (
          actor.isSignedIn &&
          (needsStaff(m) || LEARNER.some((p) => requiresAlone(m, p) && !actor.permissions.includes(p)))
        ) {
          expected = actor === administrator ? 'allow' : 'notAllowed';
        }
        expect(got, actor.name).toBe(expected);
      }
    });

    it.each(flags)('with the setting %s off', (flag) => {
      const configuration = { ...allOn, [flag]: false };
      for (const actor of [guest, learner, administrator]) {
        const got = decide(m, actor, { configuration }).kind;
        const before = decide(m, actor).kind;
        const affects = m.configuration.includes(flag) && !(actor.isSignedIn && ANONYMOUS_VIEW_FLAGS.has(flag));
        // A route that does not need the setting, or that an earlier rule decides, does not change.
        const decidedEarlier = before === 'redirect' || before === 'signInRequired';
        expect(got, actor.name).toBe(affects && !decidedEarlier ? denial(actor) : before);
      }
    });

    it('when the landing page is not allowed', () => {
      for (const actor of [guest, learner, administrator]) {
        const got = decide(m, actor, { landingPageAllowed: false }).kind;
        const before = decide(m, actor).kind;
        const expected = m.hiddenUnlessLandingAllowed && before !== 'redirect' ? denial(actor) : before;
        expect(got, actor.name).toBe(expected);
      }
    });

    it('for an organization without any feature', () => {
      const bare = (actor: Actor) => ({
        ...actor,
        permissions: actor.permissions.filter((p) => !ORGANIZATION.includes(p)),
      });
      for (const actor of [guest, learner, administrator]) {
        const got = decide(m, bare(actor)).kind;
        const before = decide(m, actor).kind;
        const needsFeature = actor.isSignedIn
          ? m.memberPermissions.length > 0
          : m.organizationPermissions.length > 0 && !m.requiresAuth;
        expect(got, actor.name).toBe(needsFeature && before !== 'redirect' ? denial(actor) : before);
      }
    });
  });
});
