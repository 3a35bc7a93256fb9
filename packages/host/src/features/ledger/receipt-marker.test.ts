import { describe, expect, it } from 'vitest';
import { readReceiptMarker } from './receipt-marker.js';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const HASH = 'ab'.repeat(32);
const ROOT = '0f'.repeat(32);

describe('the marker of a receipt PDF', () => {
  it('is read from the document metadata among binary streams', () => {
    const pdf = `%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Length 4 /Filter /FlateDecode >>\nstream\n\x00\xFF\x9C\x01\nendstream\nendobj\n2 0 obj\n<< /Title (Constancia de radicación) /Keywords (SFC-CONSTANCIA:v1:172026000041:${HASH}:1234:${ROOT}) >>\nendobj\n%%EOF`;
    expect(readReceiptMarker(bytes(pdf))).toEqual({
      code: '172026000041',
      contentHash: HASH,
      treeSize: 1234,
      rootHash: ROOT,
    });
  });

  it.each([
    ['a file that is not a PDF', `SFC-CONSTANCIA:v1:172026000041:${HASH}:1:${ROOT}`],
    ['a PDF without the marker', '%PDF-1.7\n1 0 obj << /Title (Otra cosa) >> endobj\n%%EOF'],
    ['a marker with a short hash', `%PDF-1.7\n(SFC-CONSTANCIA:v1:172026000041:${HASH.slice(2)}:1:${ROOT})`],
    ['a marker of another version', `%PDF-1.7\n(SFC-CONSTANCIA:v2:172026000041:${HASH}:1:${ROOT})`],
  ])('is not found in %s', (_what, text) => {
    expect(readReceiptMarker(bytes(text))).toBeNull();
  });
});
