import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, modeOf, openModes, portalHomeTarget, visibleAreas } from './portal-navigation.ts';

const everything = () => true;
const instructorOnly = (path: string) => path.startsWith('/portal/instructor');
const adminWithoutOrganization = (path: string) => path === '/portal/admin';

describe('the portal’s navigation', () => {
  it('tells the mode by the address', () => {
    expect(modeOf('/portal/instructor')).toBe('instructor');
    expect(modeOf('/portal/admin/organization/branding')).toBe('administrator');
  });

  it('goes to the mode the switch entry asked for, when the user holds it, else to the first one they hold', () => {
    expect(portalHomeTarget('instructor', everything)).toBe('/portal/instructor');
    expect(portalHomeTarget('administrator', everything)).toBe('/portal/admin');
    expect(portalHomeTarget(null, everything)).toBe('/portal/admin');
    expect(portalHomeTarget('administrator', instructorOnly)).toBe('/portal/instructor');
    expect(portalHomeTarget('instructor', () => false)).toBeNull();
    expect(openModes(instructorOnly)).toEqual(['instructor']);
  });

  it('shows only the pages the user may open, and no empty area', () => {
    expect(visibleAreas('administrator', everything).map((area) => area.links.map((link) => link.id))).toEqual([
      ['administration'],
      [
        'branding',
        'terminology',
        'configuration',
        'categories',
        'registration-form',
        'single-sign-on',
        'certificate-templates',
        'announcements',
      ],
      ['members', 'permission-sets', 'audit-log'],
      ['organization-courses', 'course-approvals', 'specializations', 'review-moderation'],
      ['support-inbox', 'newsletter'],
    ]);
    expect(visibleAreas('administrator', adminWithoutOrganization).map((area) => area.id)).toEqual(['overview']);
  });

  it('leads the breadcrumbs from the mode through the area to the page', () => {
    expect(breadcrumbsOf('/portal/admin/organization/terminology')).toEqual([
      { key: 'mode', label: { titleKey: 'pages.portalAdministration.title' }, to: '/portal/admin' },
      { key: 'organization', label: { area: 'organization' }, to: null },
      { key: 'terminology', label: { titleKey: 'pages.organizationTerminology.title' }, to: null },
    ]);
    expect(breadcrumbsOf('/portal/admin/courses')).toEqual([
      { key: 'mode', label: { titleKey: 'pages.portalAdministration.title' }, to: '/portal/admin' },
      { key: 'courses', label: { area: 'courses' }, to: null },
      { key: 'organization-courses', label: { titleKey: 'pages.organizationCourses.title' }, to: null },
    ]);
    expect(breadcrumbsOf('/portal/instructor')).toEqual([
      { key: 'mode', label: { titleKey: 'pages.portalTeaching.title' }, to: null },
    ]);
  });
});
