/**
 * Authored rich text is Markdown (the demo data, API clients) or HTML (the portal's editor): it
 * is HTML when it starts with a tag. The server tells them apart the same way, and sanitizes the
 * HTML at every write (apps/server platform/rich-text.ts).
 */
export function isRichTextHtml(text: string): boolean {
  return /^\s*</.test(text);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Authored rich text as plain text (previews, the banner before its renderer loads): the editor's
 * HTML with its tags gone (blocks kept apart) and entities read; anything else as written.
 */
export function richTextToPlainText(text: string): string {
  if (!isRichTextHtml(text)) return text;
  return text
    .replace(/<\/?(?:p|br|h\d|li|ul|ol|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * What the editor opens: HTML as it is; plain text or Markdown written elsewhere as paragraphs
 * (one per blank-line-separated block), its characters escaped, so that nothing is lost.
 */
export function toEditorHtml(text: string): string {
  if (!text.trim()) return '';
  if (isRichTextHtml(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.replace(/[&<>"]/g, (c) => escapes[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** An editor's empty document (`<p></p>`) is no text at all. */
export function fromEditorHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}
