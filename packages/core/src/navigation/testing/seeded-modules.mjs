// The modules the server seeds (packages/server/data/catalogs/reference-lists.json), read for
// core's tests in Node; kept out of core's TypeScript sources, which have no Node types.
import { readFileSync } from 'node:fs';

const file = new URL('../../../../server/data/catalogs/reference-lists.json', import.meta.url);

/** @returns {Array<{ id: number; name: string }>} */
export function readSeededModules() {
  return JSON.parse(readFileSync(file, 'utf8')).modules;
}
