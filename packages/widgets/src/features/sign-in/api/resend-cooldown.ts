import { AUTH_MESSAGES, type ApiResult } from '@sfc/core';

/**
 * Seconds to wait before another code may be asked for, when the server refused one as too soon
 * after the last (429 with `retry_after`, "Debes esperar N segundos…"); `null` for any other
 * answer, the hourly limit included, which is a message of its own. The earlier code still works.
 */
export function resendCooldown(result: ApiResult<unknown>): number | null {
  if (result.ok || result.status !== 429) return null;
  const body = result.data as { retry_after?: unknown; detail?: unknown } | null | undefined;
  const seconds = body?.retry_after;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds <= 0) return null;
  return body?.detail === AUTH_MESSAGES.otpResendTooSoon(seconds) ? seconds : null;
}
