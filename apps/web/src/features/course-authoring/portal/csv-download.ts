import { buildHeaders, buildPath, reportApiError, toApiError } from '../../../api/client.ts';

/**
 * Fetches a CSV answer of the server (with every call's headers: signed in, organization,
 * language) as the bytes it sent: read as a
 * Blob rather than as text, since decoding would drop the byte-order mark that lets spreadsheets
 * read Arabic as UTF-8.
 */
export async function fetchCsv(path: string, params: unknown): Promise<Blob> {
  const headers = buildHeaders(false);
  headers.set('accept', 'text/csv');
  const response = await fetch(`/api${buildPath(path, params)}`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
    const error = toApiError(response.status, response.statusText, payload);
    // Heard by the session handling first, as every failed call is.
    reportApiError(error);
    throw error;
  }
  const blob = await response.blob();
  return blob.slice(0, blob.size, 'text/csv;charset=utf-8');
}

/** A file name of letters and digits (any script), dashes between words: `completion-<course>-<date>.csv`. */
export function csvFileName(prefix: string, name: string, date: Date): string {
  const words = name
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .join('-');
  const day = date.toISOString().slice(0, 10);
  return `${[prefix, words, day].filter(Boolean).join('-')}.csv`;
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
