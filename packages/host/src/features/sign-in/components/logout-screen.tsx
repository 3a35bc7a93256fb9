import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, PORTAL_TEXTS as T, selectIsAuthenticated } from '@sfc/core';
import { requestLogout } from '@sfc/widgets/features/sign-in/index.js';
import { useServices } from '../../../lib/services.js';

/**
 * `/logout`: tells the server (which revokes the refresh tokens), then clears the session
 * (storage and cookies) whatever it answered, and offers to sign in again. Reached from the menu
 * and from the idle time-out.
 */
export function LogoutScreen() {
  const { api, store } = useServices();
  const [done, setDone] = useState(() => !selectIsAuthenticated(store.getState()));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || done) return;
    started.current = true;
    const { user } = store.getState();
    const username = String(user?.username ?? user?.email ?? '');
    void requestLogout(api, username).finally(() => {
      store.getState().logout();
      setDone(true);
    });
  }, [api, done, store]);

  return (
    <section className="narrow">
      <h1>{T.logoutTitle}</h1>
      <div role="status">
        <p>{done ? AUTH_MESSAGES.loggedOut : T.loggingOut}</p>
      </div>
      {done ? (
        <>
          <p>{T.logoutBody}</p>
          <p>
            <Link className="sfc-button-link" to="/login">
              {T.signInAgain}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
