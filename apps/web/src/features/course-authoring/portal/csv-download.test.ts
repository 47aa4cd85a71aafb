// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { csvFileName, fetchCsv } from './csv-download.ts';

const BOM = [0xef, 0xbb, 0xbf];
const REPORT = '\ufeffuserId,firstName,lastName\r\n7,سارة,العلي\r\n';

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await new Response(blob).arrayBuffer());
}

describe('fetchCsv', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps the bytes the server sent: the byte-order mark and the Arabic names', async () => {
    fetchMock.mockResolvedValue(
      new Response(new TextEncoder().encode(REPORT), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const blob = await fetchCsv('/courses/:courseId/enrolled-students/completion-report/csv', { courseId: 12 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/courses/12/enrolled-students/completion-report/csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    // Decoded as a spreadsheet would: UTF-8, names intact.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(REPORT);
  });

  it('tells how much of the file has arrived when the server says its size, else that it does not know', async () => {
    const bytes = new TextEncoder().encode(REPORT);
    const sized = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    fetchMock.mockResolvedValue(new Response(sized, { headers: { 'content-length': String(bytes.byteLength) } }));
    const heard: (number | null)[] = [];
    const blob = await fetchCsv('/newsletter-subscribers/csv', {}, (progress) => heard.push(progress));
    expect(heard).toEqual([0, 10 / bytes.byteLength, 1]);
    expect([...(await bytesOf(blob))]).toEqual([...bytes]);

    fetchMock.mockResolvedValue(new Response(bytes));
    const unsized: (number | null)[] = [];
    await fetchCsv('/newsletter-subscribers/csv', {}, (progress) => unsized.push(progress));
    expect(new Set(unsized)).toEqual(new Set([null]));
  });

  it("answers the server's refusal as an ApiError with its code", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ errorCode: 'common-007', message: 'Not allowed', statusCode: 403 }), {
        status: 403,
      }),
    );
    const failure = fetchCsv('/courses/:courseId/enrolled-students/completion-report/csv', { courseId: 12 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, errorCode: 'common-007' });
  });
});

describe('csvFileName', () => {
  const day = new Date('2031-05-06T10:00:00Z');
  it('names the file by the course in any script, without characters file systems refuse', () => {
    expect(csvFileName('completion', 'Intro to Data: Part 1/2', day)).toBe(
      'completion-Intro-to-Data-Part-1-2-2031-05-06.csv',
    );
    expect(csvFileName('completion', 'مقدمة في البيانات', day)).toBe('completion-مقدمة-في-البيانات-2031-05-06.csv');
    expect(csvFileName('completion', '***', day)).toBe('completion-2031-05-06.csv');
  });
});
