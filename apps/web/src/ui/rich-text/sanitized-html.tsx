import DOMPurify from 'dompurify';

/** Links of authored HTML open in a new tab, as Markdown's do. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Authored HTML, cleaned again here (the server cleaned it at its write): no scripts, handlers, styles or forms. */
export function sanitizeAuthoredHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

/**
 * HTML written with the portal's rich-text editor (lessons, descriptions, announcements), shown
 * to learners: sanitized by the server at every write, and again here before it reaches the page.
 */
export function SanitizedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server at its write and by DOMPurify here.
  return <div dangerouslySetInnerHTML={{ __html: sanitizeAuthoredHtml(html) }} />;
}
