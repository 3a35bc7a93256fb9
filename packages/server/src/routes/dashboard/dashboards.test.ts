import { DASHBOARD_REPORT_TEXTS as T, REPORTS_API_TEXTS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeOnBothDrivers } from '../../../test/harness.js';
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
const FRAUD = 17;
const FAVORABILITY = 18;
const MAP = 20;
const ALERTS = 28;

/** Fields set on a filed complaint (SQL column → value). */
type Fields = Record<string, string | number | null>;

describeOnBothDrivers(
  'Dashboards: by dimension, response time, satisfaction, favourability, fraud, map',
  (ctx) => {
    let analyst: TestAccount;
    let bancolombiaUser: TestAccount;
    let daviviendaUser: TestAccount;
    let bancolombia: number;

    // 2017: no other test files complaints that year, so the numbers are these complaints only.
    beforeAll(async () => {
      analyst = await staffWith(ctx, [REPORTS, FRAUD, FAVORABILITY, MAP]);
      bancolombiaUser = await staffWith(ctx, [REPORTS, FRAUD, FAVORABILITY, MAP], BANCOLOMBIA);
      daviviendaUser = await staffWith(ctx, [REPORTS, FRAUD, FAVORABILITY, MAP], DAVIVIENDA);
      bancolombia = await companyId(ctx, BANCOLOMBIA);
      const owner = (await consumer(ctx)).id;
      const filed: [EntityRef, string, number, Fields][] = [
        // Filed Wed 1 Feb 2017, answered Fri 3 Feb: on time, 2 business days.
        [BANCOLOMBIA, '2017-02-01T15:00:00Z', 4, { fecha_cierre: '2017-02-03T15:00:00Z', a_favor_de: 1 }],
        // Answered on 1 Mar: 20 business days (27-28 Feb count too), late.
        [BANCOLOMBIA, '2017-02-01T15:00:00Z', 4, { fecha_cierre: '2017-03-01T15:00:00Z', a_favor_de: 3 }],
        // Never answered: overdue long ago.
        [
          BANCOLOMBIA,
          '2017-02-02T15:00:00Z',
          1,
          {
            tipo_fraude: 2,
            modalidad_fraude: 4,
            monto_reclamado: 1_500_000,
            monto_reconocido: 500_000,
            departamento_cod: '05',
            municipio_cod: '05001',
            canal_cod: 1,
          },
        ],
        [
          DAVIVIENDA,
          '2017-02-03T15:00:00Z',
          4,
          {
            fecha_cierre: '2017-02-06T15:00:00Z',
            a_favor_de: 2,
            tipo_fraude: 2,
            modalidad_fraude: 13,
            monto_reclamado: 2_000_000,
            monto_reconocido: 2_000_000,
          },
        ],
        [NEQUI, '2017-02-03T15:00:00Z', 2, { departamento_cod: '05', municipio_cod: '05088' }],
      ];
      const ids: number[] = [];
      for (const [entity, at, state, fields] of filed) {
        const complaint = await complaintFiledAt(ctx, owner, entity, new Date(at), state);
        ids.push(complaint.id);
        const columns = Object.keys(fields);
        await ctx.db.query(
          `UPDATE complaints SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [complaint.id, ...Object.values(fields)],
        );
      }
      await ctx.db.query(
        'INSERT INTO complaint_ratings (complaint_id, rating) VALUES ($1, 5), ($2, 2), ($3, 4)',
        [ids[0], ids[1], ids[3]],
      );
    });

    const post = (path: string, account: TestAccount, body: Record<string, unknown> = {}) =>
      ctx.request({
        method: 'POST',
        url: `/api/dashboard/${path}/`,
        token: account.token,
        body: { fecha_inicio: '2017-02-01', fecha_fin: '2017-02-28', ...body },
      });

    it('groups complaints by channel, state and department, most first, unknown values named', async () => {
      const byChannel = await post('complaints', analyst, { agrupar_por: 'canal' });
      expect(byChannel.statusCode, byChannel.body).toBe(200);
      const body = byChannel.json();
      expect(body.title).toBe('Quejas por canal');
      expect(body.columns).toEqual([
        { key: 'grupo', label: 'Canal' },
        { key: 'quejas', label: 'Quejas' },
      ]);
      expect(body.total).toBe(5);
      expect(body.rows[0].quejas).toBe(4);
      expect(body.chart.datasets[0]).toEqual({ label: 'Quejas', key: 'quejas', data: [4, 1] });

      const byState = (await post('complaints', analyst, { agrupar_por: 'estado' })).json();
      expect(byState.rows).toEqual([
        { grupo: 'Cerrada', quejas: 3 },
        { grupo: 'Abierta / en trámite', quejas: 1 },
        { grupo: 'Recibida', quejas: 1 },
      ]);
      const byDepartment = (await post('complaints', analyst, { agrupar_por: 'departamento' })).json();
      expect(byDepartment.rows).toEqual([
        { grupo: 'Bogotá, D.C.', quejas: 3 },
        { grupo: 'Antioquia', quejas: 2 },
      ]);
    });

    it('measures answers against the legal term of the deadline engine', async () => {
      const res = await post('complaint_response_time', analyst);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().rows;
      expect(rows).toEqual(
        [
          {
            entidad: 'Bancolombia',
            a_tiempo: 1,
            fuera_de_termino: 1,
            en_termino: 0,
            vencidas: 1,
            promedio_dias: 11,
            total: 3,
          },
          {
            entidad: 'Davivienda',
            a_tiempo: 1,
            fuera_de_termino: 0,
            en_termino: 0,
            vencidas: 0,
            promedio_dias: 1,
            total: 1,
          },
          {
            entidad: 'Nequi',
            a_tiempo: 0,
            fuera_de_termino: 0,
            en_termino: 0,
            vencidas: 1,
            promedio_dias: null,
            total: 1,
          },
        ].sort((a, b) => a.entidad.localeCompare(b.entidad, 'es')),
      );
    });

    it('reports ratings, favourability and fraud amounts per entity and type', async () => {
      const satisfaction = (await post('complaint_satisfaction', analyst)).json();
      const bancolombiaRatings = satisfaction.rows.find(
        (r: { entidad: string }) => r.entidad === 'Bancolombia',
      );
      expect(bancolombiaRatings).toMatchObject({
        calificaciones: 2,
        estrellas_5: 1,
        estrellas_2: 1,
        promedio: 3.5,
      });

      const favorability = (await post('complaint_favorability', analyst)).json();
      expect(favorability.rows.find((r: { entidad: string }) => r.entidad === 'Bancolombia')).toEqual({
        entidad: 'Bancolombia',
        decididas: 2,
        favorable: 1,
        parcial: 0,
        no_favorable: 1,
        porcentaje_favorable: 50,
      });

      const fraud = (await post('complaint_fraud', analyst, { agrupar_por: 'tipo' })).json();
      expect(fraud.rows).toEqual([
        {
          grupo: 'Externo',
          quejas: 2,
          monto_reclamado: 3_500_000,
          monto_reconocido: 2_500_000,
          porcentaje_reconocido: 71.4,
        },
      ]);
      const byMode = (await post('complaint_fraud', analyst, { agrupar_por: 'modalidad' })).json();
      expect(byMode.rows.map((r: { grupo: string }) => r.grupo)).toEqual(['Cambiazo', 'Phishing']);
      expect(byMode.chart.datasets.map((d: { key: string }) => d.key)).toEqual([
        'monto_reclamado',
        'monto_reconocido',
      ]);
    });

    it('maps complaints to all 33 departments and drills down to municipalities', async () => {
      const map = (await post('complaint_map', analyst)).json();
      expect(map.rows).toHaveLength(33);
      expect(map.rows.find((r: { codigo: string }) => r.codigo === '05')).toEqual({
        codigo: '05',
        nombre: 'Antioquia',
        quejas: 2,
      });
      expect(map.rows.find((r: { codigo: string }) => r.codigo === '91').quejas).toBe(0);
      const antioquia = (await post('complaint_map', analyst, { departamento: '05' })).json();
      expect(antioquia.title).toBe(T.mapMunicipalityTitle('Antioquia'));
      expect(antioquia.rows.slice(0, 2)).toEqual([
        { codigo: '05088', nombre: 'Bello', quejas: 1 },
        { codigo: '05001', nombre: 'Medellín', quejas: 1 },
      ]);
      const unknown = await post('complaint_map', analyst, { departamento: '00' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(validation({ departamento: [T.unknownDepartment] }));
    });

    it("shows an entity's users only their entity, whatever entidades says", async () => {
      for (const path of ['complaint_response_time', 'complaint_favorability', 'complaint_satisfaction']) {
        const res = await post(path, daviviendaUser, { entidades: [bancolombia] });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().rows.map((r: { entidad: string }) => r.entidad)).toEqual(['Davivienda']);
      }
      const fraud = (await post('complaint_fraud', bancolombiaUser)).json();
      expect(fraud.total).toBe(1);
      const map = (await post('complaint_map', bancolombiaUser)).json();
      expect(map.total).toBe(3);
      const byChannel = (await post('complaints', bancolombiaUser, { agrupar_por: 'canal' })).json();
      expect(byChannel.total).toBe(3);
    });

    it('refuses anonymous callers (400), consumers and staff without the module', async () => {
      const maria = await consumer(ctx);
      const reportsOnly = await staffWith(ctx, [REPORTS]);
      const alertsOnly = await staffWith(ctx, [ALERTS]);
      const cases: [string, string][] = [
        ['complaint_response_time', REPORTS_API_TEXTS.reportsForbidden],
        ['complaint_satisfaction', REPORTS_API_TEXTS.reportsForbidden],
        ['complaint_fraud', T.fraudForbidden],
        ['complaint_favorability', T.favorabilityForbidden],
        ['complaint_map', T.mapForbidden],
        ['complaint_export', REPORTS_API_TEXTS.reportsForbidden],
      ];
      for (const [path, detail] of cases) {
        const anonymous = await ctx.request({
          method: 'POST',
          url: `/api/dashboard/${path}/`,
          body: { fecha_inicio: '2017-02-01', fecha_fin: '2017-02-28' },
        });
        // Without a token: the usual 400 "missing header", before anything else.
        expect(anonymous.statusCode, path).toBe(400);
        const needsReports = ['complaint_response_time', 'complaint_satisfaction', 'complaint_export'];
        const refused = needsReports.includes(path) ? [maria, alertsOnly] : [maria, alertsOnly, reportsOnly];
        for (const account of refused) {
          const res = await post(path, account);
          expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ status_code: 403, detail });
        }
      }
    });

    it('streams every complaint of the period as xlsx or csv, with the row count for the progress', async () => {
      const xlsx = await post('complaint_export', analyst);
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['x-total-rows']).toBe('5');
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="quejas_2017-02-01_2017-02-28.xlsx"',
      );
      expect((await post('complaint_export', analyst, { solo_conteo: true })).json()).toEqual({ total: 5 });
      const book = XLSX.read(xlsx.rawPayload);
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
      expect(rows).toHaveLength(5);
      expect(rows.filter((r) => r['Tipo de fraude'] === 'Externo').map((r) => r[T.claimedColumn])).toEqual([
        1_500_000, 2_000_000,
      ]);
      expect(rows.filter((r) => r.Departamento === 'Antioquia').map((r) => r.Municipio)).toEqual([
        'Medellín',
        'Bello',
      ]);

      const csv = await post('complaint_export', bancolombiaUser, { formato: 'csv', entidades: [] });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines.slice(1).every((line) => line.split(',')[1] === 'Bancolombia')).toBe(true);
    });

    it('answers bad grouping and dates with Spanish field messages, never a 500', async () => {
      for (const [path, body] of [
        ['complaints', { agrupar_por: 'color' }],
        ['complaint_fraud', { agrupar_por: 'entidad' }],
        ['complaint_map', { departamento: 'Antioquia' }],
        ['complaint_response_time', { fecha_fin: '2017-01-01' }],
      ] as const) {
        const res = await post(path, analyst, body);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
        expect(res.json().status_code).toBe(400);
        expect(JSON.stringify(res.json().message)).toMatch(/[a-zá-ú]/);
      }
    });
  },
);
