import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './plain-excerpt.ts';

describe('plainExcerpt', () => {
  it('drops Markdown marks, keeps link texts, and cuts at a word', () => {
    expect(plainExcerpt('## Week two\n\n**Read** [the guide](https://x.test) first.', 100)).toBe(
      'Week two Read the guide first.',
    );
    expect(plainExcerpt('one two three four five six', 14)).toBe('one two three…');
  });
});
