import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS, selectIsStaff } from '@sfc/core';
import { storeSignIn, type SignedIn } from '@sfc/widgets/features/sign-in/index.js';
import { useServices } from '../../../lib/services.js';

/**
 * Stores a completed sign-in in the session (`storeSignIn`: tokens, cookies, user, anything left
 * from an earlier session cleared) and opens the user's area: staff (a position) land on
 * `/dashboard/home`, consumers on `/customer/home`.
 */
export function useCompleteSignIn(): (signedIn: SignedIn) => void {
  const { store } = useServices();
  const navigate = useNavigate();
  return useCallback(
    (signedIn: SignedIn) => {
      storeSignIn(store, signedIn);
      const home = selectIsStaff(store.getState()) ? PATHS.dashboardHome : `${PATHS.customer}/home`;
      void navigate(home, { replace: true });
    },
    [navigate, store],
  );
}
