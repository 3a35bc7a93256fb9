import { useEffect, useState, type FormEvent } from 'react';
import {
  AUTH_MESSAGES,
  FORM_LABELS,
  MESSAGES,
  SIGN_IN_TEXTS as T,
  readFailure,
  type ApiClient,
} from '@sfc/core';
import { AuthCodeInput } from '../../../form/auth-code-input/auth-code-input.js';
import { Notice } from '../../shared/notice.js';
import { SubmitButton } from '../../shared/submit-button.js';
import { useFocusOnMount } from '../../shared/use-focus-on-mount.js';
import { readCodeSending } from '../api/code-sending.js';
import { sendSignInCode } from '../api/send-code.js';
import type { PreloginAnswer, SecondFactor, SignedIn } from '../api/types.js';
import { verifyAuthenticatorCode } from '../api/verify-authenticator.js';
import { verifySignInCode } from '../api/verify-code.js';

const CODE_LENGTH = 6;

const HINTS: Record<SecondFactor, string> = {
  mail: AUTH_MESSAGES.otpSentMail,
  sms: AUTH_MESSAGES.otpSentSms,
  qr: T.codeQrHint,
};

/** Step 3: the 6-digit code (mail, SMS or authenticator), with resending for mail and SMS. */
export function CodeStep({
  api,
  challenge,
  method,
  initialNotice,
  initialCooldown = 0,
  onSignedIn,
  onOtherMethod,
}: {
  api: ApiClient;
  challenge: PreloginAnswer;
  method: SecondFactor;
  /** What the server said about the code: sent, or still valid from moments ago (and when to ask again). */
  initialNotice: string | null;
  /** Seconds before the resend link works (a code was sent moments ago); counted down on the link. */
  initialCooldown?: number;
  onSignedIn: (signedIn: SignedIn) => void;
  onOtherMethod: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [code, setCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(initialCooldown);
  useEffect(() => {
    if (cooldown <= 0) return;
    const tick = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [cooldown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (code.length === 0) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(AUTH_MESSAGES.otpInvalid);
      return;
    }
    setBusy(true);
    const result =
      method === 'qr'
        ? await verifyAuthenticatorCode(api, challenge.user_id, code)
        : await verifySignInCode(api, method, challenge.user_id, code);
    setBusy(false);
    if (result.ok) {
      onSignedIn(result.data);
      return;
    }
    const { fields, form } = readFailure(result);
    const message = fields.otp ?? fields.code ?? null;
    setCodeError(message);
    setFailure(message ? null : (form ?? MESSAGES.genericError));
    setCode('');
  }

  async function resend() {
    if (method === 'qr') return;
    setFailure(null);
    setInfo(null);
    const sending = readCodeSending(await sendSignInCode(api, method, challenge.user_id));
    if (sending.codeAvailable) setInfo(sending.notice ?? T.codeResent);
    else setFailure(sending.failure);
    setCooldown(sending.wait);
  }

  return (
    <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 ref={heading} tabIndex={-1}>
        {T.codeHeading}
      </h2>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {info ? <Notice kind="info">{info}</Notice> : null}
      <AuthCodeInput
        id="otp"
        name="otp"
        label={T.codeLabel}
        hint={initialNotice ?? HINTS[method]}
        required
        autoFocus
        length={CODE_LENGTH}
        value={code}
        onChange={(next) => {
          setCode(next);
          setCodeError(null);
        }}
        error={codeError}
        showErrors={showErrors}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>{T.verify}</SubmitButton>
        {method !== 'qr' ? (
          <button
            type="button"
            className="sfc-button sfc-button--link"
            onClick={() => void resend()}
            disabled={busy || cooldown > 0}
          >
            {cooldown > 0 ? FORM_LABELS.resendCodeIn(cooldown) : FORM_LABELS.resendCode}
          </button>
        ) : null}
        <button type="button" className="sfc-button sfc-button--link" onClick={onOtherMethod} disabled={busy}>
          {T.otherMethod}
        </button>
      </div>
    </form>
  );
}
