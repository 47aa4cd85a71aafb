import { getHealth, listOutbox } from '@manara/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { listOutboxMails } from '../../platform/mail.ts';
import { registerCall } from '../../platform/routes.ts';

export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(
    app,
    deps,
    getHealth,
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.databaseKind };
    },
    { tenant: false },
  );
  registerCall(app, deps, listOutbox, (_ctx, { query }) => listOutboxMails(deps.db, query), { tenant: false });
}
