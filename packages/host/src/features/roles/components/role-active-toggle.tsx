import { useId, useState } from 'react';
import { STAFF_WORKSPACE_TEXTS as T, FORM_LABELS, readFailure } from '@sfc/core';
import { Modal } from '@sfc/widgets/form/modal/modal.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { useApiWrite } from '../../../lib/server-state/index.js';
import { ROLES_ENDPOINT, rolePath, type Role } from '../api/roles.js';

/**
 * "Activar" / "Inactivar" a role (`PATCH /group/{id}/ {is_active}`); its users lose or regain its
 * modules. Inactivating a role that still has users asks for confirmation and a reason first, in
 * the same modal dialog as the case view's irreversible actions.
 */
export function RoleActiveToggle({ role }: { role: Role }) {
  if (!role.is_active || role.users_count === 0)
    return (
      <ActiveToggle
        name={role.name}
        active={role.is_active}
        invalidates={[ROLES_ENDPOINT]}
        write={(next) => ({ method: 'PATCH', path: rolePath(role.id), body: { is_active: next } })}
      />
    );
  return <ConfirmedInactivation role={role} />;
}

function ConfirmedInactivation({ role }: { role: Role }) {
  const mutation = useApiWrite([ROLES_ENDPOINT]);
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  function confirm() {
    const why = reason.trim();
    if (why === '') {
      setReasonError(T.roleInactivateReasonRequired);
      return;
    }
    mutation.mutate(
      { method: 'PATCH', path: rolePath(role.id), body: { is_active: false, reason: why } },
      {
        onSuccess: () => {
          setOpen(false);
          setSaid(T.inactivated(role.name));
        },
        onError: (error) => {
          const refused = readFailure(error.failure).fields.reason;
          if (refused) setReasonError(refused);
          else {
            setOpen(false);
            setSaid(error.failure.message);
          }
        },
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className="staff-table__action staff-table__action--button"
        aria-label={T.inactivateOf(role.name)}
        aria-haspopup="dialog"
        onClick={() => {
          setReason('');
          setReasonError(null);
          setOpen(true);
        }}
      >
        {T.inactivate}
      </button>
      <span role="status" className="sfc-visually-hidden">
        {said}
      </span>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={T.roleInactivateTitle(role.name)}
        submitLabel={T.roleInactivateConfirm}
        cancelLabel={FORM_LABELS.cancel}
        onSubmit={confirm}
        loading={mutation.isPending}
      >
        <p>{T.roleInactivateBody(role.users_count)}</p>
        <div className="sfc-field">
          <label htmlFor={reasonId}>{T.roleInactivateReason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="sfc-field__error">
              {reasonError}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
