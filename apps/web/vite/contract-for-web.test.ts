import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import * as contract from '@manara/contract';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  contractExportsByFile,
  markTopLevelValuesPure,
  renderContractForWeb,
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
