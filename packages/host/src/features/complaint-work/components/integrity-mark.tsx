import '../integrity-mark.css';
import { LEDGER_TEXTS as T, formatDisplayDateTimeWithZone } from '@sfc/core';
import { useComplaintIntegrity, type ComplaintIntegrity } from '../api/complaint-integrity.js';

const LABELS: Record<ComplaintIntegrity['status'], string> = {
  verificada: T.integrityVerified,
  alterada: T.integrityAltered,
  pendiente: T.integrityPending,
};

/** The mark itself, from a known answer (also what the stories show). */
export function IntegrityBadge({ integrity }: { integrity: ComplaintIntegrity }) {
  const status = LABELS[integrity.status] ? integrity.status : 'pendiente';
  const mismatch = integrity.first_mismatch;
  return (
    <p className={`case-integrity case-integrity--${status}`} data-testid="integrity-mark">
      <strong>{LABELS[status]}</strong>
      {status === 'alterada' && mismatch ? (
        <span>{T.integrityFirstMismatch(mismatch.seq, mismatch.kind)}</span>
      ) : null}
      <span>
        {integrity.checked_at
          ? T.integrityCheckedAt(formatDisplayDateTimeWithZone(integrity.checked_at))
          : T.integrityNeverChecked}
      </span>
    </p>
  );
}

/**
 * «Integridad verificada» (or «alterada», naming the first record that does not match, or
 * pending) on the case timeline, from the last run of the ledger verification. Nothing while it
 * loads or when the answer is not available to the caller.
 */
export function IntegrityMark({ complaintId }: { complaintId: number }) {
  const integrity = useComplaintIntegrity(complaintId);
  return integrity.data ? <IntegrityBadge integrity={integrity.data} /> : null;
}
