import type { ApiClient } from '../api/api-client.js';
import { solveChallenge, type SolveOptions } from './proof-of-work.js';

/** Path (under the API base) of the captcha challenge. */
export const CAPTCHA_PATH = '/captcha/';

/** What `GET /api/captcha/` answers. */
export interface CaptchaChallengeBody {
  mode: 'pow' | 'recaptcha';
  challenge?: string;
  difficulty?: number;
  expires_at?: string;
}

/** Why no captcha answer could be produced. */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

/**
 * Asks the server for a proof-of-work challenge and solves it, resolving with the value to send
 * as the form's `captcha` field: `"<challenge>:<nonce>"`. Rejects with
 * {@link CaptchaUnavailableError} when the call fails or the server is in reCAPTCHA mode (this
 * portal carries no third-party widget).
 */
export async function fetchCaptchaAnswer(
  client: Pick<ApiClient, 'get'>,
  options: SolveOptions = {},
): Promise<string> {
  const result = await client.get<CaptchaChallengeBody>(CAPTCHA_PATH);
  if (!result.ok) throw new CaptchaUnavailableError(`GET ${CAPTCHA_PATH} failed: ${result.message}`);
  const { mode, challenge, difficulty } = result.data ?? ({} as CaptchaChallengeBody);
  if (mode !== 'pow' || typeof challenge !== 'string' || typeof difficulty !== 'number') {
    throw new CaptchaUnavailableError(`the server asks for captcha mode ${String(mode)}`);
  }
  return `${challenge}:${await solveChallenge(challenge, difficulty, options)}`;
}
