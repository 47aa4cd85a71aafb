import type { AppModule } from '../platform/module.ts';
import type { Db } from './client.ts';

/**
 * Brings the reference data every database needs whatever its content (the permission catalogue,
 * the configuration and terminology keys, the fonts) up to date: each module's `seed.reference`,
 * in the modules' order, in one transaction. Idempotent; run at every start, in the test template
 * and by the tests that build a database of their own. `db/` does not import the app's module
 * list (`.dependency-cruiser.cjs`): the caller passes it (`appModules`).
 */
export async function syncReferenceData(db: Db, modules: readonly AppModule[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const mod of modules) await mod.seed?.reference?.(tx);
  });
}
