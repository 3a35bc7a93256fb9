import { randomBytes } from 'node:crypto';
import { API_ERROR_TEXTS, canonicalJson, hmacSha256Hex } from '@sfc/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_HOST, type DriverContext, type SignedRequest } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { simplePdf } from '../../domain/complaints/demo-pdf.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';
import { insertComplaint, type ComplaintValues } from '../../domain/complaints/repository.js';
import { JOB } from '../../jobs/job-queue.js';
import { createEntityClient, type EntityCredentials } from '../../services/entity-clients.js';

/**
 * Helpers of the entity API tests: an entity's API account with a token minted directly (login
 * has its own tests), requests signed with the entity's own key, its complaint body and its
 * multipart uploads signed over `{"codigo_queja", "type"}` as entity clients sign them.
 */

/** An entity's API account with an access token. */
export interface EntityClient extends EntityCredentials {
  entity: EntityRef;
  access: string;
}

/** Creates `ref`'s API account and mints it an access token. */
export async function entityClient(ctx: DriverContext, ref: EntityRef): Promise<EntityClient> {
  const credentials = await createEntityClient(ctx.db, ctx.app.secretBox, ref);
  const { access } = await ctx.app.tokens.issuePair(credentials.userId);
  return { ...credentials, entity: ref, access };
}

/** A request as `client` sends it: its token, signed with its own key. */
export function asEntity(
  ctx: DriverContext,
  client: EntityClient,
  request: SignedRequest,
): Promise<LightMyRequestResponse> {
  return ctx.request({ token: client.access, secret: client.signingSecret, ...request });
}

/** The 400 body with field messages. */
export const invalid = (message: Record<string, string[]>) => ({
  status_code: 400,
  message,
  detail: API_ERROR_TEXTS.validationDetail,
});

/** The entity-api 404. */
export const NOT_FOUND = { status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] };

/** A fresh complaint number for `ref`: its prefix and a random tail. */
export function newCode(ref: EntityRef): string {
  return `${ref.tipo_entidad}${ref.entidad_cod}${BigInt(`0x${randomBytes(5).toString('hex')}`)}`;
}

/**
 * A complaint body as an entity's CRM sends it (Bogotá, a consumer with CC), `overrides` last.
 * The consumer's number comes from the code, so two bodies are two consumers (the same consumer,
 * entity and motive twice while the first is open is refused).
 */
export function complaintBody(
  code: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    codigo_queja: code,
    codigo_pais: '170',
    departamento_cod: '11',
    municipio_cod: '11001',
    canal_cod: 1,
    producto_cod: 207,
    producto_nombre: 'Cuenta de ahorros',
    macro_motivo_cod: 940,
    fecha_creacion: '2026-03-02T09:15:00',
    nombres: 'Carlos Pérez',
    tipo_id_CF: 1,
    numero_id_CF: code.replace(/\D/g, '').slice(-10) || '79123456',
    tipo_persona: 1,
    sexo: 1,
    lgbtiq: 2,
    condicion_especial: 98,
    texto_queja: 'El cliente reclama un cobro de cuota de manejo que no autorizó.',
    anexo_queja: false,
    insta_recepcion: 2,
    punto_recepcion: 1,
    admision: 9,
    estado_cod: 1,
    ...overrides,
  };
}

/** A real PDF whose bytes differ per `label` (the duplicate rule compares bytes). */
export function pdf(label: string): Buffer {
  return simplePdf(['Documento de la entidad', label]);
}

/** One multipart upload to `/api/storage/`. */
export interface Upload {
  codigo_queja: string;
  type?: string;
  filename?: string;
  data?: Buffer;
  /** Order of the signed object's keys (clients differ). */
  signOrder?: 'codigo_first' | 'type_first';
  /** Extra file parts (to test more than one file). */
  extraFiles?: { field: string; filename: string; data: Buffer }[];
  /** Leave out the `file` part. */
  noFile?: boolean;
}

