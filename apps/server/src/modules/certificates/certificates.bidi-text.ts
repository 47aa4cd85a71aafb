import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

/**
 * Bidirectional text for pdfkit. pdfkit shapes a string through fontkit (Arabic joining, and
 * fontkit lays a right-to-left run out in visual order), but it neither reorders the runs of a
 * mixed line (Unicode bidi, rule L2) nor picks a font per script. So a line is cut here into
 * atoms of one embedding level and one font, ordered visually, measured, and drawn one by one.
 *
 * The font is IBM Plex Sans Arabic (the web app's font), shipped by Fontsource as one file per
 * script subset: the Arabic file holds Arabic letters and digits, the Latin file everything else.
 */

type Doc = InstanceType<typeof PDFDocument>;
type Weight = 'regular' | 'bold';
type Script = 'arabic' | 'latin';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<Script, Record<Weight, string>> = {
  arabic: { regular: 'arabic-400', bold: 'arabic-700' },
  latin: { regular: 'latin-400', bold: 'latin-700' },
};

const bidi = bidiFactory();

/** Registers the four font files on the document (names `arabic-regular`, `latin-bold`, …). */
export function registerCertificateFonts(doc: Doc): void {
  for (const script of ['arabic', 'latin'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(`${script}-${weight}`, readFont(FONT_FILES[script][weight]));
    }
  }
}

const fontCache = new Map<string, Buffer>();
function readFont(subset: string): Buffer {
  let data = fontCache.get(subset);
  if (!data) {
    data = readFileSync(
      require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-normal.woff`),
    );
    fontCache.set(subset, data);
  }
  return data;
}

/** Characters the Arabic file has: the Arabic blocks, presentation forms and joiners. */
function scriptOf(char: string): Script {
  const code = char.codePointAt(0) ?? 0;
  const isArabic =
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x0870 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff && code !== 0xfeff) ||
    (code >= 0x200c && code <= 0x200d);
  return isArabic ? 'arabic' : 'latin';
}

/** A piece of a line drawn with one font call, already in visual order. */
export interface Atom {
  text: string;
  script: Script;
}

/**
 * The atoms of one line (no line breaks inside) in visual order, left to right. An atom is a run
 * of one script and one embedding level. fontkit reverses an Arabic run by itself, so such a run
 * is passed whole; any other right-to-left run (spaces, punctuation) and any left-to-right run of
 * Arabic digits is cut into single characters, whose order is then set here.
 */
export function toVisualAtoms(line: string, direction: 'ltr' | 'rtl'): Atom[] {
  if (line.length === 0) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);

  // Logical runs of one level and one script (levels are per UTF-16 unit; a pair stays together).
  const runs: { text: string; script: Script; level: number }[] = [];
  for (let index = 0; index < line.length; ) {
    const original = String.fromCodePoint(line.codePointAt(index) ?? 0x20);
    const char = mirrored.get(index) ?? original;
    const level = levels[index] ?? 0;
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (last && last.level === level && last.script === script) last.text += char;
    else runs.push({ text: char, script, level });
    index += original.length;
  }

  // Atoms that fontkit lays out in the right direction by itself stay whole; others become characters.
  const atoms: { text: string; script: Script; level: number }[] = runs.flatMap((run) => {
    const isRtl = run.level % 2 === 1;
    const isWhole = isRtl ? run.script === 'arabic' : run.script === 'latin';
    return isWhole ? [run] : [...run.text].map((char) => ({ text: char, script: run.script, level: run.level }));
  });

  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const highest = Math.max(...atoms.map((a) => a.level));
  const lowestOdd = Math.min(...atoms.map((a) => a.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = -1;
    for (let i = 0; i <= atoms.length; i++) {
      const atom = atoms[i];
      if (atom && atom.level >= level) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        const reversed = atoms.slice(start, i).reverse();
        atoms.splice(start, reversed.length, ...reversed);
        start = -1;
      }
    }
  }
  return atoms.map(({ text, script }) => ({ text, script }));
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

function useFont(doc: Doc, script: Script, style: TextStyle): void {
  doc.font(`${script}-${style.weight ?? 'regular'}`).fontSize(style.size);
}

/** The width of a line of text in a style. */
export function measureLine(doc: Doc, line: string, direction: 'ltr' | 'rtl', style: TextStyle): number {
  return toVisualAtoms(line, direction).reduce((width, atom) => {
    useFont(doc, atom.script, style);
    return width + doc.widthOfString(atom.text);
  }, 0);
}

/**
 * Breaks text into lines no wider than `maxWidth` at spaces (in logical order: bidi reorders
 * each line afterwards, as rule L1–L2 say it is done per line).
 */
export function wrapText(doc: Doc, text: string, direction: 'ltr' | 'rtl', style: TextStyle, maxWidth: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measureLine(doc, candidate, direction, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Draws text centred on `centerX` with its first line's top at `y`, wrapped to `maxWidth`;
 * answers the y below the last line.
 */
export function drawCenteredText(
  doc: Doc,
  text: string,
  options: {
    direction: 'ltr' | 'rtl';
    style: TextStyle;
    centerX: number;
    y: number;
    maxWidth: number;
    lineGap?: number;
  },
): number {
  const { direction, style, centerX, maxWidth } = options;
  const lineHeight = style.size * 1.5 + (options.lineGap ?? 0);
  let y = options.y;
  for (const line of wrapText(doc, text, direction, style, maxWidth)) {
    const atoms = toVisualAtoms(line, direction);
    const widths = atoms.map((atom) => {
      useFont(doc, atom.script, style);
      return doc.widthOfString(atom.text);
    });
    let x = centerX - widths.reduce((sum, w) => sum + w, 0) / 2;
    atoms.forEach((atom, index) => {
      useFont(doc, atom.script, style);
      doc.fillColor(style.color ?? '#1f2937').text(atom.text, x, y, { lineBreak: false });
      if (atom.script === 'arabic') reverseLigatureText(doc, atom.text);
      x += widths[index] ?? 0;
    });
    y += lineHeight;
  }
  return y;
}

/** What pdfkit keeps of an embedded font (not part of its typed API). */
interface EmbeddedFontInternals {
  font?: { layout(text: string): { glyphs: { id: number; codePoints: number[] }[] } };
  subset?: { includeGlyph(id: number): number };
  unicode?: number[][];
}

/**
 * Text extraction (copy, search, tests) reads a right-to-left line in visual order and reverses
 * it. A ligature glyph (lam-alef, …) maps to its letters in logical order, so that reversal
 * would swap them: map the ligatures of an Arabic run to their letters reversed instead.
 */
function reverseLigatureText(doc: Doc, text: string): void {
  const font = (doc as unknown as { _font?: EmbeddedFontInternals })._font;
  if (!font?.font || !font.subset || !font.unicode) return;
  for (const glyph of font.font.layout(text).glyphs) {
    if (glyph.codePoints.length < 2) continue;
    font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
  }
}
