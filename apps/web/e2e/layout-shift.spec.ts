// Layout shift (issue 12, item 6): the pages a new learner meets first keep still while their data
// arrives. Each page is loaded afresh at a desktop and a phone width, in both languages, as a guest
// and as a learner, over a network with latency, and its cumulative layout shift (web.dev's CLS:
// the largest session window of shifts without recent input) must stay at most 0.05.

import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { demoCourseId, enrolledLearner } from './helpers/courses.ts';
import { emulateNetworkLatency } from './helpers/network.ts';
import { prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

const MAX_CLS = 0.05;
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** A free demo course in English with an Arabic translation; the learner enrols in it. */
const COURSE_NAME = 'Leadership Foundations';
const texts = { en, ar };
const COURSES = { en: 'Courses', ar: 'دورات' };

type Shift = { value: number; startTime: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of the document from its start (a `buffered` PerformanceObserver
 * installed before the app's scripts run), with what moved, for the failure message.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.id ?? '';
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}`;
    };
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map(
            (s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's CLS once it has settled: the largest session window (gaps under 1 s, at most 5 s). */
async function cumulativeLayoutShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the last render's shifts are reported before they are read.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.__layoutShifts ?? [];
  });
  let cls = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (session > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      session += shift.value;
    } else {
      session = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    cls = Math.max(cls, session);
  }
  return { cls, shifts };
}

type Visit = { name: string; path: string; ready: (page: Page) => Locator };

/** The pages to visit: the lesson and my courses only for a learner (with the course's first lesson). */
function visits(language: 'en' | 'ar', courseId: number, lessonId: number | null): Visit[] {
  const t = texts[language];
  const courses = COURSES[language];
  const list: Visit[] = [
    {
      name: 'landing',
      path: '/landing-page',
      ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
    },
    {
      name: 'all courses',
      path: '/lms/all-courses',
      ready: (page) =>
        page.getByRole('list', { name: t.catalogue.tabs.all.replace('{{courses}}', courses) }).getByRole('listitem'),
    },
    {
      name: 'course overview',
      path: `/lms/courses/${courseId}/overview`,
      ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
    },
  ];
  if (lessonId === null) return list;
  return [
    ...list,
    {
      name: 'lesson',
      path: `/lms/courses/${courseId}/modules/content/${lessonId}`,
      ready: (page) => page.getByRole('article').getByRole('heading', { level: 2 }),
    },
    {
      name: 'my courses',
      path: '/lms/my-courses',
      ready: (page) =>
        page.getByRole('list', { name: t.catalogue.tabs.mine.replace('{{courses}}', courses) }).getByRole('listitem'),
    },
  ];
}

for (const language of ['en', 'ar'] as const) {
  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    for (const who of ['guest', 'learner'] as const) {
      test(`the first pages keep still while they load: ${who}, ${widthName}, ${language}`, async ({ page }) => {
        test.slow();
        const context = who === 'learner' ? await enrolledLearner(page.request, COURSE_NAME) : null;
        const courseId = context?.courseId ?? (await demoCourseId(page.request, COURSE_NAME));
        await prepareBrowser(page, { language, login: context?.learner });
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        await emulateNetworkLatency(page);

        const figures: string[] = [];
        for (const visit of visits(language, courseId, context?.lessonId ?? null)) {
          await page.goto(visit.path);
          // A whole page renders at once when its data is in: on a loaded machine that takes a while.
          await expect(visit.ready(page).first()).toBeVisible({ timeout: 30_000 });
          const { cls, shifts } = await cumulativeLayoutShift(page);
          figures.push(`${visit.name}: ${cls.toFixed(3)}`);
          test.info().annotations.push({
            type: 'CLS',
            description: `${visit.name} ${widthName} ${language} ${who}: ${cls.toFixed(3)}`,
          });
          expect
            .soft(
              cls,
              `CLS of ${visit.name} (${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`).join('; ')})`,
            )
            .toBeLessThanOrEqual(MAX_CLS);
          await expectNoSeriousAxeViolations(page);
        }
        console.log(`CLS ${who} ${widthName} ${language}: ${figures.join(', ')}`);
      });
    }
  }
}
