import type { ApiClient, ApiResult } from '@sfc/core';

/** What `POST /qr-mfa/` answers: the otpauth URI to show as a QR code and the base32 secret. */
export interface AuthenticatorEnrollment {
  qr: string;
  otpauth_url: string;
  secret: string;
}

/** `POST /qr-mfa/ {}`: a new authenticator secret for the signed-in user, pending confirmation. */
export function startAuthenticator(api: ApiClient): Promise<ApiResult<AuthenticatorEnrollment>> {
  return api.post<AuthenticatorEnrollment>('/qr-mfa/', {});
}
