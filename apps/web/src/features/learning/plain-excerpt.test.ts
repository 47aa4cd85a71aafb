import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './plain-excerpt.ts';

describe('plainExcerpt', () => {
  it('drops Markdown marks, keeps link texts, and cuts at a word', () => {
    expect(plainExcerpt('## Week two\n\n**Read** [the guide](https://x.test) first.', 100)).toBe(
      'Week two Read the guide first.',
    );
    expect(plainExcerpt('one two three four five six', 14)).toBe('one two three…');
  });

  it("reads the portal editor's HTML as text: tags gone, blocks apart, entities decoded", () => {
    expect(plainExcerpt('<p dir="auto">مرحبا <strong>بكم</strong></p><p>Q&amp;A at 5 &quot;today&quot;</p>', 100)).toBe(
      'مرحبا بكم Q&A at 5 "today"',
    );
  });
});
