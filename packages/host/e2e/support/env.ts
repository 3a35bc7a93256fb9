import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by scripts/e2e.mjs; the suite cannot run without a started portal. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`node scripts/e2e.mjs\``);
  return value;
}

/** Base URL of the running portal (no trailing slash). */
export const PORTAL_URL = required('PORTAL_URL').replace(/\/+$/, '');

/** The running server's DATA_DIR (its outbox holds every mail and SMS). */
export const DATA_DIR = required('SFC_E2E_DATA_DIR');

/** The running server's wait between two one-time codes for one account (OTP_RESEND_SECONDS). */
export const OTP_RESEND_SECONDS = Number(process.env.SFC_E2E_OTP_RESEND_SECONDS ?? 60);

/** The repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The demo accounts `npm start` seeds on an empty database (packages/server/src/cli/commands.ts). */
export const DEMO = {
  consumer: { email: 'consumidor@demo.sfc.local', password: 'Consumidor#2026' },
  staff: { email: 'admin@demo.sfc.local', password: 'Administrador#2026' },
} as const;
