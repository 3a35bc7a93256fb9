import { useState } from 'react';
import { LEDGER_TEXTS as T } from '@sfc/core';
import { saveBlob } from '@sfc/widgets/form/shared/save-file.js';
import { useServices } from '../lib/services.js';
import { Notice } from './notice.js';

/** `GET /queja/{id}/constancia/`: the filing receipt PDF of a complaint (its consumer, or staff who may see it). */
export const receiptPdfPath = (id: number | string) => `/queja/${encodeURIComponent(String(id))}/constancia/`;

/**
 * «Descargar constancia»: fetches the «Constancia de radicación» PDF with the session and saves it
 * (named after the complaint's code when known); a refusal is shown beside the button.
 */
export function ReceiptDownload({ complaintId, code }: { complaintId: number | string; code?: string }) {
  const { api } = useServices();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download() {
    setFailure(null);
    setBusy(true);
    const result = await api.get<Blob>(receiptPdfPath(complaintId), { responseType: 'blob' });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    saveBlob(result.data, T.receiptFileName(code ?? String(complaintId)));
  }
  return (
    <div className="receipt-download">
      <button
        type="button"
        className="sfc-button-link sfc-button-link--secondary"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void download()}
      >
        {T.downloadReceipt}
      </button>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
    </div>
  );
}
