import type { ReactNode } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useApiRecord } from '../../lib/server-state/index.js';
import { RecordState } from '../screen-state.js';
import { ActiveToggle, type ActiveToggleProps } from './active-toggle.js';
import { StateBadge } from './cells.js';
import { useRecordId } from '../../lib/use-record-id.js';

/** What an edit screen shows of the record named by `?id=`. */
export interface EditRecordProps<T> {
  /** The API path of the record with that id. */
  path: (id: string) => string;
  /** Whatever else must be loaded before the form can show (e.g. the module list of a role). */
  ready?: boolean;
  children: (record: T) => ReactNode;
}

/**
 * The record an edit screen (`users/edit?id=`, `roles/edit?id=`…) opens, under the screen's `<h1>`:
 * the states of {@link RecordState} (missing id, not found, not allowed, failed, loading), then
 * `children` with the record.
 */
export function EditRecord<T>({ path, ready = true, children }: EditRecordProps<T>) {
  const id = useRecordId();
  const record = useApiRecord<T>(id === null ? null : path(id));
  return (
    <RecordState<T> id={id} record={record} ready={ready} level={2}>
      {children}
    </RecordState>
  );
}

/** The "Estado" section of an edit screen: the record's state and the button that switches it. */
export function RecordStateSection({
  headingId,
  note,
  ...toggle
}: Omit<ActiveToggleProps, 'look'> & { headingId: string; note?: ReactNode }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.stateSection}</h2>
      <p>
        <StateBadge active={toggle.active} />
        {note}
      </p>
      <ActiveToggle look="button" {...toggle} />
    </section>
  );
}
