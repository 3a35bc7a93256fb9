import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEDGER_TEXTS as T, formatDisplayDateTimeWithZone } from '@sfc/core';
import { type TreeHead } from '@sfc/core/ledger/verify';
import { Field } from '@sfc/widgets/form/field/field.js';
import { TextField } from '@sfc/widgets/form/text-field/text-field.js';
import '../ledger.css';
import { Notice } from '../../../components/notice.js';
import { useReceiptVerification, type ReceiptCheck } from '../hooks/use-receipt-verification.js';
import { readReceiptMarker } from '../receipt-marker.js';

const HASH = /^[0-9a-f]{64}$/;

/** What the receipt's own file said: its head is checked only while the typed data are still its own. */
interface FromFile {
  code: string;
  hash: string;
  printed: TreeHead;
}

function CheckResult({ check }: { check: ReceiptCheck }) {
  if (check.kind === 'failed') return <Notice kind="error">{check.message}</Notice>;
  const signedAt = formatDisplayDateTimeWithZone(new Date(check.sth.timestamp));
  return (
    <>
      <Notice kind="success">
        <p data-testid="ledger-verdict">{T.verified(formatDisplayDateTimeWithZone(check.recordedAt))}</p>
      </Notice>
      <h3>{T.checkedHeading}</h3>
      <ul className="check-list">
        <li>{T.checkedEntry}</li>
        <li>{T.checkedInclusion(check.sth.tree_size, signedAt)}</li>
        <li>{T.checkedSignature(check.sth.key_id)}</li>
        {check.printed ? <li>{T.checkedConsistency(check.printed.tree_size)}</li> : null}
      </ul>
    </>
  );
}

/**
 * `/verificar`: a filing receipt checked in the browser, from its PDF (the marker line read from
 * the bytes) or its typed code and hash (prefilled from the QR code's `?codigo=&hash=`). Shows
 * the verdict and what was checked; never a personal datum.
 */
export function VerifyReceiptScreen() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('codigo')?.trim() ?? '');
  const [hash, setHash] = useState(params.get('hash')?.trim().toLowerCase() ?? '');
  const [errors, setErrors] = useState<{ code?: string; hash?: string; file?: string }>({});
  const fromFile = useRef<FromFile | null>(null);
  const { state, run, fail } = useReceiptVerification();
  const fileId = useId();

  // Opened from a receipt's QR code: verify at once.
  useEffect(() => {
    if (code && HASH.test(hash)) run(code, hash, null);
    // Only the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const marker = await file
      .arrayBuffer()
      .then((buffer) => readReceiptMarker(new Uint8Array(buffer)))
      .catch(() => null);
    if (!marker) {
      fromFile.current = null;
      setErrors({ file: T.unreadable });
      fail(T.unreadable);
      return;
    }
    const printed = { tree_size: marker.treeSize, root_hash: marker.rootHash };
    fromFile.current = { code: marker.code, hash: marker.contentHash, printed };
    setCode(marker.code);
    setHash(marker.contentHash);
    setErrors({});
    run(marker.code, marker.contentHash, printed);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typedCode = code.trim();
    const typedHash = hash.trim().toLowerCase();
    const next = {
      code: typedCode ? undefined : T.codeRequired,
      hash: HASH.test(typedHash) ? undefined : T.hashInvalid,
    };
    setErrors(next);
    if (next.code || next.hash) return;
    const file = fromFile.current;
    const printed = file && file.code === typedCode && file.hash === typedHash ? file.printed : null;
    run(typedCode, typedHash, printed);
  }

  return (
    <div className="ledger-verify">
      <h1>{T.verifyTitle}</h1>
      <p className="lead">{T.verifyIntro}</p>
      <form className="card ledger-verify__form" onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend>{T.fileLegend}</legend>
          <Field id={fileId} label={T.fileLabel} hint={T.fileHint} error={errors.file}>
            <input
              id={fileId}
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={`${fileId}-hint ${fileId}-error`}
              aria-invalid={errors.file ? true : undefined}
              onChange={(event) => void onFile(event)}
            />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{T.typedLegend}</legend>
          <TextField
            label={T.codeLabel}
            name="codigo"
            value={code}
            onChange={setCode}
            error={errors.code}
            autoComplete="off"
            maxLength={40}
          />
          <TextField
            label={T.hashLabel}
            name="hash"
            value={hash}
            onChange={setHash}
            error={errors.hash}
            hint={T.hashHint}
            autoComplete="off"
            maxLength={64}
            className="ledger-verify__hash"
          />
        </fieldset>
        <button type="submit" className="sfc-button-link" disabled={state.status === 'verifying'}>
          {T.verifyAction}
        </button>
      </form>
      <div className="ledger-verify__result">
        {state.status === 'idle' ? null : <h2>{T.resultHeading}</h2>}
        {state.status === 'verifying' ? <p role="status">{T.verifying}</p> : null}
        {state.status === 'done' ? <CheckResult check={state.check} /> : null}
      </div>
      <p>
        <Link to="/transparencia/registro">{T.registerLink}</Link>
      </p>
    </div>
  );
}
