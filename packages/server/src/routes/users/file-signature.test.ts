import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './file-signature.js';

const b = (...xs: number[]) => Uint8Array.from(xs);
const s = (str: string) => new TextEncoder().encode(str);
const PNG = b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const PDF = s('%PDF-1.7\n');
const OLE = b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = b(0x50, 0x4b, 0x03, 0x04, 0x14, 0);

describe('isAcceptedFile', () => {
  it.each([
    ['cedula.pdf', PDF, true],
    ['CEDULA.PDF', PDF, true],
    ['foto.png', PNG, true],
    ['foto.jpg', b(0xff, 0xd8, 0xff, 0xe0), true],
    ['foto.jpeg', b(0xff, 0xd8, 0xff, 0xdb), true],
    ['img.bmp', s('BM6\0'), true],
    ['video.mp4', b(0, 0, 0, 0x18, ...s('ftypmp42')), true],
    ['audio.mp3', s('ID3\x04'), true],
    ['audio.mp3', b(0xff, 0xfb, 0x90), true],
    ['carta.doc', OLE, true],
    ['hoja.xls', OLE, true],
    ['correo.msg', OLE, true],
    ['carta.docx', ZIP, true],
    ['hoja.xlsx', ZIP, true],
    ['datos.csv', s('a;b\n1;2\n'), true],
    // Wrong magic bytes for the extension.
    ['cedula.pdf', PNG, false],
    ['foto.png', PDF, false],
    ['carta.docx', OLE, false],
    ['datos.csv', b(0x4d, 0x5a, 0x90, 0x00), false],
    ['vacio.pdf', b(), false],
    // Extensions outside the list.
    ['script.exe', b(0x4d, 0x5a), false],
    ['pagina.html', s('<html>'), false],
    ['sin-extension', PDF, false],
  ])('%s → %s', (name, head, ok) => {
    expect(isAcceptedFile(name, head)).toBe(ok);
  });
});
