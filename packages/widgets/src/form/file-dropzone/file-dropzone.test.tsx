import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { acceptAttribute, FORM_LABELS, MESSAGES, PICKER_EXTENSIONS } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { FileDropzone, type FileDropzoneProps } from './file-dropzone.js';

afterEach(cleanup);

const MB = 1024 * 1024;

/** A file of `mb` megabytes without allocating them. */
function fakeFile(name: string, mb = 0.1): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: Math.round(mb * MB) });
  return file;
}

function setup(extra: Partial<FileDropzoneProps> = {}) {
  const seen: File[][] = [];
  const utils = render(<FileDropzone label="Anexos" onChange={(v) => seen.push(v)} {...extra} />);
  const zone = utils.container.querySelector('.sfc-dropzone__zone') as HTMLElement;
  const drop = (...files: File[]) => fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
  return { seen, zone, drop, ...utils };
}

const errorText = () => document.querySelector('.sfc-field__error')?.textContent || null;
const listed = () => Array.from(document.querySelectorAll('.sfc-dropzone__name')).map((n) => n.textContent);

describe('FileDropzone', () => {
  it('offers a keyboard-reachable "Seleccionar archivos" button that opens the picker', async () => {
    const { container } = setup();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', () => opened++);
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.chooseFiles }));
    expect(opened).toBe(1);
    expect(input.accept).toBe(acceptAttribute(PICKER_EXTENSIONS));
    expect(screen.getByRole('group', { name: 'Anexos' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  const FORMATS = 'pdf, jpg, jpeg, png, mp4, doc, docx, xls, xlsx, bmp, mp3, msg, csv';
  it.each([
    ['a supported file', [fakeFile('queja.pdf')], {}, ['queja.pdf'], null],
    ['a csv, which the picker allows', [fakeFile('datos.csv')], {}, ['datos.csv'], null],
    [
      'an unsupported type',
      [fakeFile('programa.exe')],
      {},
      [],
      `«programa.exe»: ${MESSAGES.fileFormatInvalid}. Los archivos .exe no se aceptan; los formatos permitidos son: ${FORMATS}.`,
    ],
    [
      'a file over the per-file limit',
      [fakeFile('foto.png', 3)],
      { maxFileMb: 2 },
      [],
      `«foto.png»: ${MESSAGES.fileFormatOrSizeInvalid(2)}. El archivo pesa 3 MB y el máximo por archivo es 2 MB.`,
    ],
    [
      'a wrong type with a per-file limit',
      [fakeFile('a.exe')],
      { maxFileMb: 2 },
      [],
      `«a.exe»: ${MESSAGES.fileFormatOrSizeInvalid(2)}. Los archivos .exe no se aceptan; los formatos permitidos son: ${FORMATS}.`,
    ],
    [
      'files past 30 MB in total',
      [fakeFile('a.pdf', 20), fakeFile('b.pdf', 11)],
      {},
      ['a.pdf'],
      `«b.pdf»: ${MESSAGES.filesTotalExceeded} El archivo pesa 11 MB, los anexos ya suman 20 MB y el máximo total es 30 MB.`,
    ],
    [
      'two files with a problem each, one line each',
      [fakeFile('a.exe'), fakeFile('b.pdf', 31)],
      {},
      [],
      `«a.exe»: ${MESSAGES.fileFormatInvalid}. Los archivos .exe no se aceptan; los formatos permitidos son: ${FORMATS}.\n` +
        `«b.pdf»: ${MESSAGES.filesTotalExceeded} El archivo pesa 31 MB y el máximo total de los anexos es 30 MB.`,
    ],
  ] as const)('dropping %s keeps %j and says %j', (_case, files, options, kept, message) => {
    const { drop } = setup(options);
    drop(...files);
    expect(listed()).toEqual(kept);
    expect(errorText()).toBe(message);
  });

  it('counts files already attached towards the 30 MB', () => {
    const { drop } = setup({ existing: [{ name: 'previo.pdf', size: 25 * MB }] });
    drop(fakeFile('nuevo.pdf', 6));
    expect(errorText()).toBe(
      `«nuevo.pdf»: ${MESSAGES.filesTotalExceeded} El archivo pesa 6 MB, los anexos ya suman 25 MB y el máximo total es 30 MB.`,
    );
  });

  it.each([
    ['x'.repeat(96) + '.pdf', 'x'.repeat(96) + '.pdf'],
    ['a'.repeat(120) + '.docx', 'a'.repeat(93) + 'aa.docx'],
  ])('lists %j as %j', (name, shown) => {
    const { drop } = setup();
    drop(fakeFile(name));
    expect(listed()).toEqual([shown]);
  });

  it('picks files with the file input too', () => {
    const { container, seen } = setup();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fakeFile('carta.docx')] } });
    expect(seen).toEqual([[expect.objectContaining({ name: 'carta.docx' })]]);
  });

  it('removes a file with its button and keeps focus in the list', () => {
    const { drop, seen } = setup();
    drop(fakeFile('uno.pdf'), fakeFile('dos.pdf'), fakeFile('tres.pdf'));
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.removeFile('dos.pdf') }));
    expect(listed()).toEqual(['uno.pdf', 'tres.pdf']);
    expect(seen.at(-1)?.map((f) => f.name)).toEqual(['uno.pdf', 'tres.pdf']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: FORM_LABELS.removeFile('tres.pdf') }),
    );
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.removeFile('tres.pdf') }));
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.removeFile('uno.pdf') }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: FORM_LABELS.chooseFiles }));
  });

  it('shows the drag state while files are over the zone', () => {
    const { zone } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.getAttribute('data-dragging')).toBeNull();
  });

  it('ignores drops when disabled', () => {
    const { drop, seen } = setup({ disabled: true });
    drop(fakeFile('a.pdf'));
    expect(seen).toEqual([]);
    expect(screen.getByRole('button', { name: FORM_LABELS.chooseFiles })).toHaveProperty('disabled', true);
  });
});
