import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built portal is looked for when STATIC_DIR is unset: the host's Vite output. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../../host/dist/', import.meta.url));

/** How the server serves the portal. */
export interface PortalStaticConfig {
  /** Absolute folder of the built portal (index.html, assets/, vers.json); null when there is none. */
  staticDir: string | null;
  /** The API base the portal is told to use (`/config.json`). */
  apiBase: string;
}

/** STATIC_DIR names a folder that does not exist. */
export class StaticDirError extends Error {
  override name = 'StaticDirError';
}

/**
 * Reads STATIC_DIR: an explicit folder must exist (a typo should stop the start, not serve
 * nothing); `off` serves no portal; unset means the host's `dist/` when it has been built.
 * A relative value is taken from where npm was started (INIT_CWD), like DATA_DIR.
 */
export function loadPortalStaticConfig(env: NodeJS.ProcessEnv = process.env): PortalStaticConfig {
  const raw = env.STATIC_DIR?.trim();
  const apiBase = '/api';
  if (raw === 'off') return { staticDir: null, apiBase };
  if (raw) {
    const dir = isAbsolute(raw) ? raw : resolve(env.INIT_CWD ?? process.cwd(), raw);
    if (!existsSync(dir)) throw new StaticDirError(`STATIC_DIR ${dir} does not exist`);
    return { staticDir: dir, apiBase };
  }
  return {
    staticDir: existsSync(resolve(DEFAULT_STATIC_DIR, 'index.html')) ? DEFAULT_STATIC_DIR : null,
    apiBase,
  };
}
