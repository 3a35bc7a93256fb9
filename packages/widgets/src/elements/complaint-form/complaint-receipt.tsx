import { useEffect, useState } from 'react';
import {
  COMPLAINT_RECEIPT_TEXTS as R,
  COMPLAINT_SCREEN_TEXTS as T,
  formatDisplayDate,
  formatDisplayDateTimeWithZone,
  type ApiClient,
} from '@sfc/core';
import { saveBlob } from '../../form/shared/save-file.js';
import { getComplaint, stateLabel, type ComplaintSummary } from '../complaint-tracking/complaint-calls.js';

/** The filed complaint as the receipt reads it back (`GET /queja/{id}/`), with its deadline. */
export type ReceiptComplaint = ComplaintSummary & { plazo_respuesta?: string | null };

/** What the receipt shows: the code at once, the rest once the complaint is read back. */
export type ReceiptLoad =
  { status: 'loading' } | { status: 'ready'; complaint: ReceiptComplaint } | { status: 'unavailable' };

/** Reads the filed complaint back for its receipt. */
export function useReceiptComplaint(api: ApiClient, id: number): ReceiptLoad {
  const [loaded, setLoaded] = useState<ReceiptLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void getComplaint(api, id).then((result) => {
      if (current)
        setLoaded(result.ok ? { status: 'ready', complaint: result.data } : { status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [api, id]);
  return loaded;
}

/** The receipt's rows, label and value, in the order the portal's receipt shows them. */
export function receiptRows(code: string, complaint: ReceiptComplaint | null): Array<[string, string]> {
  if (!complaint) return [[R.code, code]];
  const deadline = complaint.plazo_respuesta ? formatDisplayDate(complaint.plazo_respuesta) : '';
  return [
    [R.code, code],
    [R.entity, complaint.entidad_nombre || T.emptyValue],
    [R.product, complaint.producto_nombre || T.emptyValue],
    [
      R.filedAt,
      complaint.fecha_creacion ? formatDisplayDateTimeWithZone(complaint.fecha_creacion) : T.emptyValue,
    ],
    [R.state, stateLabel(complaint)],
    ...(deadline ? [[R.responseTerm, R.responseTermValue(deadline)] as [string, string]] : []),
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The receipt as a page of its own (Spanish, printable, no scripts): what «Descargar constancia»
 * saves and «Imprimir constancia» prints, so the embedding page's content is never printed with it.
 */
export function receiptDocument(code: string, complaint: ReceiptComplaint | null): string {
  const rows = receiptRows(code, complaint)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(
    `${R.receiptHeading} ${code}`,
  )}</title><style>body{font-family:system-ui,sans-serif;color:#111;margin:2rem;line-height:1.5}dt{font-weight:700;margin-top:.75rem}dd{margin:0}</style></head><body><p>${escapeHtml(
    R.printedFrom,
  )}</p><h1>${escapeHtml(R.receiptHeading)}</h1><dl>${rows}</dl></body></html>`;
}

/** Prints `html` from a hidden frame: only the receipt comes out, not the page around the element. */
function printDocument(html: string, doc: Document = document): void {
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-9999px';
  frame.srcdoc = html;
  frame.addEventListener('load', () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  });
  doc.body.append(frame);
}

/**
 * The filing receipt inside an element, as the portal's receipt page has it: code, entity,
 * product, date and time of filing, state and the entity's deadline, with «Imprimir constancia»
 * and «Descargar constancia» (an HTML page named after the code).
 */
export function ComplaintReceipt({ code, load }: { code: string; load: ReceiptLoad }) {
  const complaint = load.status === 'ready' ? load.complaint : null;
  const rows = receiptRows(code, complaint);
  const html = () => receiptDocument(code, complaint);
  return (
    <div className="sfc-receipt" part="receipt">
      <h3>{R.receiptHeading}</h3>
      <dl className="sfc-receipt__data">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {label === R.code ? (
                <strong className="sfc-filed__code" part="complaint-code">
                  {value}
                </strong>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {load.status === 'loading' ? <p role="status">{R.loadingDetails}</p> : null}
      {load.status === 'unavailable' ? <p role="alert">{R.detailsUnavailable}</p> : null}
      <div className="form-actions">
        <button
          type="button"
          className="sfc-button sfc-button--secondary"
          onClick={() => printDocument(html())}
        >
          {R.print}
        </button>
        <button
          type="button"
          className="sfc-button sfc-button--secondary"
          onClick={() =>
            saveBlob(new Blob([html()], { type: 'text/html;charset=utf-8' }), R.downloadFileName(code))
          }
        >
          {R.download}
        </button>
      </div>
    </div>
  );
}
