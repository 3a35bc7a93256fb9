import { DEFENDER_CASE_OUTCOMES, DEFENDER_CASE_TEXTS as T, formatDisplayDateTime } from '../../core.js';
import { openPdf } from '../annual-reports/report-pdf.js';
import type { CaseRow } from './repository.js';

/** The file name the decision downloads as. */
export function decisionFileName(code: string): string {
  return `decision-defensor-${code}.pdf`;
}

/**
 * The defender's reasoned decision as a PDF both parties download: the complaint, the sense of
 * the decision and its reasons, in the annual report's PDF machinery (pdf-lib, DejaVu Sans).
 */
export async function decisionPdf(c: CaseRow, defenderName: string): Promise<Buffer> {
  const title = T.pdfTitle(c.codigo_queja);
  const { doc, w } = await openPdf(title, defenderName);
  w.text(title, { size: 16, bold: true, gap: 8 });
  w.text(`${T.pdfEntity}: ${c.entity_name}`);
  w.text(`${T.pdfConsumer}: ${c.consumer_name}`);
  if (c.decided_at) w.text(`${T.pdfDate}: ${formatDisplayDateTime(c.decided_at)}`);
  w.text(`${T.pdfOutcome}: ${c.outcome ? DEFENDER_CASE_OUTCOMES[c.outcome] : '—'}`, { bold: true, gap: 10 });
  w.text(T.pdfFacts, { size: 13, bold: true, gap: 4 });
  w.text(c.texto_queja, { gap: 10 });
  w.text(T.pdfReasons, { size: 13, bold: true, gap: 4 });
  w.text(c.decision_text ?? '—', { gap: 10 });
  w.text(T.pdfBinding, { size: 9 });
  w.text(defenderName, { bold: true });
  return Buffer.from(await doc.save());
}
