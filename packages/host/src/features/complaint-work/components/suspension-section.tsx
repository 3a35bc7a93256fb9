import { useState } from 'react';
import { STAFF_COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT, type ComplaintRow, type TermSuspension } from '../api/complaint-work.js';
import { showDay } from './complaint-cells.js';
import { TableBox } from '../../../components/table-box.js';

/** Longest reason the server takes (migration 180). */
const REASON_MAX = 500;

interface SuspendValues {
  reason: string;
}

const SUSPEND_LABELS = { reason: T.suspensionReason };
const RESUME_LABELS = { reason: T.resumeNote };

/** Server fields the form holds; the others (`ids`: the complaint's state) are the form's message. */
const reasonField = (field: string) => (field === 'reason' ? ('reason' as const) : null);

/**
 * The suspension of the complaint's term: its past and current stops, and the form that
 * suspends a running term with a reason or resumes a suspended one (the `suspend` and `resume`
 * actions of the queue; each a complaint version).
 */
export function SuspensionSection({
  row,
  suspensions,
}: {
  row: ComplaintRow;
  suspensions: readonly TermSuspension[];
}) {
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const [done, setDone] = useState('');
  const suspendForm = usePortalForm<SuspendValues>({ defaultValues: { reason: '' } });
  const resumeForm = usePortalForm<SuspendValues>({ defaultValues: { reason: '' } });
  const open = suspensions.find((s) => s.to_day === null);
  const suspended = row.deadline.suspended || Boolean(open);

  async function send(action: 'suspend' | 'resume', values: SuspendValues): Promise<FormProblem | null> {
    const form = action === 'suspend' ? suspendForm : resumeForm;
    setDone('');
    try {
      await write.mutateAsync({
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: { action, ids: [row.id], reason: values.reason },
      });
      form.reset({ reason: '' });
      setDone(action === 'suspend' ? T.suspensionDone : T.resumeDone);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure, reasonField);
      throw error;
    }
  }

  return (
    <section aria-labelledby="complaint-suspension">
      <h2 id="complaint-suspension">{T.suspensionHeading}</h2>
      <p>{T.suspensionIntro}</p>
      {suspensions.length === 0 ? (
        <p>{T.suspensionNone}</p>
      ) : (
        <TableBox label={T.suspensionsCaption}>
          <table className="staff-table">
            <caption className="sfc-visually-hidden">{T.suspensionsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.suspensionFrom}</th>
                <th scope="col">{T.suspensionTo}</th>
                <th scope="col">{T.suspensionReason}</th>
                <th scope="col">{T.suspensionBy}</th>
              </tr>
            </thead>
            <tbody>
              {suspensions.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{showDay(s.from_day)}</th>
                  <td>{s.to_day === null ? T.suspensionOpen : showDay(s.to_day)}</td>
                  <td className="multiline-text">
                    {s.resume_note ? `${s.reason}\n${T.resumeNoteShown(s.resume_note)}` : s.reason}
                  </td>
                  <td>{[s.suspended_by, s.resumed_by].filter(Boolean).join(' / ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <p role="status">{done}</p>
      {row.deadline.status === 'answered' ? (
        <p>{T.suspensionClosed}</p>
      ) : suspended ? (
        <>
          {open ? (
            <p>
              {T.suspensionRunning} {showDay(open.from_day)}.
            </p>
          ) : null}
          <PortalForm
            form={resumeForm}
            onValid={(values) => send('resume', values)}
            labels={RESUME_LABELS}
            className="sfc-form portal-form"
          >
            <FormTextarea name="reason" id="resume-note" label={T.resumeNote} maxLength={REASON_MAX} />
            <div className="form-actions">
              <SubmitButton busy={write.isPending} busyLabel={T.saving}>
                {T.resumeSubmit}
              </SubmitButton>
            </div>
          </PortalForm>
        </>
      ) : (
        <PortalForm
          form={suspendForm}
          onValid={(values) => send('suspend', values)}
          labels={SUSPEND_LABELS}
          className="sfc-form portal-form"
        >
          <FormTextarea
            name="reason"
            // The state form's field is `reason` too: ids must differ on one page.
            id="suspension-reason"
            label={T.suspensionReason}
            hint={T.suspensionReasonHint}
            required
            maxLength={REASON_MAX}
          />
          <div className="form-actions">
            <SubmitButton busy={write.isPending} busyLabel={T.saving}>
              {T.suspensionSubmit}
            </SubmitButton>
          </div>
        </PortalForm>
      )}
    </section>
  );
}
