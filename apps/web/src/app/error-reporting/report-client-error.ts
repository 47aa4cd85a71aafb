import { type ClientLogBody, logClientError } from '@manara/contract';
import { callApi } from '../../api/client.ts';

type Source = ClientLogBody['source'];

/** At most this many reports per page load, and each distinct error once: a render loop must not flood the server. */
const MAX_REPORTS_PER_PAGE = 20;
const reported = new Set<string>();

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack?.slice(0, 10_000) };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Sends an error of the web app to `POST frontend-logger`. Failing to report is silent. */
export function reportClientError(source: Source, error: unknown, componentStack?: string): void {
  const { message, stack } = describe(error);
  const key = `${source}|${message}|${stack ?? ''}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const body: ClientLogBody = {
    level: 'error',
    source,
    message: message.slice(0, 2000) || 'Unknown error',
    url: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
    ...(stack ? { stack } : {}),
    ...(componentStack ? { componentStack: componentStack.slice(0, 10_000) } : {}),
  };
  callApi(logClientError, { body }).catch(() => undefined);
}

let installed = false;

/** Reports uncaught errors and unhandled promise rejections of the whole page (once per page). */
export function installGlobalErrorReporting(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => reportClientError('window', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('rejection', event.reason));
}
