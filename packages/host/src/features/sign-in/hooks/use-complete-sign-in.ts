import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS, RETURN_PARAM, safeReturnPath, selectIsStaff } from '@sfc/core';
import { storeSignIn, type SignedIn } from '@sfc/widgets/features/sign-in/index.js';
import { useServices } from '../../../lib/services.js';

/**
 * Stores a completed sign-in in the session (`storeSignIn`: tokens, cookies, user, anything left
 * from an earlier session cleared) and opens the page the person asked for before being sent to
 * sign in (`/login?next=`, this portal's paths only), else the user's area: staff (a position) land
 * on `/dashboard/home`, consumers on `/customer/home`.
 */
export function useCompleteSignIn(): (signedIn: SignedIn) => void {
  const { store } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = safeReturnPath(search.get(RETURN_PARAM));
  return useCallback(
    (signedIn: SignedIn) => {
      storeSignIn(store, signedIn);
      const home = selectIsStaff(store.getState()) ? PATHS.dashboardHome : `${PATHS.customer}/home`;
      void navigate(requested ?? home, { replace: true });
    },
    [navigate, requested, store],
  );
}
