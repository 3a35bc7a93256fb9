import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import { AuthCodeInput } from '@sfc/widgets';
import {
  applyServerFailure,
  FormPhoneField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { confirmPhone } from '../api/confirm-phone.js';
import { sendPhoneValidation } from '../api/send-phone-validation.js';
import type { ProfileUser } from '../api/types.js';
import { updatePhone } from '../api/update-phone.js';

const LABELS = { phone: T.phoneLabel };

/**
 * The SMS second factor: validate the mobile number given at signup, or register or change one
 * (a code is texted to it), then validate it with that code. Only a validated number is offered
 * at sign-in.
 */
export function PhoneSection({ user, onChanged }: { user: ProfileUser; onChanged: () => void }) {
  const { api } = useServices();
  const form = usePortalForm<{ phone: string }>({ defaultValues: { phone: user.phone ?? '' } });
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const unverified = Boolean(user.phone) && user.phone_verified !== true;

  async function sendCode({ phone }: { phone: string }): Promise<FormProblem | null> {
    setResult(null);
    setBusy(true);
    // The number already registered (e.g. at signup) is validated as it is; another one replaces it.
    const sameNumber = user.phone !== null && phone.trim() === user.phone;
    const answer = sameNumber ? await sendPhoneValidation(api) : await updatePhone(api, phone.trim());
    setBusy(false);
    if (answer.ok) {
      setCodeSent(true);
      setResult({ kind: 'info', text: AUTH_MESSAGES.phoneCodeSent });
      if (!sameNumber) onChanged();
      return null;
    }
    return applyServerFailure(form, answer);
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (code.length !== 6) {
      setCodeError(code ? AUTH_MESSAGES.otpInvalid : MESSAGES.required);
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
    setCodeError(failure.fields.code ?? null);
    setCode('');
    if (!failure.fields.code) setResult({ kind: 'error', text: failure.form ?? MESSAGES.genericError });
  }

  return (
    <section className="card" aria-labelledby="phone-heading">
      <h3 id="phone-heading">{T.phoneHeading}</h3>
      <p>{user.phone ? T.phoneStatus(user.phone, user.phone_verified === true) : T.phoneMissing}</p>
      {unverified && !codeSent && result?.kind !== 'success' ? (
        <Notice kind="info">{T.phoneUnverified}</Notice>
      ) : null}
      {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
      <PortalForm
        form={form}
        onValid={sendCode}
        labels={LABELS}
        fieldIds={{ phone: 'profile-phone' }}
        className="sfc-form portal-form"
      >
        <FormPhoneField name="phone" id="profile-phone" label={T.phoneLabel} required />
        <div className="form-actions">
          <SubmitButton busy={busy && !codeSent} variant={codeSent ? 'secondary' : 'primary'}>
            {T.phoneSendCode}
          </SubmitButton>
        </div>
      </PortalForm>
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
              setCodeError(null);
            }}
            error={codeError}
          />
          <div className="form-actions">
            <SubmitButton busy={busy}>{T.phoneValidate}</SubmitButton>
          </div>
        </form>
      ) : null}
    </section>
  );
}
