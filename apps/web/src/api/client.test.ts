// @vitest-environment jsdom
import { defineCall, ErrorEnvelope, getOrganizationDashboard, publicAccess } from '@manara/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, buildPath, buildQueryString, callApi, toApiError } from './client.ts';

const updateThing = defineCall({
  method: 'PATCH',
  path: '/things/:thingId/parts/:partName',
  summary: 'test call',
  tags: ['test'],
  access: publicAccess,
  params: z.object({ thingId: z.number(), partName: z.string() }),
  query: z.object({ dryRun: z.boolean().optional(), tag: z.array(z.string()).optional() }),
  body: z.object({ title: z.string() }),
  response: z.object({ id: z.number() }),
});

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('builds the URL, headers and JSON body from the call', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 7 }));
    localStorage.setItem('organizationId', '2');
    localStorage.setItem('access', 'token-1');
    await i18n.changeLanguage('ar');

    const result = await callApi(updateThing, {
      params: { thingId: 7, partName: 'a/b c' },
      query: { dryRun: undefined, tag: ['x', 'y'] },
      body: { title: 'New' },
    });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/7/parts/a%2Fb%20c?tag=x&tag=y');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"title":"New"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('language')).toBe('ar');
    expect(headers.get('Organization')).toBe('2');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the default organization, no token and no body when there are none', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    await callApi(getOrganizationDashboard);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/organizations-dashboard');
    const headers = new Headers(init?.headers);
    expect(headers.get('Organization')).toBe('1');
    expect(headers.get('language')).toBe('en');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
    expect(init?.body).toBeUndefined();
  });

  it('throws the error envelope as an ApiError', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        statusCode: 400,
        errorCode: 'validation',
        message: 'Some fields are not valid.',
        fields: [{ path: 'title', message: 'Required' }],
      }),
    );
    const error = await callApi(getOrganizationDashboard).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'validation', fields: [{ path: 'title' }] });
  });

  it('turns a network failure into status 0 and common-500', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(getOrganizationDashboard)).rejects.toMatchObject({ status: 0, errorCode: 'common-500' });
  });

  it('answers null for an empty success', async () => {
    fetchMock.mockResolvedValue(answer(204, undefined));
    await expect(callApi(getOrganizationDashboard)).resolves.toBeNull();
  });
});

describe('toApiError', () => {
  const envelope = { statusCode: 409, errorCode: 'common-409', message: 'Taken' };
  const payloads = [
    envelope,
    { ...envelope, fields: [] },
    { ...envelope, fields: [{ path: 'name', message: 'Required', extra: true }] },
    { ...envelope, extra: 'left out' },
    { ...envelope, statusCode: 409.5 },
    { ...envelope, statusCode: '409' },
    { ...envelope, errorCode: undefined },
    { ...envelope, message: 7 },
    { ...envelope, fields: null },
    { ...envelope, fields: [{ path: 'name' }] },
    { ...envelope, fields: ['name'] },
    [envelope],
    'Bad gateway',
    null,
  ];

  it('reads exactly what the contract calls an error envelope (checked without zod)', () => {
    for (const payload of payloads) {
      const parsed = ErrorEnvelope.safeParse(payload);
      const { status, errorCode, message, fields } = toApiError(409, 'Conflict', payload);
      const expected = parsed.success
        ? { status: 409, fields: [], ...parsed.data, statusCode: undefined }
        : { status: 409, errorCode: 'common-500', message: 'Conflict', fields: [] };
      expect({ status, errorCode, message, fields, statusCode: undefined }, JSON.stringify(payload)).toEqual(expected);
    }
  });
});

describe('callApi types', () => {
  it('require path parameters exactly when the call has some', () => {
    const neverCalled = () => {
      // @ts-expect-error updateThing has path parameters
      void callApi(updateThing, { body: { title: 'x' } });
      // @ts-expect-error the dashboard call has no path parameters
      void callApi(getOrganizationDashboard, { params: { id: 1 } });
      void callApi(getOrganizationDashboard, { query: { prefix: 'demo' } });
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});

describe('buildPath and buildQueryString', () => {
  it('refuses a missing path parameter', () => {
    expect(() => buildPath('/things/:thingId', {})).toThrow(/thingId/);
  });

  it('leaves out undefined and null values', () => {
    expect(buildQueryString({ a: 1, b: undefined, c: null, d: 'x y' })).toBe('?a=1&d=x+y');
    expect(buildQueryString(undefined)).toBe('');
  });
});
