import { useState } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useApiWrite, type ApiWrite } from '../../lib/server-state/index.js';

/** Props of {@link ActiveToggle}. */
export interface ActiveToggleProps {
  /** What is switched ("Analista de quejas"): in the button's accessible name and the message. */
  name: string;
  active: boolean;
  /** The write that sets `is_active` (e.g. `PATCH /group/3/`, `PUT /inactivate_users/9/`). */
  write: (next: boolean) => ApiWrite;
  /** List endpoints whose cached pages the change makes stale. */
  invalidates: readonly string[];
  /** `link` inside a table row, `button` on an edit screen. */
  look?: 'link' | 'button';
}

/**
 * "Activar" / "Inactivar" one record (portal-spec §4: roles, … toggle by PATCH). The lists named
 * in `invalidates` refresh after the change, and the result (or the refusal) is announced.
 */
export function ActiveToggle({ name, active, write, invalidates, look = 'link' }: ActiveToggleProps) {
  const mutation = useApiWrite(invalidates);
  const [said, setSaid] = useState('');
  const next = !active;
  return (
    <>
      <button
        type="button"
        className={
          look === 'link'
            ? 'staff-table__action staff-table__action--button'
            : 'sfc-button-link sfc-button-link--secondary'
        }
        aria-label={next ? T.activateOf(name) : T.inactivateOf(name)}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(write(next), {
            onSuccess: () => setSaid(next ? T.activated(name) : T.inactivated(name)),
            onError: (error) => setSaid(error.failure.message),
          })
        }
      >
        {next ? T.activate : T.inactivate}
      </button>
      <span role="status" className={look === 'link' ? 'sfc-visually-hidden' : 'active-toggle__said'}>
        {said}
      </span>
    </>
  );
}
