import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { errorTexts } from './error-texts.ts';
import { bundlePath, featureNamespaceFolders, GLOBAL_NAMESPACE } from './namespaces.ts';

type Messages = { [key: string]: string | Messages };

const bundles = import.meta.glob<Messages>(['./*.json', '../features/*/i18n/*.json'], {
  eager: true,
  import: 'default',
});
const namespaces = [GLOBAL_NAMESPACE, ...Object.keys(featureNamespaceFolders)];

function messagesOf(namespace: string, language: 'en' | 'ar'): Messages {
  const messages = bundles[bundlePath(namespace, language) ?? ''];
  if (!messages) throw new Error(`no ${language} texts for namespace ${namespace}`);
  return messages;
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function flatten(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1]).sort();

describe('the namespaces', () => {
  it('are every features/*/i18n folder, each with English and Arabic texts', () => {
    const features = fileURLToPath(new URL('../features', import.meta.url));
    const folders = readdirSync(features).filter((folder) => readdirSync(`${features}/${folder}`).includes('i18n'));
    expect(Object.values(featureNamespaceFolders).sort()).toEqual(folders.sort());
    for (const namespace of namespaces) {
      expect(() => messagesOf(namespace, 'en')).not.toThrow();
      expect(() => messagesOf(namespace, 'ar')).not.toThrow();
    }
    expect(Object.keys(bundles)).toHaveLength(namespaces.length * 2);
  });

  it('have no top-level key in common: a global key reached through a feature namespace is never shadowed', () => {
    const owners = namespaces.flatMap((namespace) =>
      Object.keys(messagesOf(namespace, 'en')).map((section) => `${section} (${namespace})`),
    );
    const sections = owners.map((owner) => owner.split(' ')[0]);
    expect(owners.filter((_, index) => sections.indexOf(sections[index]) !== index)).toEqual([]);
  });
});

describe.each(namespaces)('the i18n messages of namespace %s', (namespace) => {
  const flatEn = new Map(flatten(messagesOf(namespace, 'en')));
  const flatAr = new Map(flatten(messagesOf(namespace, 'ar')));

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
});

describe('the global i18n messages', () => {
  const flatEn = new Map(flatten(messagesOf(GLOBAL_NAMESPACE, 'en')));
  const flatAr = new Map(flatten(messagesOf(GLOBAL_NAMESPACE, 'ar')));

  it("take the error codes' texts from the contract, their one source, in both languages", () => {
    expect([...flatEn.keys()].filter((key) => key.startsWith('errors.'))).toEqual([]);
    expect([...flatAr.keys()].filter((key) => key.startsWith('errors.'))).toEqual([]);
    const english = errorTexts('en');
    const arabic = errorTexts('ar');
    for (const code of errorCodes) {
      expect(english[code], `en ${code}`).toBeTruthy();
      expect(arabic[code], `ar ${code}`).toBeTruthy();
      expect(arabic[code], `ar ${code}`).not.toBe(english[code]);
    }
  });
});
