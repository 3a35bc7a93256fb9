import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, LIMITS, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres, signedInject } from '../../../test/harness.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  ENTITY_AUDIT_EVENT,
  EntityTrafficConfigError,
  entityRateRule,
  entityThrottleKey,
} from './entity-traffic.js';
import {
  asEntity,
  entityClient,
  invalid,
  pathOf,
  portalComplaint,
  registered,
  resetEntityThrottles,
  type EntityClient,
} from './entity-test-kit.js';

const CONSUMERS = { tipo_entidad: 1, entidad_cod: '23' };
const OTHER = { tipo_entidad: 1, entidad_cod: '39' };
const THROTTLED = { tipo_entidad: 1, entidad_cod: '2' };
const CONFIGURED = { tipo_entidad: 1, entidad_cod: '6' };
const AUDITED = { tipo_entidad: 1, entidad_cod: '30' };

describe('entity rate limit configuration', () => {
  it.each([
    [{}, { limit: 120, windowSeconds: 60 }],
    [
      { ENTITY_RATE_LIMIT: '300', ENTITY_RATE_WINDOW_SECONDS: '30' },
      { limit: 300, windowSeconds: 30 },
    ],
    [{ ENTITY_RATE_LIMIT: '0' }, null],
  ])('%j → %j', (env, rule) => {
    expect(entityRateRule(env)).toEqual(rule);
  });

  it.each([{ ENTITY_RATE_LIMIT: 'mucho' }, { ENTITY_RATE_LIMIT: '-1' }, { ENTITY_RATE_WINDOW_SECONDS: '0' }])(
    '%j is refused at start',
    (env) => {
      expect(() => entityRateRule(env)).toThrow(EntityTrafficConfigError);
    },
  );
});

