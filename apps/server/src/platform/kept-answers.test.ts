/**
 * Kept answers are compressed once (issue 11): a frozen answer (the same bytes for every caller)
 * is sent in the encoding the client prefers, brotli or gzip, from a copy made once; every other
 * answer is sent as it is.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from './errors.ts';
import { registerKeptAnswerCompression } from './kept-answers.ts';
import { compiledSerializerCompiler } from './serializer.ts';

const Page = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })), total: z.number() });
const cards = (count: number) => ({
  data: Array.from({ length: count }, (_, i) => ({ id: i, name: `دورة ${i}: Effective Feedback` })),
  total: count,
});

let app: ReturnType<typeof Fastify>;
const expected = JSON.stringify(cards(60));

beforeAll(async () => {
  app = Fastify();
  app.setSerializerCompiler(compiledSerializerCompiler({ checkAnswers: false }));
  installErrorHandling(app);
  registerKeptAnswerCompression(app);
  const kept = Object.freeze(cards(60));
  app.get('/kept', { schema: { response: { 200: Page } } }, async () => kept);
  app.get('/fresh', { schema: { response: { 200: Page } } }, async () => cards(60));
  const small = Object.freeze(cards(2));
  app.get('/small', { schema: { response: { 200: Page } } }, async () => small);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('kept answers, compressed once', () => {
  it('sends a kept answer brotli-compressed to a browser, the same copy every time', async () => {
    const first = await get('/kept', 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeLessThan(Buffer.byteLength(expected) / 4);
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(expected);
    const second = await get('/kept', 'gzip, deflate, br, zstd');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('follows what the client accepts: gzip alone, brotli refused, or nothing', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const answer = await get('/kept', accepted);
      expect(answer.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(expected);
    }
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const answer = await get('/kept', accepted);
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.body).toBe(expected);
    }
  });

  it('sends as they are an answer written for this request and a small kept one', async () => {
    const fresh = await get('/fresh', 'br, gzip');
    expect(fresh.headers['content-encoding']).toBeUndefined();
    expect(fresh.body).toBe(expected);
    const small = await get('/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(JSON.stringify(cards(2)));
  });
});
