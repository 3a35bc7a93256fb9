import type { ReactNode } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useApiRecord } from '../../lib/server-state/index.js';
import { Notice } from '../notice.js';
import { ActiveToggle, type ActiveToggleProps } from './active-toggle.js';
import { StateBadge } from './cells.js';
import { useRecordId } from './use-record-id.js';

/** What an edit screen shows of the record named by `?id=`. */
export interface EditRecordProps<T> {
  /** The API path of the record with that id. */
  path: (id: string) => string;
  /** Whatever else must be loaded before the form can show (e.g. the module list of a role). */
  ready?: boolean;
  children: (record: T) => ReactNode;
}

/**
 * The record an edit screen (`users/edit?id=`, `roles/edit?id=`…) opens: an error when the id is
 * missing or the server refuses, "Cargando…" while it loads, then `children` with the record.
 */
export function EditRecord<T>({ path, ready = true, children }: EditRecordProps<T>) {
  const id = useRecordId();
  const record = useApiRecord<T>(id === null ? null : path(id));
  if (id === null) {
    return (
      <Notice kind="error">
        <p>{T.recordMissing}</p>
      </Notice>
    );
  }
  if (record.isError) {
    return (
      <Notice kind="error">
        <p>{record.error.message}</p>
      </Notice>
    );
  }
  if (record.data === undefined || !ready) return <p role="status">{T.listLoading}</p>;
  return <>{children(record.data)}</>;
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
