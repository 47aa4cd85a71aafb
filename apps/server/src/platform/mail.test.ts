import type { AddressInfo } from 'node:net';
import { listOutbox, requestPasswordReset } from '@manara/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../test/app.ts';
import { buildOrg, buildUser } from '../test/factories.ts';

/** A local SMTP server standing in for the organization's mail provider: it keeps what it receives. */
function startFakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Demo Academy <no-reply@demo.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail through SMTP (SMTP_URL)', () => {
  it('delivers the e-mails of the sign-in flows to the SMTP server, from MAIL_FROM', async () => {
    const org = await buildOrg(t.db);
    await buildUser(t.db, org, 'learner', { email: 'reader@example.test', password: 'Secret@123' });
    const res = await t.request(requestPasswordReset, { orgId: org.id, body: { email: 'reader@example.test' } });
    expect(res.status).toBe(204);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [envelope] = smtp.received;
    expect(envelope?.from).toBe('no-reply@demo.test');
    expect(envelope?.to).toEqual(['reader@example.test']);
    // The body is quoted-printable: undo its soft line breaks and escaped "=" to read the link.
    const data = (envelope?.data ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(data).toContain('Subject: Reset your password');
    expect(data).toMatch(/\/auth\/reset-password\?token=[\w-]+&org=/);
    expect(data).toContain('dir="ltr"');
  });

  it('has no dev outbox: it answers 404 as an unknown route', async () => {
    const res = await t.request(listOutbox);
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('common-001');
  });
});
