import { AUTH_MESSAGES } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { touchLastLogin } from '../../db/repositories/users.js';
import { ApiError, throttledError, unavailableError } from '../../http/errors.js';
import type { CodeDelivery, CodeRateLimited, VerifyResult } from '../../services/otp/index.js';
import { MessageDeliveryError } from '../../services/mail/index.js';
import { clearThrottle, hitThrottle, peekThrottle, type ThrottleRule } from '../../services/throttle.js';
import type { TokenPair } from '../../services/tokens.js';
import { LOGIN_THROTTLE, loginThrottleKeys } from '../token/login.js';
import { loadUserPayload, type UserPayload } from '../users/user-payload.js';
import { accountServices } from './account-services.js';
import { closeChallenges, liveChallenge, type SignInChallenge } from './sign-in-challenges.js';
import { audit, fieldError } from './request-context.js';

/** Wrong passwords per account before prelogin answers 429 (the same rule as `/api/login/`). */
export const ACCOUNT_FAILURES: ThrottleRule = LOGIN_THROTTLE.perAccountFailures;
/** Wrong passwords from one address (any account) before prelogin answers 429. */
export const ADDRESS_FAILURES: ThrottleRule = { limit: 20, windowSeconds: 900 };
/** Wrong second-factor codes per account before the code endpoints answer 429. */
export const SECOND_FACTOR_FAILURES: ThrottleRule = { limit: 10, windowSeconds: 900 };
/** Requests from one address to the code-mailing endpoints that need no session (recovery, resend). */
export const ADDRESS_MAILINGS: ThrottleRule = { limit: 20, windowSeconds: 3600 };

/**
 * Throttle keys. The account key is the one `/api/login/` counts wrong passwords on, so failures
 * on either endpoint add up; the address key counts prelogin failures from one client address.
 */
export const throttleKeys = {
  account: (login: string) => loginThrottleKeys('', login).account,
  address: (ip: string) => `signin:ip:${ip}`,
  secondFactor: (userId: number) => `signin:mfa:${userId}`,
  mailing: (ip: string) => `mail:ip:${ip}`,
};

/** The 401 of a user_id without a live prelogin challenge (unknown ids answer the same). */
export function challengeMissingError(): ApiError {
  return new ApiError(401, {
    status_code: 401,
    detail: AUTH_MESSAGES.signInChallengeMissing,
    messages: [],
    error: AUTH_MESSAGES.signInChallengeMissing,
  });
}

/** The live challenge of `userId` or the 401 (audited). */
export async function requireChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number | null,
  event: string,
): Promise<SignInChallenge> {
  const challenge = userId === null ? null : await liveChallenge(app.db, userId, accountServices(app).now());
  if (challenge) return challenge;
  await audit(app, request, {
    event,
    success: false,
    userId: null,
    detail: { reason: 'no_challenge', user_id: userId },
  });
  throw challengeMissingError();
}

/**
 * The 429 of a code asked for too soon or too often, with the Spanish reason and the wait. Sign-in
 * codes (`waitTold`) say how long until the next code; other flows keep their hourly message.
 */
export function codeRateLimitedError(limited: CodeRateLimited, waitTold = true): ApiError {
  const seconds = Math.max(1, limited.retryAfterSeconds);
  const detail =
    limited.reason === 'too_soon'
      ? AUTH_MESSAGES.otpResendTooSoon(seconds)
      : waitTold
        ? AUTH_MESSAGES.otpHourlyLimitWait(seconds)
        : AUTH_MESSAGES.otpHourlyLimit;
  // `retry_after` repeats the header in the body: a browser client reads it there to count down.
  return new ApiError(
    429,
    { status_code: 429, detail, retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** What the screen says after a sign-in code was asked for: sent, sent again, or still valid. */
export function codeDeliveryMessage(
  channel: 'mail' | 'sms',
  delivery: Extract<CodeDelivery, { ok: true }>,
  now: Date,
): string {
  const minutesLeft = Math.max(1, Math.floor((delivery.expiresAt.getTime() - now.getTime()) / 60_000));
  switch (delivery.action) {
    case 'new':
      return channel === 'mail' ? AUTH_MESSAGES.otpSentMail : AUTH_MESSAGES.otpSentSms;
    case 'resend':
      return AUTH_MESSAGES.otpResent(channel, minutesLeft);
    default:
      return AUTH_MESSAGES.otpStillValid(channel, minutesLeft, delivery.resendAfterSeconds);
  }
}

/** Spanish message for a refused code. */
export function codeFailureMessage(result: Extract<VerifyResult, { ok: false }>): string {
  switch (result.reason) {
    case 'expired':
      return AUTH_MESSAGES.otpExpired;
    case 'locked':
      return AUTH_MESSAGES.otpTooManyAttempts;
    default:
      return AUTH_MESSAGES.otpInvalid;
  }
}

/** The 400 for a refused code under `field`. */
export function codeFailureError(field: string, result: Extract<VerifyResult, { ok: false }>): ApiError {
  return fieldError(field, codeFailureMessage(result));
}

/** Sends through the transport; a channel that refuses the message becomes a 503, not a 500. */
export async function deliver(request: FastifyRequest, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    if (err instanceof MessageDeliveryError) {
      request.log.error({ err }, 'message delivery failed');
      throw unavailableError();
    }
    throw err;
  }
}

/** Refuses with 429 (audited as `event`) while the account has too many wrong second-factor codes. */
export async function checkSecondFactorThrottle(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  event: string,
): Promise<void> {
  const state = await peekThrottle(app.db, throttleKeys.secondFactor(userId), SECOND_FACTOR_FAILURES);
  if (state.allowed) return;
  await audit(app, request, { event, success: false, userId, detail: { reason: 'throttled' } });
  throw throttledError(state.retryAfterSeconds);
}

/** Counts a wrong second-factor code. */
export async function countSecondFactorFailure(app: FastifyInstance, userId: number): Promise<void> {
  await hitThrottle(app.db, throttleKeys.secondFactor(userId), SECOND_FACTOR_FAILURES);
}

/** What the second-factor endpoints answer on success. */
export interface SignedIn extends TokenPair {
  user: UserPayload;
}

/**
 * The last step of every portal sign-in: closes the challenges, clears the failure counters,
 * records the login and the audit event, and issues the first token pair of a new family.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  method: 'mail' | 'sms' | 'totp',
  db: Db = app.db,
): Promise<SignedIn> {
  const now = accountServices(app).now();
  await closeChallenges(db, userId, now);
  await touchLastLogin(db, userId);
  const user = await loadUserPayload(db, userId);
  if (!user) throw challengeMissingError();
  await clearThrottle(db, throttleKeys.secondFactor(userId));
  await clearThrottle(db, throttleKeys.account(user.username));
  const pair = await app.tokens.issuePair(userId);
  await audit(app, request, {
    event: 'login',
    success: true,
    userId,
    username: user.username,
    detail: { method },
  });
  return { access: pair.access, refresh: pair.refresh, user };
}
