import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call: at brotli quality 1 an entity's
 * page of 50 complaints (55–70 KiB) takes 50–300 µs, against about 1 ms of CPU through the
 * streaming encoder at quality 4 (ADR 0057). Larger answers (exports) stream.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

const BROTLI_QUALITY = 4;

/**
 * Brotli's quality for an answer compressed for one caller only, on the request's own turn of the
 * event loop (a signed-in caller's list): quality 1 compresses a 6 KiB page of complaints in about
 * 17 µs against 64 µs at 4, for 568 bytes against 510 (ADR 0027). Answers kept for everyone (public
 * catalogs) are compressed once, at {@link BROTLI_QUALITY}.
 */
const BROTLI_ONE_CALLER_QUALITY = 1;

/**
 * A compressing stream that keeps what it is given until the end and compresses it in one
 * synchronous call, unless it grows past {@link SYNC_COMPRESSION_MAX_BYTES}, when it hands
 * everything to an ordinary (asynchronous, streaming) zlib stream. A small answer then costs
 * no trip through libuv's thread pool, whose threads wait their turn for a core on a busy
 * machine, and no allocation of a streaming encoder's window.
 */
class SmallAnswerCompressor extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;
  private inner: Transform | null = null;

  constructor(
    private readonly compressSync: (body: Buffer) => Buffer,
    private readonly stream: () => Transform,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.inner) {
      this.writeInner(data, done);
      return;
    }
    this.chunks.push(data);
    this.size += data.length;
    if (this.size <= SYNC_COMPRESSION_MAX_BYTES) {
      done();
      return;
    }
    const inner = this.stream();
    this.inner = inner;
    inner.on('data', (out: Buffer) => this.push(out));
    inner.on('error', (error) => this.destroy(error));
    const buffered = Buffer.concat(this.chunks);
    this.chunks = [];
    this.writeInner(buffered, done);
  }

  override _flush(done: TransformCallback): void {
    const inner = this.inner;
    if (inner) {
      inner.once('end', () => done());
      inner.end();
      return;
    }
    try {
      done(null, this.compressSync(Buffer.concat(this.chunks)));
    } catch (error) {
      done(error as Error);
    }
  }

  private writeInner(data: Buffer, done: TransformCallback): void {
    if (this.inner!.write(data)) done();
    else this.inner!.once('drain', () => done());
  }
}

/**
 * Brotli at `quality` ({@link BROTLI_QUALITY} unless said). Given the size, the window is the smallest that holds the whole
 * answer (2^10–2^24 bytes): brotli's default 4 MiB window costs more to set up than a small answer
 * costs to compress (about 90 µs against 40 µs for a 2 KiB answer), and a larger window cannot help
 * an answer that fits in a smaller one.
 */
const brotliParams = (size?: number, quality = BROTLI_QUALITY) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    ...(size === undefined
      ? {}
      : {
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 1)))),
        }),
  },
});

/** The zlib functions @fastify/compress calls, small answers compressed synchronously. */
const smallFirstZlib = {
  createBrotliCompress: () =>
    new SmallAnswerCompressor(
      (body) => zlib.brotliCompressSync(body, brotliParams(body.length)),
      () => zlib.createBrotliCompress(brotliParams()),
    ),
  createGzip: () =>
    new SmallAnswerCompressor(
      (body) => zlib.gzipSync(body),
      () => zlib.createGzip(),
    ),
  createDeflate: () =>
    new SmallAnswerCompressor(
      (body) => zlib.deflateSync(body),
      () => zlib.createDeflate(),
    ),
};

/** The types compressed here; the plugin keeps its own wider list (mime-db) for streams. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?:plain|csv))(?:;|$)/;

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
/** As the plugin reads `Accept-Encoding`: `*` and `x-gzip` mean gzip. */
const GZIP_ALIAS = /\*|x-gzip/g;

/** The coding a request accepts for a compressed answer, if any (`br` preferred on a tie). */
export function acceptedCoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const coding = negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS);
  return coding === 'br' || coding === 'gzip' ? coding : null;
}

/**
 * The hot path: an answer Fastify has serialized to text (every JSON answer) and that fits
 * {@link SYNC_COMPRESSION_MAX_BYTES} is compressed here, in one call, and goes out as one buffer
 * with its length. Through the plugin it would become a stream (an async iterator piped through
 * the encoder, sent chunked), which cost about ten times the compression itself per answer
 * (ADR 0025). Anything else (streams, larger answers, other types) is left to the plugin, which
 * sees the `Content-Encoding` set here and leaves a compressed answer alone.
 */
