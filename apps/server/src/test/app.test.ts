/**
 * The test app's watch on undeclared error codes: an error code a call answers without declaring
 * it is recorded (and fails the test file when its app closes), declared ones are not. And
 * `errorOf`, which reads an error answer's envelope and fails on any other answer.
 */
import { type CallDef, defineCall, NoContent, publicAccess } from '@manara/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, installErrorHandling } from '../platform/errors.ts';
import { declaredErrors } from '../platform/routes.ts';
import { errorOf, recordUndeclaredErrors } from './app.ts';

const declares = defineCall({
  method: 'GET',
  path: '/declares',
  summary: 'Declares courses-001.',
  tags: ['test'],
  access: publicAccess,
  response: NoContent,
  errors: ['courses-001'],
});
const hides = { ...declares, path: '/hides', summary: 'Declares nothing.', errors: [] } satisfies CallDef;

describe('recordUndeclaredErrors', () => {
  it('records an error code its call does not declare, and only that', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const undeclared = recordUndeclaredErrors(app);
    for (const call of [declares, hides]) {
      app.get(call.path, { config: { call } }, async () => {
        throw new AppError('courses-001');
      });
    }
    await app.ready();
    expect((await app.inject({ url: '/declares' })).statusCode).toBe(402);
    expect(undeclared.size).toBe(0);
    expect((await app.inject({ url: '/hides' })).statusCode).toBe(402);
    expect([...undeclared]).toEqual(['GET /hides → courses-001']);
    await app.close();
  });

  it("declares the errors of every call, of the call's access rule and of its path", () => {
    expect(declaredErrors(hides)).toEqual(expect.arrayContaining(['validation', 'common-006', 'auth-006']));
    expect(declaredErrors(hides)).not.toContain('common-009');
    const signedIn = { ...hides, access: { kind: 'signedIn', memberPermissions: ['access_courses'] } } as const;
    expect(declaredErrors(signedIn)).toEqual(expect.arrayContaining(['common-009', 'auth-005', 'common-007']));
    expect(declaredErrors({ ...hides, path: '/x/:id', params: {} as never })).toContain('common-002');
  });
});

describe('errorOf', () => {
  it("gives an error answer's envelope, and fails on a success or an answer without one", () => {
    const envelope = { statusCode: 400, errorCode: 'validation', message: 'invalid', fields: [] };
    expect(errorOf({ status: 400, body: envelope, raw: JSON.stringify(envelope) })).toBe(envelope);
    expect(() => errorOf({ status: 200, body: { data: [] }, raw: '{"data":[]}' })).toThrow('answered 200 {"data":[]}');
    expect(() => errorOf({ status: 404, body: 'Not Found', raw: 'Not Found' })).toThrow('answered 404 Not Found');
  });
});
