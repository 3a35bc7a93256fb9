import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { COMPLAINT_SCREEN_TEXTS as T, LIMITS, MESSAGES, required, type ApiClient } from '@sfc/core';
import { DraftOffer, DraftStatus } from '../../form/draft-status/draft-status.js';
import { useDraft } from '../../form/draft-status/use-draft.js';
import { FileDropzone } from '../../form/file-dropzone/file-dropzone.js';
import { RadioGroup } from '../../form/radio-group/radio-group.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { TextareaField } from '../../form/textarea-field/textarea-field.js';
import {
  addAnnexes,
  escalateComplaint,
  fileReplica,
  getComplaint,
  rateComplaint,
  type ComplaintSummary,
} from './complaint-calls.js';
import { errorText } from './action-error-text.js';
import { CUSTOMER_COMPLAINT_LINKS, linkClick, type ComplaintLinks } from './complaint-links.js';
import { complaintTrackingStyles } from './complaint-tracking.styles.js';
import { useKeyedLoad } from './use-keyed-load.js';

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-complaint-tracking', complaintTrackingStyles],
] as const;

/** Props every action form takes. */
export interface ComplaintActionProps {
  api: ApiClient;
  /** The complaint's id or codigo_queja from the URL. */
  complaintId: string;
  links?: ComplaintLinks;
  onNavigate?: (href: string) => void;
  /** Called after the server accepted the action, with its message. */
  onDone?: (message: string, complaint: Pick<ComplaintSummary, 'id' | 'codigo_queja'>) => void;
}

type Load =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ComplaintSummary };

function useComplaint(api: ApiClient, complaintId: string): Load {
  const { value } = useKeyedLoad(complaintId, async (): Promise<Load> => {
    const result = await getComplaint(api, complaintId);
    if (result.ok) return { status: 'ready', data: result.data };
    return result.status === 404 ? { status: 'not-found' } : { status: 'error', message: result.message };
  });
  return value ?? { status: 'loading' };
}

