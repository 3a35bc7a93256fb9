/**
 * A small, valid one-page PDF with a few lines of text (Helvetica, WinAnsi so Spanish accents
 * show), built byte by byte with a correct cross-reference table. Used for the demo complaints'
 * attachments and by tests that need a real document.
 */

function escapePdfText(line: string): Buffer {
  const escaped = line.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  // WinAnsiEncoding is Latin-1 for the characters Spanish needs.
  return Buffer.from(escaped, 'latin1');
}

/** A one-page PDF showing `lines` (Latin-1 characters). */
export function simplePdf(lines: readonly string[]): Buffer {
  const text = Buffer.concat(
    lines.flatMap((line, i) => [
      Buffer.from(i === 0 ? 'BT /F1 14 Tf 72 760 Td (' : '0 -22 Td (', 'latin1'),
      escapePdfText(line),
      Buffer.from(') Tj\n', 'latin1'),
    ]),
  );
  const stream = Buffer.concat([text, Buffer.from('ET\n', 'latin1')]);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('endstream', 'latin1'),
    ]),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
