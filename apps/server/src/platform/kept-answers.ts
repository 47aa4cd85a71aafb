import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/**
 * Kept answers, compressed once (issue 11, docs/decisions/performance.md, "Kept answers,
 * compressed once"). An answer its producer keeps and hands to every caller (a frozen object:
 * the organization's dashboard, a guest's catalogue page) is written once as bytes
 * (serializer.ts); those bytes are compressed once as well, brotli and gzip, the first time a
 * client that accepts each asks, and every later answer sends the compressed copy as it is.
 * Browsers always accept both: a 10 KB catalogue page then travels as about 1.1 KB. What it saves
 * is the network's time, not the server's: on a loopback the copy costs what the full bytes do.
 *
 * Answers written each time (a learner's own catalogue, anything per caller) are sent as they
 * are: compressing them would cost processor time on every request (a proxy in front may do it).
 */

type Encoding = 'br' | 'gzip';
type Copies = Partial<Record<Encoding, Buffer | Promise<Buffer>>>;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Bytes of kept answers, each with its compressed copies once made; gone with the answer. */
const keptAnswers = new WeakMap<Buffer, Copies>();

/** Smaller than this, an answer is sent as it is: compression would save a few bytes at most. */
const MIN_BYTES = 1024;

/** Marks `bytes` as a kept answer's: the same bytes for every caller, for as long as they live. */
export function markKept(bytes: Buffer): void {
  if (bytes.length >= MIN_BYTES) keptAnswers.set(bytes, {});
}

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? compressBrotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : compressGzip(bytes, { level: 9 });
}

/** The copy of `bytes` in `encoding`: made once (off the event loop, in zlib's threads), then reused. */
function copyOf(bytes: Buffer, copies: Copies, encoding: Encoding): Buffer | Promise<Buffer> {
  const made = copies[encoding];
  if (made) return made;
  const making = compress(bytes, encoding).then((copy) => {
    copies[encoding] = copy;
    return copy;
  });
  copies[encoding] = making;
  return making;
}

/** Sends each kept answer in the encoding the client prefers among brotli and gzip, else as it is. */
export function registerKeptAnswerCompression(app: FastifyInstance): void {
  // Clients send a handful of distinct headers: each is read once.
  const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });
  app.addHook('onSend', (request, reply, payload, done) => {
    const copies = Buffer.isBuffer(payload) ? keptAnswers.get(payload) : undefined;
    if (copies === undefined) return done(null, payload);
    // A shared cache keeps one copy per encoding.
    reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    if (encoding === null) return done(null, payload);
    reply.header('content-encoding', encoding);
    const copy = copyOf(payload as Buffer, copies, encoding);
    if (Buffer.isBuffer(copy)) return done(null, copy);
    copy.then(
      (bytes) => done(null, bytes),
      () => {
        // Not expected of zlib; the answer still leaves, as it is.
        reply.removeHeader('content-encoding');
        done(null, payload);
      },
    );
  });
}
