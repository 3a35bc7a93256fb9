import { MESSAGES, readFailure, type ApiResult } from '@sfc/core';
import type { CodeSendAnswer } from './send-code.js';

/** What the code screen says after a code was asked for, read from the server's answer. */
export interface CodeSending {
  /** A code is there to type: one sent now, or the still-valid one sent moments ago. */
  codeAvailable: boolean;
  /** The server's own words: sent, sent again, or still valid (and when to ask again). */
  notice: string | null;
  /** The refusal when there is no code to type (e.g. too many codes asked for this hour). */
  failure: string | null;
  /** Seconds before asking again sends a message: counted down on the resend link. */
  wait: number;
}

const seconds = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/**
 * Reads `POST /mfa-otp/` or `/smsotp/`: a 200 says whether a message went out (`sent`), in
 * `detail`, and when to ask again (`resend_after`); a 429 means no valid code and says how long
 * to wait (`retry_after`). The screen shows what the server says, never "sent" when it was not.
 */
export function readCodeSending(result: ApiResult<CodeSendAnswer>): CodeSending {
  if (result.ok) {
    const detail = result.data?.detail;
    return {
      codeAvailable: true,
      notice: typeof detail === 'string' && detail !== '' ? detail : null,
      failure: null,
      wait: seconds(result.data?.resend_after),
    };
  }
  const body = result.data as { retry_after?: unknown } | null | undefined;
  return {
    codeAvailable: false,
    notice: null,
    failure: readFailure(result).form ?? MESSAGES.genericError,
    wait: result.status === 429 ? seconds(body?.retry_after) : 0,
  };
}
