import { MAX_INT4 } from '@manara/contract';
import { minorUnitsPerUnit } from '../../catalogue/course-format.ts';

/** Why an amount typed in major units is refused (each an `authoring.offering.money.*` text). */
export type MoneyProblem = 'notNumber' | 'negative' | 'tooPrecise' | 'tooLarge';

export type ParsedMoney = { minor: number | null } | { problem: MoneyProblem };

/** Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands separators, as ASCII. */
function toAsciiNumber(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\s]/g, '');
}

/**
 * An amount typed in the currency's major units ("150.50", "١٥٠٫٥٠") as the API keeps it: whole
 * minor units (15050 halalas). Empty is null (no amount). Refused: anything not a plain decimal
 * number, a negative amount, more decimals than the currency has, and more than the database holds.
 */
export function parseMoney(text: string, currency: string): ParsedMoney {
  const value = toAsciiNumber(text.trim());
  if (value === '') return { minor: null };
  if (value.startsWith('-')) return /^-\d*(\.\d*)?$/.test(value) ? { problem: 'negative' } : { problem: 'notNumber' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === '' && !match[2])) return { problem: 'notNumber' };
  const perUnit = minorUnitsPerUnit(currency);
  const digits = Math.round(Math.log10(perUnit));
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { problem: 'tooPrecise' };
  const whole = Number(match[1] || '0');
  const minor = whole * perUnit + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor > MAX_INT4) return { problem: 'tooLarge' };
  return { minor };
}

/** Minor units as the field shows them in major units: "150", "150.5" becomes "150.50"; null is empty. */
export function formatMoneyInput(minor: number | null, currency: string): string {
  if (minor === null) return '';
  const perUnit = minorUnitsPerUnit(currency);
  const digits = Math.round(Math.log10(perUnit));
  const whole = Math.floor(minor / perUnit);
  const rest = minor % perUnit;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(digits, '0')}`;
}
