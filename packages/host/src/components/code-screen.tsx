import { Link } from 'react-router';
import { FORM_LABELS, PORTAL_TEXTS as T } from '@sfc/core';
import { TextField } from '@sfc/widgets';
import { emailRule } from '../lib/email-rule.js';
import { Notice } from './notice.js';
import { SubmitButton } from './submit-button.js';

// The pieces the screens that take a mailed code share (account confirmation, password restore,
// and the recovery request before them): their own state, not the form pattern's.

/** The account's e-mail address (`id`/`name` "email"), required and well formed. */
export function CodeEmailField(props: {
  value: string;
  onChange: (value: string) => void;
  showErrors: boolean;
  error?: string;
}) {
  return (
    <TextField
      id="email"
      name="email"
      type="email"
      label={T.emailLabel}
      required
      autoComplete="email"
      rules={[emailRule]}
      {...props}
    />
  );
}

/** The screen's submit button and the "resend the code" button beside it. */
export function CodeActions({
  busy,
  submit,
  onResend,
}: {
  busy: boolean;
  submit: string;
  onResend: () => void;
}) {
  return (
    <div className="form-actions">
      <SubmitButton busy={busy}>{submit}</SubmitButton>
      <button type="button" className="sfc-button sfc-button--link" onClick={onResend} disabled={busy}>
        {FORM_LABELS.resendCode}
      </button>
    </div>
  );
}

/** What a code screen shows once the code worked: its title, the server's notice, the way to sign in. */
export function CodeDone({ title, notice }: { title: string; notice: string }) {
  return (
    <section className="narrow">
      <h1>{title}</h1>
      <Notice kind="success">{notice}</Notice>
      <p>
        <Link className="sfc-button-link" to="/login">
          {T.goToSignIn}
        </Link>
      </p>
    </section>
  );
}
