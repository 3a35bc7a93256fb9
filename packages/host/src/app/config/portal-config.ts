import type { PortalConfig } from '../../lib/services.js';

/** Where the server publishes the portal's runtime configuration. */
export const PORTAL_CONFIG_PATH = '/config.json';

/** `/config.json` could not be read or lacks a field. */
export class PortalConfigError extends Error {
  override name = 'PortalConfigError';
}

/**
 * Reads the runtime configuration from the server that serves the portal. Nothing is baked into
 * the build, so one build runs against any server (its key, its API base). The page preloads it
 * (`index.html`), so this fetch takes the answer already on its way; the server sends it
 * `no-store`, so every page load reads it anew.
 */
export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl(PORTAL_CONFIG_PATH);
    if (!response.ok) throw new PortalConfigError(`${PORTAL_CONFIG_PATH} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof PortalConfigError) throw error;
    throw new PortalConfigError(`${PORTAL_CONFIG_PATH} could not be read: ${String(error)}`);
  }
  const { signingSecret, apiBase, version } = (body ?? {}) as Partial<Record<keyof PortalConfig, unknown>>;
  if (typeof signingSecret !== 'string' || signingSecret === '' || typeof apiBase !== 'string') {
    throw new PortalConfigError(`${PORTAL_CONFIG_PATH} lacks signingSecret or apiBase`);
  }
  return { signingSecret, apiBase, version: typeof version === 'string' ? version : 'dev' };
}
