import {
  API_ERROR_TEXTS,
  ENTITY_API_MESSAGES,
  ENTITY_API_TEXTS,
  SERVER_TEXTS,
  hmacSha256Hex,
  canonicalJson,
} from '@sfc/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres } from '../../../test/harness.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { createEntityClient, type EntityCredentials } from '../../services/entity-clients.js';
import { TokenService } from '../../services/tokens.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import { LOGIN_THROTTLE, loginThrottleKeys } from '../token/login.js';
import {
  asEntity,
  complaintBody,
  entityClient,
  invalid,
  newCode,
  portalComplaint,
  registered,
  resetEntityThrottles,
  uploadAsEntity,
  uploaded,
  type EntityClient,
} from './entity-test-kit.js';

/**
 * What entities' existing integration clients trip on. Each block is one behaviour an
 * unmodified client depends on, with the exact body it parses.
 */

const BANK = { tipo_entidad: 1, entidad_cod: '7' };
const OTHER_BANK = { tipo_entidad: 1, entidad_cod: '39' };
const INSURER = { tipo_entidad: 14, entidad_cod: '26' };
const ENTITIES_MODULE = 5;
const UNKNOWN_CODES_URL = '/api/catalog/unknown_codes/';

const INVALID_TOKEN = {
  status_code: 401,
  detail: SERVER_TEXTS.accessTokenRejected,
  message: [
    { token_class: 'AccessToken', token_type: 'access', message: API_ERROR_TEXTS.tokenInvalidOrExpired },
  ],
};
const MISSING = { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.missingHeader };
const FAILED = { status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.signatureFailed };

