import { useEffect, useState } from 'react';
import { MESSAGES, PORTAL_TEXTS as T, selectUserId } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { useSession } from '../../../lib/use-session.js';
import { getUser } from '../api/get-user.js';
import type { ProfileUser } from '../api/types.js';
import { AuthenticatorSection } from './authenticator-section.js';
import { PersonDataForm } from './person-data-form.js';
import { PhoneSection } from './phone-section.js';

/** `/profile`: the account's contact data and verification methods, and the person data to edit. */
export function ProfileScreen() {
  const { api } = useServices();
  const userId = useSession(selectUserId);
  const [user, setUser] = useState<ProfileUser | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const [loads, setLoads] = useState(0);
  const reload = () => setLoads((n) => n + 1);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void getUser(api, userId).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setUser(answer.data);
      } else setLoadError(readFailure(answer).form ?? MESSAGES.genericError);
    });
    return () => {
      live = false;
    };
  }, [api, userId, loads]);

  const method = (on: boolean | undefined) => (on ? T.enabled : T.disabled);
  return (
    <section>
      <h1>{T.profileTitle}</h1>
      {loadError ? <Notice kind="error">{loadError}</Notice> : null}
      {user ? (
        <section className="card" aria-labelledby="account-heading">
          <h2 id="account-heading">{T.accountHeading}</h2>
          <dl className="data-list">
            <div>
              <dt>{T.emailLabel}</dt>
              <dd>{user.email ?? T.notProvided}</dd>
            </div>
            <div>
              <dt>{T.phoneLabel}</dt>
              <dd>{user.phone ?? T.notProvided}</dd>
            </div>
            <div>
              <dt>{T.verificationMethods}</dt>
              <dd>
                {T.methodMail}: {method(user.mfa?.mail)}; {T.methodSms}: {method(user.mfa?.sms)}; {T.methodQr}
                : {method(user.mfa?.qr)}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      {user ? (
        // Keyed by account: the form starts from the loaded data once, and keeps what is typed
        // while the verification sections below reload the user.
        <PersonDataForm key={user.id} user={user} onSaved={setUser} />
      ) : !loadError ? (
        <p role="status">{T.signedInLoading}</p>
      ) : null}
      {user ? (
        <section aria-labelledby="security-heading">
          <h2 id="security-heading">{T.securityHeading}</h2>
          <p>{T.securityIntro}</p>
          <div className="card-stack">
            <PhoneSection user={user} onChanged={reload} />
            <AuthenticatorSection user={user} onChanged={reload} />
          </div>
        </section>
      ) : null}
    </section>
  );
}
