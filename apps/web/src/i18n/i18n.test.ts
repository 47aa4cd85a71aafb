import { errorCodes } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Messages = { [key: string]: string | Messages };

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function flatten(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const flatEn = new Map(flatten(en));
const flatAr = new Map(flatten(ar));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1]).sort();

describe('i18n messages', () => {
  it('have the same keys in English and Arabic', () => {
    expect([...flatAr.keys()].sort()).toEqual([...flatEn.keys()].sort());
  });

  it('have no empty text', () => {
    const empty = [...flatEn, ...flatAr].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of flatEn) {
      expect(placeholders(flatAr.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('have a text for every error code of the contract, in both languages', () => {
    for (const code of errorCodes) {
      expect(flatEn.get(`errors.${code}`), `en errors.${code}`).toBeTruthy();
      expect(flatAr.get(`errors.${code}`), `ar errors.${code}`).toBeTruthy();
    }
  });
});
