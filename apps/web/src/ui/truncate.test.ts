import { describe, expect, it } from 'vitest';
import { initialsOf, truncateTitle } from './truncate.ts';

describe('truncateTitle', () => {
  it('keeps titles of up to 25 characters and cuts longer ones to 25 with an ellipsis', () => {
    expect(truncateTitle('Demo Academy')).toBe('Demo Academy');
    expect(truncateTitle('x'.repeat(25))).toBe('x'.repeat(25));
    const cut = truncateTitle('The Academy of Leadership and Management');
    expect([...cut]).toHaveLength(25);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('counts Arabic letters as characters', () => {
    expect(truncateTitle('أكاديمية التجربة')).toBe('أكاديمية التجربة');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('sara', 'Nasser')).toBe('SN');
    expect(initialsOf('سارة', 'ناصر')).toBe('سن');
    expect(initialsOf('', '')).toBe('?');
  });

  it('skips the Arabic article "ال" of a name, as Arabic initials are written', () => {
    expect(initialsOf('ليلى', 'الحربي')).toBe('لح');
    expect(initialsOf('عبدالله', 'العتيبي')).toBe('عع');
    // A name that is no more than the article and one letter keeps its first letter.
    expect(initialsOf('ليلى', 'الم')).toBe('لا');
    expect(initialsOf('Alia', 'Alharbi')).toBe('AA');
  });
});
