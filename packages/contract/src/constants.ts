/** Business constants of the spec (spec 1 §9, spec 2 §9). The code uses these, never literals. */
export const DEFAULT_ORGANIZATION_ID = 1;
export const DEFAULT_CURRENCY = 'SAR';
export const LANGUAGES = ['en', 'ar'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const TOKEN_REFRESH_CHECK_MS = 15_000;
export const TOKEN_REFRESH_MARGIN_MS = 30_000;
export const CART_RELOAD_AFTER_CHECKOUT_MS = 3_000;
export const TOAST_DURATION_MS = 3_000;
export const ERROR_TOAST_DURATION_MS = 5_000;
export const SNACKBAR_TIMEOUT_MS = 5_000;
export const NOTIFICATION_BADGE_MAX = 9;
export const NOTIFICATION_PANEL_PAGE_SIZE = 15;
export const NOTIFICATION_PANEL_FETCH = 10;
export const NOTIFICATION_PANEL_WIDTH = 350;
export const GROUP_MEMBER_PAGE_SIZE = 10;
export const HEADER_TITLE_MAX_LENGTH = 25;
export const BANNER_HEIGHT_OFFSET = 60;
export const DRAWER_WIDTH = 256;
export const RAIL_WIDTH = 56;
export const EDGE_SWIPE_ZONE_PX = 25;
export const DRAG_START_PX = 3;
export const FAST_SWIPE_SPEED = 400;
export const EXPIRED_COURSE_GRACE_DAYS = 30;

export const DEFAULT_PRIMARY_COLOR = '#00416b';
export const DEFAULT_SECONDARY_COLOR = '#00c08b';
export const DEFAULT_COLOR = '#ffffff';
export const DEFAULT_FONT_WEIGHT = 400;

export const COURSE_PASSING_GRADE_PERCENTAGE = 0.5;
export const COURSE_MANDATORY_ATTENDANCE_PERCENTAGE = 1;
export const EXAM_PASSING_SCORE_PERCENTAGE = 50;
export const EXAM_QUESTION_POINTS = 1;
export const PROVIDER_SESSION_DURATION = 60;
export const FREE_SESSION_DURATION = 30;
export const PROVIDER_MAXIMUM_FUTURE_DAYS = 365;
export const FREE_COACHING_SESSIONS_PER_USER = 2;
export const PRICING_PLAN_MAX_USER_LIMIT = 2;
export const DEFAULT_POLL_VOTES_PER_USER = 1;
export const DEFAULT_SUBSECTION_WEIGHT = 1;
export const DEFAULT_SECTION_WEEK = 1;

/** Organization configuration keys (spec 1 §3, spec 2 §3). */
export const ConfigKey = {
  twoFactorEnabled: 'two_factor_enabled',
  selfRegistrationEnabled: 'self_registration_enabled',
  registrationApproval: 'registration_approval',
  marketplaceEnabled: 'marketplace_enabled',
  selfEnrollmentEnabled: 'self_enrollment_enabled',
  anonymousCourseView: 'anonymous_course_view',
  anonymousExternalCourseView: 'anonymous_external_course_view',
  anonymousEventView: 'anonymous_event_view',
  certificatesEnabled: 'certificates_enabled',
  walletEnabled: 'wallet_enabled',
  groupsEnabled: 'groups_enabled',
  /** Where contact-us messages and support tickets are e-mailed (else the organization's administrators). */
  contactEmail: 'contact_email',
  /** Hides the footer and the cookies notice (spec 1 §2: hidden for some organizations). */
  footerHidden: 'footer_hidden',
  adminPassingCriteria: 'admin_passing_criteria',
  instructorPassingCriteria: 'instructor_passing_criteria',
  moyasarCredentials: 'moyasar_credentials',
  tamaraCredentials: 'tamara_credentials',
  tabbyCredentials: 'tabby_credentials',
  smsCredentials: 'sms_credentials',
} as const;
export type ConfigKey = (typeof ConfigKey)[keyof typeof ConfigKey];

/** Terminology slugs (spec 1 §3). */
export const TerminologySlug = {
  authImage: 'auth_image',
  loginOrganizationLogo: 'login_organization_logo',
  courseHeaderImage: 'course_header_image',
  eventHeaderImage: 'event_header_image',
  externalCourseHeaderImage: 'external_course_header_image',
  bannerTitle: 'banner_title',
  bannerSubtitle: 'banner_subtitle',
  blended: 'blended',
  course: 'course',
  dashboard: 'dashboard',
  instructor: 'instructor',
  module: 'module',
  student: 'student',
  enrollmentTermsAndConditions: 'enrollment_terms_and_conditions',
  photoUsagePermissionText: 'photo_usage_permission_text',
  externalCoursesAccreditationNotice: 'external_courses_accreditation_notice',
} as const;
export type TerminologySlug = (typeof TerminologySlug)[keyof typeof TerminologySlug];
