import { beforeAll, expect, it } from 'vitest';
import { QUALITY_TEXTS } from '../../core.js';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, staffWith } from '../alerts/alerts-test-kit.js';
import {
  complaintForm,
  consumer as consumerWithProfile,
  filedComplaint,
  type TestAccount,
} from '../complaints/complaint-test-kit.js';
import {
  asEntity,
  complaintBody,
  entityClient,
  newCode,
  portalComplaint,
  type EntityClient,
} from '../entity-api/entity-test-kit.js';
import {
  as,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = QUALITY_TEXTS.modules.duplicates;

const FIRST =
  'El banco me cobró dos veces la cuota de manejo de la tarjeta de crédito en octubre. ' +
  'Pedí la devolución en la oficina de Chapinero y nadie me responde.';
const SECOND =
  'Me cobraron 2 veces la cuota de manejo de la tarjeta de credito en octubre; ' +
  'pedí la devolucion en la oficina de Chapinero y nadie me responde.';

interface Pair {
  id: number;
  score: number;
  status: string;
  complaint: { codigo_queja: string; segments?: { text: string; match: boolean }[] };
  original: { codigo_queja: string; segments?: { text: string; match: boolean }[] };
}

describeOnPostgres('duplicate complaints (module 15)', (ctx: DriverContext) => {
  let analyst: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let filer: TestAccount;
  let bank: EntityClient;

  beforeAll(async () => {
    analyst = await staffWith(ctx, [15]);
    staffWithout = await staffWith(ctx, [13, 14]);
    evDavivienda = await staffWith(ctx, [15], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    filer = await consumerWithProfile(ctx);
    bank = await entityClient(ctx, BANCOLOMBIA);
  });

  const pending = async (actor: TestAccount) =>
    ((await as(ctx, actor, { url: '/api/complaint_duplicity/?page_size=100' })).json() as { results: Pair[] })
      .results;

  /** Detection runs after the filing answered: wait for it (bounded). */
  async function candidatesOf(code: string): Promise<Pair[]> {
    // Detection is a job queued after the filing: wait for this node's jobs, then read.
    await ctx.app.jobs.idle();
    for (let i = 0; i < 40; i++) {
      const found = (await pending(analyst)).filter((p) => p.complaint.codigo_queja === code);
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }

  it('answers only holders of «Quejas duplicadas»; others get 403, anonymous 400', async () => {
    for (const request of [
      { url: '/api/complaint_duplicity/' },
      { url: '/api/complaint_duplicity/1/' },
      { method: 'PUT' as const, url: '/api/complaint_duplicity/1/', body: { status: 'dismissed' } },
      {
        method: 'POST' as const,
        url: '/api/complaint_duplicity/',
        body: { period_from: '2026-01-01', period_to: '2026-01-31' },
      },
    ]) {
      await expectOnlyModuleHolders(ctx, { staffWithout, consumer: filer } as never, MODULE, request);
    }
  });

  it('proposes a consumer’s second, nearly identical complaint; confirming closes it as duplicate (marcacion 7)', async () => {
    const first = await filedComplaint(ctx, filer, complaintForm({ texto_queja: FIRST }));
    const second = await filedComplaint(
      ctx,
      filer,
      complaintForm({ texto_queja: SECOND, macro_motivo_cod: '941' }),
    );
    const [pair] = await candidatesOf(second.codigo_queja);
    expect(pair).toMatchObject({ status: 'pending', original: { codigo_queja: first.codigo_queja } });
    expect(pair!.score).toBeGreaterThanOrEqual(0.5);

    const detail = (await as(ctx, analyst, { url: `/api/complaint_duplicity/${pair!.id}/` })).json() as Pair;
    const marked = detail.complaint.segments!.filter((s) => s.match).map((s) => s.text);
    expect(marked.some((text) => text.includes('la oficina de Chapinero y nadie me responde'))).toBe(true);
    expect(marked.join(' ')).not.toContain('Me cobraron 2');
    expect(detail.original.segments!.map((s) => s.text).join('')).toBe(FIRST);

    const confirmed = await as(ctx, analyst, {
      method: 'PUT',
      url: `/api/complaint_duplicity/${pair!.id}/`,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as Pair).status).toBe('confirmed');

    const seen = await asEntity(ctx, bank, { url: `/api/queja/${second.codigo_queja}/` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ estado_cod: 4, marcacion: 7 });

    expectFieldError(
      await as(ctx, analyst, {
        method: 'PUT',
        url: `/api/complaint_duplicity/${pair!.id}/`,
        body: { status: 'dismissed' },
      }),
      'status',
      QUALITY_TEXTS.duplicateAlreadyDecided,
    );
  });

  it('detects after an entity API registration too; a dismissed pair is never proposed again', async () => {
    const id = '52987654';
    const earlier = await portalComplaint(
      ctx,
      filer.id,
      BANCOLOMBIA,
      { numero_id_CF: id, texto_queja: FIRST },
      new Date('2026-03-01T14:00:00Z'),
    );
    const code = newCode(BANCOLOMBIA);
    const res = await asEntity(ctx, bank, {
      method: 'POST',
      url: '/api/queja/',
      body: complaintBody(code, { numero_id_CF: id, texto_queja: SECOND, macro_motivo_cod: 941 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [pair] = await candidatesOf(code);
    expect(pair?.original.codigo_queja).toBe(earlier.codigo_queja);

    const dismissed = await as(ctx, analyst, {
      method: 'PUT',
      url: `/api/complaint_duplicity/${pair!.id}/`,
      body: { status: 'dismissed' },
    });
    expect((dismissed.json() as Pair).status).toBe('dismissed');
    const rerun = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/complaint_duplicity/',
      body: { period_from: '2026-02-01', period_to: '2026-03-31', window_days: 30 },
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json()).toMatchObject({ found: 0, window_days: 30 });
    expect((await pending(analyst)).map((p) => p.complaint.codigo_queja)).not.toContain(code);
  });

  it('re-runs over a period: finds pairs inserted without detection, within the window only', async () => {
    const id = '1098765432';
    await portalComplaint(
      ctx,
      filer.id,
      DAVIVIENDA,
      { numero_id_CF: id, texto_queja: FIRST },
      new Date('2025-05-01T15:00:00Z'),
    );
    const near = await portalComplaint(
      ctx,
      filer.id,
      DAVIVIENDA,
      { numero_id_CF: id, texto_queja: SECOND },
      new Date('2025-05-10T15:00:00Z'),
    );
    await portalComplaint(
      ctx,
      filer.id,
      DAVIVIENDA,
      { numero_id_CF: id, texto_queja: FIRST },
      new Date('2025-09-10T15:00:00Z'),
    );
    const run = await as(ctx, evDavivienda, {
      method: 'POST',
      url: '/api/complaint_duplicity/',
      body: { period_from: '2025-05-01', period_to: '2025-09-30', window_days: 30 },
    });
    expect(run.json()).toMatchObject({ checked: 3, found: 1 });
    const seen = await pending(evDavivienda);
    expect(seen.map((p) => p.complaint.codigo_queja)).toEqual([near.codigo_queja]);
  });

  it('refuses bad input with Spanish messages and hides other entities’ pairs', async () => {
    const post = (body: unknown) =>
      as(ctx, analyst, { method: 'POST', url: '/api/complaint_duplicity/', body });
    expectFieldError(
      await post({ period_from: '2026-13-01', period_to: '2026-01-31' }),
      'period_from',
      QUALITY_TEXTS.dateInvalid,
    );
    expectFieldError(
      await post({ period_from: '2026-02-01', period_to: '2026-01-31' }),
      'period_to',
      QUALITY_TEXTS.periodOrder,
    );
    expectFieldError(
      await post({ period_from: '2026-01-01', period_to: '2026-01-31', window_days: 0 }),
      'window_days',
    );
    expectFieldError(
      await as(ctx, analyst, {
        method: 'PUT',
        url: '/api/complaint_duplicity/1/',
        body: { status: 'quizá' },
      }),
      'status',
    );
    expectNotFound(await as(ctx, analyst, { url: '/api/complaint_duplicity/999999/' }));
    expectNotFound(await as(ctx, analyst, { url: '/api/complaint_duplicity/abc/' }));
    const bancolombiaPairs = (
      (await as(ctx, analyst, { url: '/api/complaint_duplicity/?status=confirmed' })).json() as {
        results: Pair[];
      }
    ).results;
    expect(bancolombiaPairs.length).toBeGreaterThan(0);
    expectNotFound(
      await as(ctx, evDavivienda, { url: `/api/complaint_duplicity/${bancolombiaPairs[0]!.id}/` }),
    );
  });
});
