import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EXPORT_DEFAULTS, FORM_LABELS, MESSAGES } from '@sfc/core';
import type * as XlsxModule from 'xlsx';
import { seriousViolations } from '../shared/axe.js';

// Records when SheetJS is first loaded, to prove the element loads it on export only.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('xlsx', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const { ExcelExport } = await import('./excel-export.js');
const XLSX = await vi.importActual<typeof XlsxModule>('xlsx');

afterEach(cleanup);

const ROWS = [
  { codigo: 'Q-1', entidad: 'Banco Andino', ciudad: 'Bogotá', dias: 3 },
  { codigo: 'Q-2', entidad: 'Fiduciaria Norte', ciudad: 'Medellín', dias: 12 },
];
const COLUMNS = [
  { key: 'codigo', header: 'Código' },
  { key: 'ciudad', header: 'Ciudad' },
  { key: 'dias', header: 'Días' },
];

async function exportWith(format: string | null, extra: Record<string, unknown> = {}) {
  const saved: Array<{ blob: Blob; name: string }> = [];
  render(
    <ExcelExport
      rows={ROWS}
      columns={COLUMNS}
      save={(blob, name) => saved.push({ blob, name })}
      {...extra}
    />,
  );
  if (format)
    fireEvent.change(screen.getByLabelText(FORM_LABELS.exportFormat), { target: { value: format } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.exportButton })));
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0]!;
}

describe('ExcelExport', () => {
  it('does not load SheetJS until the user exports', async () => {
    const { container } = render(<ExcelExport rows={ROWS} />);
    expect(loads.count).toBe(0);
    expect(screen.getByLabelText<HTMLSelectElement>(FORM_LABELS.exportFormat).value).toBe('xlsx');
    expect(
      Array.from(screen.getByLabelText<HTMLSelectElement>(FORM_LABELS.exportFormat).options).map(
        (o) => o.value,
      ),
    ).toEqual(['xlsx', 'xls', 'csv']);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each([
    [null, 'xlsx'],
    ['xls', 'xls'],
  ])('exports %s as %s with the default sheet name and the chosen columns', async (choice, type) => {
    const { blob, name } = await exportWith(choice);
    expect(loads.count).toBe(1);
    expect(name).toBe(`${EXPORT_DEFAULTS.sheetName}.${type}`);
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual([EXPORT_DEFAULTS.sheetName]);
    expect(XLSX.utils.sheet_to_json(book.Sheets[EXPORT_DEFAULTS.sheetName]!)).toEqual([
      { Código: 'Q-1', Ciudad: 'Bogotá', Días: 3 },
      { Código: 'Q-2', Ciudad: 'Medellín', Días: 12 },
    ]);
  });

  it('exports csv with a byte-order mark so Excel reads the accents', async () => {
    const { blob, name } = await exportWith('csv', { fileName: 'quejas-marzo' });
    expect(name).toBe('quejas-marzo.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Código,Ciudad,Días\nQ-1,Bogotá,3\nQ-2,Medellín,12',
    );
  });

  it('exports csv whose text cells never run as formulas, and whose numbers stay numbers', async () => {
    const rows = [
      { codigo: '=HYPERLINK("http://x")', ciudad: "=cmd|' /C calc'!A0", dias: -3 },
      { codigo: '@SUM(A1)', ciudad: '+57 300', dias: 0 },
    ];
    const { blob } = await exportWith('csv', { rows });
    const text = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3));
    expect(text.split('\n')).toEqual([
      'Código,Ciudad,Días',
      `"'=HYPERLINK(""http://x"")","'=cmd|' /C calc'!A0",-3`,
      `"'@SUM(A1)","'+57 300",0`,
    ]);
  });

  it('fetches the rows on export when given a function, and reports the result', async () => {
    const onExported = vi.fn();
    await exportWith(null, { rows: async () => ROWS.slice(0, 1), onExported, sheetName: 'Quejas' });
    expect(onExported).toHaveBeenCalledWith({ fileName: 'Quejas.xlsx', format: 'xlsx', rows: 1 });
  });

  it('says something went wrong when the rows cannot be had', async () => {
    render(
      <ExcelExport
        rows={() => Promise.reject(new Error('500'))}
        save={() => {
          throw new Error('not reached');
        }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.exportButton })));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.genericError);
    expect(screen.getByRole('button', { name: FORM_LABELS.exportButton })).toBeTruthy();
  });
});
