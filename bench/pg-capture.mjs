// A pass-through TCP proxy in front of PostgreSQL that records the statements (and their bound
// parameters) clients send with the extended query protocol, so that a benchmark can EXPLAIN
// exactly what the server ran for one request. Only for plan capture: it sits in the benchmark's
// process, so measurements must not go through it.
import { connect, createServer } from 'node:net';

/** Starts the proxy on a free port in front of `target` (host, port); `capture(work)` records the statements sent during `work`. */
export async function startCaptureProxy(target) {
  let recording = null;
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);

    // Frontend messages: the start-up ones are untyped (length first), then type byte + length.
    let buffer = Buffer.alloc(0);
    let started = false;
    const prepared = new Map();
    client.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          // SSLRequest and GSSENCRequest are followed by another untyped start-up message.
          if (code !== 80877103 && code !== 80877104) started = true;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'P') {
          const [name, text] = cstrings(body, 2);
          prepared.set(name.value, text.value);
        } else if (type === 'B' && recording) {
          const [, statement] = cstrings(body, 2);
          const text = prepared.get(statement.value);
          if (text !== undefined) recording.push({ text, values: bindValues(body, statement.end) });
        } else if (type === 'Q' && recording) {
          const [text] = cstrings(body, 1);
          recording.push({ text: text.value, values: [] });
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: server.address().port,
    /** Runs `work` and answers the statements sent meanwhile, in order. */
    async capture(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function cstrings(body, count) {
  const out = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const end = body.indexOf(0, at);
    out.push({ value: body.toString('utf8', at, end), end: end + 1 });
    at = end + 1;
  }
  return out;
}

/** A Bind message's parameters after the statement name: text values (binary ones as Buffers), null for NULL. */
function bindValues(body, at) {
  const formatCount = body.readInt16BE(at);
  const formats = [];
  for (let i = 0; i < formatCount; i++) formats.push(body.readInt16BE(at + 2 + 2 * i));
  at += 2 + 2 * formatCount;
  const count = body.readInt16BE(at);
  at += 2;
  const values = [];
  for (let i = 0; i < count; i++) {
    const length = body.readInt32BE(at);
    at += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
    values.push(binary ? body.subarray(at, at + length) : body.toString('utf8', at, at + length));
    at += length;
  }
  return values;
}
