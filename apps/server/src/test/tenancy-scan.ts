import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The static half of structural tenancy (docs/decisions/platform.md, "Tenancy as structure"):
 * finds queries on tenant tables (tables with an organization column) that do not keep to one
 * organization, outside functions named `unsafe…`.
 *
 * A query is a read or a write rooted at a tenant table: `.from(t)`, `.update(t)`, `.delete(t)`,
 * `.$count(t, where)`, `db.query.t.findFirst/findMany({ where })`, or a `sql` template naming `t`.
 * It keeps to one organization when its conditions (where, having, the joins' `on`, the count's
 * condition, the template's values) mention the organization column of a tenant table
 * (`t.organizationId`, also of a table joined or read in a subquery) or call a tenancy helper
 * (`inOrganization`), which cannot be called without the organization. Conditions are followed
 * through the file: a local variable (its initializer, what is pushed onto it, what is assigned
 * to it), a local function (what it returns), a parameter (the argument at every call in the
 * file), and a builder function that returns a query without conditions (the conditions every
 * caller in the file adds). Inserts are left to the type checker (a tenant row's organization is
 * a required value).
 *
 * A check of words, not of meaning: `or(eq(t.organizationId, x), …)` passes. It is a net for
 * the query that forgot the organization, not a proof.
 */

export interface SourceText {
  path: string;
  text: string;
}

export interface BareQuery {
  path: string;
  line: number;
  /** The tenant table the query reads or writes. */
  table: string;
  /** The function the query is in (null at the top of a file). */
  inFunction: string | null;
  /** The query's first line, to name it in a failure. */
  query: string;
}

/** A table of the schema, as the check needs it. */
export interface TableInfo {
  /** Its name in SQL (`course_sections`). */
  sqlName: string;
  /** Its organization column, property and SQL name, or null: then it holds no tenant rows. */
  organizationColumn: { property: string; sqlName: string } | null;
}

export interface ScanOptions {
  /** Every table by its exported name. */
  tables: ReadonlyMap<string, TableInfo>;
  /** Functions whose call scopes the table passed first by the organization passed with it. */
  helpers: readonly string[];
}

const ROOTS = new Set(['from', 'update', 'delete', '$count']);
const JOINS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
const CONDITIONS = new Set(['where', 'having']);
const MAX_DEPTH = 12;

export function findBareQueries(files: readonly SourceText[], options: ScanOptions): BareQuery[] {
  const project = new Project(files, options);
  return project.scans.flatMap((scan) =>
    scan.bareQueries().map(({ node, table }) => {
      const { line } = scan.source.getLineAndCharacterOfPosition(node.getStart(scan.source));
      return {
        path: scan.source.fileName,
        line: line + 1,
        table,
        inFunction: functionName(node),
        query: (queryChain(node).getText(scan.source).split('\n')[0] ?? '').trim(),
      };
    }),
  );
}

/** A query found in a file: the node naming its table, and the table. */
interface Root {
  node: ts.Node;
  table: string;
}

/** A call of a function, in the file where it is made. */
interface CallSite {
  scan: FileScan;
  call: ts.CallExpression;
}

/** The scanned files, so that conditions are followed through imports and exported functions' callers. */
class Project {
  readonly scans: FileScan[];
  private readonly byPath = new Map<string, FileScan>();

  constructor(
    files: readonly SourceText[],
    readonly options: ScanOptions,
  ) {
    this.scans = files.map((file) => new FileScan(this, file));
    for (const scan of this.scans) this.byPath.set(scan.source.fileName, scan);
  }

  file(path: string): FileScan | undefined {
    return this.byPath.get(path);
  }

  /** The function exported as `name` by the file at `path`, following re-exports. */
  exportedFunction(
    path: string,
    name: string,
    depth = 0,
  ): { scan: FileScan; fn: ts.FunctionLikeDeclaration } | undefined {
    const scan = this.file(path);
    if (!scan || depth > 5) return undefined;
    const fn = scan.topLevelFunction(name);
    if (fn) return { scan, fn };
    for (const statement of scan.source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      const target = resolveImport(path, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (!target) continue;
      const clause = statement.exportClause;
      if (!clause) {
        const found = this.exportedFunction(target, name, depth + 1);
        if (found) return found;
      } else if (ts.isNamedExports(clause)) {
        const spec = clause.elements.find((e) => e.name.text === name);
        if (spec) return this.exportedFunction(target, (spec.propertyName ?? spec.name).text, depth + 1);
      }
    }
    return undefined;
  }

  /** The calls of an exported function `name` in every other file that imports it by that name. */
  callsElsewhere(except: FileScan, name: string): CallSite[] {
    return this.scans.filter((scan) => scan !== except).flatMap((scan) => scan.callsOfImported(name));
  }
}

class FileScan {
  readonly source: ts.SourceFile;
  /** Local identifiers that name a tenant table (imports, definitions, aliases) → the table. */
  private readonly tables = new Map<string, string>();
  /** Local names of things imported from other files of the project → where from and under which name. */
  private readonly imports = new Map<string, { path: string; name: string }>();
  private readonly options: ScanOptions;
  private readonly helpers: ReadonlySet<string>;
  /** Nodes known to say the organization. */
  private readonly mentioning = new Set<ts.Node>();
  /** The calls of each function name in this file, once found. */
  private readonly calls = new Map<string, CallSite[]>();

  constructor(
    private readonly project: Project,
    file: SourceText,
  ) {
    this.source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    this.options = project.options;
    this.helpers = new Set(project.options.helpers);
    this.collectNames();
  }

  bareQueries(): Root[] {
    const bare: Root[] = [];
    const visit = (node: ts.Node) => {
      const root = this.rootAt(node);
      if (root && !isInsideUnsafe(node) && !this.isScoped(root)) bare.push(root);
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return bare;
  }

  private collectNames(): void {
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const path = resolveImport(this.source.fileName, node.moduleSpecifier.text);
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const spec of named.elements) {
            const imported = (spec.propertyName ?? spec.name).text;
            if (this.options.tables.has(imported)) this.tables.set(spec.name.text, imported);
            if (path) this.imports.set(spec.name.text, { path, name: imported });
          }
        }
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const name = node.name.text;
        if (this.options.tables.has(name) && node.parent.parent.parent === this.source) this.tables.set(name, name);
        // `const parent = alias(courseCategories, 'parent')`
        const init = node.initializer;
        if (init && ts.isCallExpression(init) && calleeName(init) === 'alias') {
          const table = this.tableOf(init.arguments[0]);
          if (table) this.tables.set(name, table);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
  }

  /** The table `node` names (any table). */
  private anyTableOf(node: ts.Node | undefined): string | undefined {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return this.tables.get(node.text);
    // `schema.courses`
    if (ts.isPropertyAccessExpression(node) && this.options.tables.has(node.name.text)) return node.name.text;
    return undefined;
  }

  /** The tenant table `node` names. */
  private tableOf(node: ts.Node | undefined): string | undefined {
    const table = this.anyTableOf(node);
    return table && this.options.tables.get(table)?.organizationColumn ? table : undefined;
  }

  /** The tenant tables a raw SQL text reads or changes by their SQL name (`update course_sections …`). */
  private tablesInText(text: string): string[] {
    const found: string[] = [];
    for (const [name, info] of this.options.tables) {
      if (!info.organizationColumn) continue;
      const pattern = new RegExp(`\\b(from|join|update)\\s+"?${info.sqlName}"?(?![\\w$])`, 'i');
      if (pattern.test(text)) found.push(name);
    }
    return found;
  }

  /** The query rooted at `node`, if `node` names a tenant table as a query's subject. */
  private rootAt(node: ts.Node): Root | undefined {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (ROOTS.has(method)) {
        const table = this.tableOf(node.arguments[0]);
        if (table) return { node, table };
      }
      // db.query.courses.findFirst({ where })
      const target = node.expression.expression;
      if ((method === 'findFirst' || method === 'findMany') && ts.isPropertyAccessExpression(target)) {
        const table = this.options.tables.get(target.name.text)?.organizationColumn ? target.name.text : undefined;
        if (table && ts.isPropertyAccessExpression(target.expression) && target.expression.name.text === 'query') {
          return { node, table };
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node)) {
      if (ts.isTemplateExpression(node.template)) {
        for (const span of node.template.templateSpans) {
          const table = this.tableOf(span.expression);
          if (table) return { node, table };
        }
      }
      const [table] = this.tablesInText(templateText(node.template));
      if (table) return { node, table };
    }
    return undefined;
  }

  private isScoped(root: Root): boolean {
    const says = (conditions: { scan: FileScan; node: ts.Node }[]) =>
      conditions.some(({ scan, node }) => scan.mentionsOrganization(node, new Set(), 0));
    if (says(this.conditionsOf(root.node))) return true;
    if (!ts.isCallExpression(root.node) || !ROOTS.has(calleeName(root.node) ?? '')) return false;
    return this.continuedQueries(root.node).some((continuations) =>
      continuations.length > 0 ? continuations.every(says) : false,
    );
  }

  /** The query's own conditions (those written with it). */
  private conditionsOf(node: ts.Node): { scan: FileScan; node: ts.Node }[] {
    const here = (nodes: readonly ts.Node[]) => nodes.map((n) => ({ scan: this as FileScan, node: n }));
    if (ts.isTaggedTemplateExpression(node)) {
      // The text itself may name the organization column (`and s.organization_id = ${orgId}`).
      const text = templateText(node.template);
      const named = [...this.options.tables.values()].some(
        (info) => info.organizationColumn && new RegExp(`\\b${info.organizationColumn.sqlName}\\b`).test(text),
      );
      if (named) return here([node]);
      if (!ts.isTemplateExpression(node.template)) return [];
      return here(node.template.templateSpans.map((span) => span.expression).filter((e) => !this.tableOf(e)));
    }
    const call = node as ts.CallExpression;
    const method = (call.expression as ts.PropertyAccessExpression).name.text;
    if (method === '$count') return here(call.arguments.slice(1));
    if (method === 'findFirst' || method === 'findMany') {
      const options = call.arguments[0];
      if (!options || !ts.isObjectLiteralExpression(options)) return here(options ? [options] : []);
      return here(options.properties.filter((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'where'));
    }
    return here(chainConditions(call));
  }

  /**
   * Where a query written without its organization gets its conditions later, as alternatives
   * (one suffices), each a list of places that must all say the organization: a builder
   * function returning the query (every caller continues it), or a variable holding it (its uses
   * continue it, `rows.where(…)`).
   */
  private continuedQueries(root: ts.CallExpression): { scan: FileScan; node: ts.Node }[][][] {
    const chain = queryChain(root);
    const alternatives: { scan: FileScan; node: ts.Node }[][][] = [];
    const builder = returningFunction(chain);
    if (builder) {
      alternatives.push(
        this.callsOf(builder).map((site) => chainConditions(site.call).map((n) => ({ scan: site.scan, node: n }))),
      );
    }
    const holder = chain.parent;
    if (holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) {
      const name = holder.name.text;
      const uses: ts.Node[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && node.text === name && node !== holder.name) uses.push(...chainConditions(node));
        ts.forEachChild(node, visit);
      };
      visit(holder.parent.parent.parent);
      alternatives.push([uses.map((n) => ({ scan: this as FileScan, node: n }))]);
    }
    return alternatives;
  }

  /**
   * Whether `node` says which organization: an organization column, a helper, followed through
   * the files. `seen` holds the nodes on the way here (a cycle ends there); what was found once is
   * remembered.
   */
  mentionsOrganization(node: ts.Node, seen: Set<ts.Node>, depth: number): boolean {
    if (this.mentioning.has(node)) return true;
    if (depth > MAX_DEPTH || seen.has(node)) return false;
    seen.add(node);
    const found = this.saysOrganization(node, seen, depth);
    seen.delete(node);
    if (found) this.mentioning.add(node);
    return found;
  }

  private saysOrganization(node: ts.Node, seen: Set<ts.Node>, depth: number): boolean {
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node)) {
      const text = templateText(node.template);
      for (const info of this.options.tables.values()) {
        if (info.organizationColumn && new RegExp(`\\b${info.organizationColumn.sqlName}\\b`).test(text)) return true;
      }
    }
    if (ts.isPropertyAccessExpression(node)) {
      const table = this.tableOf(node.expression);
      if (table && this.options.tables.get(table)?.organizationColumn?.property === node.name.text) {
        return !this.isJoinLink(node);
      }
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && this.helpers.has(name)) return true;
      if (ts.isIdentifier(node.expression)) {
        const callee = this.functionCalled(node.expression);
        if (callee?.scan.returnsMention(callee.fn, seen, depth + 1)) return true;
      }
    }
    if (ts.isIdentifier(node) && !this.tables.has(node.text)) {
      const declaration = findDeclaration(node);
      if (
        declaration &&
        !ts.isFunctionDeclaration(declaration) &&
        this.declarationMentions(declaration, seen, depth + 1)
      ) {
        return true;
      }
    }
    let found = false;
    ts.forEachChild(node, (child) => {
      if (!found && !ts.isTypeNode(child) && this.mentionsOrganization(child, seen, depth + 1)) found = true;
    });
    return found;
  }

  /**
   * `eq(enrolments.organizationId, organizations.id)`: the organization column compared with a
   * column of a table links two rows; it keeps nothing to one organization.
   */
  private isJoinLink(column: ts.PropertyAccessExpression): boolean {
    const call = column.parent;
    if (!ts.isCallExpression(call) || calleeName(call) !== 'eq' || call.arguments.length !== 2) return false;
    const other = call.arguments[0] === column ? call.arguments[1] : call.arguments[0];
    return (
      other !== undefined && ts.isPropertyAccessExpression(other) && this.anyTableOf(other.expression) !== undefined
    );
  }

  returnsMention(fn: ts.FunctionLikeDeclaration, seen: Set<ts.Node>, depth: number): boolean {
    return returnedExpressions(fn).some((e) => this.mentionsOrganization(e, seen, depth));
  }

  private declarationMentions(
    declaration: ts.VariableDeclaration | ts.ParameterDeclaration,
    seen: Set<ts.Node>,
    depth: number,
  ): boolean {
    if (ts.isVariableDeclaration(declaration)) {
      if (declaration.initializer && this.mentionsOrganization(declaration.initializer, seen, depth)) return true;
      if (!ts.isIdentifier(declaration.name)) return false;
      // What is pushed onto it or assigned to it later, in the scope that declares it.
      const name = declaration.name.text;
      const scope = declaration.parent.parent.parent;
      let found = false;
      const visit = (node: ts.Node) => {
        if (found) return;
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'push' &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === name
        ) {
          found = node.arguments.some((arg) => this.mentionsOrganization(arg, seen, depth));
        } else if (
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isIdentifier(node.left) &&
          node.left.text === name
        ) {
          found = this.mentionsOrganization(node.right, seen, depth);
        }
        ts.forEachChild(node, visit);
      };
      visit(scope);
      return found;
    }
    // A parameter: the argument every call of its function passes for it. A parameter typed as
    // something other than a condition (`db: Db`, `courseId: number`) cannot carry one.
    const fn = declaration.parent;
    if (!ts.isIdentifier(declaration.name) || !ts.isFunctionLike(fn)) return false;
    if (declaration.type && !/\bSQL\b/.test(declaration.type.getText(this.source))) return false;
    const index = fn.parameters.indexOf(declaration as ts.ParameterDeclaration);
    const sites = this.callsOf(fn);
    return (
      sites.length > 0 &&
      sites.every(({ scan, call }) => {
        const argument = call.arguments[index];
        return argument !== undefined && scan.mentionsOrganization(argument, seen, depth);
      })
    );
  }

  /** The function a call by name reaches: declared in this file, or imported from another. */
  private functionCalled(identifier: ts.Identifier): { scan: FileScan; fn: ts.FunctionLikeDeclaration } | undefined {
    const declaration = findDeclaration(identifier, true);
    if (declaration) {
      const fn = asFunction(declaration);
      return fn ? { scan: this, fn } : undefined;
    }
    const imported = this.imports.get(identifier.text);
    return imported ? this.project.exportedFunction(imported.path, imported.name) : undefined;
  }

  /** A function declared at the top of this file under `name`. */
  topLevelFunction(name: string): ts.FunctionLikeDeclaration | undefined {
    for (const statement of this.source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return asFunction(declaration);
        }
      }
    }
    return undefined;
  }

  /** The calls of a named function: in this file, and in the files that import it when it is exported. */
  private callsOf(fn: ts.SignatureDeclaration): CallSite[] {
    const name = declaredName(fn);
    if (!name) return [];
    const sites = this.callsByName(name);
    return isExported(fn) ? [...sites, ...this.project.callsElsewhere(this, name)] : sites;
  }

  /** The calls of a function this file imports under its exported name `name`. */
  callsOfImported(name: string): CallSite[] {
    return [...this.imports]
      .filter(([, imported]) => imported.name === name)
      .flatMap(([local]) => this.callsByName(local));
  }

  private callsByName(name: string): CallSite[] {
    const known = this.calls.get(name);
    if (known) return known;
    const sites: CallSite[] = [];
    this.calls.set(name, sites);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
        sites.push({ scan: this, call: node });
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return sites;
  }
}

