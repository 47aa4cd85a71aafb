import type { DurationUnit, Language } from '@manara/contract';

/** How many minor units make one unit of a currency (100 for SAR, 1000 for KWD, 1 for JPY). */
export function minorUnitsPerUnit(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** A price in minor units as the user's language writes money; whole amounts without decimals. */
export function formatPrice(minor: number, currency: string, language: Language): string {
  const perUnit = minorUnitsPerUnit(currency);
  const whole = minor % perUnit === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(minor / perUnit);
}

/** The currency as prices in the user's language write it: "SAR" in English, "ر.س." in Arabic (the cards' sign). */
export function currencySymbol(currency: string, language: Language): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const units: Record<DurationUnit, string> = {
  MINUTES: 'minute',
  HOURS: 'hour',
  DAYS: 'day',
  WEEKS: 'week',
  MONTHS: 'month',
};

/** "12 hours" / "١٢ ساعة": Intl writes the unit with the language's own plural forms. */
export function formatDuration(value: number, unit: DurationUnit, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'long' }).format(value);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
