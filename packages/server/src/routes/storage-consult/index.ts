import { LIMITS } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { accessOf, signedInAccess, STAFF_ACTORS } from '../../access/route-policy.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { findComplaintById } from '../../domain/complaints/repository.js';
import { publicBase } from '../../http/pagination.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { readableFile } from './file-access.js';

/** Complaint files by the complaint's rules, support documents for their author and support staff. */
const FILE_ACCESS = signedInAccess(['consumer', ...STAFF_ACTORS], 'caller-entities');

const QUERY = {
  type: 'object',
  required: ['id_storage'],
  properties: {
    id_storage: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'id del archivo' },
  },
} as const;

/**
 * `GET /api/storage-consult/detail/` and `/url/` (portal-spec §7): a file's record and a signed,
 * expiring download link. The bytes are served only through that link (`/files/<id>`).
 */
export async function routes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { id_storage: number } }>(
    '/storage-consult/detail/',
    {
      config: { access: FILE_ACCESS },
      schema: {
        tags: ['Anexos'],
        summary: 'Datos de un archivo guardado',
        description:
          '`{id_storage, name, size, content_type, kind, codigo_queja, created_at, bucket, full_path}`. Solo archivos de quejas que el usuario puede leer (o su propia solicitud de soporte); otro id: 404.',
        querystring: QUERY,
      },
    },
    async (request) => {
      const file = await readableFile(app, accessOf(request), request.query.id_storage);
      const complaint =
        file.complaint_id === null ? null : await findComplaintById(app.db, file.complaint_id);
      return {
        id_storage: file.id,
        name: file.original_name,
        size: file.size_bytes,
        content_type: file.content_type,
        kind: file.kind,
        codigo_queja: complaint?.codigo_queja ?? null,
        created_at: toBogotaLocal(file.created_at),
        bucket: storageFor(app).bucket,
        full_path: file.storage_key,
      };
    },
  );

  app.get<{ Querystring: { id_storage: number } }>(
    '/storage-consult/url/',
    {
      config: { access: FILE_ACCESS },
      schema: {
        tags: ['Anexos'],
        summary: 'Enlace de descarga firmado de un archivo',
        description: `\`{url, expires_at}\`: \`url\` es \`<base>/files/<id>?expires=<unix>&sig=<hmac>\`, válida ${LIMITS.downloadLinkMinutes} minutos y sin
sesión (un navegador puede abrirla). Firma alterada: 403; vencida: 410. Mismas reglas de acceso que \`detail\`.`,
        querystring: QUERY,
      },
    },
    async (request) => {
      const file = await readableFile(app, accessOf(request), request.query.id_storage);
      const link = downloadLink(
        publicBase(request, app.config.publicUrl),
        downloadKey(app.config.secretsKey),
        file.id,
        new Date(),
        LIMITS.downloadLinkMinutes,
      );
      return { url: link.url, expires_at: toBogotaLocal(link.expiresAt) };
    },
  );
}