describeOnPostgres('entity API: momento 4 (consumer data), throttling and audit', (ctx) => {
  let owner: TestAccount;

  beforeAll(async () => {
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  describe('momento 4', () => {
    let bank: EntityClient;
    let other: EntityClient;
    beforeAll(async () => {
      bank = await entityClient(ctx, CONSUMERS);
      other = await entityClient(ctx, OTHER);
    });
    const info = async (client: EntityClient, url = '/api/usuarios/info/?page_size=1000') => {
      const res = await asEntity(ctx, client, { url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; next: string | null; results: Record<string, unknown>[] };
    };
    const numbers = async (client: EntityClient) => (await info(client)).results.map((r) => r.numero_id_CF);

    it('lists the data of consumers who filed in the portal, newest complaint’s data, until acknowledged', async () => {
      const earlier = new Date(Date.now() - 60_000);
      await portalComplaint(
        ctx,
        owner.id,
        CONSUMERS,
        { numero_id_CF: '52111222', telefono: '3001112233' },
        earlier,
      );
      const newest = await portalComplaint(ctx, owner.id, CONSUMERS, {
        numero_id_CF: '52111222',
        telefono: '3109998877',
        correo: 'luisa@example.com',
      });
      await portalComplaint(ctx, owner.id, CONSUMERS, { numero_id_CF: '80333444' });
      await portalComplaint(ctx, owner.id, OTHER, { numero_id_CF: '90555666' });
      await registered(ctx, bank, { numero_id_CF: '70777888' });

      const list = await info(bank);
      expect(list.results.map((r) => r.numero_id_CF)).toEqual(['52111222', '80333444']);
      expect(list.results[0]).toEqual({
        numero_id_CF: '52111222',
        tipo_id_CF: 1,
        nombres: 'Luisa Fernanda Ríos',
        tipo_persona: 1,
        sexo: null,
        lgbtiq: null,
        condicion_especial: null,
        codigo_pais: '170',
        departamento_cod: '05',
        municipio_cod: '05001',
        direccion: null,
        telefono: '3109998877',
        correo: 'luisa@example.com',
        es_apoderado: null,
        apoderado_nombre: null,
        codigo_queja: newest.codigo_queja,
        fecha_creacion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      });
      expect(await numbers(other)).toEqual(['90555666']);

      const paged = await info(bank, '/api/usuarios/info/?page_size=1');
      expect(paged.next).toBe(`http://${TEST_HOST}/api/usuarios/info/?page_size=1&page=2`);
      const second = await asEntity(ctx, bank, { url: pathOf(paged.next!), signedPayload: paged.next! });
      expect(second.json().results[0].numero_id_CF).toBe('80333444');

      const ack = await asEntity(ctx, bank, {
        method: 'POST',
        url: '/api/usuarios/ack/',
        body: { numero_id_CF: ['52111222', 90555666, '00000'] },
      });
      expect(ack.statusCode, ack.body).toBe(200);
      expect(ack.json()).toEqual({
        message: API_ERROR_TEXTS.ackUpdated,
        numero_id_CF_error: ['90555666', '00000'],
      });
      expect(await numbers(bank)).toEqual(['80333444']);
      expect(await numbers(other)).toEqual(['90555666']);

      // A later complaint may bring new data: the consumer is listed again.
      await portalComplaint(ctx, owner.id, CONSUMERS, { numero_id_CF: '52111222', telefono: '3200000000' });
      expect(await numbers(bank)).toEqual(['80333444', '52111222']);
    });

    it.each([
      ['no numero_id_CF', {}, { numero_id_CF: [API_ERROR_TEXTS.fieldRequired] }],
      ['a string', { numero_id_CF: '52111222' }, { numero_id_CF: [SERVER_TEXTS.fieldNotList('str')] }],
      [
        `more than ${LIMITS.ackMaxCodes}`,
        { numero_id_CF: Array.from({ length: LIMITS.ackMaxCodes + 1 }, (_, i) => String(i)) },
        { numero_id_CF: [SERVER_TEXTS.fieldMaxItems(LIMITS.ackMaxCodes)] },
      ],
    ])('an acknowledgement with %s → 400', async (_label, body, message) => {
      const res = await asEntity(ctx, bank, { method: 'POST', url: '/api/usuarios/ack/', body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    });
  });

  it('a consumer (or staff) token gets the 403 on entity-only endpoints', async () => {
    for (const request of [
      { url: '/api/storage/?codigo_queja__codigo_queja=17' },
      { url: '/api/storage/1/' },
      { url: '/api/usuarios/info/' },
      { method: 'POST' as const, url: '/api/complaint/ack', body: { pqrs: [] } },
      { method: 'POST' as const, url: '/api/usuarios/ack/', body: { numero_id_CF: [] } },
    ]) {
      const res = await ctx.request({ ...request, token: owner.token });
      expect(res.statusCode, request.url).toBe(403);
      expect(res.json()).toEqual({ status_code: 403, detail: ENTITY_API_MESSAGES.entityOnly });
    }
  });

  it('an entity over its limit gets 429 with Retry-After, counted per entity in the database', async () => {
    const limited = await entityClient(ctx, THROTTLED);
    const free = await entityClient(ctx, CONFIGURED);
    await ctx.db.query(
      `INSERT INTO throttle_counters (key, window_start, hits) VALUES ($1, now(), 120)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), hits = 120`,
      [entityThrottleKey(THROTTLED)],
    );
    for (const request of [
      { url: '/api/queja/' },
      { url: '/api/channel/' },
      { method: 'POST' as const, url: '/api/complaint/ack/', body: { pqrs: [] } },
    ]) {
      const res = await asEntity(ctx, limited, request);
      expect(res.statusCode, request.url).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({ status_code: 429, detail: SERVER_TEXTS.throttledWait(seconds) });
      expect(res.json().detail.startsWith(API_ERROR_TEXTS.throttled)).toBe(true);
    }
    expect((await asEntity(ctx, free, { url: '/api/queja/' })).statusCode).toBe(200);
    await ctx.db.query('DELETE FROM throttle_counters WHERE key = $1', [entityThrottleKey(THROTTLED)]);
  });

  it('the limit comes from ENTITY_RATE_LIMIT and ENTITY_RATE_WINDOW_SECONDS', async () => {
    const saved = { ...process.env };
    process.env.ENTITY_RATE_LIMIT = '2';
    process.env.ENTITY_RATE_WINDOW_SECONDS = '600';
    const app = await ctx.buildApp().finally(() => {
      process.env.ENTITY_RATE_LIMIT = saved.ENTITY_RATE_LIMIT;
      process.env.ENTITY_RATE_WINDOW_SECONDS = saved.ENTITY_RATE_WINDOW_SECONDS;
      if (saved.ENTITY_RATE_LIMIT === undefined) delete process.env.ENTITY_RATE_LIMIT;
      if (saved.ENTITY_RATE_WINDOW_SECONDS === undefined) delete process.env.ENTITY_RATE_WINDOW_SECONDS;
    });
    const client = await entityClient(ctx, { tipo_entidad: 1, entidad_cod: '12' });
    const call = () =>
      signedInject(app, { url: '/api/queja/', token: client.access, secret: client.signingSecret });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('writes every entity call to the audit log: method, path, status, entity; never a secret or a body', async () => {
    const client = await entityClient(ctx, AUDITED);
    const body = { pqrs: ['130SECRETO-DEL-CUERPO'] };
    await asEntity(ctx, client, { url: '/api/queja/?page_size=5' });
    await asEntity(ctx, client, { method: 'POST', url: '/api/complaint/ack', body });
    await asEntity(ctx, client, { method: 'PATCH', url: '/api/queja/13099/', body: { estado_cod: 2 } });
    await asEntity(ctx, client, { url: '/api/channel/' });
    // The percent-decoded URL verifies too (some clients sign it).
    const encoded = '/api/storage/?codigo_queja__codigo_queja=130%C3%B1';
    const decoded = await asEntity(ctx, client, {
      url: encoded,
      signedPayload: `http://${TEST_HOST}/api/storage/?codigo_queja__codigo_queja=130ñ`,
    });
    expect(decoded.statusCode).toBe(404);

    const expected = [
      { method: 'GET', path: '/api/queja/', route: '/api/queja/', status: 200 },
      { method: 'POST', path: '/api/complaint/ack', route: '/api/complaint/ack', status: 200 },
      { method: 'PATCH', path: '/api/queja/13099/', route: '/api/queja/:id/', status: 404 },
      { method: 'GET', path: '/api/channel/', route: '/api/channel/', status: 200 },
      { method: 'GET', path: '/api/storage/', route: '/api/storage/', status: 404 },
    ].map((e) => ({ ...e, entity: '1-30' }));
    // Each event is in the database before its answer leaves: read at once, all five are there.
    const rows = (
      await ctx.db.query<{ user_id: number; success: boolean; detail: unknown }>(
        'SELECT user_id, success, detail FROM audit_events WHERE event = $1 AND user_id = $2 ORDER BY id',
        [ENTITY_AUDIT_EVENT, client.userId],
      )
    ).rows;
    const details = rows.map((r) => (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail));
    expect(details).toEqual(expected);
    expect(rows.map((r) => r.success)).toEqual([true, true, false, true, false]);
    const stored = JSON.stringify(rows);
    for (const secret of [client.access, client.signingSecret, client.password, 'SECRETO-DEL-CUERPO']) {
      expect(stored).not.toContain(secret);
    }
  });
});
