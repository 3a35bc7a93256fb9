import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Multipart bodies whose first delimiter does not start a line (docs/decisions/0029).
 *
 * RFC 2046 puts every delimiter at the start of a line, and busboy (the parser behind
 * @fastify/multipart) looks for `CRLF--boundary` only; Django's MultiPartParser, the real
 * service's, looks for `--boundary` anywhere and treats whatever precedes the first one as a
 * preamble it ignores. A client that nests one multipart stream in another sends
 * `----<boundary>\r\nContent-Disposition: ...`: the real service reads its first part, busboy
 * takes it for the preamble. Dropping the bytes before the first `--boundary` gives busboy the
 * body Django reads; later delimiters keep busboy's rule, and nothing else changes.
 */

/** How far into a body the first delimiter is looked for; past it the body is left as sent. */
export const PREAMBLE_WINDOW_BYTES = 64 * 1024;

// The boundary parameter as busboy reads it: quoted (with `\` escapes) or a bare token.
const BOUNDARY = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s"]+))/i;

/** The `boundary` of a `multipart/form-data` Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = BOUNDARY.exec(contentType);
  if (!match) return null;
  const boundary = match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
  return boundary || null;
}

/**
 * Reads the start of `stream` (up to {@link PREAMBLE_WINDOW_BYTES}, or all of a shorter body)
 * and puts it back without the bytes before the first `--boundary`, if there are any. Settles
 * once the stream can be handed on: the bytes are back, or the stream ended or failed.
 */
export function dropPreamble(stream: Readable, boundary: string): Promise<void> {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  return new Promise((resolve) => {
    const done = () => {
      stream.off('readable', onReadable);
      stream.off('end', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    function onReadable() {
      // read(n) answers null until n bytes are buffered, or the rest once the body has ended.
      const head = stream.read(PREAMBLE_WINDOW_BYTES) as Buffer | null;
      if (head === null) return;
      const at = head.indexOf(delimiter);
      stream.unshift(at > 0 ? head.subarray(at) : head);
      done();
    }
    stream.on('readable', onReadable);
    stream.once('end', done);
    stream.once('close', done);
    stream.once('error', done);
  });
}

/**
 * A `preParsing` hook: a multipart body's leading bytes before its first delimiter are a
 * preamble, as Django's parser reads them. Other bodies pass untouched.
 */
export async function multipartPreamble(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const boundary = multipartBoundary(request.headers['content-type']);
  // @fastify/multipart reads the request itself (request.raw), so that is the stream to fix.
  if (boundary !== null) await dropPreamble(request.raw, boundary);
  return payload;
}
