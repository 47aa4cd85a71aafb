import type { SvgIconComponent } from '@mui/icons-material';
import AppRegistrationOutlinedIcon from '@mui/icons-material/AppRegistrationOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ColorLensOutlinedIcon from '@mui/icons-material/ColorLensOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import TextFieldsOutlinedIcon from '@mui/icons-material/TextFieldsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { matchPath } from 'react-router';
import { PORTAL_ADMIN_PATH, PORTAL_INSTRUCTOR_PATH } from '../../routing/paths.ts';
import type { PageTitleKey } from '../../routing/route-meta.ts';
import { AUDIT_LOG_PATH, PERMISSION_SETS_PATH } from '../access/access-paths.ts';
import { CERTIFICATE_TEMPLATES_PATH } from '../certificates/certificates-admin-paths.ts';
import { COURSE_APPROVALS_PATH, ORGANIZATION_COURSES_PATH } from '../course-authoring/course-authoring-paths.ts';
import { MEMBERS_PATH } from '../members/members-paths.ts';
import {
  ORGANIZATION_ANNOUNCEMENTS_PATH,
  ORGANIZATION_BRANDING_PATH,
  ORGANIZATION_CATEGORIES_PATH,
  ORGANIZATION_CONFIGURATION_PATH,
  ORGANIZATION_REGISTRATION_FORM_PATH,
  ORGANIZATION_SSO_PATH,
  ORGANIZATION_TERMINOLOGY_PATH,
} from '../organizations/organization-paths.ts';
import { REVIEW_MODERATION_PATH } from '../reviews/reviews-admin-paths.ts';
import { SPECIALIZATIONS_ADMIN_PATH } from '../specializations/specializations-admin-paths.ts';
import { NEWSLETTER_SUBSCRIBERS_PATH, SUPPORT_INBOX_PATH } from '../support/support-admin-paths.ts';

/** The portal's modes: what the profile menu's switch entries open (`portal=administrator|instructor`). */
export type PortalMode = 'administrator' | 'instructor';
export const PORTAL_MODES: readonly PortalMode[] = ['administrator', 'instructor'];

/** A page of the portal's side navigation, named by its page title (`pages.<page>.title`). */
export type PortalLink = { id: string; to: string; titleKey: PageTitleKey; icon: SvgIconComponent };

/** An area of a mode: a heading and its pages (`portal.areas.<id>`). */
export type PortalArea = {
  id: 'overview' | 'organization' | 'people' | 'courses' | 'support';
  links: readonly PortalLink[];
};

/**
 * The side navigation of each mode, by area. A domain's staff pages join their area here as
 * their issues build them (members, courses, …); only pages that exist and that the user may
 * open are shown.
 */
