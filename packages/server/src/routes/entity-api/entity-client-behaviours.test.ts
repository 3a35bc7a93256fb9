import {
  API_ERROR_TEXTS,
  COMPLAINT_MESSAGES,
  ENTITY_API_TEXTS,
  SERVER_TEXTS,
  canonicalJson,
  hmacSha256Hex,
} from '@sfc/core';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres } from '../../../test/harness.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { consumer, filedComplaint, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  NOT_FOUND,
  asEntity,
  entityClient,
  invalid,
  pathOf,
  pdf,
  registered,
  resetEntityThrottles,
  uploaded,
  type EntityClient,
} from './entity-test-kit.js';

/**
 * What unmodified entity clients (Node, Python/httpx, PHP/Guzzle, Laravel) do against the real
 * service and expect of this one: the error envelope they branch on, a nested Guzzle multipart
 * body, an update in the same second as an upload, and file links whose last segment is the name.
 */

const BANK = { tipo_entidad: 1, entidad_cod: '7' };

/** The real service's envelope for an error it passes on whole. */
const envelope = (status: number, messages: Record<string, unknown>) => ({
  status_code: status,
  messages,
  detail: ENTITY_API_TEXTS.apiExceptionDetail,
});

describeOnPostgres('entity API: what entity clients expect of the real service', (ctx) => {
  let bank: EntityClient;
  let owner: TestAccount;

  beforeAll(async () => {
    bank = await entityClient(ctx, BANK);
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  /** `POST` of a JSON body as the entity's client sends it: signed with its key, no token. */
  const postSigned = (url: string, body: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url, body, secret: bank.signingSecret, remoteAddress: '10.27.0.1' });

  const signIn = async (): Promise<{ access: string; refresh: string }> => {
    const res = await postSigned('/api/login/', { username: bank.username, password: bank.password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe('every error carries the envelope', () => {
    it('a refresh token used twice → 401 with status_code, the reason under messages', async () => {
      const { refresh } = await signIn();
      const first = await postSigned('/api/token/refresh', { refresh });
      expect(first.statusCode, first.body).toBe(200);

      const again = await postSigned('/api/token/refresh', { refresh });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(
        envelope(401, { detail: API_ERROR_TEXTS.refreshBlacklisted, code: 'token_not_valid' }),
      );

      // A client that signs in again when it sees status_code 401 gets a working pair.
      const fresh = await signIn();
      const list = await ctx.request({ url: '/api/queja/', token: fresh.access, secret: bank.signingSecret });
      expect(list.statusCode).toBe(200);
    });

    it('a refresh token that does not verify → the same envelope, in Spanish when asked', async () => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/token/refresh/',
        body: { refresh: 'eyJhbGciOiJIUzI1NiJ9.e30.bm9wZQ' },
        secret: bank.signingSecret,
        headers: { 'accept-language': 'es-CO,es;q=0.9' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(
        envelope(401, { detail: ENTITY_API_TEXTS.refreshInvalidEs, code: 'token_not_valid' }),
      );
    });

    it('a method the path does not take → 405 with Allow, and the request does nothing', async () => {
      const code = await registered(ctx, bank);
      for (const [method, url, allowed] of [
        ['DELETE', `/api/queja/${code}/`, ['GET', 'PATCH', 'PUT']],
        ['GET', '/api/complaint/ack', ['POST']],
        ['DELETE', '/api/storage/', ['GET', 'POST']],
      ] as const) {
        const res = await asEntity(ctx, bank, { method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.json()).toEqual(envelope(405, { detail: COMPLAINT_MESSAGES.methodNotAllowed(method) }));
        for (const name of allowed) expect(res.headers.allow).toContain(name);
      }
      expect((await asEntity(ctx, bank, { url: `/api/queja/${code}/` })).statusCode).toBe(200);
      // A path no route has is still the 404.
      const unknown = await asEntity(ctx, bank, { method: 'DELETE', url: '/api/quejas-borradas/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
    });

    it('each error an entity client meets has a numeric status_code equal to the status, and a detail', async () => {
      const code = await registered(ctx, bank);
      const answers = [
        await ctx.request({ url: '/api/queja/', secret: bank.signingSecret }),
        await ctx.request({ url: '/api/queja/', token: 'no.es.token', secret: bank.signingSecret }),
        await postSigned('/api/token/refresh', { refresh: 'x.y.z' }),
        await postSigned('/api/login/', { username: bank.username, password: 'otra-clave' }),
        await asEntity(ctx, bank, { url: '/api/queja/17000000000/' }),
        await asEntity(ctx, bank, { method: 'DELETE', url: `/api/queja/${code}/` }),
        await asEntity(ctx, bank, { url: '/api/storage/' }),
        await asEntity(ctx, bank, { method: 'PATCH', url: `/api/queja/${code}/`, body: { nombres: null } }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([400, 401, 401, 401, 404, 405, 406, 400]);
      for (const res of answers) {
        expect(res.json().status_code, res.body).toBe(res.statusCode);
        expect(typeof res.json().detail, res.body).toBe('string');
      }
    });
  });

  describe('a multipart body whose first delimiter follows other bytes on its line', () => {
    /** A Guzzle-style body built by hand: `prefix`, then the parts, `file` first. */
    const nestedBody = (boundary: string, prefix: string, code: string, file: Buffer, name: string) =>
      Buffer.concat([
        Buffer.from(
          `${prefix}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        file,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nRESPUESTA\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="codigo_queja"\r\n\r\n${code}\r\n` +
            `--${boundary}--\r\n`,
        ),
      ]);

    const send = (body: Buffer, boundary: string, signed: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/storage/',
        headers: {
          host: TEST_HOST,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${bank.access}`,
          'x-sfc-signature': hmacSha256Hex(bank.signingSecret, canonicalJson(signed)),
        },
        payload: body,
      });

    it.each([
      ['two dashes (one MultipartStream nested in another)', '--'],
      ['other bytes', 'preámbulo '],
    ])('leading %s are a preamble: the file, type and code are read → 201', async (_label, prefix) => {
      const code = await registered(ctx, bank);
      const boundary = randomBytes(12).toString('hex');
      const bytes = pdf(randomBytes(6).toString('hex'));
      const res = await send(nestedBody(boundary, prefix, code, bytes, 'carta.pdf'), boundary, {
        codigo_queja: code,
        type: 'RESPUESTA',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ type: 'RESPUESTA', codigo_queja: code, name: 'carta.pdf' });
      const download = await ctx.app.inject({ url: pathOf(res.json().file), headers: { host: TEST_HOST } });
      expect(download.rawPayload.equals(bytes)).toBe(true);
    });

    it('over a real connection, the body arriving in small pieces with the delimiter split → 201', async () => {
      const code = await registered(ctx, bank);
      const boundary = randomBytes(12).toString('hex');
      const body = nestedBody(boundary, '--', code, pdf(randomBytes(6).toString('hex')), 'pieza.pdf');
      const listening = await ctx.buildApp();
      const base = new URL(await listening.listen({ port: 0, host: '127.0.0.1' }));
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: base.hostname,
            port: base.port,
            method: 'POST',
            path: '/api/storage/',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': body.length,
              authorization: `Bearer ${bank.access}`,
              'x-sfc-signature': hmacSha256Hex(
                bank.signingSecret,
                canonicalJson({ codigo_queja: code, type: 'RESPUESTA' }),
              ),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        // Seven bytes at a time for the first lines (the delimiter spans pieces), then the rest.
        void (async () => {
          for (let at = 0; at < 70; at += 7) {
            req.write(body.subarray(at, at + 7));
            await new Promise((done) => setTimeout(done, 5));
          }
          req.end(body.subarray(70));
        })();
      });
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ codigo_queja: code, name: 'pieza.pdf' });
    });

    it('nothing looser: a body without the header’s boundary is refused, and the signature still counts', async () => {
      const code = await registered(ctx, bank);
      const boundary = randomBytes(12).toString('hex');
      const signed = { codigo_queja: code, type: 'RESPUESTA' };
      const other = await send(
        nestedBody(`${boundary}x`, '--', code, pdf('x'), 'a.pdf'),
        `y${boundary}`,
        signed,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual(invalid({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.badRequest] }));

      const tampered = await send(nestedBody(boundary, '--', code, pdf('y'), 'b.pdf'), boundary, {
        ...signed,
        type: 'OTRO',
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toEqual({
        status_code: 400,
        detail: 'Error',
        message: API_ERROR_TEXTS.signatureFailed,
      });
      const files = await asEntity(ctx, bank, { url: `/api/storage/?codigo_queja__codigo_queja=${code}` });
      expect(files.json().count).toBe(0);
    });
  });

  describe('fecha_actualizacion is compared with the last date the entity sent', () => {
    const update = (code: string, body: Record<string, unknown>, method: 'PUT' | 'PATCH' = 'PUT') =>
      asEntity(ctx, bank, { method, url: `/api/queja/${code}/`, body });
    const secondLater = (local: string) => toBogotaLocal(new Date(Date.parse(`${local}-05:00`) + 1000));

    it('an update carrying the entity’s “now”, the same second an upload was stamped → 200', async () => {
      const code = await registered(ctx, bank);
      await uploaded(ctx, bank, { codigo_queja: code, filename: 'soporte-entidad.pdf' });
      const read = await asEntity(ctx, bank, { url: `/api/queja/${code}/` });
      const stampedByUpload = read.json().fecha_actualizacion as string;

      const res = await update(code, { prorroga_queja: 1, fecha_actualizacion: stampedByUpload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().prorroga_queja).toBe(1);
    });

    it('the date the entity sent last, sent again → refused; the next second → 200', async () => {
      const code = await registered(ctx, bank);
      const sent = '2026-04-01T10:00:00';
      expect((await update(code, { tutela: 1, fecha_actualizacion: sent })).statusCode).toBe(200);

      const repeated = await update(code, { tutela: 2, fecha_actualizacion: sent }, 'PATCH');
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toEqual(
        invalid({ fecha_actualizacion: [ENTITY_API_TEXTS.updateDateRepeated] }),
      );
      expect((await asEntity(ctx, bank, { url: `/api/queja/${code}/` })).json().tutela).toBe(1);

      const next = await update(code, { tutela: 2, fecha_actualizacion: secondLater(sent) });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().tutela).toBe(2);
    });

    it('the date sent with the registration counts as sent', async () => {
      const sent = '2026-03-02T09:20:00';
      const code = await registered(ctx, bank, { fecha_actualizacion: sent });
      const res = await update(code, { tutela: 1, fecha_actualizacion: sent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid({ fecha_actualizacion: [ENTITY_API_TEXTS.updateDateRepeated] }));
    });
  });

  describe('file links and types', () => {
    const lastSegment = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').at(-1)!);

    it('a consumer’s file: type "pdf", the link ends in its name and downloads it', async () => {
      const filed = await filedComplaint(ctx, owner);
      const res = await asEntity(ctx, bank, {
        url: `/api/storage/?codigo_queja__codigo_queja=${filed.codigo_queja}`,
      });
      const [file] = res.json().results;
      expect(file.type).toBe('pdf');
      expect(lastSegment(file.file)).toBe('soporte.pdf');
      const download = await ctx.app.inject({ url: pathOf(file.file), headers: { host: TEST_HOST } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('soporte.pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('an entity’s file with spaces and accents: the link’s last segment is its name, and the type it sent', async () => {
      const code = await registered(ctx, bank);
      const name = `Respuesta final señora ${code}_RESP_FINAL_SFC.pdf`;
      const stored = await uploaded(ctx, bank, {
        codigo_queja: code,
        filename: name,
        type: 'RESPUESTA FINAL',
      });
      const one = await asEntity(ctx, bank, { url: `/api/storage/${stored.id}/` });
      expect(one.json()).toMatchObject({ type: 'RESPUESTA FINAL', name });
      expect(lastSegment(one.json().file)).toBe(name);
      const download = await ctx.app.inject({ url: pathOf(one.json().file), headers: { host: TEST_HOST } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
