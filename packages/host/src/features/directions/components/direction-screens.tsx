import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { EditRecord, RecordStateSection } from '../../../components/staff-list/edit-record.js';
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
  return (
    <>
      <h1>{T.editDirection}</h1>
      {back}
      <EditRecord<Direction> path={directionPath}>
        {(direction) => (
          <>
            <DirectionForm key={direction.id} direction={direction} />
            <RecordStateSection
              headingId="direction-state"
              name={direction.name}
              active={direction.is_active}
              invalidates={[DIRECTIONS_ENDPOINT]}
              write={(next) => ({
                method: 'PATCH',
                path: directionPath(direction.id),
                body: { is_active: next },
              })}
            />
          </>
        )}
      </EditRecord>
    </>
  );
}
