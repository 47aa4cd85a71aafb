import { ConfigKey } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import type { MemberPermissionSlug, OrganizationPermissionSlug } from './permission-slugs.ts';

/**
 * The organization's on/off settings a call may need (spec 1 §5 "Configuration check"), each
 * with the error a caller gets while it is off: the code the call's own rule answered before the
 * guard took the check over, else 403 `common-007`.
 */
export const configurationFlagErrors = {
  [ConfigKey.selfRegistrationEnabled]: 'auth-014',
  [ConfigKey.selfEnrollmentEnabled]: 'courses-005',
  [ConfigKey.marketplaceEnabled]: 'common-007',
  [ConfigKey.walletEnabled]: 'common-007',
  [ConfigKey.certificatesEnabled]: 'certificates-001',
  [ConfigKey.groupsEnabled]: 'common-007',
  // Guests only (see `GUEST_ONLY_FLAGS`): a guest is asked to sign in.
  [ConfigKey.anonymousCourseView]: 'common-009',
  [ConfigKey.anonymousExternalCourseView]: 'common-009',
  [ConfigKey.anonymousEventView]: 'common-009',
} as const satisfies Record<string, ErrorCode>;

export type ConfigurationFlag = keyof typeof configurationFlagErrors;

/**
 * The anonymous-view settings: they let guests in, so only guests need them on; a signed-in
 * caller passes whatever their value (spec 1 §5: "unless the user is logged in").
 */
export const GUEST_ONLY_FLAGS: ReadonlySet<ConfigurationFlag> = new Set([
  ConfigKey.anonymousCourseView,
  ConfigKey.anonymousExternalCourseView,
  ConfigKey.anonymousEventView,
]);

/**
 * The named object rules: who may use one row named by the call's path. Each reads one path
 * parameter (`param`, an id) and is answered on the server by the module that owns the row,
 * through the `accessRules` extension point. `errors` are the codes a refused caller gets (added
 * to the call's declared errors); `description` says the rule in words (the OpenAPI document).
 */
export const accessRules = {
  courseAuthor: {
    param: 'courseId',
    description:
      "an author of the course: one of its instructors, or a course administrator of the organization (administrator_portal where the organization has crud_courses); another organization's course is not found",
    errors: ['common-002', 'common-007'],
  },
  courseSectionAuthor: {
    param: 'sectionId',
    description: "an author of the section's course (as course author)",
    errors: ['common-002', 'common-007'],
  },
  courseSubsectionAuthor: {
    param: 'subsectionId',
    description: "an author of the lesson's course (as course author)",
    errors: ['common-002', 'common-007'],
  },
  courseAnnouncementAuthor: {
    param: 'announcementId',
    description:
      "an author of the announcement's course (as course author); another organization's announcement is not found",
    errors: ['common-002', 'common-007'],
  },
  courseAnnouncementReader: {
    param: 'announcementId',
    description:
      "a learner of the announcement's course, or one of its authors (as course learner); an announcement of a course the organization does not offer is not found",
    errors: ['common-002', 'courses-003'],
  },
  courseSubsectionLearner: {
    param: 'subsectionId',
    description:
      "a learner of the lesson's course, or one of its authors (as course learner); a lesson of a course the organization does not offer is not found",
    errors: ['common-002', 'courses-003'],
  },
  courseLearner: {
    param: 'courseId',
    description:
      'a learner enrolled in the course (courses-003 otherwise), or one of its authors, who preview it; a course the caller cannot see is not found',
    errors: ['common-002', 'courses-003'],
  },
  courseViewer: {
    param: 'courseId',
    description:
      "someone who may see the course: it is published and offered as published, or the caller is one of its authors; otherwise, like another organization's course, it is not found",
    errors: ['common-002'],
  },
  // The course first, then the caller: a course the caller cannot see answers 404 whoever asks,
  // as the reviews answered when their service checked it (so not `catalogueBrowsers`, whose
  // checks come before the input's and the course's).
  catalogueCourseViewer: {
    param: 'courseId',
    description:
      "someone who may see the course (as course viewer; otherwise it is not found, whoever asks) and browse the catalogue: a member holding access_courses (common-007 otherwise), a guest while the organization's anonymous_course_view is on (common-009 otherwise)",
    errors: ['common-002', 'common-007', 'common-009'],
  },
  // Owners of a row: the member who made it. Another member's row is not found, as another
  // organization's is (a note is private, a review may be hidden from others).
  noteOwner: {
    param: 'noteId',
    description:
      "the owner of the note: the member who wrote it in this organization; another member's note, like another organization's, is not found",
    errors: ['common-002'],
  },
  reviewOwner: {
    param: 'reviewId',
    description:
      "the owner of the review: the learner who wrote it in this organization; another member's review, like another organization's, is not found",
    errors: ['common-002'],
  },
} as const satisfies Record<string, { param: string; description: string; errors: readonly ErrorCode[] }>;

