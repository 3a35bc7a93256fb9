import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, PORTAL_TEXTS as T, required, validate } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { CodeEmailField } from '../../../components/code-screen.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { solveCaptcha } from '../../../lib/captcha.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { requestPasswordReset } from '../api/request-reset.js';
import { emailRule } from '../../../lib/email-rule.js';

/** `/recovery`: asks for a password-reset code by e-mail (with the browser-solved captcha). */
export function RecoveryScreen() {
  const { api } = useServices();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'captcha' | 'sending'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (validate(email, [required, emailRule])) return;
    setPhase('captcha');
    let captcha: string;
    try {
      captcha = await solveCaptcha(api);
    } catch {
      setPhase('idle');
      setFailure(MESSAGES.recaptchaFailed);
      return;
    }
    setPhase('sending');
    const result = await requestPasswordReset(api, email.trim(), captcha);
    setPhase('idle');
    if (result.ok) {
      void navigate('/recovery/restore', {
        state: { email: email.trim(), notice: result.data.detail ?? null },
      });
      return;
    }
    const { fields, form } = readFailure(result);
    setFailure(fields.email ?? fields.captcha ?? form ?? MESSAGES.genericError);
  }

  return (
    <section className="narrow">
      <h1>{T.recoveryTitle}</h1>
      <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{T.recoveryIntro}</p>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <CodeEmailField value={email} onChange={setEmail} showErrors={showErrors} />
        <div className="form-actions">
          <SubmitButton
            busy={phase !== 'idle'}
            busyLabel={phase === 'captcha' ? T.solvingCaptcha : T.sending}
          >
            {T.sendCode}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
