import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@manara/contract';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { errorTexts } from '../src/i18n/error-texts.ts';
import {
  contractExportsByFile,
  contractForWeb,
  markTopLevelValuesPure,
  renderContractForWeb,
  renderWebErrorCodes,
  webCopiesOf,
} from './contract-for-web.ts';

const contractFolder = dirname(createRequire(import.meta.url).resolve('@manara/contract'));

describe("the web's copies of the contract", async () => {
  const copies = webCopiesOf(contract, await contractExportsByFile(contractFolder));
  const values = contract as unknown as Record<string, unknown>;

  it('hold every call the server registers, as its method and path', () => {
    const calls = Object.values(contract.callsByDomain).flat();
    const copied = [...copies].filter(([name]) => calls.includes(values[name] as contract.CallDef));
    expect(copied).toHaveLength(calls.length);
    for (const [name, copy] of copied) {
      const { method, path } = values[name] as contract.CallDef;
      expect(copy, name).toEqual({ method, path });
    }
  });

  it("copy the plain values of the files that export schemas, and nothing else of the contract's", () => {
    expect(copies.get('MAX_INT4')).toBe(contract.MAX_INT4);
    expect(copies.get('REFRESH_COOKIE')).toEqual(contract.REFRESH_COOKIE);
    expect(copies.get('COURSE_LANGUAGES')).toEqual(contract.COURSE_LANGUAGES);
    // Schemas and functions stay the contract's; so do the files without schemas (a page loading them loads no zod).
    for (const name of ['Id', 'CreateCourseBody', 'Text', 'notificationTargetArea', 'errorCatalogue', 'ConfigKey']) {
      expect(name in values, name).toBe(true);
      expect(copies.has(name), name).toBe(false);
    }
  });

  it('are written as a module whose own exports come before what it re-exports', () => {
    const code = renderContractForWeb(new Map([['getHealth', { method: 'GET', path: '/health' }]]));
    expect(code).toBe(
      `export * from '@manara/contract';\nexport const getHealth = {"method":"GET","path":"/health"};\n`,
    );
  });
});

describe("the contract's values as the web builds them", () => {
  const source = [
    "import { z } from 'zod';",
    'export const LIMIT = 5;',
    'export const Body = z.object({ name: z.string().max(LIMIT) });',
    'const Update = Body.partial();',
    "export const access = { kind: 'public', list: [LIMIT] };",
    'export const call = { body: Update.extend({ id: z.number() }) };',
    'export function Text() { return z.string(); }',
    'export const Name = () => z.string().min(1);',
    '',
  ].join('\n');

  it('are built by calls marked pure where building them calls something, and left as they are otherwise', () => {
    const result = markTopLevelValuesPure(source, parseAst(source));
    expect(result).toBe(
      [
        "import { z } from 'zod';",
        'export const LIMIT = 5;',
        'export const Body = /* @__PURE__ */ (() => (z.object({ name: z.string().max(LIMIT) })))();',
        'const Update = /* @__PURE__ */ (() => (Body.partial()))();',
        "export const access = { kind: 'public', list: [LIMIT] };",
        'export const call = /* @__PURE__ */ (() => ({ body: Update.extend({ id: z.number() }) }))();',
        'export function Text() { return z.string(); }',
        'export const Name = () => z.string().min(1);',
        '',
      ].join('\n'),
    );
  });

  it('are left alone in a file that builds nothing', () => {
    const constants = 'export const A = 1;\nexport const B = { a: [A] };\n';
    expect(markTopLevelValuesPure(constants, parseAst(constants))).toBeNull();
  });
});

/** A module's exports, from its code (plain JavaScript that imports nothing). */
function evaluate<T>(code: string): Promise<T> {
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
}

describe("the error codes' texts as the web builds them", () => {
  const webRoot = fileURLToPath(new URL('..', import.meta.url));

  it('are each language’s texts alone, written out as data from the contract’s catalogue', async () => {
    const plugins = contractForWeb();
    const hook = (name: string, key: 'configResolved' | 'load') => {
      const found = plugins.find((plugin) => plugin.name === name)?.[key];
      if (typeof found !== 'function') throw new Error(`no ${key} in ${name}`);
      return found as unknown as (argument: unknown) => Promise<string | null> | undefined;
    };
    hook('manara-contract-for-web', 'configResolved')({ root: webRoot });
    const load = hook('manara-error-texts', 'load') as (id: string) => Promise<string | null>;
    for (const language of ['en', 'ar'] as const) {
      const code = await load(join(webRoot, `src/i18n/error-texts/${language}.ts`));
      expect(code).not.toBeNull();
      const { default: texts } = await evaluate<{ default: Record<string, string> }>(code ?? '');
      expect(texts).toEqual(errorTexts(language));
    }
    expect(await load(join(webRoot, 'src/i18n/i18n.ts'))).toBeNull();
  });

  it('leave the web an `isErrorCode` that knows every code and nothing else', async () => {
    const { isErrorCode } = await evaluate<{ isErrorCode: (value: unknown) => boolean }>(
      renderWebErrorCodes(contract.errorCodes),
    );
    for (const code of contract.errorCodes) expect(isErrorCode(code), code).toBe(true);
    for (const value of ['courses-999', '', 'toString', 5, null, undefined]) {
      expect(isErrorCode(value), String(value)).toBe(contract.isErrorCode(value));
      expect(isErrorCode(value), String(value)).toBe(false);
    }
  });
});
