import { publicAccess } from '../access/route-policy.js';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

const DESCRIPTION = `API de referencia del portal de quejas (contrato /api de SmartSupervision).

**Firma.** Toda solicitud a /api (salvo este documento) lleva \`X-SFC-Signature\`: HMAC-SHA256 en
64 hexadecimales MAYÚSCULAS, con la clave del portal o la de la entidad. GET y DELETE firman la URL
absoluta tal como se pidió (se acepta también su forma decodificada); los cuerpos JSON firman su forma
canónica \`json.dumps(body, ensure_ascii=False)\`; una carga multipart firma
\`{"codigo_queja", "type"}\` (cualquier orden de claves). Sin cuerpo se firma \`{}\`.

**Tokens.** Entidades: \`POST /api/login/\` con usuario y contraseña → \`{refresh, access}\`;
\`Authorization: Bearer <access>\` en lo demás; \`POST /api/token/refresh\` (con o sin barra final)
rota el refresh: reutilizar uno ya rotado responde 401 "Token is blacklisted" y revoca la familia.
Los usuarios del portal (consumidores y funcionarios) no obtienen tokens sin un segundo factor.`;

/**
 * Registers @fastify/swagger (must run before routes are added so it sees them) and serves the
 * generated OpenAPI document at `/api/docs` and `/api/docs/json`, the only unsigned `/api` paths.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal de quejas SFC: API de referencia', version: '0.1.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          signature: { type: 'apiKey', in: 'header', name: 'X-SFC-Signature' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ signature: [] }],
    },
  });
  const serve = async () => app.swagger();
  const access = publicAccess();
  app.get('/api/docs', { schema: { hide: true }, config: { access } }, serve);
  app.get('/api/docs/json', { schema: { hide: true }, config: { access } }, serve);
}
