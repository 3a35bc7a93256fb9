import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { createApiClient, createSessionStore, createSystemClock, PORTAL_TEXTS } from '@sfc/core';
import { tokensCss } from '@sfc/widgets';
import { renderWithStyles } from '@sfc/widgets/define/styles.js';
import { createPortalQueryClient } from '../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import { PortalLayout } from '../layouts/portal-layout.js';
import { PRERENDERED_SCREEN_ROUTES } from '../route-tables/public-routes.js';
import { ROOT_ROUTE_ID, type GuardLoaderData } from '../guard.js';

export { PRERENDERED_PATHS } from '../route-tables/public-routes.js';

/** What an anonymous visitor's guard answers on every prerendered page: the screen may be shown. */
const SHOWN: GuardLoaderData = { forbiddenModule: null };

/** Services of a visitor who has not signed in; nothing calls the API while rendering. */
function anonymousServices(): PortalServices {
  const store = createSessionStore();
  const config = { signingSecret: 'prerender', apiBase: '/api', version: 'prerender' };
  const api = createApiClient({
    baseURL: config.apiBase,
    origin: 'http://localhost',
    signingSecret: config.signingSecret,
    store,
    navigate: () => undefined,
  });
  return { config, store, api, clock: createSystemClock() };
}

/** A prerendered page: the markup inside `#root`, the document title and the page's CSS texts. */
export interface PrerenderedPage {
  html: string;
  title: string;
  /**
   * The design tokens and the styles the components adopt once mounted in the browser: written
   * into the page so it looks the same before the script runs (no shift when it does).
   */
  styles: string[];
}

/**
 * Renders the public screen at `path` as an anonymous visitor first sees it, inside the portal's
 * layout, with the same providers the browser's `bootPortal` hydrates it with.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <PortalLayout />,
      loader: () => SHOWN,
      children: PRERENDERED_SCREEN_ROUTES,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = anonymousServices();
  const { result: html, styles } = renderWithStyles(() =>
    renderToString(
      <StrictMode>
        <ServicesProvider services={services}>
          <QueryClientProvider client={createPortalQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ServicesProvider>
      </StrictMode>,
    ),
  );
  const handle = context.matches.at(-1)?.route.handle as { title?: string } | undefined;
  return {
    html,
    title: handle?.title ? PORTAL_TEXTS.pageTitle(handle.title) : PORTAL_TEXTS.siteName,
    styles: [tokensCss, ...styles],
  };
}
