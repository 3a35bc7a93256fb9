import { useState, type FormEvent } from 'react';
import {
  CONSUMER_REQUEST_TEXTS as R,
  LIMITS,
  formatDisplayDateTimeWithZone,
  type ApiClient,
  type ApiResult,
} from '@sfc/core';
import { FileDropzone } from '../../form/file-dropzone/file-dropzone.js';
import { TextareaField } from '../../form/textarea-field/textarea-field.js';
import { errorText } from './action-error-text.js';
import { useKeyedLoad } from './use-keyed-load.js';

/** A request of information from the authority to the consumer (case-work-api.md `ConsumerRequest`). */
export interface ConsumerRequest {
  id: number;
  text: string;
  requested_at: string;
  requested_by: string | null;
  status: string;
  status_label: string;
  answer: {
    text: string;
    answered_at: string;
    documents?: Array<{ id_storage: number; name: string }>;
  } | null;
}

const path = (complaintId: number) => `/complaint_detail/${complaintId}/requests/`;

/** `GET /complaint_detail/{id}/requests/`: the requests on the consumer's own complaint. */
export function listConsumerRequests(api: ApiClient, complaintId: number) {
  return api.get<{ results: ConsumerRequest[] }>(path(complaintId));
}

/** `POST /complaint_detail/{id}/requests/{rid}/answer/` multipart: `text` and `file-N`. */
export function answerConsumerRequest(
  api: ApiClient,
  complaintId: number,
  requestId: number,
  text: string,
  files: readonly File[],
): Promise<ApiResult<ConsumerRequest>> {
  const body = new FormData();
  body.append('text', text);
  files.forEach((file, i) => body.append(`file-${i}`, file, file.name));
  return api.post<ConsumerRequest>(`${path(complaintId)}${requestId}/answer/`, body, {
    resumableUploads: true,
  });
}

/**
 * The authority's requests of information on one complaint, as its consumer sees them: each
 * question with who asked and when, and for an open one the answer form (text and files), which
 * resumes the complaint's term. Nothing is shown when there are none (or the server has none).
 */
export function ConsumerRequests({
  api,
  complaintId,
  headingLevel = 3,
  onAnswered,
}: {
  api: ApiClient;
  complaintId: number;
  headingLevel?: 2 | 3;
  onAnswered?: () => void;
}) {
  const { value, reload } = useKeyedLoad(String(complaintId), async () => {
    const result = await listConsumerRequests(api, complaintId);
    return result.ok ? result.data.results : [];
  });
  const Sub = headingLevel === 2 ? 'h2' : 'h3';
  if (!value || value.length === 0) return null;
  const open = value.some((r) => r.answer === null);
  return (
    <section aria-labelledby="sfc-detail-requests" className="sfc-detail__requests">
      <Sub id="sfc-detail-requests">{R.heading}</Sub>
      {open ? <p>{R.intro}</p> : null}
      <ul className="sfc-detail__request-list">
        {value.map((request) => (
          <li key={request.id} className="sfc-detail__request">
            <p className="sfc-detail__label">
              {R.askedBy(
                request.requested_by ?? R.defaultAsker,
                formatDisplayDateTimeWithZone(request.requested_at),
              )}
              {' — '}
              {request.status_label}
            </p>
            <p className="sfc-detail__text">{request.text}</p>
            {request.answer ? (
              <>
                <p className="sfc-detail__label">
                  {R.yourAnswer(formatDisplayDateTimeWithZone(request.answer.answered_at))}
                </p>
                <p className="sfc-detail__text">{request.answer.text}</p>
              </>
            ) : (
              <AnswerForm
                api={api}
                complaintId={complaintId}
                requestId={request.id}
                onAnswered={async () => {
                  await reload();
                  onAnswered?.();
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AnswerForm({
  api,
  complaintId,
  requestId,
  onAnswered,
}: {
  api: ApiClient;
  complaintId: number;
  requestId: number;
  onAnswered: () => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (text.trim() === '' || sending) return;
    setSending(true);
    const result = await answerConsumerRequest(api, complaintId, requestId, text.trim(), files);
    setSending(false);
    if (result.ok) {
      setError(null);
      setDone(R.sent);
      await onAnswered();
    } else setError(errorText(result));
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="sfc-action__form">
      {error ? (
        <p role="alert" className="sfc-tracking__error">
          {error}
        </p>
      ) : null}
      <p role="status">{done ?? ''}</p>
      <TextareaField
        label={R.answerLabel}
        id={`sfc-request-${requestId}-answer`}
        required
        value={text}
        onChange={setText}
        maxLength={5000}
        rows={4}
        showErrors={showErrors}
      />
      <FileDropzone
        label={R.filesLabel}
        maxFileMb={LIMITS.attachmentFileMaxMb}
        value={files}
        onChange={setFiles}
        showErrors={showErrors}
      />
      <p>
        <button type="submit" className="sfc-button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? R.sending : R.submit}
        </button>
      </p>
    </form>
  );
}
