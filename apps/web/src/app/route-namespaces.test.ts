import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GLOBAL_NAMESPACE } from '../i18n/namespaces.ts';
import type { AppRoute } from '../routing/app-route.ts';
import { appRoutes } from './routes.ts';

// A feature declares its pages in `routes.ts`, and its staff portal's pages, which load other texts, in `admin-routes.ts`.
const featureRouteModules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/routes.ts', '../features/*/admin-routes.ts'],
  { eager: true },
);
const here = dirname(fileURLToPath(import.meta.url));

const isAppRoute = (value: unknown): value is AppRoute =>
  typeof value === 'object' && value !== null && 'path' in value && 'load' in value && 'namespaces' in value;

function routesOf(module: Record<string, unknown>): AppRoute[] {
  return Object.values(module).flatMap((value) => (Array.isArray(value) ? value.filter(isAppRoute) : []));
}

// Imports that run: static ones but `import type`, re-exports, and dynamic `import('./…')`.
const staticImport = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+'(\.[^']+)'/gm;
const dynamicImport = /\bimport\(\s*'(\.[^']+)'\s*\)/g;
// Where a module names the namespaces of its texts.
const namespaceUses = [/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g, /\bns:\s*('[^']*')/g, /\bt\(\s*(['`]\w+):/g];

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

function importsOf(file: string, source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)]
    .map((match) => resolve(dirname(file), match[1]!))
    .filter((path) => /\.tsx?$/.test(path));
}

/** The namespaces of every module a page module runs, itself included. */
function namespacesReached(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    for (const pattern of namespaceUses) {
      for (const match of source.matchAll(pattern)) {
        for (const name of match[1]!.matchAll(/['`](\w+)/g)) namespaces.add(name[1]!);
      }
    }
    queue.push(...importsOf(file, source, staticImport), ...importsOf(file, source, dynamicImport));
  }
  namespaces.delete(GLOBAL_NAMESPACE);
  return namespaces;
}

describe('the features’ routes', () => {
  it('are all in the route table, and the table has no other page', () => {
    const declared = Object.values(featureRouteModules).flatMap(routesOf);
    expect(new Set(appRoutes)).toEqual(new Set(declared));
  });

  describe.each(Object.entries(featureRouteModules))('%s', (path, module) => {
    const file = resolve(here, path);
    const pages = importsOf(file, read(file), dynamicImport);
    const needed = [...namespacesReached(pages)].sort();

    it('load the namespaces of every text their pages show, and no other', () => {
      expect(pages.length).toBeGreaterThan(0);
      for (const route of routesOf(module)) expect([...route.namespaces].sort(), route.path).toEqual(needed);
    });
  });
});
