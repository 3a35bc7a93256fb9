import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, PORTAL_TEXTS as T, required, validate } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { CodeEmailField } from '../../../components/code-screen.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useCaptchaSend } from '../../../lib/captcha.js';
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
  const captcha = useCaptchaSend();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (validate(email, [required, emailRule])) return;
    const answer = await captcha.withCaptcha((token) => requestPasswordReset(api, email.trim(), token));
    if (!answer) {
      setFailure(MESSAGES.recaptchaFailed);
      return;
    }
    const result = answer.sent;
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
          <SubmitButton busy={captcha.busy} busyLabel={captcha.busyLabel}>
            {T.sendCode}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
