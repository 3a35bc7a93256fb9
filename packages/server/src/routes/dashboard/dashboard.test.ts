import { API_ERROR_TEXTS, REPORTS_API_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  NEQUI,
  companyId,
  complaintFiledAt,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import { consumer, validation, type TestAccount } from '../complaints/complaint-test-kit.js';

const REPORTS = 16;
const ALERTS = 28;
const BANCO_DE_BOGOTA: EntityRef = { tipo_entidad: 1, entidad_cod: '1' };

/** Zero for every state column, then `counts`. */
const stateCounts = (counts: Record<string, number>) => ({
  recibida: 0,
  abierta_en_tramite: 0,
  escalada_al_defensor_del_consumidor_financiero: 0,
  en_replica: 0,
  cerrada: 0,
  desistida: 0,
  ...counts,
});

describeOnPostgres('Dashboard reports: complaints by entity and state, volumetry by month', (ctx) => {
  let analyst: TestAccount;
  let bancolombiaAnalyst: TestAccount;
  let davivienda: number;

  // 2019, a year no other test of this file files in: the numbers below are these complaints only.
  beforeAll(async () => {
    analyst = await staffWith(ctx, [REPORTS]);
    bancolombiaAnalyst = await staffWith(ctx, [REPORTS], BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
    const owner = (await consumer(ctx)).id;
    const filed: [EntityRef, string, number][] = [
      [BANCOLOMBIA, '2019-01-01T04:59:00Z', 1], // Bogotá 31 Dec 2018, 23:59
      [BANCOLOMBIA, '2019-01-01T05:00:00Z', 1], // Bogotá 1 Jan 2019, 00:00
      [BANCOLOMBIA, '2019-01-15T15:00:00Z', 1],
      [BANCOLOMBIA, '2019-03-31T23:00:00Z', 4],
      [DAVIVIENDA, '2019-02-10T15:00:00Z', 5],
      [NEQUI, '2019-04-01T04:30:00Z', 2], // Bogotá 31 Mar, 23:30
      [NEQUI, '2019-04-01T05:00:00Z', 1], // Bogotá 1 Apr
    ];
    for (const [entity, at, state] of filed) await complaintFiledAt(ctx, owner, entity, new Date(at), state);
  });

  const report = (kind: 'complaints' | 'volumetry', account: TestAccount, body: unknown) =>
    ctx.request({ method: 'POST', url: `/api/dashboard/${kind}/`, token: account.token, body });

  it('counts complaints per entity and state over Bogotá days, both ends included', async () => {
    const res = await report('complaints', analyst, { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: REPORTS_API_TEXTS.complaintsTitle,
      fecha_inicio: '2019-01-01',
      fecha_fin: '2019-03-31',
      columns: [
        { key: 'entidad', label: 'Entidad' },
        { key: 'recibida', label: 'Recibida' },
        { key: 'abierta_en_tramite', label: 'Abierta / en trámite' },
        {
          key: 'escalada_al_defensor_del_consumidor_financiero',
          label: 'Escalada al defensor del consumidor financiero',
        },
        { key: 'en_replica', label: 'En réplica' },
        { key: 'cerrada', label: 'Cerrada' },
        { key: 'desistida', label: 'Desistida' },
        { key: 'total', label: 'Total' },
      ],
      rows: [
        { entidad: 'Bancolombia', ...stateCounts({ recibida: 2, cerrada: 1 }), total: 3 },
        { entidad: 'Davivienda', ...stateCounts({ desistida: 1 }), total: 1 },
        { entidad: 'Nequi', ...stateCounts({ abierta_en_tramite: 1 }), total: 1 },
      ],
      chart: {
        type: 'bar',
        labels: ['Bancolombia', 'Davivienda', 'Nequi'],
        datasets: [{ label: 'Quejas', key: 'total', data: [3, 1, 1] }],
      },
      total: 5,
    });
  });

  it('limits to the entities asked for, listing one without complaints with zeros', async () => {
    const bogota = await companyId(ctx, BANCO_DE_BOGOTA);
    const res = await report('complaints', analyst, {
      fecha_inicio: '2019-01-01',
      fecha_fin: '2019-03-31',
      entidades: [davivienda, bogota],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { entidad: 'Banco de Bogotá', ...stateCounts({}), total: 0 },
      { entidad: 'Davivienda', ...stateCounts({ desistida: 1 }), total: 1 },
    ]);
    expect(res.json().total).toBe(1);
  });

  it('gives one row per month of the range, months without complaints included', async () => {
    const res = await report('volumetry', analyst, { fecha_inicio: '2018-12-01', fecha_fin: '2019-05-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: REPORTS_API_TEXTS.volumetryTitle,
      fecha_inicio: '2018-12-01',
      fecha_fin: '2019-05-31',
      columns: [
        { key: 'periodo', label: 'Periodo' },
        { key: 'total', label: 'Total' },
      ],
      rows: [
        { periodo: '2018-12', total: 1 },
        { periodo: '2019-01', total: 2 },
        { periodo: '2019-02', total: 1 },
        { periodo: '2019-03', total: 2 },
        { periodo: '2019-04', total: 1 },
        { periodo: '2019-05', total: 0 },
      ],
      chart: {
        type: 'line',
        labels: ['2018-12', '2019-01', '2019-02', '2019-03', '2019-04', '2019-05'],
        datasets: [{ label: 'Quejas', key: 'total', data: [1, 2, 1, 2, 1, 0] }],
      },
      total: 7,
    });
  });

  it("shows staff tied to an entity only that entity's complaints, whatever entidades says", async () => {
    const complaints = await report('complaints', bancolombiaAnalyst, {
      fecha_inicio: '2019-01-01',
      fecha_fin: '2019-03-31',
      entidades: [davivienda],
    });
    expect(complaints.statusCode, complaints.body).toBe(200);
    expect(complaints.json().rows).toEqual([
      { entidad: 'Bancolombia', ...stateCounts({ recibida: 2, cerrada: 1 }), total: 3 },
    ]);
    const volumetry = await report('volumetry', bancolombiaAnalyst, {
      fecha_inicio: '2019-01-01',
      fecha_fin: '2019-04-30',
    });
    expect(volumetry.json().rows).toEqual([
      { periodo: '2019-01', total: 2 },
      { periodo: '2019-02', total: 0 },
      { periodo: '2019-03', total: 1 },
      { periodo: '2019-04', total: 0 },
    ]);
  });

  it('refuses consumers and staff without module 16 with a 403', async () => {
    const maria = await consumer(ctx);
    const alertsOnly = await staffWith(ctx, [ALERTS]);
    for (const kind of ['complaints', 'volumetry'] as const) {
      for (const account of [maria, alertsOnly]) {
        const res = await report(kind, account, { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31' });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ status_code: 403, detail: REPORTS_API_TEXTS.reportsForbidden });
      }
    }
  });

  it('answers bad input with field messages in the documented 400, never a 500', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      [
        'no dates',
        {},
        { fecha_inicio: [API_ERROR_TEXTS.fieldRequired], fecha_fin: [API_ERROR_TEXTS.fieldRequired] },
      ],
      [
        'dates that do not exist or are not YYYY-MM-DD',
        { fecha_inicio: '2019-02-30', fecha_fin: '31/03/2019' },
        { fecha_inicio: [REPORTS_API_TEXTS.dateFormat], fecha_fin: [REPORTS_API_TEXTS.dateFormat] },
      ],
      [
        'a number for a date',
        { fecha_inicio: 20190101, fecha_fin: '2019-03-31' },
        { fecha_inicio: [REPORTS_API_TEXTS.dateFormat] },
      ],
      [
        'a null date',
        { fecha_inicio: null, fecha_fin: '2019-03-31' },
        { fecha_inicio: [SERVER_TEXTS.fieldNotNull] },
      ],
      [
        'the end before the start',
        { fecha_inicio: '2019-03-31', fecha_fin: '2019-01-01' },
        { fecha_fin: [REPORTS_API_TEXTS.endBeforeStart] },
      ],
      [
        'a range over ten years',
        { fecha_inicio: '2000-01-01', fecha_fin: '2019-01-01' },
        { fecha_fin: [REPORTS_API_TEXTS.rangeTooLong(10)] },
      ],
      [
        'entidades not a list',
        { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31', entidades: { id: 1 } },
        { entidades: [SERVER_TEXTS.fieldNotList('dict')] },
      ],
      [
        'entidades with text',
        { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31', entidades: [1, 'Davivienda'] },
        { 'entidades.1': [SERVER_TEXTS.fieldNotInteger] },
      ],
      [
        'an entity that does not exist',
        { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31', entidades: [999_999] },
        { entidades: [REPORTS_API_TEXTS.unknownEntity(999_999)] },
      ],
      [
        'an unknown field',
        { fecha_inicio: '2019-01-01', fecha_fin: '2019-03-31', entidad: 1 },
        { entidad: [SERVER_TEXTS.fieldUnknown] },
      ],
      ['a list body', ['2019-01-01'], { [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('list')] }],
    ];
    for (const kind of ['complaints', 'volumetry'] as const) {
      for (const [name, body, message] of cases) {
        const res = await report(kind, analyst, body);
        expect(res.statusCode, `${kind}: ${name}: ${res.body}`).toBe(400);
        expect(res.json(), `${kind}: ${name}`).toEqual(validation(message));
      }
      const malformed = await ctx.request({
        method: 'POST',
        url: `/api/dashboard/${kind}/`,
        token: analyst.token,
        body: '{"fecha_inicio": "2019-01-01",',
        secret: null,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(
        validation({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.malformedJson(1, 31)] }),
      );
    }
  });
});
