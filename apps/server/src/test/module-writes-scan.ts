import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The check of "a module writes only its own tables" (docs/architecture.md, "Module boundaries"):
 * finds, in a module's files, the inserts, updates and deletes of a table that another module
 * owns. Reading another module's tables (a join, a subquery, a lock) stays allowed.
 *
 * A write is `.insert(t)`, `.update(t)` or `.delete(t)` (on `db`, `tx` or anything else) whose
 * table `t` the file imports from another module's `<module>.tables.ts` (under any local name,
 * or through a `const` or `alias(…)` of it), or a `sql` template that writes one — `insert into`,
 * `update` or `delete from` followed by the table as a value (`${users}`) or by its SQL name
 * (`course_enrollees`).
 *
 * A check of words, like the tenancy scan: a table passed in as a parameter escapes it. It is a
 * net for the write that forgot whose table it is, not a proof.
 */

export interface SourceText {
  /** The path under `src/` (`modules/auth/auth.service.ts`). */
  path: string;
  text: string;
}

export interface ForeignWrite {
  path: string;
  line: number;
  /** The module whose file writes. */
  writer: string;
  /** The table written, by its exported name. */
  table: string;
  /** The module that owns the table. */
  owner: string;
  /** `insert`, `update` or `delete`. */
  write: string;
}

/** A table of a module: the module that owns it (its manifest lists it) and its name in SQL. */
export interface OwnedTable {
  owner: string;
  sqlName: string;
}

const WRITES = new Set(['insert', 'update', 'delete']);
const TABLES_FILE = /^modules\/([^/]+)\/\1\.tables\.ts$/;

/** The module a file under `src/` belongs to, or null outside `modules/<name>/`. */
export function moduleOf(path: string): string | null {
  return /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Every write, in `files`, of a table (from `tables`, by exported name) that another module owns. */
export function findForeignWrites(
  files: readonly SourceText[],
  tables: ReadonlyMap<string, OwnedTable>,
): ForeignWrite[] {
  const bySqlName = new Map([...tables].map(([name, table]) => [table.sqlName, name]));
  return files.flatMap((file) => {
    const writer = moduleOf(file.path);
    if (!writer) return [];
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const foreign = foreignTables(source, writer, tables);
    const found: ForeignWrite[] = [];
    const report = (node: ts.Node, table: string, write: string) => {
      const owner = tables.get(table)?.owner;
      if (!owner || owner === writer) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ path: file.path, line: line + 1, writer, table, owner, write });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const write = node.expression.name.text;
        const target = node.arguments[0];
        const table = target && ts.isIdentifier(target) ? foreign.get(target.text) : undefined;
        if (WRITES.has(write) && table) report(node, table, write);
      }
      if (ts.isTaggedTemplateExpression(node) && isSqlTag(node)) {
        for (const { write, table } of templateWrites(node.template, foreign, bySqlName)) report(node, table, write);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

/**
 * The local names in `source` that stand for another module's tables → the table's exported name:
 * the named imports from another module's tables file, and `const`s and `alias(…)`es of them.
 */
function foreignTables(
  source: ts.SourceFile,
  writer: string,
  tables: ReadonlyMap<string, OwnedTable>,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(source.fileName), specifier));
    const owner = TABLES_FILE.exec(target)?.[1];
    const bindings = statement.importClause?.namedBindings;
    if (!owner || owner === writer || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const spec of bindings.elements) {
      const imported = (spec.propertyName ?? spec.name).text;
      if (tables.has(imported)) names.set(spec.name.text, imported);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      // `const parent = alias(users, 'parent')`
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'alias') {
        init = init.arguments[0] ?? init;
      }
      const table = ts.isIdentifier(init) ? names.get(init.text) : undefined;
      if (table) names.set(node.name.text, table);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const WRITE_WORDS = /\b(insert\s+into|update|delete\s+from)\s*$/i;
const WRITE_BY_NAME = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a `sql` template writes: as a value after a write's words, or by SQL name. */
function templateWrites(
  template: ts.TemplateLiteral,
  foreign: ReadonlyMap<string, string>,
  bySqlName: ReadonlyMap<string, string>,
): { write: string; table: string }[] {
  const found: { write: string; table: string }[] = [];
  const texts = ts.isNoSubstitutionTemplateLiteral(template)
    ? [template.text]
    : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  if (!ts.isNoSubstitutionTemplateLiteral(template)) {
    template.templateSpans.forEach((span, index) => {
      const words = WRITE_WORDS.exec(texts[index] ?? '');
      const table = ts.isIdentifier(span.expression) ? foreign.get(span.expression.text) : undefined;
      if (words?.[1] && table) found.push({ write: firstWord(words[1]), table });
    });
  }
  for (const text of texts) {
    for (const match of text.matchAll(WRITE_BY_NAME)) {
      const table = bySqlName.get((match[2] ?? '').toLowerCase());
      if (match[1] && table) found.push({ write: firstWord(match[1]), table });
    }
  }
  return found;
}

const firstWord = (words: string) => (words.split(/\s/)[0] ?? words).toLowerCase();

function isSqlTag(node: ts.TaggedTemplateExpression): boolean {
  const tag = node.tag;
  return (
    (ts.isIdentifier(tag) && tag.text === 'sql') || (ts.isPropertyAccessExpression(tag) && tag.name.text === 'raw')
  );
}
