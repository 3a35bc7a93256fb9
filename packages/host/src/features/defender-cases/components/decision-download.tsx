import { useState } from 'react';
import { DEFENDER_CASE_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useServices } from '../../../lib/services.js';

/** «Descargar la decisión (PDF)»: fetches the signed PDF and saves it under its file name. */
export function DecisionDownload({ path, code }: { path: string; code: string }) {
  const { api } = useServices();
  const [failed, setFailed] = useState<string | null>(null);
  async function download() {
    setFailed(null);
    const result = await api.get<Blob>(path, { responseType: 'blob' });
    if (!result.ok) {
      setFailed(result.message);
      return;
    }
    const url = URL.createObjectURL(result.data);
    const a = document.createElement('a');
    a.href = url;
    a.download = `decision-defensor-${code}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <>
      <button type="button" className="sfc-button sfc-button--secondary" onClick={() => void download()}>
        {T.downloadDecision}
      </button>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
    </>
  );
}
