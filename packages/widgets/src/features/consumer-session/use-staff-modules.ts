import { useEffect } from 'react';
import type { ApiClient, SessionModule, SessionStore } from '@sfc/core';

/**
 * Loads a staff member's modules into the shared session when they are missing (portal-spec §4:
 * "for an active user with a position, dashboard options and modules load"), as the host's
 * guard does for the portal. On a CMS page the elements' sign-in is the only one, and the
 * modules decide what the other elements show (the alerts bell needs module 28, the report
 * viewer's data module 16). A failure leaves them unloaded: those elements stay off.
 */
export function useStaffModules(api: ApiClient, store: SessionStore, needed: boolean): void {
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void api.get<SessionModule[]>('/module/').then((result) => {
      if (live && result.ok && Array.isArray(result.data) && store.getState().modules === null)
        store.getState().setModules(result.data);
    });
    return () => {
      live = false;
    };
  }, [api, store, needed]);
}
