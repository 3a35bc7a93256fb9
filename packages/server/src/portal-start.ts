// What the root `npm start` (scripts/start.mjs) needs from the server, as one module: it is
// bundled next to src/server.ts (scripts/build-server.mjs) so the whole portal starts from the
// pre-built bundle too.
export { loadConfig } from './config.js';
export { dbTargetFor, openDb } from './db/driver.js';
export { DEMO_ACCOUNTS, seedDemoCommand } from './cli/commands.js';
export { STAFF_DEMO_ACCOUNTS } from './domain/staff-admin/seed-staff-demo.js';
export { storageFor } from './services/storage/create-storage.js';
export { buildApp } from './app.js';