async function compressSerializedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (request.routeOptions.config?.compress === false) return payload;
  if (request.headers['x-no-compression'] !== undefined || reply.hasHeader('content-encoding'))
    return payload;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESSION_THRESHOLD_BYTES || size > SYNC_COMPRESSION_MAX_BYTES) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (coding === null) return payload;
  // Only answers anyone may read (public catalogs, no token) are remembered: an answer for a
  // signed-in caller may hold personal data, which is not kept beyond its request.
  const remember = request.headers.authorization === undefined;
  const compressed =
    (remember ? recentlyCompressed.get(coding, payload) : undefined) ??
    compressNow(coding, payload, size, remember);
  void reply.header('content-encoding', coding);
  void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  reply.removeHeader('content-length');
  return compressed;
}

function compressNow(
  coding: 'br' | 'gzip',
  payload: string | Buffer,
  size: number,
  remember: boolean,
): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const quality = remember ? BROTLI_QUALITY : BROTLI_ONE_CALLER_QUALITY;
  const compressed =
    coding === 'br' ? zlib.brotliCompressSync(body, brotliParams(size, quality)) : zlib.gzipSync(body);
  if (remember) recentlyCompressed.set(coding, payload, compressed);
  return compressed;
}

/** Answers up to this size are remembered compressed ({@link CompressedAnswers}). */
export const REMEMBERED_ANSWER_MAX_BYTES = 16 * 1024;

/**
 * The last public answers compressed, keyed by their own text: the same catalog page, asked
 * again by the next client, is compressed once. Keyed by the whole content, an entry can only
 * ever be served for exactly the bytes it was made from, so nothing needs invalidating and no
 * answer can reach another request than one that produced the very same text. Bounded in count
 * and size (at most {@link REMEMBERED_ANSWER_MAX_BYTES} per text: about 5 MiB in all); the least
 * recently used entry goes first.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly maxEntries = 256) {}

  get(coding: string, payload: string | Buffer): Buffer | undefined {
    const key = this.keyOf(coding, payload);
    if (key === null) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(coding: string, payload: string | Buffer, compressed: Buffer): void {
    const key = this.keyOf(coding, payload);
    if (key === null) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, compressed);
  }

  get size(): number {
    return this.entries.size;
  }

  private keyOf(coding: string, payload: string | Buffer): string | null {
    if (typeof payload !== 'string' || payload.length > REMEMBERED_ANSWER_MAX_BYTES) return null;
    return `${coding} ${payload}`;
  }
}

const recentlyCompressed = new CompressedAnswers();

/** How many answers this process keeps compressed (tests: what is and is not remembered). */
export function rememberedAnswerCount(): number {
  return recentlyCompressed.size;
}

/** `Vary` with `Accept-Encoding` added (once). */
function varyWithAcceptEncoding(current: unknown): string {
  const values = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(values)) return values;
  // Lower case, as the plugin writes it (clients and caches compare case-insensitively).
  return values.trim() === '' ? 'accept-encoding' : `${values}, accept-encoding`;
}

/**
 * Compresses large API answers (complaint lists, catalogs, the OpenAPI document) with brotli or
 * gzip, whichever the client's `Accept-Encoding` prefers, and marks them `Vary: Accept-Encoding`.
 * Only JSON and text: attachments and spreadsheet exports are binary and mostly compressed already.
 * Brotli at quality 4 (the plugin's default for on-the-fly answers): close to gzip's speed, smaller.
 * Serialized answers up to 256 KiB are compressed in one synchronous call before the plugin sees them
 * ({@link compressSerializedAnswer}); streams it compresses start the same way ({@link SmallAnswerCompressor}).
 *
 * Must be installed before the routes (the plugin attaches itself to each route as it is added).
 * The portal's own files opt out (`config.compress: false`): the build precompresses them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // An application hook: it runs before the plugin's, which the plugin adds to each route.
  app.addHook('onSend', compressSerializedAnswer);
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ENCODINGS,
    customTypes: COMPRESSIBLE,
    zlib: smallFirstZlib,
  });
}