/** The frame of an action form: loads the complaint (not-found for anyone else's), then renders `children`. */
function ActionFrame({
  api,
  complaintId,
  links = CUSTOMER_COMPLAINT_LINKS,
  onNavigate,
  children,
}: Omit<ComplaintActionProps, 'onDone'> & { children: (complaint: ComplaintSummary) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const load = useComplaint(api, complaintId);
  return (
    <div ref={ref} className="sfc-form sfc-tracking sfc-action">
      {load.status === 'loading' ? <p role="status">{T.loading}</p> : null}
      {load.status === 'not-found' ? (
        <p role="alert" className="sfc-tracking__error">
          {T.notFound}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <p role="alert" className="sfc-tracking__error">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' ? children(load.data) : null}
      <p>
        <a
          href={load.status === 'ready' ? links.detail(load.data) : links.tracking}
          onClick={linkClick(load.status === 'ready' ? links.detail(load.data) : links.tracking, onNavigate)}
        >
          {load.status === 'ready' ? T.detailTitle : T.backToTracking}
        </a>
      </p>
    </div>
  );
}

function SubmitRow({ sending, label }: { sending: boolean; label: string }) {
  return (
    <div className="sfc-action__submit">
      <button type="submit" className="sfc-button" disabled={sending} aria-disabled={sending || undefined}>
        {sending ? <span className="sfc-spinner" aria-hidden="true" /> : null}
        {sending ? T.sending : label}
      </button>
    </div>
  );
}

function Outcome({ error, done }: { error: string | null; done: string | null }) {
  if (done)
    return (
      <p role="status" className="sfc-tracking__notice sfc-tracking__notice--ok">
        {done}
      </p>
    );
  if (error)
    return (
      <p role="alert" className="sfc-tracking__notice sfc-tracking__notice--error">
        {error}
      </p>
    );
  return null;
}

/** Props of {@link ReasonForm}. */
export interface ReasonFormProps extends ComplaintActionProps {
  kind: 'replica' | 'escalate';
}

/**
 * Réplica (`POST /quejareplica/`) or escalation (`POST /quejaescalamiento/`): one required §5
 * textarea with the consumer's arguments.
 */
export function ReasonForm({ kind, onDone, ...frame }: ReasonFormProps) {
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const replica = kind === 'replica';
  const draft = useDraft<{ text: string }>({
    api: frame.api,
    form: replica ? 'complaint-replica' : 'complaint-escalation',
    objectId: frame.complaintId,
  });
  return (
    <ActionFrame {...frame}>
      {(complaint) => {
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setShowErrors(true);
          if (required(text) || sending) return;
          setSending(true);
          const call = replica ? fileReplica : escalateComplaint;
          const result = await call(frame.api, complaint.id, text);
          setSending(false);
          if (result.ok) {
            void draft.submitted();
            setDone(result.data.detail ?? '');
            setError(null);
            onDone?.(result.data.detail ?? '', complaint);
          } else setError(errorText(result));
        };
        return (
          <form noValidate onSubmit={submit} onBlur={draft.flush} className="sfc-action__form">
            <DraftOffer draft={draft} onContinue={(saved) => setText(saved.text ?? '')} />
            <p>
              {replica ? T.replicaIntro(complaint.codigo_queja) : T.escalateIntro(complaint.codigo_queja)}
            </p>
            <Outcome error={error} done={done} />
            <TextareaField
              label={replica ? T.replicaText : T.escalateText}
              required
              value={text}
              onChange={(value) => {
                setText(value);
                draft.change({ text: value });
              }}
              showErrors={showErrors}
            />
            {done ? null : <DraftStatus draft={draft} />}
            {done ? null : <SubmitRow sending={sending} label={T.sendAction} />}
          </form>
        );
      }}
    </ActionFrame>
  );
}

/** Props of {@link AnnexesForm}. */
export interface AnnexesFormProps extends ComplaintActionProps {
  /** Bytes already attached to the complaint (the route's `annexesSize`): they count towards 30 MB. */
  existingBytes: number;
}

/** New attachments (`POST /nuevos_anexos/`, `file-anexos-N`) with the §5 file rules and the 30 MB total. */
export function AnnexesForm({ existingBytes, onDone, ...frame }: AnnexesFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A new round after a success: a fresh picker, nothing touched, no "obligatorio" under the notice.
  const [round, setRound] = useState(0);
  const existing = existingBytes > 0 ? [{ name: 'anexos', size: existingBytes }] : [];
  return (
    <ActionFrame {...frame}>
      {(complaint) => {
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setShowErrors(true);
          if (files.length === 0 || sending) return;
          setSending(true);
          const result = await addAnnexes(frame.api, complaint.id, files);
          setSending(false);
          if (result.ok) {
            setDone(result.data.detail ?? '');
            setError(null);
            setFiles([]);
            setShowErrors(false);
            setRound((n) => n + 1);
            onDone?.(result.data.detail ?? '', complaint);
          } else setError(errorText(result));
        };
        return (
          <form noValidate onSubmit={submit} className="sfc-action__form">
            <p>{T.annexesIntro(complaint.codigo_queja)}</p>
            <Outcome error={error} done={done} />
            <FileDropzone
              key={round}
              label={T.annexesFiles}
              required
              maxFileMb={LIMITS.attachmentFileMaxMb}
              existing={existing}
              value={files}
              onChange={setFiles}
              showErrors={showErrors}
            />
            <SubmitRow sending={sending} label={T.annexesSubmit} />
          </form>
        );
      }}
    </ActionFrame>
  );
}

const RATING_OPTIONS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => ({
  value: LIMITS.ratingMin + i,
  label: String(LIMITS.ratingMin + i),
}));

/** The rating of a closed complaint (`POST /quejacalificacion/`): 1 to 5, required, and an optional comment. */
export function RatingForm({ onDone, ...frame }: ComplaintActionProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <ActionFrame {...frame}>
      {(complaint) => {
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setShowErrors(true);
          if (rating === null || sending) return;
          setSending(true);
          const result = await rateComplaint(frame.api, complaint.codigo_queja, rating, comment);
          setSending(false);
          if (result.ok) {
            setDone(result.data.detail ?? '');
            setError(null);
            onDone?.(result.data.detail ?? '', complaint);
          } else setError(errorText(result));
        };
        return (
          <form noValidate onSubmit={submit} className="sfc-action__form">
            <p>{T.calificationIntro(complaint.codigo_queja)}</p>
            <Outcome error={error} done={done} />
            <RadioGroup<number>
              label={T.ratingLabel}
              required
              inline
              options={RATING_OPTIONS}
              value={rating}
              onChange={setRating}
              showErrors={showErrors}
              error={showErrors && rating === null ? MESSAGES.required : null}
            />
            <TextareaField label={T.ratingComment} value={comment} onChange={setComment} rows={3} />
            {done ? null : <SubmitRow sending={sending} label={T.ratingSubmit} />}
          </form>
        );
      }}
    </ActionFrame>
  );
}
