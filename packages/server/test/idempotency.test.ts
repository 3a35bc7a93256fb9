import { canonicalJson, hmacSha256Hex, IDEMPOTENCY_TEXTS } from '@sfc/core';
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { setStorageFor } from '../src/services/storage/create-storage.js';
import { LocalStorage } from '../src/services/storage/local-storage.js';
import { staffWith } from '../src/routes/alerts/alerts-test-kit.js';
import {
  complaintForm,
  consumer,
  pdfPart,
  type TestAccount,
} from '../src/routes/complaints/complaint-test-kit.js';
import {
  asEntity,
  complaintBody,
  entityClient,
  newCode,
  type EntityClient,
} from '../src/routes/entity-api/entity-test-kit.js';
import type { FilePart } from '../src/routes/auth/sign-in-test-kit.js';
import { describeOnBothDrivers, TEST_HOST, TEST_PORTAL_SECRET, type DriverContext } from './harness.js';

// A filing sent again with the same Idempotency-Key by the same caller (its answer was lost)
// gets the first answer and files nothing new; the same key with another request is refused.
// For the consumer's filing, a staff member's filing for a consumer, and an entity's
// registration through the entity API.

/** A signed multipart POST as the portal sends it, with `headers`; a new boundary every time, as a retry has. */
function multipart(
  ctx: DriverContext,
  url: string,
  fields: [string, string][],
  files: FilePart[],
  token: string,
  headers: Record<string, string>,
  app: FastifyInstance = ctx.app,
) {
  const boundary = `----sfc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: TEST_HOST,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-sfc-signature': hmacSha256Hex(TEST_PORTAL_SECRET, canonicalJson(Object.fromEntries(fields))),
      authorization: `Bearer ${token}`,
      ...headers,
    },
    payload: Buffer.concat(chunks),
  });
}

describeOnBothDrivers('Idempotency-Key on filings', (ctx) => {
  const REUSED = { status_code: 422, detail: IDEMPOTENCY_TEXTS.keyReused };

  async function complaintsOf(ownerId: number): Promise<number> {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints WHERE owner_user_id = $1',
      [ownerId],
    );
    return rows[0]!.n;
  }

  it('a consumer’s retry gets the first answer and files nothing new; another filing with the key is refused', async () => {
    const owner = await consumer(ctx);
    const key = randomUUID();
    const send = (text: string, file = pdfPart('file-complaint-0')) =>
      multipart(ctx, '/api/queja/', complaintForm({ texto_queja: text }), [file], owner.token, {
        'idempotency-key': key,
      });

    const first = await send('Me cobraron dos veces la cuota de manejo.');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('Me cobraron dos veces la cuota de manejo.');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await complaintsOf(owner.id)).toBe(1);

    // Another complaint (other text, or the same text with another file) under the same key.
    expect((await send('Otra queja distinta.')).json()).toEqual(REUSED);
    const otherFile = pdfPart('file-complaint-0', 'soporte.pdf', Buffer.from('%PDF-1.7 otro documento'));
    const refused = await send('Me cobraron dos veces la cuota de manejo.', otherFile);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(REUSED);
    expect(await complaintsOf(owner.id)).toBe(1);

    // Without the key, or with another one, a filing is a new filing.
    const fresh = await multipart(
      ctx,
      '/api/queja/',
      complaintForm(),
      [pdfPart('file-complaint-0')],
      owner.token,
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().codigo_queja).not.toBe(first.json().codigo_queja);
    expect(await complaintsOf(owner.id)).toBe(2);
  });

  it('keys are per caller, a refused filing leaves its key free, and a malformed key is a 400', async () => {
    const [ana, luis] = [await consumer(ctx), await consumer(ctx)];
    const key = randomUUID();
    const send = (who: TestAccount, fields = complaintForm()) =>
      multipart(ctx, '/api/queja/', fields, [], who.token, { 'idempotency-key': key });

    // A refused filing (a required field missing) files nothing and keeps nothing.
    const missing = await send(ana, complaintForm({ texto_queja: '__omit__' }));
    expect(missing.statusCode).toBe(400);
    expect((await send(ana)).statusCode).toBe(201);
    // Another consumer's key of the same value is theirs.
    expect((await send(luis)).statusCode).toBe(201);
    expect([await complaintsOf(ana.id), await complaintsOf(luis.id)]).toEqual([1, 1]);

    const bad = await multipart(ctx, '/api/queja/', complaintForm(), [], ana.token, {
      'idempotency-key': 'clave con espacios',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_TEXTS.keyInvalid] });
    expect(await complaintsOf(ana.id)).toBe(1);
  });

  it('a staff member filing for a consumer gets the first answer on a retry', async () => {
    const filer = await staffWith(ctx, [8, 9]);
    const owner = await consumer(ctx);
    const key = randomUUID();
    const fields = (text: string): [string, string][] => [
      ['consumer', String(owner.id)],
      ['punto_recepcion', '4'],
      ...complaintForm({ texto_queja: text }),
    ];
    const send = (text: string) =>
      multipart(ctx, '/api/complaint_filing/', fields(text), [pdfPart('file-complaint-0')], filer.token, {
        'idempotency-key': key,
      });
    const first = await send('La consumidora reclama un cobro que no autorizó.');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('La consumidora reclama un cobro que no autorizó.');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await complaintsOf(owner.id)).toBe(1);
    expect((await send('Otra queja.')).json()).toEqual(REUSED);
    expect(await complaintsOf(owner.id)).toBe(1);
  });

  it('an entity registering a complaint through the entity API gets the first answer on a retry', async () => {
    const bank: EntityClient = await entityClient(ctx, { tipo_entidad: 1, entidad_cod: '7' });
    const key = randomUUID();
    const code = newCode(bank.entity);
    const send = (body: Record<string, unknown>) =>
      asEntity(ctx, bank, {
        method: 'POST',
        url: '/api/queja/',
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await send(complaintBody(code));
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(complaintBody(code));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { rows } = await ctx.db.query('SELECT 1 FROM complaints WHERE codigo_queja = $1', [code]);
    expect(rows).toHaveLength(1);

    const other = newCode(bank.entity);
    const refused = await send(complaintBody(other));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ detail: IDEMPOTENCY_TEXTS.keyReused });
    expect((await ctx.db.query('SELECT 1 FROM complaints WHERE codigo_queja = $1', [other])).rows).toEqual(
      [],
    );
  });

  it('two sends of one filing at the same moment file it once: the other gets its answer or “en proceso”', async () => {
    const owner = await consumer(ctx);
    const key = randomUUID();
    const send = () =>
      multipart(ctx, '/api/queja/', complaintForm(), [pdfPart('file-complaint-0')], owner.token, {
        'idempotency-key': key,
      });
    const answers = await Promise.all([send(), send(), send()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.statusCode === 201) continue;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ status_code: 409, detail: IDEMPOTENCY_TEXTS.keyInProgress });
      expect(answer.headers['retry-after']).toBe('2');
    }
    expect(await complaintsOf(owner.id)).toBe(1);
    // Once answered, every retry gets the first answer.
    const after = await send();
    expect(after.statusCode).toBe(201);
    expect(after.json().codigo_queja).toBe(answers.find((a) => a.statusCode === 201)!.json().codigo_queja);
  });

  it('the OpenAPI document tells clients of the header on the filing routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: TEST_HOST } });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      { post?: { parameters?: { in: string; name: string }[] } }
    >;
    for (const path of ['/api/queja/', '/api/complaint_filing/']) {
      const headers = (paths[path]?.post?.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
      expect(headers, path).toContain('idempotency-key');
    }
  });

  it('a key whose first request died before filing is taken over by its retry two minutes later', async () => {
    const owner = await consumer(ctx);
    const key = randomUUID();
    const send = (app: FastifyInstance) =>
      multipart(
        ctx,
        '/api/queja/',
        complaintForm(),
        [pdfPart('file-complaint-0')],
        owner.token,
        {
          'idempotency-key': key,
        },
        app,
      );
    // A node that freezes while writing the filing's file, before anything is committed.
    let wake!: (error: Error) => void;
    const frozenWrite = new Promise<never>((_resolve, reject) => (wake = reject));
    class FrozenStorage extends LocalStorage {
      override put(): Promise<void> {
        return frozenWrite;
      }
    }
    const frozen = await ctx.buildApp();
    setStorageFor(frozen.config, new FrozenStorage(join(ctx.config.dataDir, 'uploads')));
    const first = send(frozen);
    await vi.waitFor(async () => {
      const { rows } = await ctx.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key]);
      expect(rows).toHaveLength(1);
    });
    // Meanwhile it may still answer: the retry waits.
    const during = await send(ctx.app);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({ status_code: 409, detail: IDEMPOTENCY_TEXTS.keyInProgress });

    // Two minutes later (the key's time moved back) the retry files it, once.
    await ctx.db.query(
      `UPDATE idempotency_keys SET created_at = created_at - interval '3 minutes' WHERE key = $1`,
      [key],
    );
    const retry = await send(ctx.app);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await complaintsOf(owner.id)).toBe(1);
    // The frozen node, should it ever wake, neither files nor frees the key the retry answered.
    wake(new Error('nodo detenido'));
    expect((await first).statusCode).toBeGreaterThanOrEqual(500);
    const again = await send(ctx.app);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
    expect(await complaintsOf(owner.id)).toBe(1);
  });

  it('a key whose filing committed is never filed again, even if its answer was lost with its node', async () => {
    const owner = await consumer(ctx);
    const key = randomUUID();
    const send = () =>
      multipart(ctx, '/api/queja/', complaintForm(), [], owner.token, { 'idempotency-key': key });
    const first = await send();
    expect(first.statusCode).toBe(201);
    // The complaint was recorded with the key in the filing's own transaction.
    const { rows } = await ctx.db.query<{ complaint_id: number }>(
      'SELECT complaint_id FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(rows).toEqual([{ complaint_id: first.json().id }]);
    // What a node that died between the commit and keeping the answer leaves, two minutes on.
    await ctx.db.query(
      `UPDATE idempotency_keys SET status_code = NULL, response = NULL,
              created_at = created_at - interval '3 minutes' WHERE key = $1`,
      [key],
    );
    const retry = await send();
    expect(retry.statusCode).toBe(409);
    expect(await complaintsOf(owner.id)).toBe(1);
  });

  it('a key is forgotten after 24 hours: the same key then files anew', async () => {
    const owner = await consumer(ctx);
    const key = randomUUID();
    const send = () =>
      multipart(ctx, '/api/queja/', complaintForm(), [], owner.token, { 'idempotency-key': key });
    expect((await send()).statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
         FROM idempotency_keys WHERE caller_id = $1`,
      [owner.id],
    );
    expect(rows).toEqual([{ hours: 24 }]);
    // A day later (the clock moved by moving the key's times back).
    await ctx.db.query(
      `UPDATE idempotency_keys SET created_at = created_at - interval '25 hours',
              expires_at = expires_at - interval '25 hours' WHERE caller_id = $1`,
      [owner.id],
    );
    const later = await send();
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await complaintsOf(owner.id)).toBe(2);
  });
});
