import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './jobs.ts';
import { mapPage, paged } from './pagination.ts';
import { outboxMails } from './platform.tables.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  organizationId?: number;
}

export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/**
 * The scaled-out transport: mail goes to an SMTP server (`SMTP_URL`, e.g.
 * `smtps://user:password@mail.example.com:465`) from `MAIL_FROM`. The dev outbox is then gone.
 */
export async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  // Loaded here, not with the server: the embedded mode sends through the outbox and never needs it.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}

/** The embedded transport: mail is written to the `outbox_mails` table, read at /dev/mailbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(outboxMails).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        organizationId: mail.organizationId ?? null,
      });
    },
  };
}

/**
 * Mail through jobs: `send` writes a job (in no request's way: a slow or failing mail server costs
 * the request nothing and the mail is retried), and the job hands the mail to `transport`.
 */
export function queueMail(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.handle('mail.send', (payload) => transport.send(payload as Mail));
  return {
    kind: transport.kind,
    send: async (mail) => {
      await jobs.enqueue({ kind: 'mail.send', payload: mail, organizationId: mail.organizationId ?? null });
    },
    ...(transport.close ? { close: () => transport.close?.() } : {}),
  };
}

/**
 * The development outbox: every organization's mail, newest first. Unsafe: it is the server's
 * outbox, not an organization's; only the dev calls read it (the guard's `devOnly`).
 */
export async function unsafeListOutboxMails(db: Db, query: { skip: number; take: number; to?: string | undefined }) {
  const where = query.to ? eq(outboxMails.to, query.to.toLowerCase()) : sql`true`;
  const page = await paged(
    query,
    db.select().from(outboxMails).where(where).orderBy(desc(outboxMails.id)).$dynamic(),
    db.$count(outboxMails, where),
  );
  return mapPage(page, (r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}
