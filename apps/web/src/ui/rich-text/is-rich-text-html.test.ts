import { describe, expect, it } from 'vitest';
import { fromEditorHtml, isRichTextHtml, richTextToPlainText, toEditorHtml } from './is-rich-text-html.ts';

describe('rich text in the editor', () => {
  it('tells HTML from Markdown by its first character', () => {
    expect(isRichTextHtml('  <p dir="auto">مرحبا</p>')).toBe(true);
    expect(isRichTextHtml('# Title\n\ntext')).toBe(false);
  });

  it('opens Markdown and plain text as escaped paragraphs, HTML as it is', () => {
    expect(toEditorHtml('First <b>\nline\n\nSecond & last')).toBe(
      '<p>First &lt;b&gt;<br>line</p><p>Second &amp; last</p>',
    );
    expect(toEditorHtml('<p>kept</p>')).toBe('<p>kept</p>');
    expect(toEditorHtml('   ')).toBe('');
  });

  it('sends an empty document as no text', () => {
    expect(fromEditorHtml('<p></p>', true)).toBe('');
    expect(fromEditorHtml('<p>a</p>', false)).toBe('<p>a</p>');
  });

  it("reads the editor's HTML as plain text, and plain text as written", () => {
    expect(richTextToPlainText('<p dir="auto"><strong>تنبيه</strong>: a &amp; b</p><ul><li>one</li></ul>')).toBe(
      'تنبيه: a & b one',
    );
    expect(richTextToPlainText('Fees < 100 & more')).toBe('Fees < 100 & more');
  });
});
