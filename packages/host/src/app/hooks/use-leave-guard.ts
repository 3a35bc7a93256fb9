import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { DRAFT_TEXTS, PATHS, unsavedDrafts } from '@sfc/core';

const hasUnsaved = () => unsavedDrafts.getState().ids.size > 0;

/**
 * Asks before a link or menu leaves a screen whose form holds changes the server does not have
 * yet (ADR 0041); the browser's own question covers reloads and closing the tab. Going to sign in
 * (an expired session) or out is never held up: the draft is kept in the browser for the return.
 */
export function useLeaveGuard(): void {
  // Re-rendered on changes; the check itself reads the registry at navigation time, since a form
  // that was just sent clears its flag right before it navigates.
  useSyncExternalStore(unsavedDrafts.subscribe, hasUnsaved, hasUnsaved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsaved() &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== PATHS.login &&
      nextLocation.pathname !== PATHS.logout,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(DRAFT_TEXTS.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
