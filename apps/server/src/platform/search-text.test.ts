import { describe, expect, it } from 'vitest';
import { containsPattern, normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('folds case and Latin accents', () => {
    expect(normalizeSearchText('  Café   Management ')).toBe('cafe management');
  });

  it('folds Arabic diacritics, tatweel and letter variants', () => {
    expect(normalizeSearchText('القِيَادَة')).toBe(normalizeSearchText('القياده'));
    expect(normalizeSearchText('إدارة')).toBe('اداره');
    expect(normalizeSearchText('أساسيات')).toBe('اساسيات');
    expect(normalizeSearchText('مستوى')).toBe('مستوي');
    expect(normalizeSearchText('مـــدخل')).toBe('مدخل');
    expect(normalizeSearchText('مسؤول')).toBe('مسوول');
  });

  it('reads Arabic-Indic digits as ASCII', () => {
    expect(normalizeSearchText('دورة ١٠١')).toBe('دوره 101');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
