import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import {
  createCaptchaVerifier,
  type ProofOfWorkCaptcha,
  type RecaptchaVerifier,
} from '../../services/captcha/index.js';
import { createMessageTransport, type MessageTransport } from '../../services/mail/index.js';
import { OneTimeCodes } from '../../services/otp/index.js';
import { SecretBox } from '../../services/secret-box.js';

/** What the sign-in, registration and recovery routes share: one instance per app. */
export interface AccountServices {
  transport: MessageTransport;
  codes: OneTimeCodes;
  captcha: ProofOfWorkCaptcha | RecaptchaVerifier;
  /** Seals authenticator (TOTP) secrets at rest. */
  totpBox: SecretBox;
  /** `DATA_DIR/outbox`. */
  outboxDir: string;
  /** `DATA_DIR/uploads`. */
  uploadsDir: string;
  now: () => Date;
}

const instances = new WeakMap<object, AccountServices>();

function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 32 ? n : undefined;
}

/**
 * The services for this app, built on first use from its configuration and shared by the auth
 * and users plugins (keyed by the app's configuration object, which both plugins see).
 * SMS_WEBHOOK_URL, MAIL_FROM and CAPTCHA_DIFFICULTY are read from the environment here.
 */
export function accountServices(app: FastifyInstance): AccountServices {
  const existing = instances.get(app.config);
  if (existing) return existing;
  const config: AppConfig = app.config;
  const now = () => new Date();
  const outboxDir = join(config.dataDir, 'outbox');
  const transport = createMessageTransport({
    outboxDir,
    smtpUrl: config.smtpUrl,
    smsWebhookUrl: process.env.SMS_WEBHOOK_URL?.trim() || undefined,
    mailFrom: process.env.MAIL_FROM?.trim() || undefined,
  });
  const services: AccountServices = {
    transport,
    // A pepper derived from the secrets key: stored code hashes are useless without the server's key.
    codes: new OneTimeCodes({
      pepper: createHmac('sha256', config.secretsKey).update('sfc-otp-pepper-v1').digest(),
      now,
      policy: { resendIntervalSeconds: config.otpResendSeconds, maxPerHour: config.otpCodesPerHour },
      // Sign-in codes are kept sealed so a still-valid one can be sent again.
      box: new SecretBox(config.secretsKey, 'sfc-otp-code'),
    }),
    captcha: createCaptchaVerifier(
      app.db,
      {
        mode: config.captchaMode,
        recaptchaSecret: config.recaptchaSecret,
        secret: config.secretsKey,
        difficulty: numberFromEnv('CAPTCHA_DIFFICULTY'),
      },
      now,
    ),
    totpBox: new SecretBox(config.secretsKey, 'sfc-totp-secret'),
    outboxDir,
    uploadsDir: join(config.dataDir, 'uploads'),
    now,
  };
  instances.set(app.config, services);
  return services;
}