export const portalNavigation: Readonly<Record<PortalMode, { root: string; areas: readonly PortalArea[] }>> = {
  administrator: {
    root: PORTAL_ADMIN_PATH,
    areas: [
      {
        id: 'overview',
        links: [
          {
            id: 'administration',
            to: PORTAL_ADMIN_PATH,
            titleKey: 'pages.portalAdministration.title',
            icon: DashboardOutlinedIcon,
          },
        ],
      },
      {
        id: 'organization',
        links: [
          {
            id: 'branding',
            to: ORGANIZATION_BRANDING_PATH,
            titleKey: 'pages.organizationBranding.title',
            icon: ColorLensOutlinedIcon,
          },
          {
            id: 'terminology',
            to: ORGANIZATION_TERMINOLOGY_PATH,
            titleKey: 'pages.organizationTerminology.title',
            icon: TextFieldsOutlinedIcon,
          },
          {
            id: 'configuration',
            to: ORGANIZATION_CONFIGURATION_PATH,
            titleKey: 'pages.organizationConfiguration.title',
            icon: TuneOutlinedIcon,
          },
          {
            id: 'categories',
            to: ORGANIZATION_CATEGORIES_PATH,
            titleKey: 'pages.organizationCategories.title',
            icon: CategoryOutlinedIcon,
          },
          {
            id: 'registration-form',
            to: ORGANIZATION_REGISTRATION_FORM_PATH,
            titleKey: 'pages.organizationRegistrationForm.title',
            icon: AppRegistrationOutlinedIcon,
          },
          {
            id: 'single-sign-on',
            to: ORGANIZATION_SSO_PATH,
            titleKey: 'pages.organizationSso.title',
            icon: VpnKeyOutlinedIcon,
          },
          {
            id: 'certificate-templates',
            to: CERTIFICATE_TEMPLATES_PATH,
            titleKey: 'pages.certificateTemplates.title',
            icon: WorkspacePremiumOutlinedIcon,
          },
          {
            id: 'announcements',
            to: ORGANIZATION_ANNOUNCEMENTS_PATH,
            titleKey: 'pages.organizationAnnouncements.title',
            icon: CampaignOutlinedIcon,
          },
        ],
      },
      {
        id: 'people',
        links: [
          { id: 'members', to: MEMBERS_PATH, titleKey: 'pages.members.title', icon: PeopleOutlineIcon },
          {
            id: 'permission-sets',
            to: PERMISSION_SETS_PATH,
            titleKey: 'pages.permissionSets.title',
            icon: LockPersonOutlinedIcon,
          },
          { id: 'audit-log', to: AUDIT_LOG_PATH, titleKey: 'pages.auditLog.title', icon: HistoryOutlinedIcon },
        ],
      },
      {
        id: 'courses',
        links: [
          {
            id: 'organization-courses',
            to: ORGANIZATION_COURSES_PATH,
            titleKey: 'pages.organizationCourses.title',
            icon: MenuBookOutlinedIcon,
          },
          {
            id: 'course-approvals',
            to: COURSE_APPROVALS_PATH,
            titleKey: 'pages.courseApprovals.title',
            icon: FactCheckOutlinedIcon,
          },
          {
            id: 'specializations',
            to: SPECIALIZATIONS_ADMIN_PATH,
            titleKey: 'pages.specializationsAdmin.title',
            icon: RouteOutlinedIcon,
          },
          {
            id: 'review-moderation',
            to: REVIEW_MODERATION_PATH,
            titleKey: 'pages.reviewModeration.title',
            icon: RateReviewOutlinedIcon,
          },
        ],
      },
      {
        id: 'support',
        links: [
          {
            id: 'support-inbox',
            to: SUPPORT_INBOX_PATH,
            titleKey: 'pages.supportInbox.title',
            icon: SupportAgentOutlinedIcon,
          },
          {
            id: 'newsletter',
            to: NEWSLETTER_SUBSCRIBERS_PATH,
            titleKey: 'pages.newsletterSubscribers.title',
            icon: MarkEmailReadOutlinedIcon,
          },
        ],
      },
    ],
  },
  instructor: {
    root: PORTAL_INSTRUCTOR_PATH,
    areas: [
      {
        id: 'overview',
        links: [
          {
            id: 'teaching',
            to: PORTAL_INSTRUCTOR_PATH,
            titleKey: 'pages.portalTeaching.title',
            icon: SchoolOutlinedIcon,
          },
        ],
      },
    ],
  },
};

/** The mode an address of the portal belongs to. */
export function modeOf(pathname: string): PortalMode {
  return matchPath({ path: PORTAL_INSTRUCTOR_PATH, end: false }, pathname) ? 'instructor' : 'administrator';
}

/** The modes the user may open (the guard's decision on each mode's home). */
export function openModes(canOpen: (path: string) => boolean): PortalMode[] {
  return PORTAL_MODES.filter((mode) => canOpen(portalNavigation[mode].root));
}

/** A mode's areas with only the pages the user may open; areas left empty are left out. */
export function visibleAreas(mode: PortalMode, canOpen: (path: string) => boolean): PortalArea[] {
  return portalNavigation[mode].areas
    .map((area) => ({ ...area, links: area.links.filter((link) => canOpen(link.to)) }))
    .filter((area) => area.links.length > 0);
}

/** Where the portal's own address leads: the mode a switch entry asked for, else the first one the user may open. */
export function portalHomeTarget(requested: string | null, canOpen: (path: string) => boolean): string | null {
  const modes = openModes(canOpen);
  const mode = modes.find((candidate) => candidate === requested) ?? modes[0];
  return mode ? portalNavigation[mode].root : null;
}

/** One step of the breadcrumbs: the mode, then the area, then the page (`to` null: the current page). */
export type Crumb = { key: string; label: { area: PortalArea['id'] } | { titleKey: PageTitleKey }; to: string | null };

/** The breadcrumbs of a portal address: its mode's home, then the page's area and the page itself. */
export function breadcrumbsOf(pathname: string): Crumb[] {
  const mode = modeOf(pathname);
  const { root, areas } = portalNavigation[mode];
  const home = areas[0]?.links[0];
  if (!home) return [];
  const isHome = matchPath({ path: root, end: true }, pathname) !== null;
  const crumbs: Crumb[] = [{ key: 'mode', label: { titleKey: home.titleKey }, to: isHome ? null : root }];
  for (const area of areas) {
    const link = area.links.find((candidate) => matchPath({ path: candidate.to, end: true }, pathname));
    if (!link || link === home) continue;
    crumbs.push({ key: area.id, label: { area: area.id }, to: null });
    crumbs.push({ key: link.id, label: { titleKey: link.titleKey }, to: null });
  }
  return crumbs;
}
