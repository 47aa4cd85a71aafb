import { describe, expect, it } from 'vitest';
import { matchPage } from './router.tsx';
import { notFoundRoute } from './routes.ts';

/** The page the app's routes show at an address (app/router.tsx): what the visit loads and the shell names. */
describe('the page at an address', () => {
  it('is the route’s page, with the parameters written in the address', () => {
    expect(matchPage('/lms/all-courses')?.page.meta.titleKey).toBe('pages.allCourses.title');
    const overview = matchPage('/lms/courses/42/overview');
    expect(overview?.page.meta.titleKey).toBe('pages.courseOverview.title');
    expect(overview?.params.courseId).toBe('42');
  });

  it('is a staff portal page under the portal’s shell', () => {
    expect(matchPage('/portal')?.page.meta.shell).toBe('portal');
  });

  it('is none for an address that only sends the visitor on', () => {
    expect(matchPage('/')).toBeNull();
    // A short address of a public page, and a root such as /lms that leads to the first page the user may open.
    expect(matchPage('/about-us')).toBeNull();
    expect(matchPage('/lms')).toBeNull();
  });

  it('is the not-found page for an address no route claims', () => {
    expect(matchPage('/no/such/page')?.page).toBe(notFoundRoute);
  });
});