export type AccessRuleName = keyof typeof accessRules;

/** What a call may ask of its caller beyond who they are; the guard applies each in one place. */
interface AccessConditions {
  /** Member permissions the caller must all hold (with the organization's, by the contract's check). */
  memberPermissions?: readonly MemberPermissionSlug[];
  /** Member permissions of which the caller must hold at least one. */
  anyOfMemberPermissions?: readonly MemberPermissionSlug[];
  /** Organization permissions the organization's plan must all hold. */
  organizationPermissions?: readonly OrganizationPermissionSlug[];
  /** Settings of the organization that must be on (an anonymous-view one only for guests). */
  configuration?: readonly ConfigurationFlag[];
  /** A named object rule over the row the path names (`accessRules`), checked after validation. */
  rule?: AccessRuleName;
}

/**
 * Who may call a route. `public`: anyone (the user is resolved when a token is sent); its member
 * permissions are asked of signed-in callers only (a guest holds none), its organization
 * permissions, settings and rule of everyone. `signedIn`: a valid access token of a member of the
 * request's organization, who must meet every condition. `devOnly`: only while the embedded mail
 * outbox is in use, and by default only from the server's machine (`DEV_OUTBOX`).
 *
 * The guard applies them in this order: signed in, forced password reset, settings, permissions
 * (all of, then any of), then, once the input is valid, the object rule.
 */
export type Access =
  | ({ kind: 'public' } & AccessConditions)
  | ({
      kind: 'signedIn';
      /** Still answered while the user must reset their password (otherwise `auth-005`). */
      duringForcedReset?: boolean;
    } & AccessConditions)
  | { kind: 'devOnly' };

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const signedIn = { kind: 'signedIn' } as const satisfies Access;

/**
 * Every error code the call's access may answer: sign-in and forced reset, each setting's code,
 * `common-007` for permissions, and the rule's codes.
 */
export function accessErrors(access: Access): ErrorCode[] {
  if (access.kind === 'devOnly') return ['common-001'];
  const codes: ErrorCode[] = [];
  if (access.kind === 'signedIn') {
    codes.push('common-009');
    if (!access.duringForcedReset) codes.push('auth-005');
  }
  for (const flag of access.configuration ?? []) codes.push(configurationFlagErrors[flag]);
  const permissions = [
    ...(access.memberPermissions ?? []),
    ...(access.anyOfMemberPermissions ?? []),
    ...(access.organizationPermissions ?? []),
  ];
  if (permissions.length > 0) codes.push('common-007');
  if (access.rule) codes.push(...accessRules[access.rule].errors);
  return [...new Set(codes)];
}

/**
 * The rule of access in words, for the OpenAPI document, e.g. "a signed-in member of the
 * organization, holding at least one of administrator_portal, instructor_portal, in an
 * organization with crud_courses; rule: course author (…)".
 */
export function describeAccess(access: Access): string {
  if (access.kind === 'devOnly') {
    return 'only while mail goes to the embedded outbox (no SMTP_URL), and by default only from this machine (DEV_OUTBOX); otherwise the route does not exist';
  }
  const allOf = access.memberPermissions ?? [];
  const anyOf = access.anyOfMemberPermissions ?? [];
  const organization = access.organizationPermissions ?? [];
  const who =
    access.kind === 'public'
      ? [
          'anyone; a bearer token, when sent, identifies the caller',
          allOf.length ? `; signed-in callers must hold ${allOf.join(' and ')}` : '',
          anyOf.length ? `; signed-in callers must hold at least one of ${anyOf.join(', ')}` : '',
          organization.length ? `; the organization must have ${organization.join(' and ')}` : '',
        ]
      : [
          'a signed-in member of the organization',
          allOf.length ? ` holding ${allOf.join(' and ')}` : '',
          anyOf.length ? `${allOf.length ? ',' : ''} holding at least one of ${anyOf.join(', ')}` : '',
          organization.length ? ` in an organization with ${organization.join(' and ')}` : '',
          access.duringForcedReset ? ' (also while they must choose a new password)' : '',
        ];
  const flags = access.configuration ?? [];
  const everyone = flags.filter((flag) => !GUEST_ONLY_FLAGS.has(flag));
  const guests = flags.filter((flag) => GUEST_ONLY_FLAGS.has(flag));
  return [
    ...who,
    everyone.length ? `; organization configuration ${everyone.map((flag) => `${flag} on`).join(', ')}` : '',
    guests.length ? `; guests only while the organization's ${guests.join(', ')} is on` : '',
    access.rule ? `; rule: ${words(access.rule)} (${accessRules[access.rule].description})` : '',
  ].join('');
}

/** `courseAuthor` → `course author`. */
function words(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
