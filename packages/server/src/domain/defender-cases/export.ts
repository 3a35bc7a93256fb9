import { DEFENDER_CASE_TEXTS as T, csvLine } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { CaseCaller } from './repository.js';
import { listVocerias } from './vocerias.js';

/** Most rows one export carries (the list's filters narrow it). */
const EXPORT_LIMIT = 5000;

/**
 * The caller's vocerías with the list's filters, as CSV (UTF-8 with BOM so spreadsheets read the
 * accents; cells that look like formulas neutralised by core's csv helpers).
 */
export async function vocerias(db: Db, caller: CaseCaller, filters: { status?: string; search?: string }) {
  const { results } = await listVocerias(
    db,
    caller,
    { ...filters, page: 1, pageSize: EXPORT_LIMIT },
    new Date(),
  );
  const lines = [
    csvLine(['ID', T.colEntity, T.colConsumer, T.colSubject, T.colStatus, T.colDue, T.voceriaAnswer]),
    ...results.map((v) =>
      csvLine([v.id, v.entity.name, v.consumer, v.subject, v.status_name, v.due_day ?? '', v.answer ?? '']),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
