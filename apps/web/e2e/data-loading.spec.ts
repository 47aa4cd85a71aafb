// One round trip after the shell (issue 12, item 8): a page's data is asked together with the
// shell's (organization, permissions, banner) when the route matches, not each call after the
// one before. Proven by the order of events, not by timings: every data request of the page
// starts before the first of them has finished.

import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { enrolledLearner } from './helpers/courses.ts';
import { emulateNetworkLatency } from './helpers/network.ts';
import { type Login, prepareBrowser } from './helpers/session.ts';
import { en } from './helpers/texts.ts';

const COURSE_NAME = 'Leadership Foundations';
/** What the shell shows on every page: the organization, the user's permissions, the banner. */
const SHELL_CALLS = [
  '/api/organizations-dashboard',
  '/api/permissions-system',
  '/api/permissions',
  '/api/org-announcements-management',
];
const courseList = (page: Page, tab: 'all' | 'mine') =>
  page.getByRole('list', { name: en.catalogue.tabs[tab].replace('{{courses}}', 'Courses') }).getByRole('listitem');

type NetworkEvent = { kind: 'start' | 'finish'; path: string };

/**
 * Opens `path` afresh (nothing cached: a new document, empty localStorage) over a network with
 * latency, waits for `ready`, and answers the API calls' starts and finishes in the browser's order.
 */
async function visit(page: Page, path: string, ready: (page: Page) => Locator, login?: Login): Promise<NetworkEvent[]> {
  await prepareBrowser(page, { login });
  await emulateNetworkLatency(page);
  const events: NetworkEvent[] = [];
  const record = (kind: NetworkEvent['kind']) => (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) events.push({ kind, path: pathname });
  };
  const onStart = record('start');
  const onFinish = record('finish');
  page.on('request', onStart);
  page.on('requestfinished', onFinish);
  await page.goto(path);
  // A whole page renders at once when its data is in: on a loaded machine that takes a while.
  await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
  page.off('request', onStart);
  page.off('requestfinished', onFinish);
  return events;
}

/** The calls of `expected` that did not start before the first of them finished (none, when asked together). */
function startedLate(events: readonly NetworkEvent[], expected: readonly string[]): string[] {
  const relevant = events.filter((event) => expected.includes(event.path));
  const firstFinish = relevant.findIndex((event) => event.kind === 'finish');
  const started = new Set(
    relevant
      .slice(0, firstFinish === -1 ? undefined : firstFinish)
      .flatMap((e) => (e.kind === 'start' ? [e.path] : [])),
  );
  return expected.filter((path) => !started.has(path));
}

test('all courses asks for the shell’s and the catalogue’s data together, for a guest', async ({ page }) => {
  const events = await visit(page, '/lms/all-courses', (p) => courseList(p, 'all'));
  expect(startedLate(events, [...SHELL_CALLS, '/api/all-courses', '/api/filter-options'])).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test('a learner’s all courses, my courses and lesson each ask for their data together', async ({ page }) => {
  test.slow();
  const { learner, courseId, lessonId } = await enrolledLearner(page.request, COURSE_NAME);
  const pages = [
    {
      path: '/lms/all-courses',
      calls: ['/api/all-courses', '/api/filter-options'],
      ready: (p: Page) => courseList(p, 'all'),
    },
    {
      path: '/lms/my-courses',
      calls: [`/api/users/${learner.user.id}/my-courses`, '/api/all-courses/interests'],
      ready: (p: Page) => courseList(p, 'mine'),
    },
    {
      path: `/lms/courses/${courseId}/modules/content/${lessonId}`,
      calls: [
        `/api/courses/${courseId}`,
        `/api/courses/${courseId}/sections`,
        `/api/courses/${courseId}/sections/progress`,
        `/api/course-subsections/${lessonId}`,
      ],
      ready: (p: Page) => p.getByRole('article').getByRole('heading', { level: 2 }),
    },
  ];
  for (const { path, calls, ready } of pages) {
    const events = await visit(page, path, ready, learner);
    expect(startedLate(events, [...SHELL_CALLS, ...calls]), path).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  }
});
