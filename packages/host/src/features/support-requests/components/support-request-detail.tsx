import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { supportPath, type SupportRequest } from '../api/support-requests.js';
import { SupportDocument } from './support-document.js';

/**
 * `/dashboard/users/technical-support/{id}`: one request, its attachment (previewed in the
 * portal), the answers sent so far, and `answerForm` (the form to answer it).
 */
export function SupportRequestDetail({
  id,
  answerForm,
}: {
  id: string;
  answerForm: (request: SupportRequest) => ReactNode;
}) {
  const record = useApiRecord<SupportRequest>(supportPath(id));
  const request = record.data;
  return (
    <>
      <h1>{T.supportDetailTitle(id)}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/users/technical-support`}>{T.backToSupport}</Link>
      </p>
      {record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : !request ? (
        <p role="status">{T.listLoading}</p>
      ) : (
        <>
          <dl className="data-list">
            <div>
              <dt>{T.supportRequester}</dt>
              <dd>
                {request.name} ({request.email})
              </dd>
            </div>
            <div>
              <dt>{T.userIdentification}</dt>
              <dd>{request.identification ?? ''}</dd>
            </div>
            <div>
              <dt>{T.phone}</dt>
              <dd>{request.phone ?? ''}</dd>
            </div>
            <div>
              <dt>{T.supportProblem}</dt>
              <dd>{request.problem_type?.name ?? ''}</dd>
            </div>
            <div>
              <dt>{T.supportState}</dt>
              <dd>{request.state?.name ?? ''}</dd>
            </div>
            <div>
              <dt>{T.supportDate}</dt>
              <dd>{formatDisplayDateTime(request.created_at)}</dd>
            </div>
          </dl>
          <h2>{T.supportDescription}</h2>
          <p className="preserve-lines">{request.description}</p>
          <h2>{T.supportDocument}</h2>
          {request.document ? <SupportDocument document={request.document} /> : <p>{T.supportNoDocument}</p>}
          <h2>{T.supportAnswersHeading}</h2>
          {(request.answers ?? []).length === 0 ? (
            <p>{T.supportNoAnswers}</p>
          ) : (
            <ol className="support-answers">
              {(request.answers ?? []).map((answer) => (
                <li key={answer.id}>
                  <p className="support-answers__meta">
                    {answer.state.name} ·{' '}
                    {answer.author?.full_name.trim()
                      ? T.supportAnswerBy(answer.author.full_name, formatDisplayDateTime(answer.created_at))
                      : formatDisplayDateTime(answer.created_at)}
                  </p>
                  <p className="preserve-lines">{answer.answer}</p>
                </li>
              ))}
            </ol>
          )}
          {answerForm(request)}
        </>
      )}
    </>
  );
}
