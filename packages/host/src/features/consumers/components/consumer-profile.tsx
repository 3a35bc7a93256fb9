import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { StateBadge } from '../../../components/staff-list/cells.js';
import { useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import { CONSUMERS_ENDPOINT, consumerPath, type ConsumerDetail } from '../api/consumers.js';
import { ConsumerCorrectionForm } from './consumer-correction-form.js';
import { TableBox } from '../../../components/table-box.js';

/**
 * One consumer's profile (`GET /userscfmanagement/{id}/`): data, complaints, and the actions staff
 * take on the account: unlock a throttled sign-in, inactivate or activate.
 */
export function ConsumerProfile({ id, closeTo }: { id: string; closeTo: string }) {
  const record = useApiRecord<ConsumerDetail>(consumerPath(id));
  const write = useApiWrite<ConsumerDetail>([CONSUMERS_ENDPOINT]);
  const [said, setSaid] = useState('');
  const consumer = record.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = consumer !== undefined;
  // Opened from a row's "Ver": keyboard and screen-reader users land on the profile, above the list.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);
  if (record.isError) {
    return (
      <Notice kind="error">
        <p>{record.error.message}</p>
      </Notice>
    );
  }
  if (!consumer) return <p role="status">{T.listLoading}</p>;
  const patch = (body: Record<string, unknown>, done: string) =>
    write.mutate(
      { method: 'PATCH', path: consumerPath(consumer.id), body },
      { onSuccess: () => setSaid(done), onError: (error) => setSaid(error.failure.message) },
    );
  return (
    <section className="consumer-profile" aria-labelledby="consumer-profile-title">
      <h2 id="consumer-profile-title" ref={headingRef} tabIndex={-1}>
        {T.consumerProfileOf(consumer.full_name)}
      </h2>
      <dl className="data-list">
        <div>
          <dt>{T.userEmail}</dt>
          <dd>{consumer.email}</dd>
        </div>
        <div>
          <dt>{T.userIdentification}</dt>
          <dd>{consumer.identification_number ?? ''}</dd>
        </div>
        <div>
          <dt>{T.phone}</dt>
          <dd>{consumer.phone ?? ''}</dd>
        </div>
        <div>
          <dt>{T.stateColumn}</dt>
          <dd>
            <StateBadge active={consumer.is_active} /> {consumer.locked ? T.consumerLocked : ''}
          </dd>
        </div>
        <div>
          <dt>{T.lastLogin}</dt>
          <dd>{consumer.last_login ? formatDisplayDateTime(consumer.last_login) : T.never}</dd>
        </div>
      </dl>
      <p className="form-actions">
        {consumer.locked ? (
          <button
            type="button"
            className="sfc-button-link"
            disabled={write.isPending}
            onClick={() => patch({ unlock: true }, T.unlocked)}
          >
            {T.unlock}
          </button>
        ) : null}
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={write.isPending}
          onClick={() =>
            patch(
              { is_active: !consumer.is_active },
              consumer.is_active ? T.inactivated(consumer.full_name) : T.activated(consumer.full_name),
            )
          }
        >
          {consumer.is_active ? T.inactivate : T.activate}
        </button>
        <Link to={closeTo}>{T.closeDetail}</Link>
      </p>
      <p role="status">{said}</p>
      <ConsumerCorrectionForm key={consumer.id} consumer={consumer} />
      <h3>{T.consumerComplaints}</h3>
      {consumer.complaints.length === 0 ? (
        <p>{T.consumerNoComplaints}</p>
      ) : (
        <TableBox label={T.consumerComplaints}>
          <table className="staff-table">
            <caption className="sfc-visually-hidden">{T.consumerComplaints}</caption>
            <thead>
              <tr>
                <th scope="col">{T.complaintCode}</th>
                <th scope="col">{T.complaintEntity}</th>
                <th scope="col">{T.complaintState}</th>
                <th scope="col">{T.complaintDate}</th>
              </tr>
            </thead>
            <tbody>
              {consumer.complaints.map((complaint) => (
                <tr key={complaint.id}>
                  <th scope="row">{complaint.codigo_queja}</th>
                  <td>{complaint.entity?.name ?? ''}</td>
                  <td>{complaint.state?.name ?? ''}</td>
                  <td>{formatDisplayDateTime(complaint.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
