// Report answers computed once per data version and shared (ADR 0050, migration 400): callers
// asking at once share one computation; any write to what a report reads (a filing, a state
// change, a rating, a renamed entity) shows in the next answer; what reports do not read (the
// entity API's delivery bookkeeping) and rolled-back writes leave the kept answers in place; and
// writers on different connections never wait for each other on the version.
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { updateComplaint } from '../../domain/complaints/repository.js';
import { markDelivered } from '../../domain/complaints/entity-delivery.js';
import { reportDataVersion, sharedAnswer } from '../../domain/reports/shared-answers.js';
import type { Db } from '../../db/driver.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';

const REPORTS = 16;
// 2015: no other complaint of this file's database is filed that year.
const YEAR = { fecha_inicio: '2015-01-01', fecha_fin: '2015-12-31' };

interface ReportBody {
  rows: Record<string, string | number | null>[];
  total: number;
}

describeOnPostgres('Dashboard reports: answers shared while the data does not change', (ctx) => {
  let analyst: TestAccount;
  let owner: number;
  let first: ComplaintRecord;

  beforeAll(async () => {
    analyst = await staffWith(ctx, [REPORTS]);
    owner = (await consumer(ctx)).id;
    first = await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date('2015-03-02T15:00:00Z'), 4);
    await complaintFiledAt(ctx, owner, DAVIVIENDA, new Date('2015-05-04T15:00:00Z'));
  });

  async function report(path: string, body: Record<string, unknown> = {}): Promise<ReportBody> {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/dashboard/${path}/`,
      token: analyst.token,
      body: { ...YEAR, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReportBody>();
  }

  const rowOf = (answer: ReportBody, entity: string) => answer.rows.find((r) => r.entidad === entity);

  it('computes once for callers asking at the same time, and gives each the same answer', async () => {
    let computed = 0;
    const count = async (db: Db) => {
      computed += 1;
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM complaints WHERE fecha_creacion >= '2015-01-01' AND fecha_creacion < '2016-01-01'",
      );
      return { complaints: Number(rows[0]!.n) };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sharedAnswer(ctx.db, 'complaints of 2015', count)),
    );
    expect(computed).toBe(1);
    expect(answers[0]).toEqual({ complaints: 2 });
    expect(new Set(answers).size).toBe(1);
    // Later, with the data unchanged: the kept answer.
    expect(await sharedAnswer(ctx.db, 'complaints of 2015', count)).toBe(answers[0]);
    expect(computed).toBe(1);
    // Another request is another answer.
    await sharedAnswer(ctx.db, 'complaints of 2015, again', count);
    expect(computed).toBe(2);
  });

  it('shows a new filing, a state change, a rating and a renamed entity in the next answer', async () => {
    const before = await report('complaints');
    expect(before.total).toBe(2);
    expect(await report('complaints')).toEqual(before);

    await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date('2015-07-01T15:00:00Z'));
    const filed = await report('complaints');
    expect(filed.total).toBe(3);
    expect(rowOf(filed, 'Bancolombia')).toMatchObject({ recibida: 1, cerrada: 1, total: 2 });

    await ctx.db.transaction((tx) =>
      updateComplaint(
        tx,
        first,
        { estado_cod: 5 },
        { userId: null, kind: 'entity' },
        'test_setup',
        new Date('2015-03-20T15:00:00Z'),
      ),
    );
    expect(rowOf(await report('complaints'), 'Bancolombia')).toMatchObject({ cerrada: 0, desistida: 1 });

    expect((await report('complaint_satisfaction')).total).toBe(0);
    await ctx.db.query('INSERT INTO complaint_ratings (complaint_id, rating) VALUES ($1, 5)', [first.id]);
    expect(rowOf(await report('complaint_satisfaction'), 'Bancolombia')).toMatchObject({
      calificaciones: 1,
      promedio: 5,
    });

    const { rows } = await ctx.db.query<{ name: string }>(
      `UPDATE supervised_entities SET name = name || ' S.A.' WHERE tipo_entidad = $1 AND entidad_cod = $2
       RETURNING name`,
      [BANCOLOMBIA.tipo_entidad, BANCOLOMBIA.entidad_cod],
    );
    try {
      expect(rowOf(await report('complaints'), rows[0]!.name)).toMatchObject({ total: 2 });
    } finally {
      await ctx.db.query(
        `UPDATE supervised_entities SET name = 'Bancolombia' WHERE tipo_entidad = $1 AND entidad_cod = $2`,
        [BANCOLOMBIA.tipo_entidad, BANCOLOMBIA.entidad_cod],
      );
    }
  });

  it('keeps the version through delivery bookkeeping and rolled-back changes; a change moves it', async () => {
    const version = await reportDataVersion(ctx.db);
    await markDelivered(ctx.db, [first.id], new Date());
    await ctx.db
      .transaction(async (tx) => {
        await tx.query('UPDATE complaints SET estado_cod = 2 WHERE id = $1', [first.id]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await reportDataVersion(ctx.db)).toBe(version);
    await ctx.db.query('UPDATE complaints SET canal_cod = 2 WHERE id = $1', [first.id]);
    expect(await reportDataVersion(ctx.db)).toBe(version + 1);
  });

  // PGlite is one connection: these two need several.
  const severalConnections = it.skipIf(ctx.driver !== 'postgres');

  severalConnections(
    'lets writers on two connections change complaints at once, each moving the version',
    async () => {
      const second = await complaintFiledAt(ctx, owner, DAVIVIENDA, new Date('2015-08-03T15:00:00Z'));
      const version = await reportDataVersion(ctx.db);
      await ctx.db.transaction(async (a) => {
        await a.query('UPDATE complaints SET canal_cod = 3 WHERE id = $1', [first.id]);
        // While `a` holds its changes uncommitted, another connection changes another complaint
        // and commits: a shared counter row would make it wait for `a`, here until the timeout.
        await ctx.db.transaction(async (b) => {
          await b.query("SET LOCAL lock_timeout = '2s'");
          await b.query('UPDATE complaints SET canal_cod = 3 WHERE id = $1', [second.id]);
        });
      });
      expect(await reportDataVersion(ctx.db)).toBe(version + 2);
    },
  );

  severalConnections(
    "folds the counter rows of backends that are gone into a new backend's row, keeping the version",
    async () => {
      // A backend id no live process has (above any pid_max): a backend that has gone.
      await ctx.db.query('INSERT INTO report_data_version (backend, n) VALUES (2000000000, 7)');
      const version = await reportDataVersion(ctx.db);
      const session = await ctx.db.openSession!();
      try {
        await session.query('UPDATE complaints SET canal_cod = 4 WHERE id = $1', [first.id]);
      } finally {
        await session.end();
      }
      expect(await reportDataVersion(ctx.db)).toBe(version + 1);
      const { rows } = await ctx.db.query('SELECT 1 FROM report_data_version WHERE backend = 2000000000');
      expect(rows).toEqual([]);
    },
  );
});
