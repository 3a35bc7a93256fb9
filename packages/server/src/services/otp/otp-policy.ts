/** The purposes a code can serve; a code issued for one is never accepted for another. */
export const OTP_PURPOSES = ['login_mail', 'login_sms', 'signup', 'password_reset', 'phone'] as const;

/** One of {@link OTP_PURPOSES}. */
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The rules every one-time code follows. */
export interface OtpPolicy {
  /** Life of a code. */
  ttlSeconds: number;
  /** Wrong tries allowed; the next attempt fails even with the right code. */
  maxWrongAttempts: number;
  /** Shortest wait between two codes of one purpose for one user. */
  resendIntervalSeconds: number;
  /** Most codes of one purpose for one user in any hour. */
  maxPerHour: number;
}

/** 10-minute codes, five wrong tries, one code a minute and five an hour. */
export const DEFAULT_OTP_POLICY: OtpPolicy = {
  ttlSeconds: 600,
  maxWrongAttempts: 5,
  resendIntervalSeconds: 60,
  maxPerHour: 5,
};
