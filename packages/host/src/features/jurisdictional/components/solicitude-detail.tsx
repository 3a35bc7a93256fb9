import { useState, type FormEvent } from 'react';
import {
  JURISDICTIONAL_TEXTS as J,
  MESSAGES,
  STAFF_WORKSPACE_TEXTS as T,
  describeFailure,
  formatDisplayDateTime,
  type SolipAnnex,
  type Solicitude,
  formatDisplayDate,
} from '@sfc/core';
import { PreviewModal, type PreviewFile } from '@sfc/widgets/form/preview-modal/preview-modal.js';
import { Notice } from '../../../components/notice.js';
import { JurisdictionalNav } from './jurisdictional-nav.js';
import { FlashNotice } from '../../../components/staff-list/flash-notice.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, useApiRecord, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import {
  RETRY_PATH,
  SOLICITUDES_ENDPOINT,
  classifyPath,
  fetchAnnexUrl,
  pesos,
  solicitudePath,
  updatePath,
  useStatusOptions,
} from '../api/solicitudes.js';
import { TableBox } from '../../../components/table-box.js';

type Mode = 'classify' | 'manage';

/** The fields this screen sends, by the names the server gives its problems. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  analysis_type: J.classifyAnalysis,
  note: J.classifyNote,
  status: J.status,
  annexes: J.annexes,
  annex_id: J.annexes,
  file: J.annexFile,
  solicitude_id: J.requestCrumb,
};

function failureText(error: unknown): string {
  return error instanceof ApiCallError ? describeFailure(error.failure, FIELD_LABELS) : MESSAGES.genericError;
}

/** One annex row: its file (previewed), status, and the actions its status allows. */
function AnnexRow({
  annex,
  solicitude,
  onDone,
}: {
  annex: SolipAnnex;
  solicitude: Solicitude;
  onDone: (text: string) => void;
}) {
  const { api } = useServices();
  const statuses = useStatusOptions('/jurisdiccional-servi/annexes-status').filter(
    (s) => Number(s.value) <= 4,
  );
  const write = useApiWrite<Solicitude>([SOLICITUDES_ENDPOINT]);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [problem, setProblem] = useState('');
  const kind = annex.kind.name;

  const open = async () => {
    try {
      setPreview({
        url: await fetchAnnexUrl(api, annex.id),
        name: annex.file?.name ?? annex.file_name,
        type: annex.file?.content_type ?? '',
      });
    } catch {
      setProblem(MESSAGES.genericError);
    }
  };
  const setStatus = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setProblem('');
    try {
      await write.mutateAsync({
        method: 'PATCH',
        path: updatePath(solicitude.id),
        body: {
          annexes: [
            { id: annex.id, status: Number(data.get('status')), note: String(data.get('note') ?? '') },
          ],
        },
      });
      onDone(J.annexStatusSaved);
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  const retry = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const file = input.files?.[0];
    setProblem('');
    if (!file) {
      setProblem(J.fileRequired);
      return;
    }
    const body = new FormData();
    body.append('annex_id', String(annex.id));
    body.append('file', file, file.name);
    try {
      await write.mutateAsync({ method: 'POST', path: RETRY_PATH, body });
      onDone(J.annexRetried);
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  return (
    <tr>
      <th scope="row">{kind}</th>
      <td>
        {annex.file ? (
          <>
            {annex.file.name}{' '}
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              aria-label={`${J.annexPreview} ${kind}`}
              onClick={() => void open()}
            >
              {J.annexPreview}
            </button>
          </>
        ) : (
          annex.file_name
        )}
        {annex.error ? <p className="field-error">{annex.error}</p> : null}
      </td>
      <td>{annex.status.name}</td>
      <td>{annex.note}</td>
      <td>
        {solicitude.read_only ? null : annex.file && !annex.retryable ? (
          <form
            className="inline-form"
            onSubmit={(e) => void setStatus(e)}
            aria-label={`${J.annexSetStatus}: ${kind}`}
          >
            <label>
              {J.annexStatus}
              <select name="status" defaultValue={String(annex.status.id)}>
                {statuses.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {J.annexNote}
              <input name="note" type="text" maxLength={1000} defaultValue={annex.note} />
            </label>
            <button
              type="submit"
              className="sfc-button-link sfc-button-link--secondary"
              disabled={write.isPending}
            >
              {J.annexSetStatus}
            </button>
          </form>
        ) : null}
        {annex.retryable && !solicitude.read_only ? (
          <form
            className="inline-form"
            onSubmit={(e) => void retry(e)}
            aria-label={`${J.annexRetry}: ${kind}`}
          >
            <label>
              {J.annexRetryFile(kind)}
              <input name="file" type="file" accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx" />
            </label>
            <button type="submit" className="sfc-button-link" disabled={write.isPending}>
              {J.annexRetry}
            </button>
          </form>
        ) : null}
        {problem ? <p role="alert">{problem}</p> : null}
        <PreviewModal open={preview !== null} file={preview} onClose={() => setPreview(null)} />
      </td>
    </tr>
  );
}

/** Confirms or corrects the proposed classification (`update-classification`). */
function ClassificationForm({
  solicitude,
  onDone,
}: {
  solicitude: Solicitude;
  onDone: (text: string) => void;
}) {
  const analysis = useOptionsQuery('/jurisdiccional-servi/analysis-types');
  const write = useApiWrite<Solicitude>([SOLICITUDES_ENDPOINT]);
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setProblem('');
    try {
      await write.mutateAsync({
        method: 'PUT',
        path: classifyPath(solicitude.id),
        body: { analysis_type: Number(data.get('analysis_type')), note: String(data.get('note') ?? '') },
      });
      onDone(J.classified);
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  return (
    <section aria-labelledby="classify-title">
      <h2 id="classify-title">{J.classify}</h2>
      <form className="plain-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="analysis_type">{J.classifyAnalysis}</label>
        <select
          id="analysis_type"
          name="analysis_type"
          defaultValue={String(solicitude.prevalidation.proposed.id)}
          key={analysis.length}
        >
          {analysis.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
        <label htmlFor="classification_note">{J.classifyNote}</label>
        <textarea id="classification_note" name="note" rows={3} maxLength={1000} />
        <div className="form-actions">
          <button type="submit" className="sfc-button-link" disabled={write.isPending}>
            {J.confirm}
          </button>
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
    </section>
  );
}

/** Changes the status of a classified request (`update-solicitude`). */
function StatusForm({ solicitude, onDone }: { solicitude: Solicitude; onDone: (text: string) => void }) {
  // Only the moves the server accepts from the current status.
  const statuses = solicitude.next_statuses.map((s) => ({ value: String(s.id), label: s.name }));
  const write = useApiWrite<Solicitude>([SOLICITUDES_ENDPOINT]);
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    try {
      await write.mutateAsync({
        method: 'PATCH',
        path: updatePath(solicitude.id),
        body: { status: Number(new FormData(event.currentTarget).get('status')) },
      });
      onDone(J.statusSaved);
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  return (
    <section aria-labelledby="status-title" className="no-print">
      <h2 id="status-title">{J.changeStatus}</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="new-status">{J.status}</label>
        <select id="new-status" name="status">
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="submit" className="sfc-button-link" disabled={write.isPending}>
          {J.changeStatus}
        </button>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
    </section>
  );
}

/**
 * One request: parties, claim, amount and cuantía, annexes (preview, status, retry),
 * pre-validation and history. `classify` adds the classification form
 * (`fco/clasification-demand/{id}`); `manage` the status form and the print button
 * (`fco/solicitude/{id}`, printable).
 */
export function SolicitudeDetail({ id, mode }: { id: string; mode: Mode }) {
  const record = useApiRecord<Solicitude>(solicitudePath(id));
  const [done, setDone] = useState('');
  const s = record.data;
  if (record.isError) {
    return (
      <>
        <h1>{J.printTitle}</h1>
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      </>
    );
  }
  if (!s) return <p role="status">{T.listLoading}</p>;
  return (
    <article className="solicitude">
      <h1>{J.requestTitle(s.radicado)}</h1>
      <JurisdictionalNav />
      {mode === 'manage' ? (
        <p className="no-print">
          <button
            type="button"
            className="sfc-button-link sfc-button-link--secondary"
            onClick={() => window.print()}
          >
            {J.print}
          </button>
        </p>
      ) : null}
      <FlashNotice />
      <p role="status">{done}</p>
      <dl className="data-list">
        <div>
          <dt>{J.type}</dt>
          <dd>{s.solicitude_type.name}</dd>
        </div>
        <div>
          <dt>{J.status}</dt>
          <dd>{s.status.name}</dd>
        </div>
        <div>
          <dt>{J.filedOn}</dt>
          <dd>{formatDisplayDate(s.filed_on)}</dd>
        </div>
        <div>
          <dt>{J.complaint}</dt>
          <dd>{s.complaint_code ?? '—'}</dd>
        </div>
      </dl>
      <h2>{J.parties}</h2>
      <dl className="data-list">
        <div>
          <dt>{J.claimant}</dt>
          <dd>
            {s.claimant.name}
            {s.claimant.id_type ? ` · ${s.claimant.id_type.name} ${s.claimant.id_number}` : ''}
            {s.claimant.email ? ` · ${s.claimant.email}` : ''}
          </dd>
        </div>
        {s.attorney ? (
          <div>
            <dt>{J.attorneyName}</dt>
            <dd>
              {s.attorney.name} · {s.attorney.card}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{J.defendant}</dt>
          <dd>{s.entity.name}</dd>
        </div>
      </dl>
      <h2>{J.claim}</h2>
      {s.facts ? <p className="preserve-lines">{s.facts}</p> : null}
      <p className="preserve-lines">{s.claim}</p>
      <dl className="data-list">
        <div>
          <dt>{J.amount}</dt>
          <dd>{pesos(s.amount)}</dd>
        </div>
        <div>
          <dt>{J.cuantia}</dt>
          <dd>
            {s.cuantia_detail.label ? <strong>{s.cuantia_detail.label}</strong> : null}{' '}
            {s.cuantia_detail.detail}
          </dd>
        </div>
      </dl>

      <h2 id="annexes-title">{J.annexes}</h2>
      {s.annexes.length === 0 ? (
        <p>{J.annexNone}</p>
      ) : (
        <TableBox label={J.annexes}>
          <table className="staff-table" aria-labelledby="annexes-title">
            <thead>
              <tr>
                <th scope="col">{J.annexKind}</th>
                <th scope="col">{J.annexFile}</th>
                <th scope="col">{J.annexStatus}</th>
                <th scope="col">{J.annexNote}</th>
                <th scope="col" className="no-print">
                  {J.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.annexes.map((a) => (
                <AnnexRow
                  key={`${a.id}-${String(a.status.id)}-${a.attempts}`}
                  annex={a}
                  solicitude={s}
                  onDone={setDone}
                />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}

      <h2 id="prevalidation-title">{J.prevalidation}</h2>
      <ul aria-labelledby="prevalidation-title">
        {s.prevalidation.rules.map((r) => (
          <li key={r.code}>
            <strong>{r.label}:</strong> {r.passed ? J.rulePassed : J.ruleFailed}. {r.detail}
          </li>
        ))}
      </ul>
      <p>
        {J.proposal}: <strong>{s.prevalidation.proposed.name}</strong>
      </p>
      {s.analysis_type ? (
        <>
          <p>{J.classifiedAs(s.analysis_type.name, s.mlvalidate_type?.name ?? '')}</p>
          {s.classification_note ? (
            <dl className="data-list">
              <div>
                <dt>{J.classifyNote}</dt>
                <dd className="preserve-lines">{s.classification_note}</dd>
              </div>
            </dl>
          ) : null}
        </>
      ) : mode === 'classify' ? (
        <ClassificationForm key={String(s.prevalidation.proposed.id)} solicitude={s} onDone={setDone} />
      ) : null}
      {s.read_only ? (
        <p>{J.requestFinished(s.status.name)}</p>
      ) : mode === 'manage' && s.next_statuses.length > 0 ? (
        <StatusForm solicitude={s} onDone={setDone} />
      ) : null}

      <h2 id="history-title">{J.history}</h2>
      <div className="staff-table__scroll" tabIndex={0} role="region" aria-labelledby="history-title">
        <table className="staff-table" aria-labelledby="history-title">
          <thead>
            <tr>
              <th scope="col">{J.historyWhen}</th>
              <th scope="col">{J.historyWhat}</th>
              <th scope="col">{J.historyWho}</th>
            </tr>
          </thead>
          <tbody>
            {s.history.map((h) => (
              <tr key={h.id}>
                <td>{h.created_at === null ? '' : formatDisplayDateTime(h.created_at)}</td>
                <td>
                  {h.label}
                  {h.detail ? `: ${h.detail}` : ''}
                </td>
                <td>{h.user ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
