import type { SessionUser } from '@sfc/core';

/** A second factor the server can offer (portal-spec §4: mail code, phone code or QR). */
export type SecondFactor = 'mail' | 'sms' | 'qr';

/** What `POST /preloginuser/` answers: the open challenge and the second factors available. */
export interface PreloginAnswer {
  user_id: number;
  /** Masked (`an***@example.com`). */
  email: string | null;
  /** Masked (last four digits). */
  phone: string | null;
  mfa: Record<SecondFactor, boolean>;
  expires_in?: number;
}

/** What a completed second factor answers. */
export interface SignedIn {
  access: string;
  refresh: string;
  user: SessionUser;
}

/** Options of every call made before a session exists: no bearer token, no refresh. */
export const PRE_SESSION = { auth: false, refreshOnExpiry: false } as const;
