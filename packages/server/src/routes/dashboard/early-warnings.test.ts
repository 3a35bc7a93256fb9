import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPglite } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { BANCOLOMBIA, DAVIVIENDA, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';

const REPORTS = 16;

describeOnPglite('Early warnings: an entity far above its own share of complaints', (ctx) => {
  let analyst: TestAccount;
  let daviviendaUser: TestAccount;

  // 2015 is the baseline (half each); in March 2016 Bancolombia receives 40 of 42 complaints.
  beforeAll(async () => {
    analyst = await staffWith(ctx, [REPORTS]);
    daviviendaUser = await staffWith(ctx, [REPORTS], DAVIVIENDA);
    // Straight into the table, in one statement per batch: only the filing dates matter here.
    let serial = 0;
    const file = async (entity: EntityRef, count: number, from: number, to: number) => {
      const codes: string[] = [];
      const dates: Date[] = [];
      for (let i = 0; i < count; i += 1) {
        codes.push(`${entity.tipo_entidad}${entity.entidad_cod}2015${String(800000 + (serial += 1))}`);
        dates.push(new Date(from + ((to - from) * i) / count));
      }
      await ctx.db.query(
        `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, nombres, texto_queja)
         SELECT x.code, $1, $2, x.at, 'Luisa Ríos', 'Queja de la prueba de alertas tempranas.'
           FROM unnest($3::text[], $4::timestamptz[]) AS x (code, at)`,
        [entity.tipo_entidad, entity.entidad_cod, codes, dates],
      );
    };
    await file(BANCOLOMBIA, 20, Date.UTC(2015, 3, 1, 15), Date.UTC(2016, 1, 20, 15));
    await file(DAVIVIENDA, 20, Date.UTC(2015, 3, 1, 15), Date.UTC(2016, 1, 20, 15));
    await file(BANCOLOMBIA, 40, Date.UTC(2016, 2, 1, 15), Date.UTC(2016, 2, 30, 15));
    await file(DAVIVIENDA, 2, Date.UTC(2016, 2, 1, 15), Date.UTC(2016, 2, 30, 15));
  });

  const post = (account: TestAccount) =>
    ctx.request({
      method: 'POST',
      url: '/api/dashboard/complaint_early_warnings/',
      token: account.token,
      body: { fecha_inicio: '2016-03-01', fecha_fin: '2016-03-31' },
    });

  it('flags the entity whose complaints rose far above its share, and not the other', async () => {
    const res = await post(analyst);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe(T.earlyWarningsTitle);
    expect(body.rows[0]).toMatchObject({ entidad: 'Bancolombia', quejas: 40, esperadas: 21, alerta: 'Sí' });
    expect(body.rows[1]).toMatchObject({ entidad: 'Davivienda', quejas: 2, esperadas: 21, alerta: 'No' });
    expect(body.chart.datasets.map((d: { key: string }) => d.key)).toEqual(['quejas', 'esperadas']);
  });

  it("shows an entity's user only their own entity's warning", async () => {
    const res = await post(daviviendaUser);
    expect(res.json().rows.map((r: { entidad: string }) => r.entidad)).toEqual(['Davivienda']);
  });
});
