import type { SessionStore } from '@sfc/core';
import type { SignedIn } from './api/types.js';

/**
 * Stores a completed sign-in in the session (tokens and their `acc`/`ref` cookies, the user),
 * after clearing anything left from an earlier session (modules, breadcrumb). Every element and
 * screen reading the same store sees the new session at once.
 */
export function storeSignIn(store: SessionStore, { access, refresh, user }: SignedIn): void {
  const session = store.getState();
  session.logout();
  session.setTokens({ access, refresh });
  session.setUser(user);
}
