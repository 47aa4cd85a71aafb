import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, errorsByDomain, isErrorCode } from './errors.ts';

describe('the error catalogue', () => {
  it('holds each code once, in the file of its domain', () => {
    const merged = Object.values(errorsByDomain).flatMap((codes) => Object.keys(codes));
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged.sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const [domain, codes] of Object.entries(errorsByDomain)) {
      for (const code of Object.keys(codes)) {
        expect(code, domain).toMatch(
          domain === 'common' ? /^(validation|common-\d{3})$/ : new RegExp(`^${domain}-\\d{3}$`),
        );
      }
    }
  });

  it('has a message in both languages for every code, and a 4xx or 500 status', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.en, code).toBeTruthy();
      expect(entry.ar, code).toBeTruthy();
      expect(entry.status === 500 || (entry.status >= 400 && entry.status < 500), code).toBe(true);
    }
  });

  it('knows its own codes and nothing else, not even what every object inherits', () => {
    for (const code of errorCodes) expect(isErrorCode(code), code).toBe(true);
    for (const value of ['courses-999', '', 'toString', '__proto__', 'constructor', 7, null, undefined]) {
      expect(isErrorCode(value), String(value)).toBe(false);
    }
  });
});
