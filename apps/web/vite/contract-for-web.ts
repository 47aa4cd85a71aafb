import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Contract from '@manara/contract';
import { type Plugin, parseAst, type Rollup, runnerImport, transformWithEsbuild } from 'vite';

const CONTRACT = '@manara/contract';
/** The module the web's code gets for `@manara/contract` (virtual: `\0` keeps other plugins off it). */
const CONTRACT_FOR_WEB = '\0manara-contract-for-web';

/** What the web app uses of a call: `callApi` and `uploadForm` read these two fields and no other. */
export type WebCall = Pick<Contract.CallDef, 'method' | 'path'>;

/** The ESTree nodes read here (Rollup's and Vite's `parseAst`: positions are offsets in the code). */
type AstNode = { type: string; start: number; end: number; [field: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** A zod schema (zod 4 keeps its internals under `_zod`). */
function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Strings, finite numbers, booleans, null, and arrays and plain objects of them: what a JSON copy keeps whole. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

/**
 * What the web's `@manara/contract` defines itself, by export name:
 * - every call (what `callsByDomain` lists, which the server registers) as its method and path;
 * - every plain value (a constant, a list of slugs) of a contract file that exports a schema, as a
 *   copy, so that a page using the value does not load the file, whose schemas a form uses.
 * `ownExports` are the names each file of the contract declares (`contractExportsByFile`).
 */
export function webCopiesOf(contract: typeof Contract, ownExports: Iterable<readonly string[]>): Map<string, unknown> {
  const values = contract as unknown as Record<string, unknown>;
  const calls = new Set<unknown>(Object.values(contract.callsByDomain).flat());
  const copies = new Map<string, unknown>();
  for (const [name, value] of Object.entries(values)) {
    if (!calls.has(value)) continue;
    const { method, path } = value as Contract.CallDef;
    copies.set(name, { method, path } satisfies WebCall);
  }
  for (const names of ownExports) {
    if (!names.some((name) => isSchema(values[name]))) continue;
    for (const name of names) {
      if (!copies.has(name) && name in values && isPlainData(values[name])) copies.set(name, values[name]);
    }
  }
  return copies;
}

/**
 * The module the web imports instead of the contract: all of the contract, and each copy under its
 * name. A module's own export wins over a name it re-exports with `export *`, so the web's code
 * gets the copies; the contract's own definitions of them are then used by nobody and left out.
 */
export function renderContractForWeb(copies: ReadonlyMap<string, unknown>): string {
  const lines = [`export * from '${CONTRACT}';`];
  for (const [name, value] of copies) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
  return `${lines.join('\n')}\n`;
}

/**
 * The web's `isErrorCode`, over a copy of the codes: the contract's reads its catalogue, which
 * holds every code's texts in both languages, and the web loads those per language instead
 * (`errorTextsModule`), so no page carries the catalogue.
 */
export function renderWebErrorCodes(codes: readonly string[]): string {
  return [
    `const errorCodeSet = new Set(${JSON.stringify(codes)});`,
    "export const isErrorCode = (value) => typeof value === 'string' && errorCodeSet.has(value);",
    '',
  ].join('\n');
}

/** A language's module of the error codes' texts (`src/i18n/error-texts/<language>.ts`), as the build writes it: plain data. */
const ERROR_TEXTS_MODULE = /\/src\/i18n\/error-texts\/(\w+)\.ts$/;

/** The code of that module: its texts, from `errorTexts` itself. */
export function renderErrorTextsModule(texts: Readonly<Record<string, string>>): string {
  return `export default ${JSON.stringify(texts)};\n`;
}

/** The names and values a file declares at its top level (with `exportedOnly`, those it exports, functions too). */
function topLevelDeclarations(program: AstNode, exportedOnly: boolean): Array<{ name?: string; init: AstNode | null }> {
  const declared: Array<{ name?: string; init: AstNode | null }> = [];
  for (const statement of program.body as AstNode[]) {
    const isExported = statement.type === 'ExportNamedDeclaration';
    if (exportedOnly && !isExported) continue;
    const declaration = isExported ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const { id, init } of declaration.declarations as Array<{ id: AstNode; init: AstNode | null }>) {
        declared.push({ name: id.name as string | undefined, init });
      }
    } else if (
      exportedOnly &&
      (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
    ) {
      declared.push({ name: (declaration.id as AstNode).name as string, init: null });
    }
  }
  return declared;
}

/** The names each file of the contract declares and exports (not those it re-exports), file by file. */
export async function contractExportsByFile(folder: string): Promise<string[][]> {
  const files = (await readdir(folder, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return Promise.all(
    files.map(async (file) => {
      const path = join(folder, file);
      const { code } = await transformWithEsbuild(await readFile(path, 'utf8'), path);
      return topLevelDeclarations(parseAst(code) as unknown as AstNode, true).flatMap(({ name }) =>
        name ? [name] : [],
      );
    }),
  );
}

/** Whether evaluating `node` calls anything (defining a function does not run its body). */
function callsSomething(node: AstNode): boolean {
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') {
    return true;
  }
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  return Object.values(node).some((child) =>
    Array.isArray(child)
      ? child.some((item) => isNode(item) && callsSomething(item))
      : isNode(child) && callsSomething(child),
  );
}

/**
 * A file of the contract with each top-level value that calls something to be built (a schema,
 * `Object.keys(…)`) built by a function call marked pure, `/* @__PURE__ *\/ (() => …)()`, so that
 * one that no loaded code uses is left out, with what it alone uses. The contract's values have
 * no effect but themselves, yet the bundler cannot tell for most (`Pagination.extend(…)`: a
 * method of a value it does not know), and kept every call's definition and schemas in the chunk
 * of a form that used one schema of the file. Null when nothing changes.
 */
export function markTopLevelValuesPure(code: string, program: Rollup.ProgramNode): string | null {
  const values = topLevelDeclarations(program as unknown as AstNode, false).flatMap(({ init }) =>
    init && callsSomething(init) ? [init] : [],
  );
  let result = code;
  for (const { start, end } of values.reverse()) {
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => (${result.slice(start, end)}))()${result.slice(end)}`;
  }
  return values.length > 0 ? result : null;
}

/**
 * `@manara/contract` as the web app builds it, in the build and the dev server: its calls reduced
 * to their method and path and the plain values of its schemas' files copied (`webCopiesOf`), so
 * that schemas and zod reach only the pages that build a schema themselves (forms). The copies are
 * made from the contract itself, loaded in Node when the web is built, so the web and the server
 * cannot disagree on a call. Types are untouched: TypeScript reads the contract's source. The web's
 * unit tests (Vitest, which does not load this config) use the contract as it is.
 */
export function contractForWeb(): Plugin[] {
  let root = '';
  let contractEntry = '';
  let contractFolder = '';
  const isContractFile = (id: string) => id.startsWith(contractFolder) && !id.endsWith('.test.ts');
  return [
    {
      name: 'manara-contract-for-web',
      // Before Vite's own resolution, which would find the package.
      enforce: 'pre',
      configResolved(config) {
        root = config.root;
        contractEntry = createRequire(join(root, 'package.json')).resolve(CONTRACT);
        contractFolder = `${dirname(contractEntry)}/`;
      },
      resolveId(source, importer) {
        // The generated module's own import is the contract itself, resolved as the package it is.
        if (source !== CONTRACT || importer === CONTRACT_FOR_WEB) return null;
        return CONTRACT_FOR_WEB;
      },
      async load(id) {
        if (id !== CONTRACT_FOR_WEB) return null;
        // Loaded afresh each time: the dev server builds this module again after a change of the contract.
        const [{ module }, ownExports] = await Promise.all([
          runnerImport<typeof Contract>(contractEntry, { configFile: false, root, logLevel: 'error' }),
          contractExportsByFile(contractFolder),
        ]);
        return renderContractForWeb(webCopiesOf(module, ownExports)) + renderWebErrorCodes(module.errorCodes);
      },
      // The dev server: a file of the contract changed, was created or deleted; its copies are made again.
      hotUpdate({ file }) {
        if (!isContractFile(file)) return;
        const { moduleGraph } = this.environment;
        for (const module of moduleGraph.idToModuleMap.values()) {
          if (module.id === CONTRACT_FOR_WEB || ERROR_TEXTS_MODULE.test(module.id ?? '')) {
            moduleGraph.invalidateModule(module);
          }
        }
      },
    },
    {
      name: 'manara-error-texts',
      enforce: 'pre',
      // A language's error texts, written out from `errorTexts` (loaded in Node with the contract).
      async load(id) {
        const language = ERROR_TEXTS_MODULE.exec(id)?.[1];
        if (!language) return null;
        const { module } = await runnerImport<typeof import('../src/i18n/error-texts.ts')>(
          join(root, 'src/i18n/error-texts.ts'),
          { configFile: false, root, logLevel: 'error' },
        );
        return renderErrorTextsModule(module.errorTexts(language as Contract.Language));
      },
    },
    {
      name: 'manara-contract-values-pure',
      // After TypeScript is compiled: this reads JavaScript.
      transform(code, id) {
        if (!isContractFile(id)) return null;
        const result = markTopLevelValuesPure(code, this.parse(code));
        return result === null ? null : { code: result, map: null };
      },
    },
  ];
}
