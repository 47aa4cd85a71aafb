import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: what every page must pass (docs/decisions/shell.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core leaves its experimental rules out unless asked, and some of them check WCAG 2.1 A/AA
 * (label-content-name-mismatch: 2.5.3 "label in name"; css-orientation-lock: 1.3.4). We ask for
 * every rule of those levels, besides the default rules (which include the best practices).
 */
const experimentalWcagRules = axe
  .getRules(WCAG_TAGS)
  .filter((rule) => rule.tags.includes('experimental'))
  .map((rule) => rule.ruleId);

/** axe-core finds no serious or critical violation on the page as it is now, with every WCAG 2.1 A/AA rule. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // The page as it settles, not halfway through a transition (a chip turning green has white text
  // on its old light background for a moment): finite animations and transitions end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page for each scan to merge
  // the frames' results, which cost a third of the scan. What legacy mode leaves out is the inside of
  // cross-origin frames: here only a lesson's embedded video player, another site's page.
  // `resultTypes`: axe still runs every rule and lists every violation in full, but keeps one node of
  // the other results (passes, incomplete, inapplicable), which are not read here: a third to a half
  // less of a scan's processor time on a catalogue page (docs/decisions/shell.md).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      rules: Object.fromEntries(experimentalWcagRules.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