describeOnPostgres('entity API: what existing entity clients depend on', (ctx) => {
  let bank: EntityClient;
  let otherBank: EntityClient;
  let insurer: EntityClient;
  let owner: TestAccount;

  beforeAll(async () => {
    bank = await entityClient(ctx, BANK);
    otherBank = await entityClient(ctx, OTHER_BANK);
    insurer = await entityClient(ctx, INSURER);
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  const patch = (client: EntityClient, code: string, body: unknown, method: 'PUT' | 'PATCH' = 'PATCH') =>
    asEntity(ctx, client, { method, url: `/api/queja/${code}/`, body });

  describe('authentication is judged before the signature', () => {
    const forged = async (): Promise<Record<string, string>> => {
      const { access } = await ctx.app.tokens.issuePair(bank.userId);
      const [header, payload, signature] = access.split('.') as [string, string, string];
      const elsewhere = new TokenService({
        db: ctx.db,
        secret: 'the-jwt-key-of-another-environment-0123456789',
        accessTokenMinutes: 30,
        refreshTokenHours: 12,
      });
      const tampered = `${header}.${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${signature}`;
      return {
        'another environment': (await elsewhere.issuePair(bank.userId)).access,
        tampered,
        truncated: access.slice(0, -12),
        'not a JWT': 'estoNoEsUnToken',
      };
    };

    it('a token that does not verify, signed with the entity’s key → 401 with WWW-Authenticate, on every route', async () => {
      const tokens = await forged();
      for (const [label, token] of Object.entries(tokens)) {
        for (const request of [
          { url: '/api/queja/' },
          { method: 'POST' as const, url: '/api/complaint/ack', body: { pqrs: ['17000000001'] } },
          { url: '/api/channel/' },
        ]) {
          const res = await ctx.request({ ...request, token, secret: bank.signingSecret });
          expect(res.statusCode, `${label} ${request.url}`).toBe(401);
          expect(res.json()).toEqual(INVALID_TOKEN);
          expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
        }
      }
    });

    it('an expired token with a signature the server cannot match still answers the 401 that makes clients refresh', async () => {
      const past = new TokenService({
        db: ctx.db,
        secret: ctx.config.jwtSecret,
        accessTokenMinutes: 30,
        refreshTokenHours: 12,
        now: () => new Date(Date.now() - 31 * 60 * 1000),
      });
      const { access } = await past.issuePair(bank.userId);
      const res = await ctx.request({ url: '/api/queja/', token: access, secret: 'a-stale-key' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_TOKEN);
    });

    it('a forged token does nothing: the complaint it names stays unacknowledged', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK);
      const { tampered } = await forged();
      const res = await ctx.request({
        method: 'POST',
        url: '/api/complaint/ack',
        body: { pqrs: [complaint.codigo_queja] },
        token: tampered!,
        secret: bank.signingSecret,
      });
      expect(res.statusCode).toBe(401);
      const row = await ctx.db.query<{ ack: Date | null }>(
        'SELECT entity_ack_at AS ack FROM complaints WHERE id = $1',
        [complaint.id],
      );
      expect(row.rows[0]!.ack).toBeNull();
    });

    it('no token on a route that needs one, signed with the entity’s key → 400 "missing header"', async () => {
      for (const request of [
        { url: '/api/queja/' },
        { method: 'POST' as const, url: '/api/complaint/ack/', body: { pqrs: [] } },
        { url: '/api/storage/?codigo_queja__codigo_queja=17000001' },
      ]) {
        const res = await ctx.request({ ...request, secret: bank.signingSecret });
        expect(res.statusCode, request.url).toBe(400);
        expect(res.json()).toEqual(MISSING);
      }
    });

    it('a valid token still needs its own entity’s signature: another key, the portal’s or none is refused', async () => {
      for (const secret of [otherBank.signingSecret, undefined]) {
        const res = await ctx.request({ url: '/api/queja/', token: bank.access, secret });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(FAILED);
      }
      const unsigned = await ctx.request({ url: '/api/queja/', token: bank.access, secret: null });
      expect(unsigned.json()).toEqual(MISSING);
    });

    it('a refresh token that does not verify, signed with the entity’s key → 401 "Token is invalid or expired"', async () => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/token/refresh',
        body: { refresh: 'eyJhbGciOiJIUzI1NiJ9.e30.bm9wZQ' },
        secret: bank.signingSecret,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        messages: { detail: API_ERROR_TEXTS.refreshInvalid, code: 'token_not_valid' },
        detail: ENTITY_API_TEXTS.apiExceptionDetail,
      });
    });
  });

  describe('catalog codes the portal does not know', () => {
    it.each([104, 108, 114, 115, 144, 302, 354])(
      'an insurer registers a complaint with motive %i and reception point 5 → 201, stored as sent',
      async (motive) => {
        const code = newCode(INSURER);
        const res = await asEntity(ctx, insurer, {
          method: 'POST',
          url: '/api/queja/',
          body: complaintBody(code, { macro_motivo_cod: motive, punto_recepcion: 5, producto_cod: 9101 }),
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({ macro_motivo_cod: motive, punto_recepcion: 5 });
        const stored = await ctx.db.query<{ m: number; p: number }>(
          'SELECT macro_motivo_cod AS m, punto_recepcion AS p FROM complaints WHERE codigo_queja = $1',
          [code],
        );
        expect(stored.rows[0]).toEqual({ m: motive, p: 5 });
      },
    );

    it('an update may carry an unknown motive too', async () => {
      const code = await registered(ctx, insurer, { macro_motivo_cod: 115 });
      const res = await patch(insurer, code, { macro_motivo_cod: '133', punto_recepcion: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ macro_motivo_cod: 133, punto_recepcion: 5 });
    });

    it.each([
      ['zero', 0, SERVER_TEXTS.fieldInvalidChoice('0')],
      ['negative', -104, SERVER_TEXTS.fieldInvalidChoice('-104')],
      ['five digits', 10400, SERVER_TEXTS.fieldInvalidChoice('10400')],
      ['text', 'seguros', SERVER_TEXTS.fieldNotInteger],
    ])('a malformed motive (%s) is still a 400', async (_label, motive, message) => {
      const res = await asEntity(ctx, insurer, {
        method: 'POST',
        url: '/api/queja/',
        body: complaintBody(newCode(INSURER), { macro_motivo_cod: motive, punto_recepcion: motive }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid({ macro_motivo_cod: [message], punto_recepcion: [message] }));
    });

    describe(`GET ${UNKNOWN_CODES_URL} (staff, module 5 "Entidades")`, () => {
      it('lists each unknown code once per entity, with where it was first seen and how often', async () => {
        const first = await registered(ctx, insurer, { macro_motivo_cod: 318, punto_recepcion: 5 });
        await registered(ctx, insurer, { macro_motivo_cod: 318 });
        const admin = await staffWith(ctx, [ENTITIES_MODULE]);
        const res = await ctx.request({ url: `${UNKNOWN_CODES_URL}?page_size=1000`, token: admin.token });
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json().results as Record<string, unknown>[];
        const motive = rows.find((r) => r.field === 'macro_motivo_cod' && r.code === '318');
        expect(motive).toMatchObject({
          field: 'macro_motivo_cod',
          list: 'reason',
          code: '318',
          tipo_entidad: 14,
          entidad_cod: '26',
          codigo_queja: first,
          times: 2,
        });
        expect(motive!.entidad_nombre).toEqual(expect.any(String));
        expect(motive!.first_seen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect(rows.find((r) => r.field === 'punto_recepcion' && r.code === '5')).toMatchObject({
          list: 'receptionpoints',
          tipo_entidad: 14,
        });
        // Known codes are never listed.
        expect(rows.some((r) => r.code === '940' || r.code === '1')).toBe(false);
      });

      it('a code staff add to the catalog stops being listed and is then a known choice', async () => {
        await registered(ctx, insurer, { macro_motivo_cod: 116 });
        const admin = await staffWith(ctx, [ENTITIES_MODULE]);
        const added = await ctx.request({
          method: 'POST',
          url: UNKNOWN_CODES_URL,
          token: admin.token,
          body: { list: 'reason', code: '116', name: 'Reclamación de siniestro de vida' },
        });
        expect(added.statusCode, added.body).toBe(201);
        expect(added.json()).toEqual({
          list: 'reason',
          code: '116',
          name: 'Reclamación de siniestro de vida',
        });
        const res = await ctx.request({ url: `${UNKNOWN_CODES_URL}?page_size=1000`, token: admin.token });
        expect(res.json().results.some((r: { code: string }) => r.code === '116')).toBe(false);
        const reasons = await ctx.request({ url: '/api/reason/?page_size=1000', token: admin.token });
        expect(reasons.json().results).toContainEqual(
          expect.objectContaining({ id: 116, name: 'Reclamación de siniestro de vida' }),
        );
      });

      it('adding to a list that is not an entity catalog, or with a blank name, is a 400', async () => {
        const admin = await staffWith(ctx, [ENTITIES_MODULE]);
        const res = await ctx.request({
          method: 'POST',
          url: UNKNOWN_CODES_URL,
          token: admin.token,
          body: { list: 'positions', code: '12', name: '  ' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(
          invalid({
            list: [SERVER_TEXTS.fieldInvalidChoice('positions')],
            name: [SERVER_TEXTS.fieldBlank],
          }),
        );
      });

      it.each(['=HYPERLINK("http://x.example","Clic")', '<img src=x onerror=alert(1)>', '@SUM(A1)'])(
        'a name a spreadsheet would run or a page would render (%s) is a 400, and nothing is added',
        async (name) => {
          const admin = await staffWith(ctx, [ENTITIES_MODULE]);
          const res = await ctx.request({
            method: 'POST',
            url: UNKNOWN_CODES_URL,
            token: admin.token,
            body: { list: 'reason', code: '977', name },
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual(invalid({ name: [ENTITY_API_TEXTS.catalogNameUnsafe] }));
          const { rowCount } = await ctx.db.query('SELECT 1 FROM option_items WHERE name = $1', [name]);
          expect(rowCount).toBe(0);
        },
      );

      it.each([
        ['staff without the module', 'staff-other'],
        ['an entity API account', 'entity'],
        ['a consumer', 'consumer'],
      ])('%s → 403, for the list and for adding', async (_label, who) => {
        const token =
          who === 'staff-other'
            ? (await staffWith(ctx, [28])).token
            : who === 'entity'
              ? insurer.access
              : owner.token;
        const secret = who === 'entity' ? insurer.signingSecret : undefined;
        const list = await ctx.request({ url: UNKNOWN_CODES_URL, token, secret });
        expect(list.statusCode).toBe(403);
        expect(list.json()).toEqual({ status_code: 403, detail: ENTITY_API_TEXTS.unknownCodesForbidden });
        const add = await ctx.request({
          method: 'POST',
          url: UNKNOWN_CODES_URL,
          token,
          secret,
          body: { list: 'reason', code: '117', name: 'x' },
        });
        expect(add.statusCode).toBe(403);
      });

      it('anonymous → 400 "missing header"', async () => {
        const res = await ctx.request({ url: UNKNOWN_CODES_URL });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(MISSING);
      });
    });
  });

  describe('updates refuse null for required fields', () => {
    it.each([
      ['canal_cod', null, SERVER_TEXTS.fieldNotNull],
      ['macro_motivo_cod', null, SERVER_TEXTS.fieldNotNull],
      ['nombres', null, SERVER_TEXTS.fieldNotNull],
      ['texto_queja', '', SERVER_TEXTS.fieldBlank],
      ['numero_id_CF', '   ', SERVER_TEXTS.fieldBlank],
    ])('PUT with "%s": %j → 400, and the stored value stays', async (field, value, message) => {
      const code = await registered(ctx, bank);
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await patch(bank, code, { [field]: value }, method);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(invalid({ [field]: [message] }));
      }
      const read = await asEntity(ctx, bank, { url: `/api/queja/${code}/` });
      expect(read.json()[field]).not.toBeNull();
    });

    it('optional fields may still be cleared with null', async () => {
      const code = await registered(ctx, bank);
      const res = await patch(bank, code, { sexo: null, producto_nombre: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ sexo: null, producto_nombre: null });
    });
  });

  describe('sign-in throttling counts failures, not successes', () => {
    let client: EntityCredentials;
    beforeAll(async () => {
      client = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 4, entidad_cod: '130' });
    });
    const login = (password: string, address: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: { username: client.username, password },
        secret: client.signingSecret,
        remoteAddress: address,
      });

    it(`a client that logs in before every call is not locked out after ${LOGIN_THROTTLE.perIpFailures.limit} logins`, async () => {
      for (let i = 0; i < LOGIN_THROTTLE.perIpFailures.limit + 5; i++) {
        const res = await login(client.password, '10.16.0.1');
        expect(res.statusCode, `login ${i + 1}`).toBe(200);
      }
    });

    it('successful sign-ins still have a ceiling per address', async () => {
      const address = '10.16.0.2';
      await ctx.db.query('INSERT INTO throttle_counters (key, window_start, hits) VALUES ($1, now(), $2)', [
        loginThrottleKeys(address, client.username).ipSuccesses,
        LOGIN_THROTTLE.perIpSuccesses.limit,
      ]);
      const res = await login(client.password, address);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(client.password, '10.16.0.3')).statusCode).toBe(200);
    });

    it(`failures from one address are throttled after ${LOGIN_THROTTLE.perIpFailures.limit}`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_THROTTLE.perIpFailures.limit; i++) {
        const res = await ctx.request({
          method: 'POST',
          url: '/api/login/',
          body: { username: `nadie-${i}`, password: 'x' },
          remoteAddress: '10.16.0.4',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('the real service’s rule texts', () => {
    const closing = (fecha_cierre: string) => ({
      estado_cod: 4,
      fecha_cierre,
      documentacion_rta_final: true,
      a_favor_de: 1,
    });

    it('a second RESP_FINAL_SFC document on a closed complaint → "ya cuenta con un documento de respuesta final"', async () => {
      const code = await registered(ctx, bank, { estado_cod: 2 });
      await uploaded(ctx, bank, { codigo_queja: code, filename: `${code}_RESP_FINAL_SFC.pdf` });
      expect((await patch(bank, code, closing('2026-04-10T16:30:00'))).statusCode).toBe(200);

      const again = await uploadAsEntity(ctx, bank, {
        codigo_queja: code,
        filename: `${code}_resp_final_sfc_v2.pdf`,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(invalid({ non_field_errors: [ENTITY_API_TEXTS.finalAnswerAlreadySent] }));
      expect(ENTITY_API_TEXTS.finalAnswerAlreadySent).toContain(
        'ya cuenta con un documento de respuesta final',
      );

      const other = await uploadAsEntity(ctx, bank, { codigo_queja: code, filename: 'carta.pdf' });
      expect(other.json()).toEqual(invalid({ non_field_errors: [ENTITY_API_MESSAGES.attachClosed] }));
    });

    it('an update repeating the fecha_actualizacion the entity sent last → "La fecha debe ser diferente a la fecha ya registrada"', async () => {
      const code = await registered(ctx, bank);
      const sent = '2026-04-01T10:00:00';
      const first = await patch(bank, code, { prorroga_queja: 1, fecha_actualizacion: sent });
      expect(first.statusCode, first.body).toBe(200);

      // A client that reads the record and sends it back whole with its own date unchanged.
      const whole = { ...first.json(), tutela: 2, fecha_actualizacion: sent };
      const res = await patch(bank, code, whole, 'PUT');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid({ fecha_actualizacion: [ENTITY_API_TEXTS.updateDateRepeated] }));
      expect(ENTITY_API_TEXTS.updateDateRepeated).toContain(
        'La fecha debe ser diferente a la fecha ya registrada',
      );

      const fresh = await patch(bank, code, { tutela: 2, fecha_actualizacion: '2026-04-01T10:05:00' });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    it('a complaint with the consumer, entity and motive of an open one → refused, naming the open one', async () => {
      const person = { tipo_id_CF: 1, numero_id_CF: '52111222', macro_motivo_cod: 940 };
      const open = await registered(ctx, bank, { ...person, estado_cod: 2 });
      const res = await asEntity(ctx, bank, {
        method: 'POST',
        url: '/api/queja/',
        body: complaintBody(newCode(BANK), person),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid({ non_field_errors: [ENTITY_API_TEXTS.sameMotiveOpen(open)] }));
      expect(ENTITY_API_TEXTS.sameMotiveOpen(open)).toContain(
        'ya existe una Queja radicada para la entidad con el mismo motivo',
      );
      expect(ENTITY_API_TEXTS.sameMotiveOpen(open)).toContain(open);

      // Another motive, another entity, another consumer: all fine.
      await registered(ctx, bank, { ...person, macro_motivo_cod: 941 });
      await registered(ctx, otherBank, person);
      await registered(ctx, bank, { ...person, numero_id_CF: '52111223' });

      // Once the open one is closed, the same motive may be filed again.
      await uploaded(ctx, bank, { codigo_queja: open, filename: 'RESP_FINAL_SFC.pdf' });
      expect((await patch(bank, open, closing('2026-04-10T16:30:00'))).statusCode).toBe(200);
      await registered(ctx, bank, person);
    });

    it('a complaint filed in the portal counts as an open one too', async () => {
      const filed = await portalComplaint(ctx, owner.id, BANK, { numero_id_CF: '1099887766', tipo_id_CF: 1 });
      const res = await asEntity(ctx, bank, {
        method: 'POST',
        url: '/api/queja/',
        body: complaintBody(newCode(BANK), {
          tipo_id_CF: 1,
          numero_id_CF: '1099887766',
          macro_motivo_cod: filed.macro_motivo_cod,
        }),
      });
      expect(res.json()).toEqual(
        invalid({ non_field_errors: [ENTITY_API_TEXTS.sameMotiveOpen(filed.codigo_queja)] }),
      );
    });

    it('a fraud complaint closed more than two months after filing → "La denuncia tiene una fecha de cierre de más de dos meses"', async () => {
      const code = await registered(ctx, bank, { estado_cod: 2, fecha_creacion: '2026-01-10T09:00:00' });
      await uploaded(ctx, bank, { codigo_queja: code, filename: 'INV_FRAUDE_SFC.pdf', type: 'FRAUDE' });
      expect((await patch(bank, code, { tipo_fraude: 2, modalidad_fraude: 4 })).statusCode).toBe(200);
      await uploaded(ctx, bank, { codigo_queja: code, filename: 'RESP_FINAL_SFC.pdf' });

      const late = await patch(bank, code, closing('2026-03-10T09:00:01'));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(invalid({ fecha_cierre: [ENTITY_API_TEXTS.fraudClosedTooLate] }));
      expect(ENTITY_API_TEXTS.fraudClosedTooLate).toContain(
        'La denuncia tiene una fecha de cierre de más de dos meses',
      );

      const inTime = await patch(bank, code, closing('2026-03-10T09:00:00'));
      expect(inTime.statusCode, inTime.body).toBe(200);
    });

    it('a complaint without fraud may close later than two months', async () => {
      const code = await registered(ctx, bank, { estado_cod: 2, fecha_creacion: '2026-01-10T09:00:00' });
      await uploaded(ctx, bank, { codigo_queja: code, filename: 'RESP_FINAL_SFC.pdf' });
      const res = await patch(bank, code, closing('2026-05-10T09:00:00'));
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('Spanish when asked', () => {
    const duplicate = async (headers: Record<string, string>) => {
      const code = await registered(ctx, bank);
      return asEntity(ctx, bank, { method: 'POST', url: '/api/queja/', body: complaintBody(code), headers });
    };

    it.each(['es', 'es-CO,es;q=0.9,en;q=0.8', 'en;q=0.3, es'])(
      'a duplicate codigo_queja with Accept-Language "%s" → "Ya existe queja con este codigo queja."',
      async (language) => {
        const res = await duplicate({ 'accept-language': language });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(invalid({ codigo_queja: [ENTITY_API_TEXTS.complaintDuplicateEs] }));
        expect(ENTITY_API_TEXTS.complaintDuplicateEs).toContain('Ya existe queja con este codigo queja');
      },
    );

    it.each([
      ['no Accept-Language', {}],
      ['English first', { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' }],
    ])('with %s it stays as the real service answers by default', async (_label, headers) => {
      const res = await duplicate(headers);
      expect(res.json()).toEqual(invalid({ codigo_queja: [API_ERROR_TEXTS.complaintDuplicate] }));
    });

    it('wrong credentials and a bad refresh answer in Spanish too', async () => {
      const headers = { 'accept-language': 'es' };
      const login = await ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: { username: 'nadie-es', password: 'x' },
        headers,
        remoteAddress: '10.16.1.1',
      });
      expect(login.json()).toEqual({
        status_code: 401,
        detail: ENTITY_API_TEXTS.noActiveAccountEs,
        messages: [],
      });
      const refresh = await ctx.request({
        method: 'POST',
        url: '/api/token/refresh/',
        body: { refresh: 'x.y.z' },
        headers,
      });
      expect(refresh.json()).toEqual({
        status_code: 401,
        messages: { detail: ENTITY_API_TEXTS.refreshInvalidEs, code: 'token_not_valid' },
        detail: ENTITY_API_TEXTS.apiExceptionDetail,
      });
    });
  });

  describe('an entity update acknowledges', () => {
    const pendingCodes = async () => {
      const res = await asEntity(ctx, bank, { url: '/api/queja/?page_size=1000' });
      return (res.json().results as { codigo_queja: string }[]).map((r) => r.codigo_queja);
    };

    it('a complaint the entity updated is no longer new, without complaint/ack', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK);
      expect(await pendingCodes()).toContain(complaint.codigo_queja);
      const res = await patch(bank, complaint.codigo_queja, { prorroga_queja: 1 });
      expect(res.statusCode, res.body).toBe(200);
      // The acknowledgement moves a Recibida complaint to Abierta, as complaint/ack does.
      expect(res.json()).toMatchObject({ estado_cod: 2, prorroga_queja: 1 });
      expect(await pendingCodes()).not.toContain(complaint.codigo_queja);
    });

    it('a complaint the entity closed without ever listing it is no longer new', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK, {}, new Date(Date.now() - 60 * 60 * 1000));
      const res = await patch(bank, complaint.codigo_queja, {
        marcacion: 7,
        fecha_cierre: toBogotaLocal(new Date(Date.now() - 60 * 1000)),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await pendingCodes()).not.toContain(complaint.codigo_queja);
    });

    it('a refused update acknowledges nothing', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK);
      const res = await patch(bank, complaint.codigo_queja, { estado_cod: 5 });
      expect(res.statusCode).toBe(400);
      expect(await pendingCodes()).toContain(complaint.codigo_queja);
    });
  });

  it('signs exactly as before: the canonical body of a Spanish update verifies', async () => {
    const code = await registered(ctx, bank);
    const body = {
      texto_queja:
        'Revisión jurídica en curso.\n\nSe pidió soporte al área de tarjetas; señora Núñez informada.',
    };
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/queja/${code}/`,
      headers: {
        host: TEST_HOST,
        'content-type': 'application/json',
        authorization: `Bearer ${bank.access}`,
        'x-sfc-signature': hmacSha256Hex(bank.signingSecret, canonicalJson(body)),
      },
      payload: JSON.stringify(body, null, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texto_queja).toBe(body.texto_queja);
  });
});
