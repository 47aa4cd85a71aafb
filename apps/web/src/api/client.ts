import {
  type CallBody,
  type CallDef,
  type CallParams,
  type CallQuery,
  type CallResponse,
  DEFAULT_ORGANIZATION_ID,
  type ErrorEnvelope,
  REFRESH_COOKIE,
} from '@manara/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { readStorage, StorageKey } from '../lib/local-storage.ts';

const API_BASE = '/api';

export type FieldError = { path: string; message: string };

/** A failed call: the server's error envelope, or status 0 and `common-500` when the network failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** Path parameters are required exactly when the call has some. */
type ParamsOption<C extends CallDef> =
  CallParams<C> extends undefined ? { params?: undefined } : { params: CallParams<C> };

export type CallOptions<C extends CallDef> = ParamsOption<C> & {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
};

type CallArgs<C extends CallDef> =
  CallParams<C> extends undefined ? [options?: CallOptions<C>] : [options: CallOptions<C>];

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** `/permission-sets/:permissionSetId` + `{ permissionSetId: 7 }` → `/permission-sets/7`. */
export function buildPath(path: string, params: unknown): string {
  const values = asRecord(params);
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x&b=y`, leaving out undefined and null values; '' when nothing is left. */
export function buildQueryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(asRecord(query))) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The organization the app works for: the stored id, else the default one. */
export function currentOrganizationId(): number {
  const stored = Number(readStorage(StorageKey.organizationId));
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_ORGANIZATION_ID;
}

/** The headers of every call: language, organization, the CSRF marker, the access token; a JSON content type with a body. */
export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    accept: 'application/json',
    language: currentLanguage(),
    Organization: String(currentOrganizationId()),
    // The CSRF defence of the refresh cookie: a form or another site's page cannot send it.
    [REFRESH_COOKIE.csrfHeader]: 'XMLHttpRequest',
  });
  const access = readStorage(StorageKey.accessToken);
  if (access) headers.set('Authorization', `Bearer ${access}`);
  if (hasBody) headers.set('content-type', 'application/json');
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isFieldError(value: unknown): value is FieldError {
  const { path, message } = asRecord(value);
  return typeof path === 'string' && typeof message === 'string';
}

/**
 * The answer as the contract's `ErrorEnvelope`, or null when it is not one. Checked by hand rather
 * than by the contract's schema: the client is on every page, and zod comes only with the pages that
 * build a schema (vite/contract-for-web.ts).
 */
function readErrorEnvelope(payload: unknown): ErrorEnvelope | null {
  if (Array.isArray(payload)) return null;
  const { statusCode, errorCode, message, fields } = asRecord(payload);
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return null;
  if (typeof errorCode !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { statusCode, errorCode, message };
  if (!Array.isArray(fields) || !fields.every(isFieldError)) return null;
  return { statusCode, errorCode, message, fields: fields.map(({ path, message }) => ({ path, message })) };
}

/** The server's error envelope as an `ApiError` (`common-500` when the answer is not one). */
export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const envelope = readErrorEnvelope(payload);
  if (!envelope) return new ApiError(status, 'common-500', statusText || `HTTP ${status}`);
  const { errorCode, message, fields } = envelope;
  return new ApiError(status, errorCode, message, fields);
}

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** Hears every failed call before its caller does (session handling of spec 1 §8). */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Tells the listeners of `onApiError` of a failed call made outside `callApi` (an upload). */
export function reportApiError(error: ApiError): void {
  for (const listener of errorListeners) listener(error);
}

/**
 * Calls one API call of the contract and answers its typed response. The headers the server
 * needs (language, Organization, Authorization, X-Requested-With) come from the current language
 * and localStorage; the browser adds the refresh cookie to the refresh calls by itself.
 */
export async function callApi<C extends CallDef>(call: C, ...[options]: CallArgs<C>): Promise<CallResponse<C>> {
  const { params, query, body, signal } = options ?? {};
  const url = API_BASE + buildPath(call.path, params) + buildQueryString(query);
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation, not become an error to show.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'common-500', error instanceof Error ? error.message : String(error));
  }
  const payload = parseJson(await response.text());
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, payload);
    reportApiError(error);
    throw error;
  }
  return payload as CallResponse<C>;
}
