import { type CallDef, callsByDomain } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { appModules } from './app-modules.ts';

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
});
