/** Organization permissions (spec 1 §6): what an organization's plan lets its members use. */
export const OrganizationPermission = {
  everything: 'everything',
  enabled: 'enabled',
  registrationEnabled: 'registration_enabled',
  lms: 'lms',
  coaching: 'coaching',
  socialPlatform: 'social_platform',
  socialEvents: 'social_events',
  learningPath: 'learning_path',
  crudCourses: 'crud_courses',
  crudExternalCourses: 'crud_external_courses',
  crudMembers: 'crud_members',
  crudSpecializations: 'crud_specializations',
  crudSocialGroups: 'crud_social_groups',
  crudSocialEvents: 'crud_social_events',
  crudLearningPaths: 'crud_learning_paths',
  crudChecklists: 'crud_checklists',
  crudSupportTeams: 'crud_support_teams',
} as const;

/** Member permissions (spec 1 §6) plus the portal and administration permissions we add. */
export const MemberPermission = {
  fullAccess: 'full_access',
  accessCourses: 'access_courses',
  accessExternalCourses: 'access_external_courses',
  accessCommunities: 'access_communities',
  accessEvents: 'access_events',
  accessSkillsDevelopment: 'access_skills_development',
  accessCoaching: 'access_coaching',
  administratorPortal: 'administrator_portal',
  instructorPortal: 'instructor_portal',
  managePermissionSets: 'manage_permission_sets',
  manageOrganization: 'manage_organization',
} as const;

export type OrganizationPermissionSlug = (typeof OrganizationPermission)[keyof typeof OrganizationPermission];
export type MemberPermissionSlug = (typeof MemberPermission)[keyof typeof MemberPermission];

/** Permission context ids (their bypass slugs are in permission-check.ts). */
export const PermissionContext = {
  global: 1,
  user: 2,
  organization: 3,
  organizationMember: 4,
  course: 5,
} as const;
