import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers without any organization', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'embedded' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists mail written to the outbox, newest first, filtered by recipient', async () => {
    await t.deps.mailer.send({ to: 'Someone@Example.test', subject: 'First', text: 'one' });
    await t.deps.mailer.send({ to: 'someone@example.test', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await t.deps.mailer.send({ to: 'other@example.test', subject: 'Other', text: 'three' });
    const res = await t.call('GET', '/api/dev/outbox?to=SOMEONE@example.test');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body.data[0]).toMatchObject({ to: 'someone@example.test', html: '<p>two</p>' });
  });
});
