import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

/** One `src/routes/<folder>/index.ts` and what it exports. */
export interface RouteFolder {
  folder: string;
  module: { routes?: FastifyPluginAsync };
}

const ROUTES_DIR = fileURLToPath(new URL('./', import.meta.url));

/**
 * Every route folder (`src/routes/<name>/index.ts`), sorted by name: adding a folder is all it
 * takes to add endpoints. Run from source this reads the folder; the bundled server
 * (scripts/build-server.mjs) replaces this module with static imports of the same folders.
 */
export async function routeFolders(): Promise<RouteFolder[]> {
  const folders = readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROUTES_DIR, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  const found: RouteFolder[] = [];
  for (const folder of folders) {
    found.push({
      folder,
      module: (await import(
        pathToFileURL(join(ROUTES_DIR, folder, 'index.ts')).href
      )) as RouteFolder['module'],
    });
  }
  return found;
}
