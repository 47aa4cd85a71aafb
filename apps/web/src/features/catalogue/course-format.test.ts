import { describe, expect, it } from 'vitest';
import { currencySymbol, formatDuration, formatPrice, minorUnitsPerUnit } from './course-format.ts';

describe('formatPrice', () => {
  it('reads minor units by the currency', () => {
    expect(minorUnitsPerUnit('SAR')).toBe(100);
    expect(minorUnitsPerUnit('KWD')).toBe(1000);
    expect(minorUnitsPerUnit('JPY')).toBe(1);
  });

  it('writes whole amounts without decimals and keeps halalas', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatPrice(25_000, 'SAR', 'en'))).toBe('SAR 250');
    expect(plain(formatPrice(19_950, 'SAR', 'en'))).toBe('SAR 199.50');
  });

  it('writes the currency the Arabic way in Arabic', () => {
    expect(formatPrice(25_000, 'SAR', 'ar')).toContain('ر.س');
  });
});

describe('formatDuration', () => {
  it('uses the language’s plurals', () => {
    expect(formatDuration(1, 'HOURS', 'en')).toBe('1 hour');
    expect(formatDuration(12, 'WEEKS', 'en')).toBe('12 weeks');
    expect(formatDuration(3, 'DAYS', 'ar')).toContain('أيام');
  });
});

describe('currencySymbol', () => {
  it('writes the currency as the prices of the same language do', () => {
    expect(currencySymbol('SAR', 'en')).toBe('SAR');
    expect(currencySymbol('SAR', 'ar')).toBe('ر.س.');
    expect(formatPrice(50_000, 'SAR', 'ar')).toContain(currencySymbol('SAR', 'ar'));
  });
});
