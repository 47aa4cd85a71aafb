import sanitizeHtml from 'sanitize-html';

/**
 * Authored rich text (lesson bodies, course descriptions, welcome messages, syllabi, course and
 * organization announcements) is either Markdown, as the demo data and API clients write it, or HTML, as the
 * portal's rich-text editor writes it. A text is HTML when it starts with a tag; the learner app
 * tells them apart the same way (`isRichTextHtml` of the web app's `ui/rich-text`).
 */
export function isRichTextHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/** What the portal's editor writes, and nothing that runs: no scripts, handlers, styles or frames. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
  ],
  // `dir` keeps each paragraph's own direction (the editor writes `dir="auto"`).
  allowedAttributes: { '*': ['dir'], a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * Cleans authored HTML at every write, so that what learners are sent cannot run: script and
 * style elements go with their content, `on*` attributes and `javascript:` or `data:` links go,
 * and only the editor's own elements stay. Markdown is left as written (its renderer shows no
 * raw HTML).
 */
export function sanitizeRichText(text: string): string {
  return isRichTextHtml(text) ? sanitizeHtml(text, options) : text;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Authored rich text as plain text (notifications, e-mails, previews): HTML's elements gone, blocks
 * kept apart by a space, entities read; Markdown and plain text as written.
 */
export function richTextToPlainText(text: string): string {
  if (!isRichTextHtml(text)) return text;
  const spaced = text.replace(/<\/?(?:p|br|h\d|li|ul|ol|blockquote|pre|hr)\b[^>]*>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => entities[name] ?? '',
  );
}

/** `sanitizeRichText` on the named fields of a body that are given. */
export function sanitizeRichFields<T extends object>(body: T, fields: readonly (keyof T)[]): T {
  const clean = { ...body };
  for (const field of fields) {
    const value = clean[field];
    if (typeof value === 'string') clean[field] = sanitizeRichText(value) as T[typeof field];
  }
  return clean;
}
