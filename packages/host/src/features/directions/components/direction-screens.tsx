import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { StateBadge } from '../../../components/staff-list/cells.js';
import { useRecordId } from '../../../components/staff-list/use-record-id.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { DIRECTIONS_ENDPOINT, directionPath, type Direction } from '../api/directions.js';
import { DirectionForm } from './direction-form.js';

const back = (
  <p>
    <Link to={`${PATHS.dashboard}/directions`}>{T.directionsTitle}</Link>
  </p>
);

/** `/dashboard/directions/add`. */
export function AddDirectionScreen() {
  return (
    <>
      <h1>{T.addDirection}</h1>
      {back}
      <DirectionForm />
    </>
  );
}

/** `/dashboard/directions/edit?id=`: rename, activate or inactivate. */
export function EditDirectionScreen() {
  const id = useRecordId();
  const record = useApiRecord<Direction>(id === null ? null : directionPath(id));
  const direction = record.data;
  return (
    <>
      <h1>{T.editDirection}</h1>
      {back}
      {id === null ? (
        <Notice kind="error">
          <p>{T.recordMissing}</p>
        </Notice>
      ) : record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : direction ? (
        <>
          <DirectionForm key={direction.id} direction={direction} />
          <section aria-labelledby="direction-state">
            <h2 id="direction-state">{T.stateSection}</h2>
            <p>
              <StateBadge active={direction.is_active} />
            </p>
            <ActiveToggle
              look="button"
              name={direction.name}
              active={direction.is_active}
              invalidates={[DIRECTIONS_ENDPOINT]}
              write={(next) => ({
                method: 'PATCH',
                path: directionPath(direction.id),
                body: { is_active: next },
              })}
            />
          </section>
        </>
      ) : (
        <p role="status">{T.listLoading}</p>
      )}
    </>
  );
}
