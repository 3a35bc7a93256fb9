import { describe, expect, it } from 'vitest';
import { FILE_EXTENSIONS, PICKER_EXTENSIONS } from '../messages/constants.js';

const FILE_LIST = FILE_EXTENSIONS.join(', ');
import {
  BYTES_PER_MB,
  acceptAttribute,
  fileExtension,
  shortenFileName,
  validateFiles,
  validateSpreadsheetFiles,
  type FileLike,
} from './files.js';

const MB = BYTES_PER_MB;
const FORMAT = 'El formato del archivo no es válido';
const TOTAL = '*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos.';
const formatOrSize = (n: number) =>
  `El formato del archivo no es válido o el peso del mismo supera el permitido ${n} MB`;

describe('fileExtension', () => {
  it.each([
    ['informe.pdf', 'pdf'],
    ['FOTO.JPEG', 'jpeg'],
    ['archivo.tar.gz', 'gz'],
    ['sin-extension', ''],
    ['punto-final.', ''],
    ['.oculto', ''],
  ])('%j → %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('validateFiles', () => {
  it.each<[string, FileLike[], FileLike[], Parameters<typeof validateFiles>[2], string[], string[]]>([
    ['accepted extension', [], [{ name: 'a.pdf', size: MB }], {}, ['a.pdf'], []],
    [
      'every listed extension',
      [],
      'pdf jpg jpeg png mp4 doc docx xls xlsx bmp mp3 msg'
        .split(' ')
        .map((e) => ({ name: `f.${e}`, size: 1 })),
      {},
      'pdf jpg jpeg png mp4 doc docx xls xlsx bmp mp3 msg'.split(' ').map((e) => `f.${e}`),
      [],
    ],
    ['upper-case extension', [], [{ name: 'A.PDF', size: 1 }], {}, ['A.PDF'], []],
    ['wrong extension', [], [{ name: 'virus.exe', size: 1 }], {}, [], [FORMAT]],
    ['csv is not in the upload list', [], [{ name: 'datos.csv', size: 1 }], {}, [], [FORMAT]],
    [
      'csv accepted when the picker list is passed',
      [],
      [{ name: 'datos.csv', size: 1 }],
      { extensions: PICKER_EXTENSIONS },
      ['datos.csv'],
      [],
    ],
    [
      'per-file limit: too big',
      [],
      [{ name: 'a.pdf', size: 5 * MB + 1 }],
      { maxFileMb: 5 },
      [],
      [formatOrSize(5)],
    ],
    [
      'per-file limit: exactly the limit',
      [],
      [{ name: 'a.pdf', size: 5 * MB }],
      { maxFileMb: 5 },
      ['a.pdf'],
      [],
    ],
    [
      'per-file limit: wrong extension',
      [],
      [{ name: 'a.exe', size: 1 }],
      { maxFileMb: 5 },
      [],
      [formatOrSize(5)],
    ],
    [
      'total over 30 MB with existing files',
      [{ name: 'old.pdf', size: 25 * MB }],
      [{ name: 'new.pdf', size: 6 * MB }],
      {},
      [],
      [TOTAL],
    ],
    [
      'total exactly 30 MB',
      [{ name: 'old.pdf', size: 25 * MB }],
      [{ name: 'new.pdf', size: 5 * MB }],
      {},
      ['new.pdf'],
      [],
    ],
    [
      'total counts files accepted in the same batch',
      [],
      [
        { name: 'a.pdf', size: 20 * MB },
        { name: 'b.pdf', size: 20 * MB },
        { name: 'c.pdf', size: 5 * MB },
      ],
      {},
      ['a.pdf', 'c.pdf'],
      [TOTAL],
    ],
    ['custom total', [], [{ name: 'a.pdf', size: 2 * MB }], { totalMb: 1 }, [], [TOTAL]],
    [
      'mixed errors, each message once',
      [],
      [
        { name: 'a.exe', size: 1 },
        { name: 'b.exe', size: 1 },
        { name: 'c.pdf', size: 31 * MB },
      ],
      {},
      [],
      [FORMAT, TOTAL],
    ],
  ])('%s', (_case, existing, incoming, options, accepted, errors) => {
    const result = validateFiles(existing, incoming, options);
    expect(result.accepted.map((f) => f.name)).toEqual(accepted);
    expect(result.errors).toEqual(errors);
    expect(result.rejected).toHaveLength(incoming.length - accepted.length);
  });

  it('hands back the very file objects it was given', () => {
    const file = { name: 'a.png', size: 10, lastModified: 1 };
    expect(validateFiles([], [file]).accepted[0]).toBe(file);
  });
});

describe('validateSpreadsheetFiles', () => {
  it.each<[string, string[]]>([
    ['datos.csv', []],
    ['datos.xls', []],
    ['datos.XLSX', []],
    ['datos.pdf', [FORMAT]],
    ['datos.docx', [FORMAT]],
  ])('%s', (name, errors) => {
    expect(validateSpreadsheetFiles([], [{ name, size: 1 }]).errors).toEqual(errors);
  });

  it('keeps the per-file limit', () => {
    expect(validateSpreadsheetFiles([], [{ name: 'a.csv', size: 3 * MB }], { maxFileMb: 2 }).errors).toEqual([
      formatOrSize(2),
    ]);
  });
});

describe('shortenFileName', () => {
  const name = (length: number, ext = '.pdf') => 'n'.repeat(length - ext.length) + ext;
  it.each<[string, string, string]>([
    ['short name untouched', 'acta.pdf', 'acta.pdf'],
    ['exactly 100 stays', name(100), name(100)],
    ['101 becomes 93 + 7', 'a'.repeat(94) + 'xyz.pdf', 'a'.repeat(93) + 'xyz.pdf'],
    [
      'long name keeps head and tail',
      'H'.repeat(93) + 'M'.repeat(50) + 'tail.gz',
      'H'.repeat(93) + 'tail.gz',
    ],
    ['accents count as one character', 'é'.repeat(101) + '.pdf', 'é'.repeat(93) + 'ééé.pdf'],
  ])('%s', (_case, input, expected) => {
    const out = shortenFileName(input);
    expect(out).toBe(expected);
    expect(Array.from(out).length).toBeLessThanOrEqual(100);
  });
});

describe('acceptAttribute', () => {
  it('lists the extensions for a file input', () => {
    expect(acceptAttribute(['csv', 'xls', 'xlsx'])).toBe('.csv,.xls,.xlsx');
  });

  it('names JPEG and PNG photos by type too, so a phone hands its photos over as JPEG', () => {
    expect(acceptAttribute(['pdf', 'jpg', 'jpeg', 'png'])).toBe('.pdf,.jpg,image/jpeg,.jpeg,.png,image/png');
  });
});

describe('validateFiles details: which file and which rule', () => {
  const ALLOWED = PICKER_EXTENSIONS.join(', ');
  it.each<[string, FileLike, Parameters<typeof validateFiles>[2], string]>([
    [
      'a text file',
      { name: 'notas.txt', size: 2048 },
      { maxFileMb: 10, extensions: PICKER_EXTENSIONS },
      `«notas.txt»: ${formatOrSize(10)}. Los archivos .txt no se aceptan; los formatos permitidos son: ${ALLOWED}.`,
    ],
    [
      'an iPhone photo',
      { name: 'IMG_0412.HEIC', size: 2 * MB },
      { maxFileMb: 10, extensions: PICKER_EXTENSIONS },
      `«IMG_0412.HEIC»: ${formatOrSize(10)}. Las fotos HEIC/HEIF no se aceptan (formatos permitidos: ${ALLOWED}). ` +
        'Envíala como JPG: en el iPhone, elígela desde «Seleccionar archivos» > «Fototeca», que la entrega como JPG, ' +
        'o activa Ajustes > Cámara > Formatos > «Más compatible» para tomar las fotos en JPG.',
    ],
    [
      'an 11 MB video',
      { name: 'video.mp4', size: 11 * MB },
      { maxFileMb: 10, extensions: PICKER_EXTENSIONS },
      `«video.mp4»: ${formatOrSize(10)}. El archivo pesa 11 MB y el máximo por archivo es 10 MB.`,
    ],
    [
      'a wrong format without a per-file limit',
      { name: 'programa.exe', size: 1 },
      {},
      `«programa.exe»: ${FORMAT}. Los archivos .exe no se aceptan; los formatos permitidos son: ${FILE_LIST}.`,
    ],
    [
      'a file with no extension',
      { name: 'LEEME', size: 1 },
      {},
      `«LEEME»: ${FORMAT}. El archivo no tiene extensión; los formatos permitidos son: ${FILE_LIST}.`,
    ],
  ])('%s', (_case, file, options, detail) => {
    const result = validateFiles([], [file], options);
    expect(result.details).toEqual([detail]);
    expect(result.rejected[0]?.detail).toBe(detail);
  });

  it('says how much the attachments already weigh when the total is passed', () => {
    const result = validateFiles([{ name: 'a.pdf', size: 25 * MB }], [{ name: 'b.pdf', size: 6 * MB }]);
    expect(result.details).toEqual([
      '«b.pdf»: *Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos. ' +
        'El archivo pesa 6 MB, los anexos ya suman 25 MB y el máximo total es 30 MB.',
    ]);
  });
});