/** `./x.ts` from `modules/a/b.ts` → `modules/a/x.ts`; packages are not followed. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

function asFunction(declaration: ts.Node): ts.FunctionLikeDeclaration | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return undefined;
}

/** Whether a function (or the variable statement holding it) is exported. */
function isExported(fn: ts.Node): boolean {
  const holder = ts.isVariableDeclaration(fn.parent) ? fn.parent.parent.parent : fn;
  return (
    ts.canHaveModifiers(holder) && (ts.getModifiers(holder) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The literal text of a template, without its values. */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ');
}

function isSqlTag(node: ts.TaggedTemplateExpression): boolean {
  const tag = node.tag;
  return (
    (ts.isIdentifier(tag) && tag.text === 'sql') || (ts.isPropertyAccessExpression(tag) && tag.name.text === 'raw')
  );
}

function calleeName(call: ts.CallExpression): string | undefined {
  if (ts.isIdentifier(call.expression)) return call.expression.text;
  if (ts.isPropertyAccessExpression(call.expression)) return call.expression.name.text;
  return undefined;
}

/** The whole method chain `node` is part of: `db.select().from(t).where(…).orderBy(…)`. */
function queryChain(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (parent && ts.isPropertyAccessExpression(parent) && parent.expression === current) {
      const call = parent.parent;
      if (call && ts.isCallExpression(call) && call.expression === parent) {
        current = call;
        continue;
      }
    }
    if (
      parent &&
      (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent) || ts.isAsExpression(parent))
    ) {
      current = parent;
      continue;
    }
    return current;
  }
}

