import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, MESSAGES, SIGN_IN_TEXTS as T, readFailure, type ApiClient } from '@sfc/core';
import { PasswordField } from '../../../form/password-field/password-field.js';
import { TextField } from '../../../form/text-field/text-field.js';
import { linkClick } from '../../shared/link-click.js';
import { Notice } from '../../shared/notice.js';
import { SubmitButton } from '../../shared/submit-button.js';
import { requestPrelogin } from '../api/prelogin.js';
import type { PreloginAnswer } from '../api/types.js';
import type { SignInLinks, SignInNavigate } from '../sign-in-links.js';

/** Step 1 of signing in: e-mail and password, checked by the prelogin. */
export function CredentialsStep({
  api,
  links,
  onNavigate,
  onPrelogin,
}: {
  api: ApiClient;
  links: SignInLinks;
  onNavigate: SignInNavigate | undefined;
  onPrelogin: (answer: PreloginAnswer) => void;
}) {
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

  /** A link of the step: in-app through `onNavigate` (with `state`), a plain link otherwise. */
  const link = (href: string, text: string, state?: { email: string }) => (
    <a href={href} onClick={linkClick(href, onNavigate && ((to) => onNavigate(to, state)))}>
      {text}
    </a>
  );
  const listed = [
    links.recovery ? { href: links.recovery, text: T.forgotPassword } : null,
    links.signup ? { href: links.signup, text: T.noAccount } : null,
    links.verify ? { href: links.verify, text: T.unconfirmedAccount } : null,
  ].filter((item) => item !== null);

  return (
    <form className="sfc-form portal-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{T.loginIntro}</p>
      {failure ? (
        <Notice kind="error">
          <p>{failure}</p>
          {failure === AUTH_MESSAGES.accountInactive && links.verify ? (
            <p>{link(links.verify, T.unconfirmedAccount, { email: username.trim() })}</p>
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
      {listed.length > 0 ? (
        <ul className="form-links">
          {listed.map((item) => (
            <li key={item.text}>{link(item.href, item.text)}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
