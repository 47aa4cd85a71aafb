import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './jobs.ts';
import { mapPage, paged } from './pagination.ts';
import { smsOutbox } from './platform.tables.ts';

export interface TextMessage {
  /** The number in its international (E.164) form. */
  to: string;
  text: string;
  organizationId?: number;
}

/** How text messages leave the server. Only the outbox exists so far; a gateway (`sms_credentials`) would be another kind. */
export interface SmsSender {
  kind: 'outbox';
  send(message: TextMessage): Promise<void>;
}

/** The embedded transport: messages are written to `sms_outbox`, read at `GET /api/dev/sms-outbox`. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(smsOutbox)
        .values({ to: message.to, text: message.text, organizationId: message.organizationId ?? null });
    },
  };
}

/** Text messages through jobs, as mail (`queueMail`): never sent inside a request. */
export function queueSms(jobs: JobQueue, transport: SmsSender): SmsSender {
  jobs.handle('sms.send', (payload) => transport.send(payload as TextMessage));
  return {
    kind: transport.kind,
    send: async (message) => {
      await jobs.enqueue({ kind: 'sms.send', payload: message, organizationId: message.organizationId ?? null });
    },
  };
}

/**
 * The development outbox of text messages, every organization's. Unsafe: it is the server's, not
 * an organization's; only the dev calls read it (the guard's `devOnly`).
 */
export async function unsafeListOutboxSms(db: Db, query: { skip: number; take: number; to?: string | undefined }) {
  const where = query.to ? eq(smsOutbox.to, query.to) : sql`true`;
  const page = await paged(
    query,
    db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)).$dynamic(),
    db.$count(smsOutbox, where),
  );
  return mapPage(page, (r) => ({ id: r.id, to: r.to, text: r.text, createdAt: r.createdAt.toISOString() }));
}