/** `POST /api/storage/` as an entity client sends it, signed over the storage fields. */
export function uploadAsEntity(
  ctx: DriverContext,
  client: EntityClient,
  upload: Upload,
): Promise<LightMyRequestResponse> {
  const boundary = `----sfc${randomBytes(8).toString('hex')}`;
  const type = upload.type ?? 'RESPUESTA';
  const fields: [string, string][] = [
    ['codigo_queja', upload.codigo_queja],
    ['type', type],
  ];
  const chunks: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const files = upload.noFile
    ? []
    : [
        {
          field: 'file',
          filename: upload.filename ?? 'documento.pdf',
          data: upload.data ?? pdf(randomBytes(8).toString('hex')),
        },
        ...(upload.extraFiles ?? []),
      ];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const signed =
    upload.signOrder === 'type_first'
      ? { type, codigo_queja: upload.codigo_queja }
      : { codigo_queja: upload.codigo_queja, type };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/storage/',
    headers: {
      host: TEST_HOST,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${client.access}`,
      'x-sfc-signature': hmacSha256Hex(client.signingSecret, canonicalJson(signed)),
    },
    payload: Buffer.concat(chunks),
  });
}

/** Uploads a document and returns its record (asserting 201). */
export async function uploaded(
  ctx: DriverContext,
  client: EntityClient,
  upload: Upload,
): Promise<{ id: number; file: string; name: string }> {
  const res = await uploadAsEntity(ctx, client, upload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Registers a complaint as `client` and returns its code (asserting 201). */
export async function registered(
  ctx: DriverContext,
  client: EntityClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const code = newCode(client.entity);
  const res = await asEntity(ctx, client, {
    method: 'POST',
    url: '/api/queja/',
    body: complaintBody(code, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return code;
}

/** The URL a `next` link names, as the test app is asked for it (the host is the test host). */
export function pathOf(absolute: string): string {
  const url = new URL(absolute);
  expect(url.host).toBe(TEST_HOST);
  return `${url.pathname}${url.search}`;
}

/** A complaint `ownerId` filed in the portal against `ref`, inserted through the repository. */
export function portalComplaint(
  ctx: DriverContext,
  ownerId: number,
  ref: EntityRef,
  values: ComplaintValues = {},
  at = new Date(),
): Promise<ComplaintRecord> {
  return ctx.db.transaction((tx) =>
    insertComplaint(
      tx,
      {
        codigo_pais: '170',
        departamento_cod: '05',
        municipio_cod: '05001',
        nombres: 'Luisa Fernanda Ríos',
        tipo_id_CF: 1,
        numero_id_CF: '43987654',
        tipo_persona: 1,
        canal_cod: 13,
        producto_cod: 3,
        macro_motivo_cod: 940,
        texto_queja: 'Queja del portal para la prueba de la API de entidades.',
        escalamiento_DCF: 2,
        replica: 2,
        desistimiento_queja: 2,
        ...values,
        tipo_entidad: ref.tipo_entidad,
        entidad_cod: ref.entidad_cod,
        owner_user_id: ownerId,
        estado_cod: (values.estado_cod as number | undefined) ?? 1,
      },
      { userId: ownerId, kind: 'consumer' },
      at,
    ),
  );
}

/**
 * Every test of a file calls as the same few entities: each test starts with no calls counted,
 * so the per-entity limit (tested on its own) never trips across unrelated tests.
 */
export async function resetEntityThrottles(ctx: DriverContext): Promise<void> {
  await ctx.db.query("DELETE FROM throttle_counters WHERE key LIKE 'entity-api:%'");
}

/**
 * Runs one round of the 48-hour acknowledgement job on the test's app and waits for the batches
 * it queued: what the periodic job does on its own in a running server.
 */
export async function runAcknowledgementJob(ctx: DriverContext): Promise<void> {
  await ctx.app.jobs.runNow(JOB.entityAckRound);
  await ctx.app.jobs.idle();
}
