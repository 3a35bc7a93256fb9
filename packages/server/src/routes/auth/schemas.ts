import { USER_PAYLOAD_SCHEMA } from '../users/user-payload.js';
import { USER_ID_SCHEMA } from './request-context.js';

/** OpenAPI tag of every sign-in route. */
export const AUTH_TAG = 'Autenticación';

/** `{detail}`: a confirmation message. */
export const DETAIL_RESPONSE = {
  type: 'object',
  properties: { detail: { type: 'string' } },
} as const;

/** `{access, refresh, user}`: what a completed sign-in answers. */
export const SIGNED_IN_RESPONSE = {
  type: 'object',
  properties: {
    access: { type: 'string', description: 'JWT de acceso (HS256, 30 minutos).' },
    refresh: { type: 'string', description: 'JWT de renovación (12 horas); ver `POST /api/token/refresh/`.' },
    user: USER_PAYLOAD_SCHEMA,
  },
} as const;

/** `{user_id}` body. */
export const USER_ID_BODY = {
  type: 'object',
  required: ['user_id'],
  additionalProperties: false,
  properties: { user_id: USER_ID_SCHEMA },
} as const;

/** `?otp=&user_id=` query. */
export const OTP_QUERY = {
  type: 'object',
  required: ['otp', 'user_id'],
  additionalProperties: false,
  properties: {
    otp: { type: 'string', maxLength: 20, description: 'El código de 6 dígitos recibido.' },
    user_id: { type: 'string', pattern: '^[0-9]{1,10}$', description: 'El `user_id` de la prelogin.' },
  },
} as const;

/** The code a user types: six digits (sent as text or as a number). */
export const CODE_SCHEMA = {
  type: 'string',
  maxLength: 20,
  description: 'Código de 6 dígitos (un número se acepta como texto).',
} as const;

/** An e-mail address field. */
export const EMAIL_SCHEMA = { type: 'string', minLength: 1, maxLength: 254 } as const;

/** The `captcha` answer: `<challenge>:<nonce>` (proof of work) or a reCAPTCHA token. */
export const CAPTCHA_SCHEMA = {
  type: 'string',
  maxLength: 4000,
  description:
    'Prueba de trabajo: `"<challenge>:<nonce>"` con el reto de `GET /api/captcha/`; en modo reCAPTCHA, el token de Google.',
} as const;
