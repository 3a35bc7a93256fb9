import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS as T, required } from '@sfc/core';
import { AuthCodeInput, NumberField } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { confirmPhone } from '../api/confirm-phone.js';
import type { ProfileUser } from '../api/types.js';
import { updatePhone } from '../api/update-phone.js';

/**
 * The SMS second factor: register or change the mobile number (a code is texted to it), then
 * validate it with that code. Only a validated number is offered at sign-in.
 */
export function PhoneSection({ user, onChanged }: { user: ProfileUser; onChanged: () => void }) {
  const { api } = useServices();
  const [phone, setPhone] = useState(user.phone ?? '');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setResult(null);
    if (required(phone)) return;
    setBusy(true);
    const answer = await updatePhone(api, phone.trim());
    setBusy(false);
    if (answer.ok) {
      setCodeSent(true);
      setFieldErrors({});
      setResult({ kind: 'info', text: answer.data.detail ?? AUTH_MESSAGES.phoneCodeSent });
      onChanged();
      return;
    }
    const failure = readFailure(answer);
    setFieldErrors(failure.fields);
    if (!failure.fields.phone) setResult({ kind: 'error', text: failure.form ?? MESSAGES.genericError });
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (code.length !== 6) {
      setFieldErrors({ code: code ? AUTH_MESSAGES.otpInvalid : MESSAGES.required });
      return;
    }
    setBusy(true);
    const answer = await confirmPhone(api, code);
    setBusy(false);
    if (answer.ok) {
      setCodeSent(false);
      setCode('');
      setResult({ kind: 'success', text: answer.data.detail ?? AUTH_MESSAGES.phoneConfirmed });
      onChanged();
      return;
    }
    const failure = readFailure(answer);
    setFieldErrors(failure.fields);
    setCode('');
    if (!failure.fields.code) setResult({ kind: 'error', text: failure.form ?? MESSAGES.genericError });
  }

  return (
    <section className="card" aria-labelledby="phone-heading">
      <h3 id="phone-heading">{T.phoneHeading}</h3>
      <p>{user.phone ? T.phoneStatus(user.phone, user.phone_verified === true) : T.phoneMissing}</p>
      {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
      <form className="sfc-form portal-form" noValidate onSubmit={(event) => void sendCode(event)}>
        <NumberField
          id="profile-phone"
          name="phone"
          label={T.phoneLabel}
          required
          maxLength={15}
          autoComplete="tel-national"
          value={phone}
          onChange={setPhone}
          error={fieldErrors.phone}
          showErrors={showErrors}
        />
        <div className="form-actions">
          <SubmitButton busy={busy && !codeSent} variant={codeSent ? 'secondary' : 'primary'}>
            {T.phoneSendCode}
          </SubmitButton>
        </div>
      </form>
      {codeSent ? (
        <form className="sfc-form portal-form" noValidate onSubmit={(event) => void validate(event)}>
          <AuthCodeInput
            id="phone-code"
            name="code"
            label={T.phoneCodeLabel}
            hint={AUTH_MESSAGES.phoneCodeSent}
            required
            value={code}
            onChange={(next) => {
              setCode(next);
              setFieldErrors({});
            }}
            error={fieldErrors.code}
          />
          <div className="form-actions">
            <SubmitButton busy={busy}>{T.phoneValidate}</SubmitButton>
          </div>
        </form>
      ) : null}
    </section>
  );
}
