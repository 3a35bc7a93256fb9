import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindIdleActivity, createIdleTimer, selectIsAuthenticated } from '@sfc/core';
import { useServices } from '../../lib/services.js';
import { useSession } from '../../lib/use-session.js';

/**
 * Portal-spec §2 session idle time-out with core's timer: after 30 minutes without activity on
 * the page the user goes to `/logout`, unless on `/login`. It runs while there is a session;
 * an anonymous visitor has nothing to close.
 */
export function useIdleLogout(): void {
  const { clock } = useServices();
  const authenticated = useSession(selectIsAuthenticated);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!authenticated) return;
    const timer = createIdleTimer({
      clock,
      getPath: () => path.current,
      navigate: (to) => void navigate(to),
    });
    const unbind = bindIdleActivity(window, timer);
    timer.start();
    return () => {
      unbind();
      timer.stop();
    };
  }, [authenticated, clock, navigate]);
}
