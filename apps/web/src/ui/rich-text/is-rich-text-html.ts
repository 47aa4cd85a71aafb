/**
 * Authored rich text is Markdown (the demo data, API clients) or HTML (the portal's editor): it
 * is HTML when it starts with a tag. The server tells them apart the same way, and sanitizes the
 * HTML at every write (apps/server platform/rich-text.ts).
 */
export function isRichTextHtml(text: string): boolean {
  return /^\s*</.test(text);
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
