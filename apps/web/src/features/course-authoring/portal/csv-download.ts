import { buildHeaders, buildPath, reportApiError, toApiError } from '../../../api/client.ts';

/** How much of a download has arrived, 0…1; null while its size is unknown. */
export type DownloadProgress = number | null;

/**
 * Fetches a CSV answer of the server (with every call's headers: signed in, organization,
 * language) as the bytes it sent: read as a
 * Blob rather than as text, since decoding would drop the byte-order mark that lets spreadsheets
 * read Arabic as UTF-8. `onProgress` hears the share received as the bytes arrive when the server
 * says the size (`content-length`), else null.
 */
export async function fetchCsv(
  path: string,
  params: unknown,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
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
  const blob = await new Response(counted(response, onProgress)).blob();
  return blob.slice(0, blob.size, 'text/csv;charset=utf-8');
}

/** The body as it arrives, telling `onProgress` the share received when the size is known. */
function counted(response: Response, onProgress?: (progress: DownloadProgress) => void): BodyInit | null {
  if (!(onProgress && response.body)) return response.body;
  const size = Number(response.headers.get('content-length'));
  const share = (bytes: number) => (size > 0 ? Math.min(1, bytes / size) : null);
  let received = 0;
  onProgress(share(0));
  return response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onProgress(share(received));
        controller.enqueue(chunk);
      },
    }),
  );
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
