import { describe, expect, it } from 'vitest';
import { isRichTextHtml, richTextToPlainText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('removes script elements, on* attributes and javascript: links', () => {
    const dirty =
      '<p dir="auto" onclick="steal()">Hello <strong onmouseover="x()">there</strong></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.com" onclick="y()">good</a>' +
      '<iframe src="https://evil.test"></iframe><style>body{}</style>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe|<img|<style|alert/i);
    expect(clean).toContain('<p dir="auto">Hello <strong>there</strong></p>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">bad</a>');
  });

  it("keeps the editor's elements and each paragraph's direction", () => {
    const html =
      '<h2 dir="auto">مقدمة</h2><p dir="auto">نص <em>عربي</em> and English</p><ul><li><p dir="auto">one</p></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('leaves Markdown as written (its renderer shows no raw HTML)', () => {
    const markdown = '# Title\n\n> a quote & more\n\n- a < b';
    expect(isRichTextHtml(markdown)).toBe(false);
    expect(sanitizeRichText(markdown)).toBe(markdown);
  });
});

describe('richTextToPlainText', () => {
  it("reads the editor's HTML as text: blocks apart, entities read, scripts gone", () => {
    const html = '<p dir="auto"><strong>تنبيه</strong>: a &amp; b &lt; c</p><ul><li>one</li></ul><script>x()</script>';
    expect(richTextToPlainText(html).replace(/\s+/g, ' ').trim()).toBe('تنبيه: a & b < c one');
  });

  it('leaves plain text and Markdown as written', () => {
    expect(richTextToPlainText('Fees < 100 & more')).toBe('Fees < 100 & more');
  });
});
