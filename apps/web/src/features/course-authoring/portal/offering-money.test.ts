import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoney } from './offering-money.ts';

describe('parseMoney', () => {
  it('reads major units as minor units of the currency', () => {
    expect(parseMoney('150', 'SAR')).toEqual({ minor: 15_000 });
    expect(parseMoney('150.5', 'SAR')).toEqual({ minor: 15_050 });
    expect(parseMoney(' 0.05 ', 'SAR')).toEqual({ minor: 5 });
    expect(parseMoney('.5', 'SAR')).toEqual({ minor: 50 });
    expect(parseMoney('1,250.00', 'SAR')).toEqual({ minor: 125_000 });
    expect(parseMoney('0', 'SAR')).toEqual({ minor: 0 });
    // Three decimals in Kuwaiti dinars, none in yen.
    expect(parseMoney('1.125', 'KWD')).toEqual({ minor: 1125 });
    expect(parseMoney('300', 'JPY')).toEqual({ minor: 300 });
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseMoney('١٥٠٫٥٠', 'SAR')).toEqual({ minor: 15_050 });
    expect(parseMoney('۲۰', 'SAR')).toEqual({ minor: 2000 });
  });

  it('takes an empty field as no amount', () => {
    expect(parseMoney('', 'SAR')).toEqual({ minor: null });
    expect(parseMoney('   ', 'SAR')).toEqual({ minor: null });
  });

  it('refuses what is not an amount, negative amounts, too many decimals and too large amounts', () => {
    expect(parseMoney('abc', 'SAR')).toEqual({ problem: 'notNumber' });
    expect(parseMoney('1e3', 'SAR')).toEqual({ problem: 'notNumber' });
    expect(parseMoney('.', 'SAR')).toEqual({ problem: 'notNumber' });
    expect(parseMoney('1.2.3', 'SAR')).toEqual({ problem: 'notNumber' });
    expect(parseMoney('-5', 'SAR')).toEqual({ problem: 'negative' });
    expect(parseMoney('10.555', 'SAR')).toEqual({ problem: 'tooPrecise' });
    expect(parseMoney('10.5', 'JPY')).toEqual({ problem: 'tooPrecise' });
    // Trailing zeros are no extra precision.
    expect(parseMoney('10.500', 'SAR')).toEqual({ minor: 1050 });
    expect(parseMoney('21474836.47', 'SAR')).toEqual({ minor: 2_147_483_647 });
    expect(parseMoney('21474836.48', 'SAR')).toEqual({ problem: 'tooLarge' });
    expect(parseMoney('99999999999999999999', 'SAR')).toEqual({ problem: 'tooLarge' });
  });
});

describe('formatMoneyInput', () => {
  it('shows minor units in major units, and nothing for no amount', () => {
    expect(formatMoneyInput(15_000, 'SAR')).toBe('150');
    expect(formatMoneyInput(15_050, 'SAR')).toBe('150.50');
    expect(formatMoneyInput(5, 'SAR')).toBe('0.05');
    expect(formatMoneyInput(1125, 'KWD')).toBe('1.125');
    expect(formatMoneyInput(300, 'JPY')).toBe('300');
    expect(formatMoneyInput(null, 'SAR')).toBe('');
  });

  it('gives back what it shows', () => {
    for (const minor of [0, 1, 99, 100, 12_345, 2_147_483_647]) {
      expect(parseMoney(formatMoneyInput(minor, 'SAR'), 'SAR')).toEqual({ minor });
    }
  });
});
