import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { loginPathFor, PATHS, PORTAL_TEXTS as T, selectIsAuthenticated } from '@sfc/core';
import { adoptStyles, tokensCss } from '@sfc/widgets';
import '@sfc/widgets/elements/accessibility-bar/accessibility-bar.element.ts';
import { createPortalQueryClient } from '../lib/server-state/query-client.js';
import { ServicesProvider } from '../lib/services.js';
import { loadPortalConfig } from './config/portal-config.js';
import { createPortalRouter } from './router.js';
import { createPortalServices } from './services.js';

/** What a visitor sees when the portal cannot even read its configuration. */
function BootFailure() {
  return (
    <main id="main-content" className="page">
      <div className="layout-inner">
        <h1>{T.siteName}</h1>
        <p role="alert">{T.bootFailed}</p>
      </div>
    </main>
  );
}

/**
 * Starts the portal in `container`: design tokens on the document, `/config.json` from the server,
 * the services (session store, signed API client), then the router.
 */
/**
 * A session that expires sends the API client to `/login`: the screen in use rides along as
 * `?next=`, so signing in again returns to it (and to the form's draft).
 */
function withReturn(
  router: { state: { location: { pathname: string; search: string } } } | undefined,
  path: string,
): string {
  const here = router?.state.location;
  if (path !== PATHS.login || !here) return path;
  // Already there (a second call failing): keep the `next` it carries.
  if (here.pathname === PATHS.login) return `${here.pathname}${here.search}`;
  return loginPathFor(`${here.pathname}${here.search}`);
}

export async function bootPortal(container: HTMLElement): Promise<void> {
  adoptStyles(document, tokensCss);
  const root = createRoot(container);
  let config;
  try {
    config = await loadPortalConfig();
  } catch (error) {
    console.error(error);
    root.render(<BootFailure />);
    return;
  }
  // The API client needs navigation before the router exists: it is bound here once created.
  const bound: { router?: ReturnType<typeof createPortalRouter> } = {};
  const services = createPortalServices(
    config,
    (path, state) => void bound.router?.navigate(withReturn(bound.router, path), { state }),
  );
  const router = createPortalRouter(services);
  bound.router = router;
  // One cache of server state for the page; emptied when the session ends, so the next person
  // signing in on this tab never sees the previous one's lists.
  const queryClient = createPortalQueryClient();
  services.store.subscribe((state, previous) => {
    if (selectIsAuthenticated(previous) && !selectIsAuthenticated(state)) queryClient.clear();
  });
  root.render(
    <StrictMode>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}
