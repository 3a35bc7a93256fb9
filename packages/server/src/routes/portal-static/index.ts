import { ALL_ROUTES } from '@sfc/core/navigation/routes';
import { publicAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loadPortalStaticConfig } from './static-config.js';
import { readStaticFile, type StaticFile } from './static-files.js';

/** Version reported when the portal has not been built (Vite dev server, API-only runs). */
export const UNBUILT_VERSION = 'dev';

/**
 * What `/config.json` tells the portal at start: the API base, the build version and the portal's
 * signing key. The key is public by design (docs/decisions/0004-portal-signing-key.md): every
 * browser that runs the portal must hold it to sign its calls.
 */
export interface PortalRuntimeConfig {
  signingSecret: string;
  apiBase: string;
  version: string;
}

// The SPA's own routes below the first segment (/customer/…, /dashboard/…, /recovery/…, /error/…):
// taken from core's route table so a new area needs no change here.
const NESTED_AREAS = [
  ...new Set(
    ALL_ROUTES.map((route) => route.pattern.split('/').filter(Boolean))
      .filter((segments) => segments.length > 1)
      .map((segments) => segments[0] as string),
  ),
];

// The portal runs only its own bundled scripts; styles may be inline (React style props, Lit).
const HTML_HEADERS = {
  'cache-control': 'no-cache',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "frame-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** Hashed file names (Vite's assets, the elements' chunks): a cached copy can never be stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends a file of the build with its type and, for a precompressed copy, its content coding. */
function sendFile(reply: FastifyReply, file: StaticFile): FastifyReply {
  if (file.negotiated) reply.header('vary', 'Accept-Encoding');
  if (file.encoding) reply.header('content-encoding', file.encoding);
  return reply.type(file.contentType).send(file.body);
}

const acceptEncoding = (request: FastifyRequest) => request.headers['accept-encoding'];

async function buildVersion(staticDir: string | null): Promise<string> {
  const file = staticDir ? await readStaticFile(staticDir, 'vers.json') : null;
  if (!file) return UNBUILT_VERSION;
  try {
    const parsed = JSON.parse(file.body.toString('utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : UNBUILT_VERSION;
  } catch {
    return UNBUILT_VERSION;
  }
}

/**
 * Serves the built host portal next to `/api`, on the same origin: `/config.json`, `/vers.json`
 * (polled by the portal every 60 s), the files of the build, a prerendered public page
 * (`pages/<name>.html`) for its path, and `index.html` for every other path of the SPA
 * (history-API fallback). Paths under `/api` are never answered here.
 *
 * Registered by the route-folder loader like any other folder, but these paths live at the root,
 * not under `/api`: the plugin is marked `skip-override` (what `fastify-plugin` does), which makes
 * Fastify register it on the app itself, without the folder prefix.
 */
export const routes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { staticDir, apiBase } = loadPortalStaticConfig();
  // Not in the OpenAPI document; answered from the build's own precompressed copies, so the
  // server-wide compression of API answers (src/http/compression.ts) leaves them alone.
  // The portal's public files and its runtime settings: nothing personal.
  const hidden = { schema: { hide: true }, config: { compress: false as const, access: publicAccess() } };

  app.get('/config.json', hidden, async (_request, reply) => {
    const body: PortalRuntimeConfig = {
      signingSecret: app.config.signingSecret,
      apiBase,
      version: await buildVersion(staticDir),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get('/vers.json', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ version: await buildVersion(staticDir) }),
  );

  if (staticDir === null) {
    app.log.info('portal-static: no built portal (packages/host/dist); serving /api only');
    return;
  }
  const root = staticDir;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = await readStaticFile(root, 'index.html', acceptEncoding(request));
    if (!index) return reply.callNotFound();
    return sendFile(reply.headers(HTML_HEADERS), index);
  };

  // A public page the build prerendered (`pages/<name>.html`, scripts/prerender.mjs) is sent with
  // its content already in place; every other path of the SPA gets the empty index.html.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const page = /^[a-z0-9-]+$/i.test(name)
      ? await readStaticFile(root, `pages/${name}.html`, acceptEncoding(request))
      : null;
    return page ? sendFile(reply.headers(HTML_HEADERS), page) : sendIndex(request, reply);
  };

  app.get('/', hidden, async (request, reply) => sendIndex(request, reply));

  app.get<{ Params: { name: string } }>('/:name', hidden, async (request, reply) => {
    const { name } = request.params;
    if (name.toLowerCase() === 'api') return reply.callNotFound();
    const file = await readStaticFile(root, name, acceptEncoding(request));
    if (file) return sendFile(reply.header('cache-control', 'no-cache'), file);
    // Browsers and crawlers ask for /favicon.ico whatever the page links: point them at the SVG.
    if (name === 'favicon.ico' && (await readStaticFile(root, 'favicon.svg'))) {
      return reply.redirect('/favicon.svg', 301);
    }
    // A missing file (favicon.ico, robots.txt) is a 404, not the SPA: its page would be the wrong type.
    return name.includes('.') ? reply.callNotFound() : sendPage(request, reply, name);
  });

  app.get<{ Params: { '*': string } }>('/assets/*', hidden, async (request, reply) => {
    const file = await readStaticFile(root, `assets/${request.params['*']}`, acceptEncoding(request));
    if (!file) return reply.callNotFound();
    // Vite puts a content hash in every asset name, so a cached copy can never be stale.
    return sendFile(reply.header('cache-control', IMMUTABLE), file);
  });

  // The embeddable elements' library build (scripts/build-widgets.mjs puts it in the build's
  // `widgets/`): entries keep stable names for CMS pages' script tags, chunks carry a hash.
  app.get<{ Params: { '*': string } }>('/widgets/*', hidden, async (request, reply) => {
    const relative = request.params['*'];
    const file = relative.endsWith('.html')
      ? null
      : await readStaticFile(root, `widgets/${relative}`, acceptEncoding(request));
    if (!file) return reply.callNotFound();
    const immutable = relative.startsWith('chunks/');
    reply
      .header('cache-control', immutable ? IMMUTABLE : 'no-cache')
      .header('access-control-allow-origin', '*');
    return sendFile(reply, file);
  });

  // A content page of the authority imitated, embedding the five elements.
  app.get('/embed-demo', hidden, async (request, reply) => {
    const page = await readStaticFile(root, 'widgets/embed-demo.html', acceptEncoding(request));
    if (!page) return reply.callNotFound();
    return sendFile(reply.headers(HTML_HEADERS), page);
  });

  for (const area of NESTED_AREAS) {
    app.get(`/${area}/*`, hidden, async (request, reply) => sendIndex(request, reply));
  }
};

// Skip encapsulation so the loader's `/api` prefix does not apply (see the doc comment above).
Object.defineProperty(routes, Symbol.for('skip-override'), { value: true });
Object.defineProperty(routes, Symbol.for('fastify.display-name'), { value: 'portal-static' });
