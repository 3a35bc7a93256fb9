import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { loginPathFor, PATHS, PORTAL_TEXTS as T, selectIsAuthenticated } from '@sfc/core';
import { adoptStyles, tokensCss } from '@sfc/widgets';
import '@sfc/widgets/elements/accessibility-bar/accessibility-bar.element.ts';
import { createPortalQueryClient } from '../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../lib/services.js';
import { loadPortalConfig } from './config/portal-config.js';
import { createGuardLoader, ROOT_ROUTE_ID } from './guard.js';
import { createStaffAreaDiscovery, portalRoutes } from './router.js';
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

/**
 * The router's starting data when `container` holds a page the build prerendered (the public
 * screens) and the visitor sees it as prerendered, anonymously: the guard is run here once, and
 * the matched screens' code is loaded, so React can take the markup over instead of redrawing it.
 * `null` (render from scratch) for a signed-in visitor, whose header and menu differ, for a query
 * string, or when the guard sends the visitor elsewhere.
 */
async function prerenderedPageData(
  container: HTMLElement,
  routes: RouteObject[],
  services: PortalServices,
): Promise<{ loaderData: Record<string, unknown> } | null> {
  if (!container.hasChildNodes() || selectIsAuthenticated(services.store.getState())) return null;
  // The build rendered the bare path: a query string (the statistics' filters) may change the page.
  if (window.location.search !== '') return null;
  let data: unknown;
  try {
    data = await createGuardLoader(routes, services)({ request: new Request(window.location.href) });
  } catch {
    // A redirect: the router's own first navigation runs the guard again and follows it.
    return null;
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return { loaderData: { [ROOT_ROUTE_ID]: data } };
}

export async function bootPortal(container: HTMLElement): Promise<void> {
  adoptStyles(document, tokensCss);
  let config;
  try {
    config = await loadPortalConfig();
  } catch (error) {
    console.error(error);
    createRoot(container).render(<BootFailure />);
    return;
  }
  // The API client needs navigation before the router exists: it is bound here once created.
  const bound: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const services = createPortalServices(
    config,
    (path, state) => void bound.router?.navigate(withReturn(bound.router, path), { state }),
  );
  const routes = portalRoutes(services);
  const hydrationData = await prerenderedPageData(container, routes, services);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: createStaffAreaDiscovery(routes, services),
    ...(hydrationData ? { hydrationData } : {}),
  });
  bound.router = router;
  // One cache of server state for the page; emptied when the session ends, so the next person
  // signing in on this tab never sees the previous one's lists.
  const queryClient = createPortalQueryClient();
  services.store.subscribe((state, previous) => {
    if (selectIsAuthenticated(previous) && !selectIsAuthenticated(state)) queryClient.clear();
  });
  const portal = (
    <StrictMode>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  );
  // As a transition, React renders in slices that give the main thread back to the browser between
  // them instead of in one long task, so a tap or a keystroke during start-up is not held up.
  startTransition(() => {
    if (hydrationData) hydrateRoot(container, portal);
    else createRoot(container).render(portal);
  });
}
