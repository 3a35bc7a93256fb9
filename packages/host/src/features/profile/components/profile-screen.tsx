import { useEffect, useState, type FormEvent } from 'react';
import {
  AUTH_MESSAGES,
  MESSAGES,
  PORTAL_TEXTS as T,
  required,
  selectUserId,
  validateIdentification,
  type SessionUser,
} from '@sfc/core';
import { IdentificationField, RadioGroup, SearchableSelect, TextField } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { useSession } from '../../../lib/use-session.js';
import { getUser } from '../api/get-user.js';
import type { PersonFields, ProfileUser } from '../api/types.js';
import { updateProfile } from '../api/update-profile.js';
import { AuthenticatorSection } from './authenticator-section.js';
import { PhoneSection } from './phone-section.js';

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

function invalid(form: PersonForm): boolean {
  return Boolean(
    required(form.first_name) ||
    required(form.first_last_name) ||
    required(form.identification_type) ||
    required(form.identification_number) ||
    validateIdentification(form.identification_type, form.identification_number),
  );
}

/** `/profile`: the account's contact data and verification methods, and the person data to edit. */
export function ProfileScreen() {
  const { api, store } = useServices();
  const userId = useSession(selectUserId);
  const personTypes = useOptionList('personType');
  const identificationTypes = useOptionList('identificationType');
  const [user, setUser] = useState<ProfileUser | null>(null);
  const [form, setForm] = useState<PersonForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const [loads, setLoads] = useState(0);
  const reload = () => setLoads((n) => n + 1);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void getUser(api, userId).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setUser(answer.data);
        setForm((current) => current ?? toForm(answer.data.person));
      } else setLoadError(readFailure(answer).form ?? MESSAGES.genericError);
    });
    return () => {
      live = false;
    };
  }, [api, userId, loads]);

  const set = (key: keyof PersonForm) => (value: string | null) =>
    setForm((current) => (current ? { ...current, [key]: value ?? '' } : current));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || userId === null) return;
    setShowErrors(true);
    setResult(null);
    if (invalid(form)) return;
    setBusy(true);
    const answer = await updateProfile(api, userId, form);
    setBusy(false);
    if (answer.ok) {
      setUser(answer.data);
      store.getState().setUser(answer.data as unknown as SessionUser);
      setFieldErrors({});
      setResult({ kind: 'success', text: AUTH_MESSAGES.profileUpdated });
      return;
    }
    const failure = readFailure(answer);
    setFieldErrors(failure.fields);
    setResult({ kind: 'error', text: failure.form ?? MESSAGES.genericError });
  }

  const method = (on: boolean | undefined) => (on ? T.enabled : T.disabled);
  return (
    <section>
      <h1>{T.profileTitle}</h1>
      {loadError ? <Notice kind="error">{loadError}</Notice> : null}
      {user ? (
        <section className="card" aria-labelledby="account-heading">
          <h2 id="account-heading">{T.accountHeading}</h2>
          <dl className="data-list">
            <div>
              <dt>{T.emailLabel}</dt>
              <dd>{user.email ?? T.notProvided}</dd>
            </div>
            <div>
              <dt>{T.phoneLabel}</dt>
              <dd>{user.phone ?? T.notProvided}</dd>
            </div>
            <div>
              <dt>{T.verificationMethods}</dt>
              <dd>
                {T.methodMail}: {method(user.mfa?.mail)}; {T.methodSms}: {method(user.mfa?.sms)}; {T.methodQr}
                : {method(user.mfa?.qr)}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      {form ? (
        <form
          className="sfc-form portal-form portal-form--wide"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <h2>{T.personalDataHeading}</h2>
          {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
          <RadioGroup
            id="person_type"
            name="person_type"
            label={T.personTypeLabel}
            inline
            options={personTypes.options}
            value={form.person_type || null}
            onChange={set('person_type')}
            error={fieldErrors.person_type}
          />
          <div className="form-grid">
            <SearchableSelect
              id="identification_type"
              name="identification_type"
              label={T.identificationTypeLabel}
              required
              loading={identificationTypes.loading}
              options={identificationTypes.options}
              value={form.identification_type || null}
              onChange={set('identification_type')}
              error={fieldErrors.identification_type}
              showErrors={showErrors}
            />
            <IdentificationField
              id="identification_number"
              name="identification_number"
              label={T.identificationNumberLabel}
              required
              typeId={form.identification_type}
              value={form.identification_number}
              onChange={set('identification_number')}
              error={fieldErrors.identification_number}
              showErrors={showErrors}
            />
            <TextField
              id="first_name"
              label={T.firstNameLabel}
              required
              maxLength={50}
              value={form.first_name}
              onChange={set('first_name')}
              error={fieldErrors.first_name}
              showErrors={showErrors}
            />
            <TextField
              id="second_name"
              label={T.secondNameLabel}
              maxLength={50}
              value={form.second_name}
              onChange={set('second_name')}
              error={fieldErrors.second_name}
            />
            <TextField
              id="first_last_name"
              label={T.firstLastNameLabel}
              required
              maxLength={50}
              value={form.first_last_name}
              onChange={set('first_last_name')}
              error={fieldErrors.first_last_name}
              showErrors={showErrors}
            />
            <TextField
              id="second_last_name"
              label={T.secondLastNameLabel}
              maxLength={50}
              value={form.second_last_name}
              onChange={set('second_last_name')}
              error={fieldErrors.second_last_name}
            />
          </div>
          <div className="form-actions">
            <SubmitButton busy={busy}>{T.saveChanges}</SubmitButton>
          </div>
        </form>
      ) : !loadError ? (
        <p role="status">{T.signedInLoading}</p>
      ) : null}
      {user ? (
        <section aria-labelledby="security-heading">
          <h2 id="security-heading">{T.securityHeading}</h2>
          <p>{T.securityIntro}</p>
          <div className="card-stack">
            <PhoneSection user={user} onChanged={reload} />
            <AuthenticatorSection user={user} onChanged={reload} />
          </div>
        </section>
      ) : null}
    </section>
  );
}
