import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CallDef, callsByDomain } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { appModules } from './app-modules.ts';
import * as schema from './db/schema.ts';
import { tableOwners } from './platform/module.ts';
import * as platformTables from './platform/platform.tables.ts';

const label = (call: CallDef) => `${call.method} ${call.path}`;

describe('the modules of the app', () => {
  it('answer every call of the contract, each exactly once', () => {
    const declared: CallDef[] = Object.values(callsByDomain).flat();
    const answered = appModules.flatMap((m) => Object.values(m.calls));
    // Not one call of the contract without a module, none answered twice, nothing outside the contract.
    expect(answered.map(label).sort()).toEqual(declared.map(label).sort());
    expect(answered.filter((call) => !declared.includes(call)).map(label)).toEqual([]);
  });

  it('each answer exactly the calls of the contract file named after them', () => {
    // One name for one thing: the `courses` module answers `callsByDomain.courses` (courses.ts), etc.
    const domains: Record<string, readonly CallDef[]> = callsByDomain;
    for (const module of appModules) {
      const declared = (domains[module.name] ?? []).map(label).sort();
      expect({ module: module.name, calls: Object.values(module.calls).map(label).sort() }).toEqual({
        module: module.name,
        calls: declared,
      });
    }
    expect(Object.keys(callsByDomain).sort()).toEqual(appModules.map((m) => m.name).sort());
  });

  it('have names of their own', () => {
    const names = appModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('own every table and enum of db/schema.ts, each exactly once; the platform owns the rest', () => {
    // Two modules claiming one table fail here (and when an app is built).
    expect(() => tableOwners(appModules)).not.toThrow();
    const owned = new Map<unknown, string>(Object.entries(platformTables).map(([name, value]) => [value, name]));
    for (const mod of appModules) {
      for (const [name, value] of Object.entries(mod.tables ?? {})) {
        expect(owned.get(value), `${name} of ${mod.name} is listed twice`).toBeUndefined();
        owned.set(value, name);
      }
    }
    // drizzle-kit reads db/schema.ts: what no manifest lists, or what a manifest lists and the
    // schema leaves out (a tables file not re-exported, two exports of one name), fails here.
    const inSchema = new Set<unknown>(Object.values(schema));
    const unowned = Object.entries(schema).filter(([, value]) => !owned.has(value));
    expect(
      unowned.map(([name]) => name),
      'in db/schema.ts, in no manifest',
    ).toEqual([]);
    const missing = [...owned].filter(([value]) => !inSchema.has(value));
    expect(
      missing.map(([, name]) => name),
      'in a manifest, not in db/schema.ts',
    ).toEqual([]);
  });

  it('each list the tables file of their own folder, so that its folder names the owner of a table', async () => {
    const root = new URL('./modules', import.meta.url).pathname;
    const withTables = readdirSync(root).filter((name) => existsSync(join(root, name, `${name}.tables.ts`)));
    expect(withTables.length).toBeGreaterThan(10);
    for (const name of withTables) {
      const file: Record<string, unknown> = await import(join(root, name, `${name}.tables.ts`));
      const listed = appModules.find((m) => m.name === name)?.tables ?? {};
      expect({ module: name, tables: Object.keys(listed).sort() }).toEqual({
        module: name,
        tables: Object.keys(file).sort(),
      });
      for (const [table, value] of Object.entries(file)) expect(listed[table], `${name}: ${table}`).toBe(value);
    }
    // A module without a tables file lists none.
    const listing = appModules.filter((m) => m.tables).map((m) => m.name);
    expect(listing.sort()).toEqual(withTables.sort());
  });
});
