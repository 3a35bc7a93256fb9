import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS, selectIsStaff } from '@sfc/core';
import { useServices } from '../../../lib/services.js';
import type { SignedIn } from '../api/types.js';

/**
 * Stores a completed sign-in in the session (tokens, cookies, user) and opens the user's area:
 * staff (a position) land on `/dashboard/home`, consumers on `/customer/home`. Anything left from
 * an earlier session (modules, breadcrumb) is cleared first.
 */
export function useCompleteSignIn(): (signedIn: SignedIn) => void {
  const { store } = useServices();
  const navigate = useNavigate();
  return useCallback(
    ({ access, refresh, user }: SignedIn) => {
      const session = store.getState();
      session.logout();
      session.setTokens({ access, refresh });
      session.setUser(user);
      const home = selectIsStaff(store.getState()) ? PATHS.dashboardHome : `${PATHS.customer}/home`;
      void navigate(home, { replace: true });
    },
    [navigate, store],
  );
}
