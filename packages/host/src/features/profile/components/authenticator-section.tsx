import { useState, type FormEvent } from 'react';
import '@shoelace-style/shoelace/dist/components/qr-code/qr-code.js';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS as T, type ApiResult } from '@sfc/core';
import { AuthCodeInput } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { confirmAuthenticator } from '../api/confirm-authenticator.js';
import { enableAuthenticator } from '../api/enable-authenticator.js';
import { startAuthenticator, type AuthenticatorEnrollment } from '../api/start-authenticator.js';
import type { ProfileUser } from '../api/types.js';

/**
 * The authenticator-app second factor (portal-spec §4 "QR: generate, confirm, auth, enable"):
 * a new secret shown as a QR code and as text, activated with the app's first code; once on, it
 * can be switched off.
 */
export function AuthenticatorSection({ user, onChanged }: { user: ProfileUser; onChanged: () => void }) {
  const { api } = useServices();
  const enabled = user.mfa?.qr === true;
  const [enrollment, setEnrollment] = useState<AuthenticatorEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function run<D>(call: () => Promise<ApiResult<D>>): Promise<D | null> {
    setBusy(true);
    setResult(null);
    const answer = await call();
    setBusy(false);
    if (answer.ok) return answer.data;
    const failure = readFailure(answer);
    const message = failure.fields.otp ?? null;
    setCodeError(message);
    if (!message) setResult({ kind: 'error', text: failure.form ?? MESSAGES.genericError });
    return null;
  }

  async function setUp() {
    const data = await run(() => startAuthenticator(api));
    if (data) setEnrollment(data);
  }

  async function activate(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setCodeError(code ? AUTH_MESSAGES.otpInvalid : MESSAGES.required);
      return;
    }
    const data = await run(() => confirmAuthenticator(api, code));
    setCode('');
    if (!data) return;
    setEnrollment(null);
    setResult({ kind: 'success', text: data.detail ?? AUTH_MESSAGES.totpActivated });
    onChanged();
  }

  async function disable() {
    const data = await run(() => enableAuthenticator(api, false));
    if (!data) return;
    setResult({ kind: 'success', text: data.detail ?? AUTH_MESSAGES.totpDisabled });
    onChanged();
  }

  return (
    <section className="card" aria-labelledby="authenticator-heading">
      <h3 id="authenticator-heading">{T.authenticatorHeading}</h3>
      <p>{T.authenticatorIntro}</p>
      <p>{enabled ? T.authenticatorOn : T.authenticatorOff}</p>
      {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
      {enrollment ? (
        <form className="sfc-form portal-form" noValidate onSubmit={(event) => void activate(event)}>
          <p>{T.authenticatorScan}</p>
          <div className="authenticator-qr">
            <sl-qr-code value={enrollment.qr} label={T.authenticatorQrLabel} size={176} />
          </div>
          <p>
            {T.authenticatorSecretLabel}: <code className="secret">{enrollment.secret}</code>
          </p>
          <AuthCodeInput
            id="totp-code"
            name="otp"
            label={T.authenticatorCodeLabel}
            required
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(null);
            }}
            error={codeError}
          />
          <div className="form-actions">
            <SubmitButton busy={busy}>{T.authenticatorActivate}</SubmitButton>
          </div>
        </form>
      ) : (
        <div className="sfc-form form-actions">
          {enabled ? (
            <SubmitButton type="button" variant="secondary" busy={busy} onClick={() => void disable()}>
              {T.authenticatorDisable}
            </SubmitButton>
          ) : (
            <SubmitButton type="button" busy={busy} onClick={() => void setUp()}>
              {T.authenticatorSetup}
            </SubmitButton>
          )}
        </div>
      )}
    </section>
  );
}
