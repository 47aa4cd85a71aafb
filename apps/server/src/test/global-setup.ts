/**
 * Once per test run: the server's bundle for the tests that start it as a process, and the
 * template database every API test file starts from. The template is migrated and holds the
 * reference data, so a test file copies it instead of running initdb and the migrations (about
 * 0.4 s instead of 2 s a file). Embedded: a PGlite data directory dumped to a file. With
 * `DATABASE_URL`: a database on that server, copied with `CREATE DATABASE … TEMPLATE`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { appModules } from '../app-modules.ts';
import { dumpEmbeddedDatabase, openDatabase } from '../db/client.ts';
import { syncReferenceData } from '../db/reference.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Embedded: the file holding the template's data directory. PostgreSQL: the template's name. */
    testDatabaseTemplate: { kind: 'embedded'; file: string } | { kind: 'postgres'; name: string };
    /** The server's bundle, for the tests that start it as a process (test/server-process.ts). */
    testServerBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const removeBundle = buildServerBundle(project);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'manara-template-'));
    const file = join(folder, 'datadir.tar');
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await syncReferenceData(database.db, appModules);
    await writeFile(file, Buffer.from(await (await dumpEmbeddedDatabase(database)).arrayBuffer()));
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'embedded', file });
    return async () => {
      await rm(folder, { recursive: true, force: true });
      removeBundle();
    };
  }

  const name = `manara_test_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: null });
  await database.migrate();
  await syncReferenceData(database.db, appModules);
  await database.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', name });
  return async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    removeBundle();
  };
}

/**
 * The server's bundle, built by its own build script into a folder of apps/server (where it finds
 * node_modules) of this run alone; answers what removes it.
 */
function buildServerBundle(project: TestProject): () => void {
  const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
  const folder = mkdtempSync(join(serverRoot, '.test-server-'));
  execFileSync(process.execPath, [join(serverRoot, 'build.mjs'), '--tests', folder], { stdio: 'inherit' });
  project.provide('testServerBundle', join(folder, 'main.js'));
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `serverUrl` (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
