import {
  PATHS,
  PORTAL_TEXTS as P,
  STAFF_ADMIN_TEXTS,
  STAFF_WORKSPACE_TEXTS as T,
  selectUserId,
} from '@sfc/core';
import {
  FormCheckboxGroup,
  FormPhoneField,
  FormSelect,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormEmailField,
  FormIdentificationFields,
  FormNameFields,
} from '../../../components/form/index.js';
import { FormMultiSelect } from '../../../components/form/form-multi-select.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useApiRecord, useOptionsQuery } from '../../../lib/server-state/index.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { useSession } from '../../../lib/use-session.js';
import { Notice } from '../../../components/notice.js';
import {
  ASSIGNABLE_PATH,
  STAFF_USERS_ENDPOINT,
  staffUserPath,
  type Assignable,
  type Ref,
  type StaffUser,
} from '../api/staff-users.js';

/** What the staff-user form holds (ids as text, the way the selects give them). */
export interface UserValues {
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  identification_type: string | number | null;
  identification_number: string;
  email: string;
  phone: string;
  position: string | number | null;
  direction: string | number | null;
  groups: Array<string | number>;
  entities: Array<string | number>;
}

const LABELS: Record<keyof UserValues, string> = {
  first_name: P.firstNameLabel,
  second_name: P.secondNameLabel,
  first_last_name: P.firstLastNameLabel,
  second_last_name: P.secondLastNameLabel,
  identification_type: P.identificationTypeLabel,
  identification_number: P.identificationNumberLabel,
  email: P.emailLabel,
  phone: P.phoneLabel,
  position: T.userPosition,
  direction: T.userDirection,
  groups: T.userRoles,
  entities: T.userEntities,
};

function userValues(user?: StaffUser): UserValues {
  return {
    first_name: user?.first_name ?? '',
    second_name: user?.second_name ?? '',
    first_last_name: user?.first_last_name ?? '',
    second_last_name: user?.second_last_name ?? '',
    identification_type: user?.identification_type ?? null,
    identification_number: user?.identification_number ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    position: user?.position ? String(user.position.id) : null,
    direction: user?.direction ? String(user.direction.id) : null,
    groups: (user?.groups ?? []).map((group) => String(group.id)),
    entities: (user?.entities ?? []).map((entity) => String(entity.id)),
  };
}

/** The body of `POST /usersmanagement/` or `PATCH /usersmanagement/{id}/`. */
function userBody(values: UserValues): Record<string, unknown> {
  const text = (value: string) => value.trim();
  return {
    first_name: text(values.first_name),
    second_name: text(values.second_name),
    first_last_name: text(values.first_last_name),
    second_last_name: text(values.second_last_name),
    identification_type: String(values.identification_type ?? ''),
    identification_number: text(values.identification_number),
    email: text(values.email),
    ...(text(values.phone) ? { phone: text(values.phone) } : {}),
    position: Number(values.position),
    direction: values.direction === null || values.direction === '' ? null : Number(values.direction),
    groups: values.groups.map(Number),
    entities: values.entities.map(Number),
  };
}

/** `offered` and `held` as select options, each once, in the server's order then the held ones. */
function choices(offered: readonly Ref[] | undefined, held: readonly Ref[]) {
  const all = [...(offered ?? []), ...held.filter((h) => !(offered ?? []).some((o) => o.id === h.id))];
  return all.map((ref) => ({ value: String(ref.id), label: ref.name }));
}

/**
 * Creates a staff account (`POST /usersmanagement/`; the server mails the invitation to set the
 * password) or edits one (`PATCH /usersmanagement/{id}/`): names, identification, e-mail, phone,
 * position, direction, roles and, for DCF and EV users, their entities.
 */
export function UserForm({ user }: { user?: StaffUser }) {
  const form = usePortalForm<UserValues>({ defaultValues: userValues(user) });
  // One's own position, roles and entities are changed by someone else (the server refuses it).
  const me = useSession(selectUserId);
  const own = user !== undefined && user.id === me;
  const { saveAndReturn, busy } = useSaveAndReturn<StaffUser, UserValues>(form, [STAFF_USERS_ENDPOINT]);
  const identificationTypes = useOptionList('identificationType');
  // Only what the save accepts from this user (an EV: its own side's position, roles within its
  // modules), plus what the account already holds (an edit keeps it).
  const assignable = useApiRecord<Assignable>(ASSIGNABLE_PATH).data;
  const positions = choices(assignable?.positions, user?.position ? [user.position] : []);
  const roles = choices(assignable?.groups, user?.groups ?? []);
  const directions = useOptionsQuery('/direction/', { is_active: 'true' });
  const entities = useOptionsQuery('/company_list/', { is_active: 'true' });

  async function save(values: UserValues): Promise<FormProblem | null> {
    return saveAndReturn(
      user
        ? { method: 'PATCH', path: staffUserPath(user.id), body: userBody(values) }
        : { method: 'POST', path: STAFF_USERS_ENDPOINT, body: userBody(values) },
      (saved) => ({
        to: `${PATHS.dashboard}/users?search=${encodeURIComponent(saved.email)}`,
        notice: user ? T.saved(saved.full_name || saved.email) : T.userInvitationSent(saved.email),
      }),
    );
  }

  return (
    <PortalForm form={form} onValid={save} labels={LABELS}>
      <fieldset className="form-section">
        <legend>
          <h2>{T.userPersonalHeading}</h2>
        </legend>
        <div className="form-grid">
          <FormNameFields />
          <FormIdentificationFields types={identificationTypes} />
          <FormEmailField />
          <FormPhoneField name="phone" label={P.phoneLabel} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>
          <h2>{T.userWorkHeading}</h2>
        </legend>
        {own ? <Notice kind="info">{STAFF_ADMIN_TEXTS.selfAssignment}</Notice> : null}
        <div className="form-grid">
          <FormSelect name="position" label={T.userPosition} required options={positions} disabled={own} />
          <FormSelect name="direction" label={T.userDirection} options={directions} />
        </div>
        <FormCheckboxGroup
          name="groups"
          label={T.userRoles}
          required
          showAll={false}
          options={roles}
          disabled={own}
        />
        <FormMultiSelect
          name="entities"
          label={T.userEntities}
          hint={T.userEntitiesHint}
          options={entities}
          disabled={own}
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
