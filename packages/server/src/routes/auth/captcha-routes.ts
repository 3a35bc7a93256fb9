import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../access/route-policy.js';
import { accountServices } from './account-services.js';
import { AUTH_TAG } from './schemas.js';

/** `GET /api/captcha/`: a proof-of-work challenge (or, in reCAPTCHA mode, just the mode). */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/captcha/',
    {
      config: { access: publicAccess() },
      schema: {
        tags: [AUTH_TAG],
        summary: 'Reto del captcha (prueba de trabajo, sin terceros)',
        description: `Devuelve \`{challenge, difficulty, expires_at, mode: "pow"}\`. El cliente busca un \`nonce\` (texto de
1 a 32 letras o dígitos; los clientes de referencia prueban 0, 1, 2...) tal que SHA-256(\`challenge + ":" + nonce\`)
empiece con \`difficulty\` bits en cero (16 por defecto: menos de un segundo en un navegador) y envía
\`captcha: "<challenge>:<nonce>"\` en el registro y la recuperación de contraseña. El reto está firmado
(el servidor no guarda nada hasta que se usa), vence a los 5 minutos y sirve una sola vez.
Con CAPTCHA_MODE=recaptcha responde \`{mode: "recaptcha"}\` y \`captcha\` es el token de Google.
Un captcha inválido responde 400 con "La verificación reCAPTCHA no fue superada correctamente...".`,
        response: {
          200: {
            type: 'object',
            properties: {
              mode: { type: 'string', enum: ['pow', 'recaptcha'] },
              challenge: { type: 'string' },
              difficulty: { type: 'integer' },
              expires_at: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
    async () => {
      const captcha = accountServices(app).captcha;
      if (captcha.mode === 'recaptcha') return { mode: 'recaptcha' };
      return { mode: 'pow', ...captcha.issue() };
    },
  );
}
