// `npm start` in packages/server: rebuilds the server bundle when a source changed
// (scripts/build-server.mjs), then runs it. `npm run start:source` runs src/server.ts with tsx.
import { pathToFileURL } from 'node:url';
import { ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';

if (await ensureServerBundle()) console.log('Servidor compilado (.build/server.mjs).');
await import(pathToFileURL(SERVER_BUNDLE).href);
