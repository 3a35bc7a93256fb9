import { beforeAll, expect, it } from 'vitest';
import { API_ERROR_TEXTS, QUALITY_TEXTS, SERVER_TEXTS } from '../../core.js';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';
import { closedComplaints } from './quality-test-kit.js';

const MODULE = QUALITY_TEXTS.modules.samples;

interface Sample {
  id: number;
  population_count: number;
  sample_size: number;
  z: number;
  seed: string;
  allocation: { stratum: string; population: number; size: number }[];
  criteria: { id: number; name: string; cumple: number; no_cumple: number; compliance: number | null }[];
  by_entity: { name: string; cumple: number; no_cumple: number }[];
  complaints_evaluated: number;
  reproduce: string;
}

describeOnPostgres('complaint samples (module 13)', (ctx: DriverContext) => {
  let analyst: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;
  let bancolombia: number;
  let davivienda: number;

  beforeAll(async () => {
    analyst = await staffWith(ctx, [13, 14]);
    staffWithout = await staffWith(ctx, [1, 9]);
    evDavivienda = await staffWith(ctx, [13], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    consumer = await consumerAccount(ctx);
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
    // 120 closed in Q1 2021 (one on the last day, Bogotá afternoon), 10 in April: outside.
    await closedComplaints(ctx, BANCOLOMBIA, 120, 'T12Q1-', ['2021-01-04', '2021-02-15', '2021-03-31']);
    await closedComplaints(ctx, BANCOLOMBIA, 10, 'T12Q2-', ['2021-04-01']);
    await closedComplaints(ctx, DAVIVIENDA, 30, 'T12DV-', ['2021-02-01']);
  });

  const create = (actor: TestAccount | null, body: Record<string, unknown>) =>
    as(ctx, actor, { method: 'POST', url: '/api/complaint_sample/', body });
  const quarter = { period_from: '2021-01-01', period_to: '2021-03-31' };

  it('answers only holders of «Muestras»; others get 403, anonymous 400', async () => {
    for (const request of [
      { url: '/api/complaint_sample/' },
      { url: '/api/complaint_sample/criteria/' },
      {
        method: 'POST' as const,
        url: '/api/complaint_sample/',
        body: { entities: [bancolombia], ...quarter },
      },
      { method: 'POST' as const, url: '/api/criterion/', body: { name: 'Otro' } },
    ]) {
      await expectOnlyModuleHolders(ctx, { staffWithout, consumer } as never, MODULE, request);
    }
  });

  it('computes the finite-population size at 95 %/5 % and draws that many closed complaints of the quarter', async () => {
    const res = await create(analyst, { entities: [bancolombia], ...quarter, seed: 'abc123' });
    expect(res.statusCode, res.body).toBe(201);
    const sample = res.json() as Sample;
    // N = 120: 120·0.9604 / (119·0.0025 + 0.9604) = 91.62 → 92.
    expect(sample).toMatchObject({ population_count: 120, sample_size: 92, z: 1.96, seed: 'abc123' });
    expect(sample.reproduce).toContain('abc123');
    const page = (
      await as(ctx, analyst, { url: `/api/complaint_sample/${sample.id}/complaints/?page_size=1000` })
    ).json() as {
      count: number;
      results: { codigo_queja: string }[];
    };
    expect(page.count).toBe(92);
    expect(page.results.every((r) => r.codigo_queja.startsWith('T12Q1-'))).toBe(true);
  });

  it('draws the same complaints with the same inputs and seed, others with another seed', async () => {
    const codes = async (seed: string, strata = 'producto') => {
      const sample = (
        await create(analyst, { entities: [bancolombia], ...quarter, seed, strata })
      ).json() as Sample;
      const page = (
        await as(ctx, analyst, { url: `/api/complaint_sample/${sample.id}/complaints/?page_size=1000` })
      ).json() as { results: { codigo_queja: string }[] };
      return { sample, codes: page.results.map((r) => r.codigo_queja) };
    };
    const first = await codes('semilla-1');
    const again = await codes('semilla-1');
    const other = await codes('semilla-2');
    expect(again.codes).toEqual(first.codes);
    expect(other.codes).not.toEqual(first.codes);
    // Stratified by product: 40 complaints each, 92 split 31/31/30 (largest remainder).
    expect(first.sample.allocation.map((a) => a.population)).toEqual([40, 40, 40]);
    expect(first.sample.allocation.map((a) => a.size).reduce((a, b) => a + b)).toBe(92);
  });

  it('records verdicts per criterion and shows results per criterion and entity', async () => {
    const sample = (
      await create(analyst, { entities: [bancolombia, davivienda], ...quarter, seed: 'r1' })
    ).json() as Sample;
    const page = (
      await as(ctx, analyst, { url: `/api/complaint_sample/${sample.id}/complaints/` })
    ).json() as {
      results: { codigo_queja: string }[];
    };
    const [a, b] = page.results.map((r) => r.codigo_queja);
    const put = (code: string, criterion: number, body: unknown) =>
      as(ctx, analyst, {
        method: 'PUT',
        url: `/api/complaint_sample/${sample.id}/complaints/${code}/evaluations/${criterion}/`,
        body,
      });
    expect((await put(a!, 1, { verdict: 'cumple', comment: 'Respondió a tiempo.' })).statusCode).toBe(200);
    expect((await put(b!, 1, { verdict: 'no_cumple', comment: 'Respuesta tardía.' })).statusCode).toBe(200);
    const corrected = await put(b!, 1, { verdict: 'cumple', comment: 'Corregido: a tiempo.' });
    expect(corrected.json().evaluations[0]).toMatchObject({
      verdict: 'cumple',
      comment: 'Corregido: a tiempo.',
    });
    const detail = (await as(ctx, analyst, { url: `/api/complaint_sample/${sample.id}/` })).json() as Sample;
    expect(detail.criteria[0]).toMatchObject({ id: 1, cumple: 2, no_cumple: 0, compliance: 100 });
    expect(detail.by_entity.reduce((sum, e) => sum + e.cumple, 0)).toBe(2);

    expectFieldError(await put(a!, 99, { verdict: 'cumple' }), 'criterion', QUALITY_TEXTS.criterionUnknown);
    expectFieldError(await put(a!, 1, { verdict: 'quizá' }), 'verdict');
    expectNotFound(await put('NO-EXISTE', 1, { verdict: 'cumple' }));
  });

  it('refuses bad input with Spanish messages', async () => {
    expectFieldError(
      await create(analyst, { entities: [bancolombia], period_from: '2021-02-30', period_to: '2021-03-01' }),
      'period_from',
      QUALITY_TEXTS.dateInvalid,
    );
    expectFieldError(
      await create(analyst, { entities: [bancolombia], period_from: '2021-03-01', period_to: '2021-01-01' }),
      'period_to',
      QUALITY_TEXTS.periodOrder,
    );
    expectFieldError(
      await create(analyst, { entities: [999999], ...quarter }),
      'entities',
      QUALITY_TEXTS.entityUnknown(999999),
    );
    expectFieldError(
      await create(analyst, { entities: [bancolombia], ...quarter, confidence: 1.5 }),
      'confidence',
    );
    expectFieldError(await create(analyst, { entities: [], ...quarter }), 'entities');
    expectFieldError(await create(analyst, { ...quarter }), 'entities', API_ERROR_TEXTS.fieldRequired);
    expectFieldError(
      await create(analyst, { entities: [bancolombia], period_from: '2019-01-01', period_to: '2019-01-31' }),
      SERVER_TEXTS.nonFieldKey,
      QUALITY_TEXTS.emptyPopulation,
    );
    expectNotFound(await as(ctx, analyst, { url: '/api/complaint_sample/abc/' }));
  });

  it('limits an EV user to samples of their own entity', async () => {
    const bancoSample = (
      await create(analyst, { entities: [bancolombia], ...quarter, seed: 'ev' })
    ).json() as Sample;
    expectNotFound(await as(ctx, evDavivienda, { url: `/api/complaint_sample/${bancoSample.id}/` }));
    expectFieldError(await create(evDavivienda, { entities: [bancolombia], ...quarter }), 'entities');
    const own = await create(evDavivienda, { entities: [davivienda], ...quarter });
    expect(own.statusCode, own.body).toBe(201);
    const list = (await as(ctx, evDavivienda, { url: '/api/complaint_sample/' })).json() as {
      results: { id: number }[];
    };
    expect(list.results.map((s) => s.id)).toEqual([(own.json() as Sample).id]);
  });

  it('manages the criterion list: add, rename, inactivate', async () => {
    const added = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/criterion/',
      body: { name: 'Soportes adjuntos' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as { id: number }).id;
    expectFieldError(
      await as(ctx, analyst, { method: 'POST', url: '/api/criterion/', body: { name: 'soportes ADJUNTOS' } }),
      'name',
      QUALITY_TEXTS.criterionNameTaken,
    );
    const off = await as(ctx, analyst, {
      method: 'PATCH',
      url: `/api/criterion/${id}/`,
      body: { is_active: false },
    });
    expect(off.json()).toMatchObject({ id, is_active: false });
    const active = (await as(ctx, analyst, { url: '/api/criterion/' })).json() as {
      results: { id: number }[];
    };
    expect(active.results.map((c) => c.id)).not.toContain(id);
    expectNotFound(
      await as(ctx, analyst, { method: 'PATCH', url: '/api/criterion/4242/', body: { name: 'X' } }),
    );
  });
});
