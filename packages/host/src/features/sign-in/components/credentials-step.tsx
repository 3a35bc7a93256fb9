import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import { PasswordField, TextField } from '@sfc/widgets';
import { Notice } from '../../../components/notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { requestPrelogin } from '../api/prelogin.js';
import type { PreloginAnswer } from '../api/types.js';

/** Step 1 of signing in: e-mail and password, checked by the prelogin. */
export function CredentialsStep({ onPrelogin }: { onPrelogin: (answer: PreloginAnswer) => void }) {
  const { api } = useServices();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    const result = await requestPrelogin(api, { username: username.trim(), password });
    setBusy(false);
    if (!result.ok) {
      setFailure(readFailure(result).form ?? MESSAGES.genericError);
      return;
    }
    onPrelogin(result.data);
  }

  return (
    <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{T.loginIntro}</p>
      {failure ? (
        <Notice kind="error">
          <p>{failure}</p>
          {failure === AUTH_MESSAGES.accountInactive ? (
            <p>
              <Link to="/verify" state={{ email: username.trim() }}>
                {T.unconfirmedAccount}
              </Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <TextField
        id="username"
        name="username"
        type="email"
        label={T.usernameLabel}
        required
        autoComplete="username"
        value={username}
        onChange={setUsername}
        showErrors={showErrors}
      />
      <PasswordField
        id="password"
        name="password"
        label={T.passwordLabel}
        required
        value={password}
        onChange={setPassword}
        showErrors={showErrors}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>{T.continue}</SubmitButton>
      </div>
      <ul className="form-links">
        <li>
          <Link to="/recovery">{T.forgotPassword}</Link>
        </li>
        <li>
          <Link to="/signup">{T.noAccount}</Link>
        </li>
        <li>
          <Link to="/verify">{T.unconfirmedAccount}</Link>
        </li>
      </ul>
    </form>
  );
}
