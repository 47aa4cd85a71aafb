import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { markKept } from './kept-answers.ts';

/**
 * How answers are written (issue 11, docs/decisions/performance.md, "The request path"): by a
 * serializer compiled once per route (fast-json-stringify) from the JSON schema of the call's
 * zod response schema. Only the fields that schema declares leave, as with zod's encode
 * before; it writes the same text (the contract's answers are plain JSON: no transform, no
 * codec, dates as ISO strings) in a fraction of the time, since zod no longer walks and copies
 * every answer.
 *
 * With `checkAnswers` (the tests) every answer is also checked against its zod schema first, as
 * it was in production before: an answer that does not match it is a 500 (`common-500`, logged
 * with its issues), so a handler that drifts from its contract fails its tests. Without it
 * (the server) a value of the wrong type is written as the schema's type says (a number as a
 * string, say) instead of failing.
 *
 * A schema that has no JSON schema, or that fast-json-stringify does not take, is serialized by
 * zod as before.
 */
export function compiledSerializerCompiler(options: { checkAnswers: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as never);
    // Compiled at the route's first answer: compiling all of them costs about a quarter of a
    // second, which the server's start would pay before it answers anything.
    let write: ((data: unknown) => string) | undefined;
    const compiled = (data: unknown) => {
      if (!write) {
        try {
          write = fastJson(responseJsonSchema(schema as z.ZodType) as never);
        } catch {
          write = zodSerializerCompiler(route as never);
        }
      }
      return write(data);
    };
    const serialize = options.checkAnswers
      ? (data: unknown) => {
          const result = safeEncode(schema, data);
          if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
          return compiled(result.data);
        }
      : compiled;
    return writtenOnceWhenFrozen(serialize);
  };
}

/**
 * A frozen answer is one its producer vouches never changes (a kept answer handed to every
 * caller, such as the organization's dashboard or a guest's catalogue page): it is written once,
 * as UTF-8 bytes, and those bytes are reused for as long as the object lives. Fastify sends a
 * Buffer as it is, so such an answer costs neither the writing, nor the encoding of the text
 * into the socket, nor the measure of its length; they are compressed once too (kept-answers.ts).
 * Any other answer is written each time.
 */
function writtenOnceWhenFrozen(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, Buffer>();
  const writeOnce = (data: object) => {
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(serialize(data));
      written.set(data, bytes);
      markKept(bytes);
    }
    return bytes;
  };
  // Typed as Fastify's serializer (text); a Buffer is a payload Fastify writes as well.
  return (data) =>
    typeof data !== 'object' || data === null || !Object.isFrozen(data)
      ? serialize(data)
      : (writeOnce(data) as unknown as string);
}

/**
 * The JSON schema of what a call answers, as fast-json-stringify reads it: zod's (draft 7, the
 * output side), with each nullable value (`anyOf: [X, null]`) written as `type: [X, 'null']`,
 * which fast-json-stringify writes directly instead of trying each branch with a validator.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  return nullableAsTypeList(json) as Record<string, unknown>;
}

function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeList(value);
  const { anyOf, ...rest } = out;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const nullAt = anyOf.findIndex((branch) => isPlainNull(branch));
  const other = anyOf[1 - nullAt] as Record<string, unknown> | undefined;
  if (nullAt < 0 || typeof other?.type !== 'string') return out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

function isPlainNull(branch: unknown): boolean {
  return (
    typeof branch === 'object' &&
    branch !== null &&
    (branch as { type?: unknown }).type === 'null' &&
    Object.keys(branch).length === 1
  );
}
