/** What a receipt PDF's marker line says: the filing and the tree head printed on it. */
export interface ReceiptMarker {
  code: string;
  contentHash: string;
  treeSize: number;
  rootHash: string;
}

// `SFC-CONSTANCIA:v1:<code>:<content_hash>:<tree_size>:<root_hash>`, stored uncompressed in the PDF.
const MARKER = /SFC-CONSTANCIA:v1:([0-9A-Za-z-]{1,40}):([0-9a-f]{64}):(\d{1,15}):([0-9a-f]{64})/;

/**
 * Finds the marker line of a «Constancia de radicación» in the PDF's bytes (a plain byte scan,
 * no PDF library); null when the bytes are not a PDF or carry no marker.
 */
export function readReceiptMarker(bytes: Uint8Array): ReceiptMarker | null {
  const text = new TextDecoder('latin1').decode(bytes);
  if (!text.startsWith('%PDF-')) return null;
  const match = MARKER.exec(text);
  if (!match) return null;
  const [, code, contentHash, size, rootHash] = match as unknown as [string, string, string, string, string];
  return { code, contentHash, treeSize: Number(size), rootHash };
}
