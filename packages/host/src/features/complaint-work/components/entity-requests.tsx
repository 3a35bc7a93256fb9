import { useState } from 'react';
import { CASE_WORK_TEXTS as C, formatDisplayDateTime } from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  FormTextarea,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { ENTITY_REQUESTS_ENDPOINT, entityRequestAnswerPath, type EntityRequest } from '../api/case-file.js';
import { showDay } from './complaint-cells.js';

interface AnswerValues {
  text: string;
  files: File[];
}

const LABELS = { text: C.entityAnswerText, files: C.entityAnswerFiles };

/**
 * The requerimientos to the entity on one complaint: what was asked, by whom, the term and its
 * status, and the entity's answer with its documents. The entity's own users (`canAnswer`) answer
 * an open one here with text and documents.
 */
export function EntityRequests({
  requests,
  canAnswer,
  onAnswered,
}: {
  requests: readonly EntityRequest[];
  canAnswer: boolean;
  onAnswered: () => void;
}) {
  return (
    <section aria-labelledby="case-entity-requests">
      <h2 id="case-entity-requests">{C.entityRequestsHeading}</h2>
      {requests.length === 0 ? (
        <p>{C.noEntityRequests}</p>
      ) : (
        <ul className="case-requests">
          {requests.map((request) => (
            <li key={request.id} className={`case-requests__item case-requests__item--${request.status}`}>
              <p className="case-timeline__by">
                {C.entityRequestMeta(
                  request.requested_by ?? '',
                  formatDisplayDateTime(request.requested_at),
                  showDay(request.due_day),
                  request.status_label,
                )}
              </p>
              <p className="multiline-text">{request.text}</p>
              {request.answer ? (
                <div className="case-requests__answer">
                  <p className="case-timeline__label">
                    {C.entityAnswerBy(
                      request.answer.answered_by ?? '',
                      formatDisplayDateTime(request.answer.answered_at),
                    )}
                  </p>
                  <p className="multiline-text">{request.answer.text}</p>
                  {request.answer.documents.length > 0 ? (
                    <ul>
                      {request.answer.documents.map((doc) => (
                        <li key={doc.id_storage}>
                          {doc.url_file ? <a href={doc.url_file}>{doc.name}</a> : doc.name}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : canAnswer ? (
                <AnswerForm request={request} onAnswered={onAnswered} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The entity's answer to one requerimiento (multipart `text`, `file-N`). */
function AnswerForm({ request, onAnswered }: { request: EntityRequest; onAnswered: () => void }) {
  const write = useApiWrite([ENTITY_REQUESTS_ENDPOINT]);
  const [done, setDone] = useState('');
  const form = usePortalForm<AnswerValues>({ defaultValues: { text: '', files: [] } });
  const prefix = `request-${request.id}`;

  async function answer(values: AnswerValues): Promise<FormProblem | null> {
    setDone('');
    const body = new FormData();
    body.append('text', values.text.trim());
    values.files.forEach((file, i) => body.append(`file-${i}`, file, file.name));
    try {
      await write.mutateAsync({
        method: 'POST',
        path: entityRequestAnswerPath(request.id),
        body,
        resumableUploads: true,
      });
      setDone(C.entityAnswered);
      onAnswered();
      return null;
    } catch (error) {
      if (error instanceof ApiCallError)
        return applyServerFailure(form, error.failure, (field) =>
          field === 'text' ? 'text' : field.startsWith('file') ? 'files' : null,
        );
      throw error;
    }
  }

  return (
    <>
      <p role="status">{done}</p>
      <PortalForm
        form={form}
        onValid={answer}
        labels={LABELS}
        fieldIds={{ text: `${prefix}-text`, files: `${prefix}-files` }}
        className="sfc-form portal-form"
      >
        <FormTextarea
          name="text"
          id={`${prefix}-text`}
          label={C.entityAnswerText}
          required
          maxLength={5000}
        />
        <FormFileField name="files" id={`${prefix}-files`} label={C.entityAnswerFiles} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={C.saving}>
            {C.entityAnswerSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
    </>
  );
}
