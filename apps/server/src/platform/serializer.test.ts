/**
 * Answers are written by a serializer compiled from the call's response schema (issue 11): only
 * declared fields leave, the text is the one zod's encode and JSON.stringify wrote, and the tests
 * still refuse an answer that drifts from its schema.
 */
import { callsByDomain, Id, Text } from '@manara/contract';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encode } from 'zod/v4/core';
import { installErrorHandling } from './errors.ts';
import { compiledSerializerCompiler, responseJsonSchema } from './serializer.ts';

const Card = z.object({
  id: Id,
  name: Text(),
  rating: z.number().nullable(),
  startDate: z.iso.datetime().nullable(),
  instructor: z.object({ id: Id, firstName: Text() }).nullable(),
  tags: z.array(z.object({ slug: Text(), label: Text().optional() })),
  language: z.enum(['en', 'ar']),
  extra: z.record(z.string(), z.string()),
  isFree: z.boolean(),
});
const Page = z.object({ data: z.array(Card), total: z.number().int() });

async function appAnswering(data: unknown, checkAnswers: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkAnswers }));
  installErrorHandling(app);
  app.get('/page', { schema: { response: { 200: Page } } }, async () => data);
  await app.ready();
  return app;
}

const page = {
  data: [
    {
      id: 7,
      name: 'Arabic "quotes" \\ and lines\n\u2028 دورة تدريبية',
      rating: null,
      startDate: '2026-11-27T10:00:00.000Z',
      instructor: { id: 2, firstName: 'نور', passwordHash: '$argon2id$secret' },
      tags: [{ slug: 'a' }, { slug: 'b', label: 'B', internal: 'x' }],
      language: 'ar',
      extra: { key: 'value' },
      isFree: false,
      organizationId: 3,
    },
    {
      id: 8,
      name: 'Second',
      rating: 4.5,
      startDate: null,
      instructor: null,
      tags: [],
      language: 'en',
      extra: {},
      isFree: true,
    },
  ],
  total: 2,
  secret: 'never sent',
};

describe('the compiled serializer', () => {
  it('sends only the declared fields, at any depth', async () => {
    const app = await appAnswering(page, false);
    const body = (await app.inject({ method: 'GET', url: '/page' })).body;
    expect(body).not.toContain('secret');
    expect(body).not.toContain('passwordHash');
    expect(body).not.toContain('organizationId');
    expect(body).not.toContain('internal');
    const answer = JSON.parse(body);
    expect(Object.keys(answer)).toEqual(['data', 'total']);
    expect(Object.keys(answer.data[0].instructor)).toEqual(['id', 'firstName']);
    await app.close();
  });

  it('writes the same text zod did (nulls, dates, absent optionals, records, escapes, Arabic)', async () => {
    const app = await appAnswering(page, false);
    const body = (await app.inject({ method: 'GET', url: '/page' })).body;
    expect(body).toBe(JSON.stringify(encode(Page, page as never)));
    await app.close();
  });

  it("with the tests' check, an answer that does not match its schema is a 500, as before", async () => {
    const wrong = { ...page, total: 'two' };
    const checked = await appAnswering(wrong, true);
    const response = await checked.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(500);
    expect(response.json().errorCode).toBe('common-500');
    await checked.close();
    const valid = await appAnswering(page, true);
    const body = (await valid.inject({ method: 'GET', url: '/page' })).body;
    expect(body).toBe(JSON.stringify(encode(Page, page as never)));
    expect(body).not.toContain('secret');
    await valid.close();
  });

  it('writes a frozen answer (one kept and handed to every caller) once, any other each time', async () => {
    let reads = 0;
    const kept = Object.freeze({
      data: [],
      get total() {
        reads += 1;
        return 0;
      },
    });
    const keptApp = await appAnswering(kept, false);
    for (let i = 0; i < 3; i++) {
      expect((await keptApp.inject({ method: 'GET', url: '/page' })).body).toBe('{"data":[],"total":0}');
    }
    expect(reads).toBe(1);
    await keptApp.close();
    // Kept as bytes: the same text and headers as a fresh answer's, Arabic included.
    const frozenPage = await appAnswering(Object.freeze({ ...page }), false);
    for (let i = 0; i < 2; i++) {
      const response = await frozenPage.inject({ method: 'GET', url: '/page' });
      expect(response.body).toBe(JSON.stringify(encode(Page, page as never)));
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    }
    await frozenPage.close();
    const fresh = { data: [] as unknown[], total: 0 };
    const freshApp = await appAnswering(fresh, false);
    expect((await freshApp.inject({ method: 'GET', url: '/page' })).body).toBe('{"data":[],"total":0}');
    fresh.total = 5;
    expect((await freshApp.inject({ method: 'GET', url: '/page' })).body).toBe('{"data":[],"total":5}');
    await freshApp.close();
  });

  it('compiles the answer of every call of the contract', async () => {
    const fastJson = (await import('fast-json-stringify')).default;
    for (const call of Object.values(callsByDomain).flat()) {
      if (call.produces) continue;
      const json = responseJsonSchema(call.response);
      expect(() => fastJson(json as never), `${call.method} ${call.path}`).not.toThrow();
      // Nullable values are type lists, not branches tried one by one.
      expect(JSON.stringify(json), `${call.method} ${call.path}`).not.toMatch(/"(anyOf|oneOf)"/);
    }
  });
});
