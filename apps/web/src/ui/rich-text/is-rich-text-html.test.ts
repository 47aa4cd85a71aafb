import { describe, expect, it } from 'vitest';
import { fromEditorHtml, isRichTextHtml, toEditorHtml } from './is-rich-text-html.ts';

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
});
