import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Answers up to this size are compressed in one synchronous call (well under a millisecond). */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

const BROTLI_QUALITY = 4;

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

const brotliParams = (sizeHint?: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    ...(sizeHint === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
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

/**
 * Compresses large API answers (complaint lists, catalogs, the OpenAPI document) with brotli or
 * gzip, whichever the client's `Accept-Encoding` prefers, and marks them `Vary: Accept-Encoding`.
 * Only JSON and text: attachments and spreadsheet exports are binary and mostly compressed already.
 * Brotli at quality 4 (the plugin's default for on-the-fly answers): close to gzip's speed, smaller.
 * Answers up to 64 KiB are compressed in one synchronous call ({@link SmallAnswerCompressor}).
 *
 * Must be installed before the routes (the plugin attaches itself to each route as it is added).
 * The portal's own files opt out (`config.compress: false`): the build precompresses them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?:plain|csv))(?:;|$)/,
    zlib: smallFirstZlib,
  });
}
