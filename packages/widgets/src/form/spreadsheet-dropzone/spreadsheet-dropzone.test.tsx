import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { acceptAttribute, MESSAGES, SPREADSHEET_EXTENSIONS } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { SpreadsheetDropzone } from './spreadsheet-dropzone.js';

afterEach(cleanup);

describe('SpreadsheetDropzone', () => {
  it.each([
    ['datos.csv', null],
    ['datos.xls', null],
    ['datos.XLSX', null],
    [
      'datos.pdf',
      `«datos.pdf»: ${MESSAGES.fileFormatInvalid}. Los archivos .pdf no se aceptan; los formatos permitidos son: csv, xls, xlsx.`,
    ],
    [
      'datos.ods',
      `«datos.ods»: ${MESSAGES.fileFormatInvalid}. Los archivos .ods no se aceptan; los formatos permitidos son: csv, xls, xlsx.`,
    ],
  ])('dropping %j says %j', (name, message) => {
    const { container } = render(<SpreadsheetDropzone label="Cargue masivo" />);
    fireEvent.drop(container.querySelector('.sfc-dropzone__zone')!, {
      dataTransfer: { files: [new File(['a;b'], name)] },
    });
    expect(container.querySelector('.sfc-field__error')?.textContent || null).toBe(message);
    expect(container.querySelectorAll('.sfc-dropzone__file')).toHaveLength(message ? 0 : 1);
  });

  it('offers only spreadsheets in the picker and keeps one file', async () => {
    const { container } = render(<SpreadsheetDropzone label="Cargue masivo" />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe(acceptAttribute(SPREADSHEET_EXTENSIONS));
    expect(input.multiple).toBe(false);
    const zone = container.querySelector('.sfc-dropzone__zone')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['1'], 'a.csv')] } });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['2'], 'b.csv')] } });
    expect(Array.from(container.querySelectorAll('.sfc-dropzone__name')).map((n) => n.textContent)).toEqual([
      'b.csv',
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
