import { beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_TEXTS } from '../../core.js';
import { describeOnPglite, type DriverContext } from '../../../test/harness.js';
import { average, percentile90 } from '../../domain/quality/productivity.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  companyId,
  complaintFiledAt,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';
import { closedComplaints } from '../complaint-sample/quality-test-kit.js';

interface Row {
  analyst: { id: number; name: string };
  direction: { id: number; name: string } | null;
  assigned: number;
  handled: number;
  closed: number;
  average_business_days: number | null;
  p90_business_days: number | null;
  evaluations: number;
}

describe('percentile90 and average', () => {
  it('takes the nearest rank and the mean to one decimal', () => {
    expect(percentile90([])).toBeNull();
    expect(percentile90([7])).toBe(7);
    expect(percentile90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(9);
    expect(percentile90([3, 22, 5])).toBe(22);
    expect(average([3, 5, 22])).toBe(10);
    expect(average([1, 2])).toBe(1.5);
  });
});

describeOnPglite('analyst productivity (modules 14 and 19)', (ctx: DriverContext) => {
  let analyst: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;

  /** A Bancolombia complaint assigned to the analyst at `assigned` (Bogotá) and closed at `closed`. */
  async function handled(assigned: string, closed: string) {
    const complaint = await complaintFiledAt(ctx, null, BANCOLOMBIA, new Date(`${assigned}T08:00:00-05:00`));
    await ctx.db.query(
      `INSERT INTO complaint_assignments (complaint_id, analyst_user_id, assigned_at) VALUES ($1, $2, $3)`,
      [complaint.id, analyst.id, `${assigned}T10:00:00-05:00`],
    );
    await ctx.db.query(`UPDATE complaints SET estado_cod = 4, fecha_cierre = $2 WHERE id = $1`, [
      complaint.id,
      `${closed}T16:00:00-05:00`,
    ]);
  }

  beforeAll(async () => {
    analyst = await staffWith(ctx, [13, 14]);
    await ctx.db.query(
      `UPDATE persons SET first_name = 'Paula', first_last_name = 'Ordóñez',
              direction_id = (SELECT id FROM directions ORDER BY id LIMIT 1) WHERE user_id = $1`,
      [analyst.id],
    );
    staffWithout = await staffWith(ctx, [13]);
    evDavivienda = await staffWith(ctx, [14], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    consumer = await consumerAccount(ctx);
    // Tue 8 → Fri 11 July 2025: 3 business days; Mon 14 → Mon 21: 5 (20 July is a Sunday);
    // Tue 1 → Thu 31 July: 22 (no weekday holiday in July 2025).
    await handled('2025-07-08', '2025-07-11');
    await handled('2025-07-14', '2025-07-21');
    await handled('2025-07-01', '2025-07-31');
    await closedComplaints(ctx, BANCOLOMBIA, 5, 'T12PR-', ['2025-06-10']);
  });

  const report = async (actor: TestAccount, query: string) => {
    const res = await as(ctx, actor, { url: `/api/complaint_productivity/${query ? `?${query}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Row[] }).results;
  };

  it('answers only holders of a productivity module; others get 403, anonymous 400', async () => {
    await expectOnlyModuleHolders(
      ctx,
      { staffWithout, consumer } as never,
      QUALITY_TEXTS.modules.productivityReport,
      {
        url: '/api/complaint_productivity/',
      },
    );
    await expectOnlyModuleHolders(
      ctx,
      { staffWithout, consumer } as never,
      QUALITY_TEXTS.modules.productivity,
      {
        method: 'POST',
        url: '/api/dashboard/complaint_productivity/analyst/',
        body: {},
      },
    );
  });

  it('counts assigned and closed complaints and the handling time in business days', async () => {
    const rows = await report(analyst, 'period_from=2025-07-01&period_to=2025-07-31');
    expect(rows).toEqual([
      expect.objectContaining({
        analyst: { id: analyst.id, name: 'Paula Ordóñez' },
        assigned: 3,
        closed: 3,
        average_business_days: 10,
        p90_business_days: 22,
        evaluations: 0,
      }),
    ]);
    expect(rows[0]!.direction).not.toBeNull();
    expect(await report(analyst, 'period_from=2025-07-09&period_to=2025-07-10')).toEqual([]);
  });

  it('counts the sample evaluations the analyst records, and lists them with a detail', async () => {
    const sample = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/complaint_sample/',
      body: {
        entities: [await companyId(ctx, BANCOLOMBIA)],
        period_from: '2025-06-01',
        period_to: '2025-06-30',
      },
    });
    const { id } = sample.json() as { id: number };
    const items = (await as(ctx, analyst, { url: `/api/complaint_sample/${id}/complaints/` })).json() as {
      results: { id: number; codigo_queja: string }[];
    };
    for (const item of items.results.slice(0, 2)) {
      await as(ctx, analyst, {
        method: 'PUT',
        url: `/api/complaint_sample/${id}/complaints/${item.codigo_queja}/evaluations/2/`,
        body: { verdict: 'no_cumple', comment: 'La respuesta no es clara.' },
      });
    }
    const [row] = await report(analyst, '');
    expect(row).toMatchObject({ analyst: { id: analyst.id }, evaluations: 2 });

    const list = (
      await as(ctx, analyst, { url: `/api/complaint_productivity/evaluations/?analyst=${analyst.id}` })
    ).json() as {
      count: number;
      results: {
        complaint: { id: number };
        criterion: { id: number; name: string };
        verdict_label: string;
      }[];
    };
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({ criterion: { id: 2 }, verdict_label: 'No cumple' });
    const detail = await as(ctx, analyst, {
      url: `/api/complaint_productivity/detail/${list.results[0]!.complaint.id}/2/`,
    });
    expect(detail.json()).toMatchObject({
      evaluations: [
        { verdict: 'no_cumple', comment: 'La respuesta no es clara.', evaluator: 'Paula Ordóñez' },
      ],
    });

    const chart = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/dashboard/complaint_productivity/analyst/',
      body: {},
    });
    expect(chart.json()).toMatchObject({
      chart: {
        labels: ['Paula Ordóñez'],
        datasets: expect.arrayContaining([{ label: 'Evaluaciones', data: [2] }]),
      },
      rows: [expect.objectContaining({ name: 'Paula Ordóñez', evaluations: 2 })],
    });
    const directions = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/dashboard/complaint_productivity/direction/',
      body: {},
    });
    expect((directions.json() as { total: number }).total).toBe(1);
  });

  it('shows an EV user only the work on their entity’s complaints', async () => {
    expect(await report(evDavivienda, 'period_from=2025-07-01&period_to=2025-07-31')).toEqual([]);
    const list = await as(ctx, evDavivienda, { url: '/api/complaint_productivity/evaluations/' });
    expect((list.json() as { count: number }).count).toBe(0);
  });

  it('refuses bad input with Spanish messages', async () => {
    const bad = (query: string) => as(ctx, analyst, { url: `/api/complaint_productivity/?${query}` });
    expectFieldError(
      await bad('period_from=2025-02-30&period_to=2025-03-01'),
      'period_from',
      QUALITY_TEXTS.dateInvalid,
    );
    expectFieldError(
      await bad('period_from=2025-03-01&period_to=2025-02-01'),
      'period_to',
      QUALITY_TEXTS.periodOrder,
    );
    expectFieldError(await bad('direction=abc'), 'direction');
    expectNotFound(
      await as(ctx, analyst, { method: 'POST', url: '/api/dashboard/complaint_productivity/mes/', body: {} }),
    );
    expectNotFound(await as(ctx, analyst, { url: '/api/complaint_productivity/detail/abc/2/' }));
    expectNotFound(await as(ctx, analyst, { url: '/api/complaint_productivity/detail/1/999/' }));
  });
});
