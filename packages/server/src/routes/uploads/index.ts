import type { FastifyInstance } from 'fastify';
import { signedInAccess, STAFF_ACTORS } from '../../access/route-policy.js';
import { serveTus } from '../../domain/uploads/tus-uploads.js';

const TAG = 'Cargas reanudables';

/** Consumers and staff upload their own files; an entity's API account keeps its multipart contract. */
const access = signedInAccess(['consumer', ...STAFF_ACTORS], 'own-account');

const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

const DESCRIPTION = `Protocolo tus 1.0.0 (creation, termination). \`POST /api/uploads/\` con \`Upload-Length\` y
\`Upload-Metadata\` (\`filename\`, \`filetype\`, en base64) crea una carga del usuario (extensión aceptada, hasta 30 MB) y
responde \`Location\`; \`HEAD\` da \`Upload-Offset\`; \`PATCH\` (\`application/offset+octet-stream\`) agrega bytes desde ese
punto; \`DELETE\` la cancela. Una carga terminada se adjunta enviando su id en el campo de archivo del formulario
(\`file-complaint-0\`, \`file-anexos-0\`...), con las mismas revisiones que un archivo multipart. Las cargas de otro usuario
responden 404; las no usadas se borran ${24} horas después de creadas.`;

/**
 * Resumable uploads (tus) under `/api/uploads/`: each request goes to the tus server whole (the
 * body stays unread, so PATCH bytes stream into the store).
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // The bytes of a PATCH are tus's to read.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const config = { access };
  const schema = { tags: [TAG], description: DESCRIPTION };
  app.post(
    '/uploads/',
    { config, schema: { ...schema, summary: 'Crea una carga reanudable' } },
    (request, reply) => serveTus(app, request, reply),
  );
  for (const [method, summary] of [
    ['HEAD', 'Cuántos bytes de la carga recibió el servidor'],
    ['PATCH', 'Agrega bytes a la carga'],
    ['DELETE', 'Cancela la carga'],
  ] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/uploads/:id',
      config,
      schema: { ...schema, summary, params: ID_PARAMS },
      handler: (request, reply) => serveTus(app, request, reply),
    });
  }
}
