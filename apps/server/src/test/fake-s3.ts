import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * A local stand-in for the S3 API, enough for our storage adapter: path-style PUT, GET (with a
 * single `Range`), HEAD and DELETE of objects, on 127.0.0.1. Signatures are not checked, but the
 * requests it saw are kept so that a test can look at them.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];

  const server = createServer(async (request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = decodeURIComponent(url.pathname.slice(1)); // "<bucket>/<key>"
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Buffer = Buffer.concat(chunks);
    if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) body = decodeAwsChunked(body);

    switch (request.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        response.writeHead(200, { etag: `"${body.length}"` }).end();
        return;
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-length': object.body.length, 'content-type': object.contentType }).end();
        return;
      }
      case 'GET':
        return answerGet(response, objects.get(key), request.headers.range);
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerGet(response: ServerResponse, object: StoredObject | undefined, range: string | undefined) {
  if (!object) {
    response
      .writeHead(404, { 'content-type': 'application/xml' })
      .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
    return;
  }
  const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
  if (match) {
    const start = Number(match[1]);
    const end = match[2] ? Math.min(Number(match[2]), object.body.length - 1) : object.body.length - 1;
    const part = object.body.subarray(start, end + 1);
    response
      .writeHead(206, {
        'content-length': part.length,
        'content-type': object.contentType,
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
      })
      .end(part);
    return;
  }
  response
    .writeHead(200, { 'content-length': object.body.length, 'content-type': object.contentType })
    .end(object.body);
}

/** The payload of `aws-chunked` encoding: `<hex size>[;chunk-signature=…]\r\n<data>\r\n`… until a 0-size chunk. */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.toString('latin1', offset, lineEnd).split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
