import { useState } from 'react';
import { MESSAGES, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { PreviewModal, type PreviewFile } from '@sfc/widgets/form/preview-modal/preview-modal.js';
import { useServices } from '../../../lib/services.js';
import { fetchDocumentUrl } from '../api/fetch-document-url.js';
import type { SupportRequest } from '../api/support-requests.js';

/** The request's attachment: its name and size, and "Ver archivo" opening the preview modal. */
export function SupportDocument({ document }: { document: NonNullable<SupportRequest['document']> }) {
  const { api } = useServices();
  const [file, setFile] = useState<PreviewFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const url = await fetchDocumentUrl(api, document.id_storage);
      setFile({ url, name: document.name, type: document.content_type });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        {document.name} ({Math.max(1, Math.round(document.size / 1024))} KB){' '}
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={busy}
          onClick={() => void open()}
        >
          {T.supportPreview}
        </button>
      </p>
      {failed ? <p role="alert">{MESSAGES.genericError}</p> : null}
      <PreviewModal open={file !== null} file={file} onClose={() => setFile(null)} />
    </>
  );
}
