import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS, QUALITY_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { EditRecord } from '../../../components/staff-list/edit-record.js';
import { useApiWrite } from '../../../lib/server-state/index.js';
import {
  DUPLICATES_ENDPOINT,
  duplicatePath,
  type DuplicateDetail,
  type TextSegment,
} from '../api/duplicates.js';

/** One complaint's text with the passages both texts share in `<mark>`. */
function MarkedText({ segments }: { segments: TextSegment[] }) {
  return (
    <p className="complaint-text">
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </p>
  );
}

function Side({
  headingId,
  heading,
  complaint,
}: {
  headingId: string;
  heading: string;
  complaint: DuplicateDetail['complaint'];
}) {
  return (
    <section className="duplicate-pair__side" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>
        {complaint.fecha_creacion ? T.filedOn(formatDisplayDateTime(complaint.fecha_creacion)) : null}
        {' · '}
        <Link
          to={`${PATHS.dashboard}/complaints/management/detail/${encodeURIComponent(complaint.codigo_queja)}`}
        >
          {complaint.codigo_queja}
        </Link>
      </p>
      <MarkedText segments={complaint.segments} />
    </section>
  );
}

function PairView({ pair }: { pair: DuplicateDetail }) {
  const write = useApiWrite<DuplicateDetail>([DUPLICATES_ENDPOINT]);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const decide = (status: 'confirmed' | 'dismissed') =>
    write.mutate(
      { method: 'PUT', path: duplicatePath(pair.id), body: { status } },
      {
        onSuccess: () =>
          setNotice({
            kind: 'success',
            text:
              status === 'confirmed'
                ? T.confirmedNotice(pair.complaint.codigo_queja, pair.original.codigo_queja)
                : T.dismissedNotice(pair.complaint.codigo_queja),
          }),
        onError: (error) => setNotice({ kind: 'error', text: error.failure.message }),
      },
    );
  return (
    <>
      <p>
        {pair.consumer.name} ({pair.consumer.numero_id_cf ?? ''}) · {pair.entity.name}
      </p>
      <p>
        <strong data-testid="duplicate-score">{T.scoreText(pair.score)}</strong>. {T.matchesHint}
      </p>
      <p>
        {T.duplicateColumns.status}: <strong>{pair.status_label}</strong>
        {pair.decided_by && pair.decided_at
          ? ` · ${T.decidedBy(pair.status_label, pair.decided_by, formatDisplayDateTime(pair.decided_at))}`
          : null}
      </p>
      <div className="duplicate-pair">
        <Side
          headingId="later-heading"
          heading={T.laterComplaint(pair.complaint.codigo_queja)}
          complaint={pair.complaint}
        />
        <Side
          headingId="original-heading"
          heading={T.originalComplaint(pair.original.codigo_queja)}
          complaint={pair.original}
        />
      </div>
      <div aria-live="polite">
        {notice ? (
          <Notice kind={notice.kind}>
            <p>{notice.text}</p>
          </Notice>
        ) : null}
      </div>
      {pair.status === 'pending' ? (
        <div className="form-actions">
          <button
            type="button"
            className="sfc-button-link"
            disabled={write.isPending}
            onClick={() => decide('confirmed')}
          >
            {T.confirmDuplicate}
          </button>
          <button
            type="button"
            className="sfc-button-link sfc-button-link--secondary"
            disabled={write.isPending}
            onClick={() => decide('dismissed')}
          >
            {T.dismissDuplicate}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** `/dashboard/complaints/duplicate_complaints/management/details?id=`: the evidence and the decision. */
export function DuplicateDetailScreen() {
  return (
    <>
      <h1>{T.detailTitle}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/complaints/duplicate_complaints/management`}>{T.duplicatesTitle}</Link>
      </p>
      <EditRecord<DuplicateDetail> path={duplicatePath}>{(pair) => <PairView pair={pair} />}</EditRecord>
    </>
  );
}
