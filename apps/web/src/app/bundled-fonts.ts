import type { Language } from '@manara/contract';
import { BUNDLED_FONT_FAMILY } from './theme.ts';

/** The weights of the bundled font that main.tsx imports and the theme uses. */
const WEIGHTS = [400, 500, 700] as const;
/** Text of the subsets a language's pages need: Latin always (names, digits), Arabic in Arabic. */
const SAMPLES: Record<Language, string> = { en: 'a', ar: 'aع' };
/** A slow font must not hold the app: after this the page shows with the fallback font. */
const WAIT_LIMIT_MS = 1500;

/**
 * Loads the bundled font's faces that the first page's text needs, so that the first render
 * already shows them: text drawn in the fallback font first reflows when the font arrives, and
 * moves what is below it (issue 12, layout shift). Settles when they are loaded, failed, or after
 * `WAIT_LIMIT_MS`.
 */
export function loadBundledFonts(language: Language): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return Promise.resolve();
  const loads = WEIGHTS.map((weight) => fonts.load(`${weight} 16px "${BUNDLED_FONT_FAMILY}"`, SAMPLES[language]));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS));
  return Promise.race([Promise.all(loads).then(() => undefined), limit]).catch(() => undefined);
}
