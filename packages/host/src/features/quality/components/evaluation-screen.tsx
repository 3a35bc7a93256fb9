import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  PATHS,
  QUALITY_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@sfc/core';
import {
  applyServerFailure,
  FormRadioGroup,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  evaluationPath,
  sampleComplaintPath,
  SAMPLES_ENDPOINT,
  type SampleComplaint,
} from '../api/samples.js';
import { evaluationRoute } from './sample-detail.js';

const VERDICTS = Object.entries(T.verdicts).map(([value, label]) => ({ value, label }));

interface EvaluationValues {
  verdict: string | number | null;
  comment: string;
}

function EvaluationForm({ complaint, criterionId }: { complaint: SampleComplaint; criterionId: number }) {
  const evaluation = complaint.evaluations.find((e) => e.criterion.id === criterionId)!;
  const write = useApiWrite<SampleComplaint>([SAMPLES_ENDPOINT]);
  const [said, setSaid] = useState('');
  const form = usePortalForm<EvaluationValues>({
    defaultValues: { verdict: evaluation.verdict, comment: evaluation.comment },
  });
  const draft = useFormDraft({
    form,
    kind: 'sample-evaluation',
    objectId: `${complaint.sample_id}-${complaint.codigo_queja}-${criterionId}`,
  });

  async function save(values: EvaluationValues): Promise<FormProblem | null> {
    try {
      await write.mutateAsync({
        method: 'PUT',
        path: evaluationPath(complaint.sample_id, complaint.codigo_queja, criterionId),
        body: { verdict: String(values.verdict), comment: values.comment.trim() },
      });
      void draft.submitted();
      setSaid(T.evaluationSaved(evaluation.criterion.name));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="evaluation-form-heading">
      <h2 id="evaluation-form-heading">{evaluation.criterion.name}</h2>
      {evaluation.evaluator && evaluation.evaluated_at ? (
        <p>{T.evaluatedBy(evaluation.evaluator, formatDisplayDateTime(evaluation.evaluated_at))}</p>
      ) : null}
      <PortalForm form={form} onValid={save} labels={{ verdict: T.verdictField, comment: T.commentField }}>
        {draft.element}
        <FormRadioGroup name="verdict" label={T.verdictField} required options={VERDICTS} />
        <FormTextarea name="comment" label={T.commentField} maxLength={1000} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.savingEvaluation}>
            {T.saveEvaluation}
          </SubmitButton>
        </div>
      </PortalForm>
      <p role="status">{said}</p>
    </section>
  );
}

/** `/dashboard/complaints/management/sample/detail/:complaint_code/:criterion_id?sample=`: one verdict. */
export function EvaluationScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const sampleId = /^[1-9]\d*$/u.test(search.get('sample') ?? '') ? search.get('sample')! : null;
  const code = params.complaint_code ?? '';
  const criterionId = Number(params.criterion_id);
  const record = useApiRecord<SampleComplaint>(sampleId ? sampleComplaintPath(sampleId, code) : null);
  if (sampleId === null || record.isError) {
    return (
      <>
        <h1>{T.evaluationTitle(code)}</h1>
        <Notice kind="error">
          <p>{record.error?.message ?? T.complaintNotInSample}</p>
        </Notice>
      </>
    );
  }
  const complaint = record.data;
  if (!complaint) return <p role="status">{W.listLoading}</p>;
  const current = complaint.evaluations.find((e) => e.criterion.id === criterionId);
  return (
    <>
      <h1>{T.evaluationTitle(complaint.codigo_queja)}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/complaints/management/sample?id=${sampleId}`}>{T.backToSample}</Link>
        {' · '}
        <Link
          to={`${PATHS.dashboard}/complaints/management/detail/${encodeURIComponent(complaint.codigo_queja)}`}
        >
          {T.openComplaint}
        </Link>
      </p>
      <dl className="record-details">
        <dt>{T.itemColumns.entity}</dt>
        <dd>{complaint.entity}</dd>
        <dt>{T.itemColumns.product}</dt>
        <dd>{complaint.producto_nombre ?? ''}</dd>
        <dt>{T.itemColumns.channel}</dt>
        <dd>{complaint.canal ?? ''}</dd>
        <dt>{T.itemColumns.closed}</dt>
        <dd>{complaint.fecha_cierre ? formatDisplayDate(complaint.fecha_cierre) : ''}</dd>
      </dl>
      <section aria-labelledby="complaint-text-heading">
        <h2 id="complaint-text-heading">{T.complaintTextHeading}</h2>
        <p className="complaint-text">{complaint.texto_queja}</p>
      </section>
      <nav aria-label={T.criteriaNavLabel}>
        <ul>
          {complaint.evaluations.map((e) => (
            <li key={e.criterion.id}>
              <Link
                to={evaluationRoute(complaint.sample_id, complaint.codigo_queja, e.criterion.id)}
                aria-current={e.criterion.id === criterionId ? 'page' : undefined}
              >
                {e.criterion.name}
              </Link>
              {': '}
              {e.verdict_label ?? T.notEvaluated}
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <EvaluationForm key={`${code}:${criterionId}`} complaint={complaint} criterionId={criterionId} />
      ) : (
        <Notice kind="error">
          <p>{T.criterionUnknown}</p>
        </Notice>
      )}
    </>
  );
}
