import { useState } from 'react';
import { AUTH_MESSAGES, PORTAL_TEXTS as T, selectUserId, type SessionUser } from '@sfc/core';
import {
  applyServerFailure,
  FormRadioGroup,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormIdentificationFields,
  FormNameFields,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useServices } from '../../../lib/services.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { useSession } from '../../../lib/use-session.js';
import type { PersonFields, ProfileUser } from '../api/types.js';
import { updateProfile } from '../api/update-profile.js';

type PersonForm = Record<keyof PersonFields, string>;

const toForm = (person: PersonFields): PersonForm => ({
  first_name: person.first_name ?? '',
  second_name: person.second_name ?? '',
  first_last_name: person.first_last_name ?? '',
  second_last_name: person.second_last_name ?? '',
  identification_type: person.identification_type ?? '',
  identification_number: person.identification_number ?? '',
  person_type: person.person_type ?? '',
});

/** Labels in the order the fields appear (the error summary's order). */
const LABELS: Record<keyof PersonFields, string> = {
  person_type: T.personTypeLabel,
  identification_type: T.identificationTypeLabel,
  identification_number: T.identificationNumberLabel,
  first_name: T.firstNameLabel,
  second_name: T.secondNameLabel,
  first_last_name: T.firstLastNameLabel,
  second_last_name: T.secondLastNameLabel,
};

/** The person data of `/profile` (names, identification, person type), saved with `PUT /profile/{id}/`. */
export function PersonDataForm({
  user,
  onSaved,
}: {
  user: ProfileUser;
  onSaved: (user: ProfileUser) => void;
}) {
  const { api, store } = useServices();
  const userId = useSession(selectUserId);
  const personTypes = useOptionList('personType');
  const identificationTypes = useOptionList('identificationType');
  const form = usePortalForm<PersonForm>({ defaultValues: toForm(user.person) });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function save(values: PersonForm): Promise<FormProblem | null> {
    if (userId === null) return null;
    setSaved(false);
    setBusy(true);
    const answer = await updateProfile(api, userId, values);
    setBusy(false);
    if (answer.ok) {
      store.getState().setUser(answer.data as unknown as SessionUser);
      form.reset(toForm(answer.data.person));
      setSaved(true);
      onSaved(answer.data);
      return null;
    }
    return applyServerFailure(form, answer);
  }

  return (
    <PortalForm
      form={form}
      onValid={save}
      labels={LABELS}
      before={
        <>
          <h2>{T.personalDataHeading}</h2>
          {saved ? <Notice kind="success">{AUTH_MESSAGES.profileUpdated}</Notice> : null}
        </>
      }
    >
      <FormRadioGroup name="person_type" label={T.personTypeLabel} inline options={personTypes.options} />
      <div className="form-grid">
        <FormIdentificationFields types={identificationTypes} />
        <FormNameFields />
      </div>
      <div className="form-actions">
        <SubmitButton busy={busy}>{T.saveChanges}</SubmitButton>
      </div>
    </PortalForm>
  );
}
