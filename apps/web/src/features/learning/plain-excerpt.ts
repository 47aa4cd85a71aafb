import { richTextToPlainText } from '../../ui/rich-text/is-rich-text-html.ts';

/** The first words of Markdown (or the editor's HTML) as plain text (for list previews): marks removed, cut at a word. */
export function plainExcerpt(markdown: string, maxLength: number): string {
  const source = richTextToPlainText(markdown);
  const text = source
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
