import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  AUTH_MESSAGES,
  isPasswordStrong,
  MESSAGES,
  PORTAL_TEXTS as T,
  required,
  validate,
  type ValidationRule,
} from '@sfc/core';
import { AuthCodeInput, PasswordField } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { CodeActions, CodeDone, CodeEmailField } from '../../../components/code-screen.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { changePassword } from '../api/change-password.js';
import { resendResetCode } from '../api/resend-reset-code.js';
import { emailRule } from '../../../lib/email-rule.js';

const strongRule: ValidationRule<string> = (value) =>
  value && !isPasswordStrong(value) ? T.passwordWeak : null;

/** `/recovery/restore`: the mailed code and the new password (with the §5 hints). */
export function RestoreScreen() {
  const { api } = useServices();
  const state = (useLocation().state ?? {}) as { email?: string; notice?: string | null };
  // The address comes from the recovery screen, or from the link of a staff invitation (?email=).
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(state.email ?? searchParams.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(state.notice ?? null);
  const [changed, setChanged] = useState<string | null>(null);
  const matches: ValidationRule<string> = (value) =>
    value && value !== password ? T.passwordMismatch : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    const invalid =
      validate(email, [required, emailRule]) ||
      !code ||
      validate(password, [required, strongRule]) ||
      validate(confirmation, [required, matches]);
    if (invalid) return;
    if (code.length !== 6) {
      setFieldErrors({ code: AUTH_MESSAGES.otpInvalid });
      return;
    }
    setBusy(true);
    const result = await changePassword(api, { email: email.trim(), code, password });
    setBusy(false);
    if (result.ok) {
      setChanged(result.data.detail ?? AUTH_MESSAGES.passwordChanged);
      return;
    }
    const { fields, form } = readFailure(result);
    setFieldErrors(fields);
    if (fields.code) setCode('');
    if (Object.keys(fields).length === 0) setFailure(form ?? MESSAGES.genericError);
  }

  async function resend() {
    setShowErrors(true);
    setFailure(null);
    setInfo(null);
    if (validate(email, [required, emailRule])) return;
    const result = await resendResetCode(api, email.trim());
    if (result.ok) setInfo(result.data.detail ?? AUTH_MESSAGES.passwordResetSent);
    else setFailure(readFailure(result).form ?? MESSAGES.genericError);
  }

  if (changed) return <CodeDone title={T.restoreHeading} notice={changed} />;

  return (
    <section className="narrow">
      <h1>{T.restoreHeading}</h1>
      <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{T.restoreIntro}</p>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        {info ? <Notice kind="info">{info}</Notice> : null}
        <CodeEmailField value={email} onChange={setEmail} error={fieldErrors.email} showErrors={showErrors} />
        <AuthCodeInput
          id="code"
          name="code"
          label={T.codeLabel}
          required
          value={code}
          onChange={(next) => {
            setCode(next);
            setFieldErrors(({ code: _dropped, ...rest }) => rest);
          }}
          error={fieldErrors.code}
          showErrors={showErrors}
        />
        <PasswordField
          id="password"
          name="password"
          label={T.newPasswordFieldLabel}
          required
          showHints
          autoComplete="new-password"
          rules={[strongRule]}
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          showErrors={showErrors}
        />
        <PasswordField
          id="password_confirmation"
          name="password_confirmation"
          label={T.confirmPasswordLabel}
          required
          autoComplete="new-password"
          rules={[matches]}
          value={confirmation}
          onChange={setConfirmation}
          showErrors={showErrors}
        />
        <CodeActions busy={busy} submit={T.changePassword} onResend={() => void resend()} />
      </form>
    </section>
  );
}
