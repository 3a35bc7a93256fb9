import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, Clock, SessionStore } from '@sfc/core';

/** What the server tells the portal at start (`GET /config.json`). */
export interface PortalConfig {
  /** The portal's key for `X-SFC-Signature` (public by design: docs/decisions/0004). */
  signingSecret: string;
  /** Base of every API call, `/api` on the portal's own origin. */
  apiBase: string;
  /** The build this page runs, as published in `/vers.json`. */
  version: string;
}

/** The page's long-lived services, created once at boot and shared through React context. */
export interface PortalServices {
  config: PortalConfig;
  /** The shared session store of core (session storage + `acc`/`ref` cookies). */
  store: SessionStore;
  /** Core's signed API client bound to {@link store}. */
  api: ApiClient;
  /** Time and timers (the idle time-out and the version poller read it). */
  clock: Clock;
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Makes the portal's services available to every screen below it. */
export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The portal's services; only valid below {@link ServicesProvider}. */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it');
  return services;
}
