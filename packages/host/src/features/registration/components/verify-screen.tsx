import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS as T, required, validate } from '@sfc/core';
import { AuthCodeInput } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { CodeActions, CodeDone, CodeEmailField } from '../../../components/code-screen.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { confirmAccount } from '../api/confirm-account.js';
import { resendConfirmation } from '../api/resend-confirmation.js';
import { emailRule } from '../../../lib/email-rule.js';

interface VerifyState {
  email?: string;
  notice?: string | null;
}

/** `/verify`: the registration's confirmation code from the mail, with resending. */
export function VerifyScreen() {
  const { api } = useServices();
  const state = (useLocation().state ?? {}) as VerifyState;
  const [email, setEmail] = useState(state.email ?? '');
  const [code, setCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(state.notice ?? null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (validate(email, [required, emailRule]) || !code) return;
    if (code.length !== 6) {
      setCodeError(AUTH_MESSAGES.otpInvalid);
      return;
    }
    setBusy(true);
    const result = await confirmAccount(api, email.trim(), code);
    setBusy(false);
    if (result.ok) {
      setConfirmed(result.data.detail ?? AUTH_MESSAGES.accountConfirmed);
      return;
    }
    const { fields, form } = readFailure(result);
    setCodeError(fields.code ?? null);
    setFailure(fields.code ? null : (fields.email ?? form ?? MESSAGES.genericError));
    setCode('');
  }

  async function resend() {
    setShowErrors(true);
    setFailure(null);
    setInfo(null);
    if (validate(email, [required, emailRule])) return;
    const result = await resendConfirmation(api, email.trim());
    if (result.ok) setInfo(result.data.detail ?? AUTH_MESSAGES.confirmationCodeSent);
    else setFailure(readFailure(result).form ?? MESSAGES.genericError);
  }

  if (confirmed) return <CodeDone title={T.verifyTitle} notice={confirmed} />;

  return (
    <section className="narrow">
      <h1>{T.verifyTitle}</h1>
      <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{T.verifyIntro}</p>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        {info ? <Notice kind="info">{info}</Notice> : null}
        <CodeEmailField value={email} onChange={setEmail} showErrors={showErrors} />
        <AuthCodeInput
          id="code"
          name="code"
          label={T.confirmationCodeLabel}
          required
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(null);
          }}
          error={codeError}
          showErrors={showErrors}
        />
        <CodeActions busy={busy} submit={T.confirm} onResend={() => void resend()} />
      </form>
    </section>
  );
}
