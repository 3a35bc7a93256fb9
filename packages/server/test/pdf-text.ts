import type { PDFRef } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The bytes of a (possibly Flate-encoded) stream, as text. */
function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** glyph code → text of a font's ToUnicode CMap (`bfchar` and `bfrange` entries). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, start] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const from = parseInt(lo!, 16);
      for (let c = from; c <= parseInt(hi!, 16); c++)
        map.set(
          c.toString(16).toUpperCase().padStart(lo!.length, '0'),
          String.fromCharCode(parseInt(start!, 16) + c - from),
        );
    }
  return map;
}

/**
 * The text a reader sees in a PDF drawn by pdf-lib: each page's `Tj` strings decoded through the
 * ToUnicode map of the font in use, one string per line; fonts without a map read as WinAnsi.
 */
export async function pdfLines(bytes: Uint8Array): Promise<{ lines: string[]; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const fonts = new Set<string>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string> | null>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      fonts.add(String(font.get(PDFName.of('BaseFont'))));
      const cmap = font.lookup(PDFName.of('ToUnicode'));
      maps.set(name.asString(), cmap instanceof PDFRawStream ? toUnicode(streamText(cmap)) : null);
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => doc.context.lookup(r) as PDFRawStream)
        : contents
          ? [contents as PDFRawStream]
          : [];
    let map: Map<string, string> | null = null;
    for (const stream of streams)
      for (const m of streamText(stream).matchAll(
        /(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^)])*)\)\s*Tj/g,
      )) {
        if (m[1]) map = maps.get(m[1]) ?? null;
        else if (m[2] !== undefined && map) {
          const width = [...map.keys()][0]?.length ?? 4;
          lines.push(
            (m[2].match(new RegExp(`.{${width}}`, 'g')) ?? [])
              .map((g) => map!.get(g.toUpperCase()) ?? '\ufffd')
              .join(''),
          );
        } else if (m[3] !== undefined) lines.push(m[3]);
      }
  }
  return { lines, fonts: [...fonts] };
}
