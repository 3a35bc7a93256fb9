import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { PREAMBLE_WINDOW_BYTES, dropPreamble, multipartBoundary } from './multipart-preamble.js';

/** A request body arriving in `chunks`, one per turn of the event loop (as a socket delivers it). */
function arriving(chunks: string[]): PassThrough {
  const stream = new PassThrough();
  void (async () => {
    for (const chunk of chunks) {
      await new Promise((resolve) => setImmediate(resolve));
      stream.write(chunk);
    }
    stream.end();
  })();
  return stream;
}

/** What the multipart parser reads after {@link dropPreamble}. */
async function afterPreamble(chunks: string[], boundary = 'b0und'): Promise<string> {
  const stream = arriving(chunks);
  await dropPreamble(stream, boundary);
  return text(stream);
}

describe('dropPreamble', () => {
  const parts = '\r\nContent-Disposition: form-data; name="type"\r\n\r\nRESPUESTA\r\n--b0und--\r\n';

  it.each([
    ['a delimiter on the first line, after two dashes', ['----b0und', parts], `--b0und${parts}`],
    ['the delimiter split across chunks', ['--', '--b0', 'und', parts], `--b0und${parts}`],
    ['other bytes first, on the same line', ['xyz --b0und', parts], `--b0und${parts}`],
    ['a body that starts with its delimiter: unchanged', ['--b0und', parts], `--b0und${parts}`],
  ])('%s', async (_label, chunks, expected) => {
    expect(await afterPreamble(chunks)).toBe(expected);
  });

  it('a body without the delimiter is handed on unchanged', async () => {
    const other = parts.replace('b0und', 'other');
    expect(await afterPreamble(['----other', other])).toBe(`----other${other}`);
  });

  it('a delimiter past the first 64 KiB is not looked for: the body is handed on unchanged', async () => {
    const long = 'x'.repeat(PREAMBLE_WINDOW_BYTES);
    const body = [long.slice(0, 40_000), long.slice(40_000), `--b0und${parts}`];
    expect(await afterPreamble(body)).toBe(body.join(''));
  });

  it('an empty body settles', async () => {
    expect(await afterPreamble([])).toBe('');
  });
});

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc123', 'abc123'],
    ['Multipart/Form-Data;boundary="a b;c"', 'a b;c'],
    ['multipart/form-data; charset=utf-8; BOUNDARY=----x', '----x'],
    ['application/json', null],
    ['multipart/form-data', null],
    ['multipart/mixed; boundary=abc', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(multipartBoundary(header)).toBe(expected);
  });
});
