import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { isNotFoundError, parseIdParam } from './address.ts';

describe('an id in the address', () => {
  it('is a positive whole number within the server’s range', () => {
    expect(parseIdParam('7')).toBe(7);
    expect(parseIdParam('2147483647')).toBe(2147483647);
  });

  it('is no id otherwise (the page is a 404 without asking the server)', () => {
    for (const value of [
      undefined,
      '',
      'abc',
      '0',
      '-3',
      '1.5',
      '1e3',
      '0x10',
      ' 7',
      '2147483648',
      '99999999999999999999',
    ]) {
      expect(parseIdParam(value), String(value)).toBeNull();
    }
  });
});

describe('a failed read of what the address names', () => {
  it('is "not found" when the server answers 404', () => {
    expect(isNotFoundError(new ApiError(404, 'courses-009', 'Course not found'))).toBe(true);
  });

  it('is another error otherwise', () => {
    expect(isNotFoundError(new ApiError(403, 'courses-003', 'Not enrolled'))).toBe(false);
    expect(isNotFoundError(new ApiError(500, 'common-500', 'Oops'))).toBe(false);
    expect(isNotFoundError(new Error('network'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
