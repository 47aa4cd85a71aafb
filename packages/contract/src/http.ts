import { z } from 'zod';
import type { Access } from './access.ts';
import type { ErrorCode } from './errors.ts';

export type { Access } from './access.ts';
export { publicAccess, signedIn } from './access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API, described once: the server registers it, the client is typed by it. */
export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Fastify-style path under `/api`, e.g. `/permission-sets/:permissionSetId`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** Who may call it (`access.ts`); its own type is kept, so the server types what a rule hands the handler. */
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** Error codes this call may answer besides validation and access errors (those are added from `access`). */
  errors?: readonly ErrorCode[];
  /**
   * What a successful answer is. Absent: JSON, serialized through `response`. A media type
   * (`text/html`, `application/samlmetadata+xml`, …): a document, the string the handler returns
   * (`response` is `z.string()`). `redirect`: a redirect (302 unless `status` says otherwise) to
   * the URL the handler returns (`response` is `z.string()`). `file`: a stored file that the
   * handler streams itself, with its own content type, status (200 or 206) and headers. `events`:
   * server-sent events (`text/event-stream`) that the handler writes itself for as long as it lasts.
   */
  produces?: 'redirect' | 'file' | 'events' | `${string}/${string}`;
  /** The body may also come as an HTML form post (`application/x-www-form-urlencoded`), as SAML identity providers send it. */
  acceptsForm?: boolean;
  /**
   * The body is a file, read by the handler: `multipart` (a `multipart/form-data` form, parsed
   * only for this route) or `stream` (the raw bytes, of any content type).
   */
  acceptsUpload?: 'multipart' | 'stream';
}

export function defineCall<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  const A extends Access = Access,
>(call: CallDef<P, Q, B, R, A>): CallDef<P, Q, B, R, A> {
  return call;
}

export type CallParams<C> = C extends CallDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type CallQuery<C> = C extends CallDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> = C extends CallDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Largest value of a PostgreSQL `integer`; larger ids cannot exist, so they are invalid input. */
export const MAX_INT4 = 2_147_483_647;

/** A positive integer id from a path or query string. */
export const Id = z.coerce.number().int().min(1).max(MAX_INT4);

/** The NUL character, which PostgreSQL cannot store in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the one character this pattern exists to refuse.
const NO_NUL = /^[^\u0000]*$/;

/**
 * Every text the API takes or gives: a string without the NUL character (PostgreSQL cannot
 * store it, so it is a 400 `validation` here rather than a database error later). Chain it as a
 * `z.string()`: `Text().trim().min(1).max(200)`.
 */
export function Text() {
  return z.string().regex(NO_NUL, { message: 'must not contain the NUL character' });
}

/** A link (`https://…`) without the NUL character, which URL parsing lets through. */
export function Url(params?: Parameters<typeof z.url>[0]) {
  return z.url(params).regex(NO_NUL, { message: 'must not contain the NUL character' });
}

/** The years a date of the platform may fall in: PostgreSQL has no year 0, and nothing here is older or that far ahead. */
export const DATE_RANGE = { firstYear: 1900, lastYear: 2999 } as const;

function inDateRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= DATE_RANGE.firstYear && year <= DATE_RANGE.lastYear;
}

/** An ISO date and time (`2026-11-24T10:00:00Z`) between the years of `DATE_RANGE`. */
export function DateTime(options?: { offset?: boolean }) {
  return z.iso
    .datetime(options)
    .refine(inDateRange, { message: `must be between ${DATE_RANGE.firstYear} and ${DATE_RANGE.lastYear}` });
}

/** An ISO calendar date (`2026-11-24`) between the years of `DATE_RANGE`. */
export function CalendarDate(message?: string) {
  return z.iso
    .date(message)
    .refine(inDateRange, { message: message ?? `must be between ${DATE_RANGE.firstYear} and ${DATE_RANGE.lastYear}` });
}

export const Language = z.enum(['en', 'ar']);
export type Language = z.infer<typeof Language>;

/** Paging of every list: `skip` and `take` (default 10, at most 100). */
export const Pagination = z.object({
  skip: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  take: z.coerce.number().int().min(1).max(100).default(10),
});

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * A staff table's sorting, on the server: `sort` names one of the list's `columns` (an enum),
 * `order` its direction. Both optional: each list says what it sorts by when not told, and breaks
 * ties by id.
 */
export function Sorting<C extends z.ZodType<string>>(columns: C) {
  return z.object({ sort: columns.optional(), order: SortOrder.optional() });
}

/**
 * A page size for a call whose spec'd clients ask for "everything" (`take` = the largest safe
 * integer: the permission catalogue, the announcement banner): any whole number is accepted, and
 * served as at most `max` rows; `total` tells a client that there is more.
 */
export function takeUpTo(max: number, fallback = 10) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(fallback)
    .transform((take) => Math.min(take, max));
}

/** The envelope of every list: `{ data, total }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

export const ErrorEnvelope = z.object({
  statusCode: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const NoContent = z.null();

/** A stored file as other entities show it. */
export const MediaRef = z.object({ id: z.number().int(), url: z.string() });
export type MediaRef = z.infer<typeof MediaRef>;