/** The conditions of the chain that `call` is part of: where, having and the joins' `on`. */
function chainConditions(call: ts.Node): ts.Node[] {
  const conditions: ts.Node[] = [];
  let current: ts.Node = call;
  for (;;) {
    const parent = current.parent;
    if (!(parent && ts.isPropertyAccessExpression(parent) && parent.expression === current)) break;
    const next = parent.parent;
    if (!(next && ts.isCallExpression(next) && next.expression === parent)) break;
    const method = parent.name.text;
    if (CONDITIONS.has(method)) conditions.push(...next.arguments);
    if (JOINS.has(method)) conditions.push(...next.arguments.slice(1));
    current = next;
  }
  return conditions;
}

/** The named function that returns `chain` as its value, if it does. */
function returningFunction(chain: ts.Node): ts.FunctionLikeDeclaration | undefined {
  const parent = chain.parent;
  if (parent && ts.isReturnStatement(parent)) {
    let node: ts.Node | undefined = parent;
    while (node && !ts.isFunctionLike(node)) node = node.parent;
    return node as ts.FunctionLikeDeclaration | undefined;
  }
  if (parent && ts.isArrowFunction(parent) && parent.body === chain) return parent;
  return undefined;
}

function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Node[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const returned: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return returned;
}

/** The name a function is known by: its own, or the variable, property or method it is assigned to. */
function declaredName(fn: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) {
    if (ts.isIdentifier(fn.name)) return fn.name.text;
  }
  const parent = fn.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return undefined;
}

function functionName(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionLike(current)) {
      const name = declaredName(current);
      if (name) return name;
    }
  }
  return null;
}

/** Inside a function (or a callback within one) whose name starts with `unsafe`. */
function isInsideUnsafe(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionLike(current) && /^unsafe[A-Z]/.test(declaredName(current) ?? '')) return true;
  }
  return false;
}

/**
 * The declaration `identifier` refers to, by the scopes around it: a variable or a parameter (or,
 * with `functions`, a function declaration) of an enclosing block, function or the file.
 */
function findDeclaration(
  identifier: ts.Identifier,
  functions = false,
): ts.VariableDeclaration | ts.ParameterDeclaration | ts.FunctionDeclaration | undefined {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter && !functions) return parameter;
    }
    const statements =
      ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope) || ts.isCaseClause(scope)
        ? scope.statements
        : undefined;
    if (!statements) continue;
    for (const statement of statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
        }
      }
      if (functions && ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    }
  }
  return undefined;
}
