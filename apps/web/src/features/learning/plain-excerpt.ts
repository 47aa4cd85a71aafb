import { isRichTextHtml } from '../../ui/rich-text/is-rich-text-html.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML as the portal's editor writes it, as plain text: tags gone (blocks apart), entities read. */
function htmlText(html: string): string {
  return html
    .replace(/<\/?(?:p|br|h\d|li|ul|ol|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}

/** The first words of Markdown (or the editor's HTML) as plain text (for list previews): marks removed, cut at a word. */
export function plainExcerpt(markdown: string, maxLength: number): string {
  const source = isRichTextHtml(markdown) ? htmlText(markdown) : markdown;
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
