import { useNavigate } from 'react-router';
import { PORTAL_TEXTS as T } from '@sfc/core';
import { SignIn, type SignInLinks } from '@sfc/widgets/features/sign-in/index.js';
import { useServices } from '../../../lib/services.js';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js';

/** The portal's routes the sign-in links to. */
const LINKS: SignInLinks = { recovery: '/recovery', signup: '/signup', verify: '/verify' };

/**
 * `/login`: the shared sign-in (prelogin, second factor, code; packages/server/docs/sign-in.md),
 * then the user's area. Its links go through the router; the confirmation link of an
 * unconfirmed account carries the typed e-mail to `/verify`.
 */
export function LoginScreen() {
  const { api } = useServices();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  return (
    <section className="narrow">
      <h1>{T.loginTitle}</h1>
      <SignIn
        api={api}
        onSignedIn={completeSignIn}
        links={LINKS}
        onNavigate={(href, state) => void navigate(href, state ? { state } : undefined)}
      />
    </section>
  );
}
