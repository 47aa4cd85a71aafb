import type { CallDef, CallResponse } from '@manara/contract';
import { ApiError, buildHeaders, buildPath, reportApiError, toApiError } from './client.ts';

const API_BASE = '/api';

export type UploadOptions = {
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a form with a file to a call that takes an upload (`acceptsUpload: 'multipart'`, such as
 * `media/upload`), reporting its progress: `fetch` cannot tell how much of a body has been sent,
 * so this one request goes through XMLHttpRequest, with the same headers and error handling as
 * `callApi`.
 */
export function uploadForm<C extends CallDef>(
  call: C,
  form: FormData,
  options: UploadOptions & { params?: unknown } = {},
): Promise<CallResponse<C>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, API_BASE + buildPath(call.path, options.params));
    // No content type: the browser writes the multipart boundary itself.
    buildHeaders(false).forEach((value, name) => {
      request.setRequestHeader(name, value);
    });
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(payload as CallResponse<C>);
        return;
      }
      const error = toApiError(request.status, request.statusText, payload);
      reportApiError(error);
      reject(error);
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'common-500', 'The upload failed')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
