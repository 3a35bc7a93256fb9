import { hexDigitValue } from './hex-digit.js';

/**
 * The URL strings a GET or DELETE signature may have been computed over: the URL exactly as
 * requested and, when different, its percent-decoded form (some clients sign that one).
 * Decoding follows Python's `urllib.parse.unquote`: every valid `%XX` is decoded (including
 * `%2F`, `%25`, `%3F`), `+` stays `+`, a `%` not followed by two hex digits stays as it is, and
 * byte runs that are not valid UTF-8 decode with U+FFFD replacements.
 */
export function urlSignatureCandidates(url: string): string[] {
  const decoded = percentDecode(url);
  return decoded === url ? [url] : [url, decoded];
}

function percentDecode(text: string): string {
  let out = '';
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 0x25 /* % */) {
      i++;
      continue;
    }
    const bytes: number[] = [];
    const start = i;
    while (text.charCodeAt(i) === 0x25) {
      const high = hexDigitValue(text.charCodeAt(i + 1));
      const low = hexDigitValue(text.charCodeAt(i + 2));
      if (high < 0 || low < 0) break;
      bytes.push(high * 16 + low);
      i += 3;
    }
    if (bytes.length === 0) {
      i++; // a lone '%' is kept literally
      continue;
    }
    out += text.slice(runStart, start) + decodeUtf8(bytes);
    runStart = i;
  }
  return out + text.slice(runStart);
}

/**
 * UTF-8 decoding with one U+FFFD per maximal invalid subpart (Unicode's recommended practice,
 * which Python's `errors='replace'` follows). Written out because core's ES2023 library has no
 * TextDecoder type.
 */
function decodeUtf8(bytes: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b0 = bytes[i] as number;
    if (b0 < 0x80) {
      out += String.fromCharCode(b0);
      i++;
      continue;
    }
    const shape = leadShape(b0);
    if (shape === undefined) {
      out += '\uFFFD';
      i++;
      continue;
    }
    const [trailing, secondLow, secondHigh] = shape;
    let codePoint = b0 & (0xff >> (trailing + 2));
    let k = 1;
    for (; k <= trailing; k++) {
      const b = bytes[i + k];
      const low = k === 1 ? secondLow : 0x80;
      const high = k === 1 ? secondHigh : 0xbf;
      if (b === undefined || b < low || b > high) break;
      codePoint = (codePoint << 6) | (b & 0x3f);
    }
    if (k <= trailing) {
      out += '\uFFFD';
      i += k;
    } else {
      out += String.fromCodePoint(codePoint);
      i += trailing + 1;
    }
  }
  return out;
}

/** For a lead byte: how many continuation bytes follow and the allowed range of the first one. */
function leadShape(b0: number): [number, number, number] | undefined {
  if (b0 >= 0xc2 && b0 <= 0xdf) return [1, 0x80, 0xbf];
  if (b0 === 0xe0) return [2, 0xa0, 0xbf];
  if (b0 === 0xed) return [2, 0x80, 0x9f];
  if (b0 >= 0xe1 && b0 <= 0xef) return [2, 0x80, 0xbf];
  if (b0 === 0xf0) return [3, 0x90, 0xbf];
  if (b0 >= 0xf1 && b0 <= 0xf3) return [3, 0x80, 0xbf];
  if (b0 === 0xf4) return [3, 0x80, 0x8f];
  return undefined;
}
