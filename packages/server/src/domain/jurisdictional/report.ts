import { JURISDICTIONAL_TEXTS as J } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { SqlFilter } from '../staff-admin/listing.js';
import { requestPage } from './requests.js';

/** Rows the consolidated report holds at most (the Delegatura files a few thousand a year). */
export const REPORT_MAX_ROWS = 50_000;

/**
 * The consolidated report of requests (xlsx): one row per request with its parties, amount,
 * cuantía, status and classification, and a summary sheet counting them by status and cuantía.
 */
export async function solipReport(db: Db, filter: SqlFilter): Promise<Buffer> {
  const rows = await requestPage(db, filter, 'ORDER BY r.id', REPORT_MAX_ROWS, 0);
  const XLSX = await import('xlsx');
  const header = [
    J.radicado,
    J.type,
    J.status,
    J.filedOn,
    J.claimant,
    J.defendant,
    J.complaint,
    J.amount,
    J.cuantia,
    J.proposal,
    J.classifyAnalysis,
    J.annexes,
  ];
  const data = rows.map((r) => [
    r.radicado,
    r.solicitude_type.name,
    r.status.name,
    r.filed_on,
    r.claimant_name,
    r.entity.name,
    r.complaint_code ?? '',
    r.amount,
    r.cuantia_label,
    r.proposed_analysis?.name ?? '',
    r.analysis_type?.name ?? '',
    r.annexes_count,
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...data]), 'Solicitudes');
  const summary = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.status.name}\u0000${r.cuantia_label}`;
    summary.set(key, (summary.get(key) ?? 0) + 1);
  }
  const summaryRows = [...summary.entries()]
    .map(([key, n]) => [...key.split('\u0000'), n])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'es'));
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      [J.status, J.cuantia, 'Solicitudes'],
      ...summaryRows,
      ['Total', '', rows.length],
    ]),
    'Resumen',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
