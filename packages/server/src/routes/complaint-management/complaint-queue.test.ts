import { STAFF_ADMIN_TEXTS, STAFF_COMPLAINT_ACTION_TEXTS, STAFF_COMPLAINT_TEXTS } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers, signedInject, type DriverContext } from '../../../test/harness.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  companyId,
  complaintFiledAt,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { asEntity, entityClient } from '../entity-api/entity-test-kit.js';
import {
  as,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  longText,
} from '../users-management/staff-admin-test-kit.js';
import { complaintManagementActors, filedBusinessDaysAgo } from './complaint-management-test-kit.js';

const MODULE = 'Gestión de quejas';

interface Row {
  id: number;
  codigo_queja: string;
  entity: { id: number; name: string };
  state: { id: number; name: string };
  deadline: { status: string; status_label: string; due_day: string; days_left: number };
  direction: { id: number; name: string } | null;
}

interface QueuePage {
  count: number;
  results: Row[];
}

const queueUrl = (filters: unknown[], extra = '') =>
  `/api/complaint_management/?page_size=1000&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;

describeOnBothDrivers('complaint management queue and filter builder (module 9)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;
  let bancolombia: number;
  let overdue: string;
  let fresh: string;
  let closed: string;
  let ownDavivienda: string;

  beforeAll(async () => {
    ({ holder, staffWithout, evDavivienda, consumer } = await complaintManagementActors(ctx));
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    overdue = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, filedBusinessDaysAgo(30))).codigo_queja;
    await ctx.db.query(`UPDATE complaints SET texto_queja = $2 WHERE codigo_queja = $1`, [
      overdue,
      'Me cobraron dos veces la cuota del crédito hipotecario.\n\nPedí la devolución en la oficina de Bogotá y la señora Núñez me dijo que esperara.',
    ]);
    fresh = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date())).codigo_queja;
    closed = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, filedBusinessDaysAgo(30), 4))
      .codigo_queja;
    ownDavivienda = (await complaintFiledAt(ctx, consumer.id, DAVIVIENDA, filedBusinessDaysAgo(30)))
      .codigo_queja;
  });

  const queue = async (actor: TestAccount, filters: unknown[], extra = '') => {
    const res = await as(ctx, actor, { url: queueUrl(filters, extra) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QueuePage;
  };
  const codes = (page: QueuePage) => page.results.map((r) => r.codigo_queja);

  it('answers only holders of a complaint module; others get 403, anonymous 400', async () => {
    for (const url of [
      '/api/dashboard/columns_for_filter/',
      '/api/dashboard/operator_types/date/',
      '/api/dashboard/data_for_fields_filter/estado_cod/',
      queueUrl([]),
    ]) {
      expect((await as(ctx, holder, { url })).statusCode).toBe(200);
      await expectOnlyModuleHolders(ctx, { staffWithout, consumer } as never, MODULE, { url });
    }
  });

  it('lists the columns with their types and the operators of each type', async () => {
    const columns = (await as(ctx, holder, { url: '/api/dashboard/columns_for_filter/' })).json() as {
      results: { column: string; label: string; type: string }[];
    };
    expect(columns.results).toContainEqual({
      column: 'fecha_creacion',
      label: 'Fecha de radicación',
      type: 'date',
      has_values: false,
    });
    expect(columns.results.find((c) => c.column === 'deadline_status')?.type).toBe('choice');
    const dateOps = (await as(ctx, holder, { url: '/api/dashboard/operator_types/date/' })).json() as {
      results: { operator: string; label: string; value: string }[];
    };
    expect(dateOps.results).toContainEqual({ operator: 'between', label: 'Entre', value: 'pair' });
    expect(dateOps.results.map((o) => o.operator)).not.toContain('contains');
    expectNotFound(await as(ctx, holder, { url: '/api/dashboard/operator_types/año/' }));
  });

  it('gives value lists of choice columns, scoped to the caller’s entities', async () => {
    const states = (
      await as(ctx, holder, { url: '/api/dashboard/data_for_fields_filter/estado_cod/' })
    ).json() as {
      results: { id: number; name: string }[];
    };
    expect(states.results).toContainEqual({ id: 1, name: 'Recibida' });
    const statuses = (
      await as(ctx, holder, { url: '/api/dashboard/data_for_fields_filter/deadline_status/' })
    ).json() as { results: { id: string; name: string }[] };
    expect(statuses.results).toContainEqual({ id: 'overdue', name: 'Vencida' });
    const entities = (
      await as(ctx, evDavivienda, { url: '/api/dashboard/data_for_fields_filter/entidad/' })
    ).json() as {
      results: { id: number; name: string }[];
    };
    expect(entities.results.map((e) => e.id)).toEqual([await companyId(ctx, DAVIVIENDA)]);
    expectNotFound(await as(ctx, holder, { url: '/api/dashboard/data_for_fields_filter/texto_queja/' }));
    expectNotFound(await as(ctx, holder, { url: '/api/dashboard/data_for_fields_filter/contraseña/' }));
  });

  it('filters the queue to overdue complaints of one entity, the deadline status matching each row', async () => {
    const page = await queue(holder, [
      { column: 'deadline_status', operator: 'equals', value: 'overdue' },
      { column: 'entidad', operator: 'equals', value: bancolombia },
    ]);
    expect(codes(page)).toContain(overdue);
    expect(codes(page)).not.toContain(fresh);
    expect(codes(page)).not.toContain(closed);
    expect(codes(page)).not.toContain(ownDavivienda);
    for (const row of page.results) {
      expect(row.deadline.status).toBe('overdue');
      expect(row.deadline.status_label).toBe('Vencida');
      expect(row.entity.id).toBe(bancolombia);
    }
  });

  it('puts every complaint under exactly the status its row shows', async () => {
    const all = await queue(holder, []);
    for (const status of ['on_time', 'due_soon', 'overdue', 'answered', 'suspended']) {
      const page = await queue(holder, [{ column: 'deadline_status', operator: 'equals', value: status }]);
      const expected = all.results.filter((r) => r.deadline.status === status).map((r) => r.codigo_queja);
      expect(codes(page).sort(), status).toEqual(expected.sort());
    }
    expect(all.results.find((r) => r.codigo_queja === fresh)?.deadline.status).toBe('on_time');
    expect(all.results.find((r) => r.codigo_queja === closed)?.deadline.status).toBe('answered');
  });

  it('finds "credito" in "crédito" and accepts accents and ñ in text values', async () => {
    const page = await queue(holder, [
      { column: 'texto_queja', operator: 'contains', value: 'credito HIPOTECARIO' },
    ]);
    expect(codes(page)).toEqual([overdue]);
    const nunez = await queue(holder, [
      { column: 'texto_queja', operator: 'contains', value: 'señora Núñez' },
    ]);
    expect(codes(nunez)).toEqual([overdue]);
  });

  it('shows an EV user only their entity’s complaints, whatever the filter', async () => {
    const page = await queue(evDavivienda, []);
    expect(codes(page)).toContain(ownDavivienda);
    expect(page.results.every((r) => r.entity.name.toLowerCase().includes('davivienda'))).toBe(true);
    const forced = await queue(evDavivienda, [{ column: 'entidad', operator: 'equals', value: bancolombia }]);
    expect(forced.count).toBe(0);
  });

  it('refuses bad filters with a 400 in Spanish, never a 500', async () => {
    const bad = async (filters: unknown, field: string, message?: string) => {
      const raw = typeof filters === 'string' ? filters : JSON.stringify(filters);
      const res = await as(ctx, holder, {
        url: `/api/complaint_management/?filters=${encodeURIComponent(raw)}`,
      });
      expectFieldError(res, field, message);
    };
    await bad(
      [{ column: 'password', operator: 'equals', value: 'x' }],
      'filters.0',
      'La columna «password» no existe.',
    );
    await bad(
      [{ column: 'fecha_creacion', operator: 'contains', value: '2026' }],
      'filters.0',
      'El operador «contains» no aplica a columnas de tipo fecha.',
    );
    const invalidState = STAFF_COMPLAINT_TEXTS.invalidValue('Estado');
    await bad([{ column: 'estado_cod', operator: 'equals', value: 1e30 }], 'filters.0', invalidState);
    await bad(
      '[{"column": "estado_cod", "operator": "in", "value": [1, 99999999999999999999]}]',
      'filters.0',
      invalidState,
    );
    await bad(
      [{ column: 'monto_reclamado', operator: 'gt', value: 1e300 }],
      'filters.0',
      STAFF_COMPLAINT_TEXTS.invalidValue('Monto reclamado'),
    );
    await bad(
      [{ column: 'texto_queja', operator: 'contains', value: longText(10_000).slice(0, 9_000) }],
      'filters.0',
      STAFF_COMPLAINT_TEXTS.invalidValue('Texto de la queja'),
    );
    await bad(
      [{ column: 'fecha_creacion', operator: 'between', value: ['2026-02-30', '2026-03-01'] }],
      'filters.0',
      STAFF_COMPLAINT_TEXTS.invalidValue('Fecha de radicación'),
    );
    await bad(
      [
        { column: 'estado_cod', operator: 'equals', value: 1 },
        { column: 'deadline_status', operator: 'equals', value: 'vencida' },
      ],
      'filters.1',
      STAFF_COMPLAINT_TEXTS.invalidValue('Estado del plazo'),
    );
    await bad(
      [{ column: 'texto_queja', operator: 'contains', value: 'cuota\u0000' }],
      'filters.0',
      STAFF_COMPLAINT_TEXTS.invalidValue('Texto de la queja'),
    );
    await bad('[{"column": "estado_cod"', 'filters', STAFF_COMPLAINT_TEXTS.filtersNotJson);
    await bad([{ columna: 'estado_cod' }], 'filters.0', STAFF_COMPLAINT_TEXTS.conditionShape);
    await bad(
      Array.from({ length: 21 }, () => ({ column: 'estado_cod', operator: 'empty' })),
      'filters',
      STAFF_COMPLAINT_TEXTS.tooManyConditions(20),
    );
    const ordering = await as(ctx, holder, { url: '/api/complaint_management/?ordering=texto_queja;drop' });
    expectFieldError(ordering, 'ordering');
    const tooLong = await as(ctx, holder, {
      url: `/api/complaint_management/?filters=${encodeURIComponent(longText(10_000))}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('sorts and pages the queue, inactive complaints left out unless asked for', async () => {
    const byCode = await queue(
      holder,
      [{ column: 'entidad', operator: 'equals', value: bancolombia }],
      '&ordering=codigo_queja',
    );
    const sorted = [...codes(byCode)].sort();
    expect(codes(byCode)).toEqual(sorted);
    await ctx.db.query('UPDATE complaints SET is_active = false WHERE codigo_queja = $1', [closed]);
    expect(codes(await queue(holder, []))).not.toContain(closed);
    const inactive = await queue(holder, [{ column: 'is_active', operator: 'equals', value: false }]);
    expect(codes(inactive)).toContain(closed);
    const res = await as(ctx, holder, { url: `/api/complaint_management/?page=99999999` });
    expect(res.statusCode).toBe(404);
    expect(STAFF_ADMIN_TEXTS.moduleForbidden(MODULE)).toBe('No tienes acceso al módulo «Gestión de quejas».');
  });

  const post = (actor: TestAccount | null, body: unknown) =>
    as(ctx, actor, { method: 'POST', url: '/api/complaint_management/', body });
  const idOf = async (code: string) =>
    Number(
      (await ctx.db.query<{ id: number }>('SELECT id FROM complaints WHERE codigo_queja = $1', [code]))
        .rows[0]!.id,
    );

  it('assigns two complaints in bulk to a direction and an analyst, recorded in their history', async () => {
    const direction = Number(
      (await ctx.db.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1')).rows[0]!.id,
    );
    const ids = [await idOf(overdue), await idOf(fresh)];
    const res = await post(holder, { action: 'assign', ids, direction, analyst: holder.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'assign', updated: 2, ids: [...ids].sort((a, b) => a - b) });
    const page = await queue(holder, [{ column: 'analyst', operator: 'equals', value: holder.id }]);
    expect(codes(page).sort()).toEqual([overdue, fresh].sort());
    expect(page.results[0]!.direction?.id).toBe(direction);
    const versions = await ctx.db.query<{ action: string }>(
      'SELECT action FROM complaint_versions WHERE complaint_id = $1 ORDER BY version',
      [ids[0]],
    );
    expect(versions.rows.map((v) => v.action)).toContain('staff_assign');
  });

  it("offers and accepts as analyst only the authority's active staff who hold the module", async () => {
    const direction = Number(
      (await ctx.db.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1')).rows[0]!.id,
    );
    const inactive = await staffWith(ctx, [9]);
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.id]);
    const options = await signedInject(ctx.app, {
      url: '/api/dashboard/data_for_fields_filter/analyst/',
      token: holder.token,
    });
    expect(options.statusCode, options.body).toBe(200);
    const offered = JSON.stringify(options.json());
    const id = await idOf(fresh);
    // An entity's user holding «Gestión de quejas», and an inactive analyst: neither offered nor accepted.
    for (const analyst of [evDavivienda.id, inactive.id]) {
      expect(offered).not.toContain(`"id":${analyst},`);
      const res = await post(holder, { action: 'assign', ids: [id], direction, analyst });
      expectFieldError(res, 'analyst', STAFF_COMPLAINT_ACTION_TEXTS.analystNotFound(String(analyst)));
    }
    expect(offered).toContain(`"id":${holder.id},`);
  });

  it('refuses actions on complaints outside the caller’s scope, all or nothing', async () => {
    const theirs = await idOf(overdue);
    const own = await idOf(ownDavivienda);
    const res = await post(evDavivienda, { action: 'note', ids: [own, theirs], text: 'Revisar.' });
    expectFieldError(res, 'ids', `Quejas no encontradas: ${theirs}.`);
    const notes = await ctx.db.query('SELECT 1 FROM complaint_notes WHERE complaint_id = $1', [own]);
    expect(notes.rows).toHaveLength(0);
    await expectOnlyModuleHolders(ctx, { staffWithout, consumer } as never, MODULE, {
      method: 'POST',
      url: '/api/complaint_management/',
      body: { action: 'note', ids: [own], text: 'x' },
    });
  });

  it('changes the state only as the state machine allows', async () => {
    const id = await idOf(fresh);
    const reason = 'La entidad respondió por correo certificado.\nSe cierra con la respuesta de fondo.';
    const ack = await post(holder, { action: 'change_state', ids: [id], estado_cod: 2, reason });
    expect(ack.statusCode, ack.body).toBe(200);
    const close = await post(holder, { action: 'change_state', ids: [id], estado_cod: 4, reason });
    expect(close.statusCode, close.body).toBe(200);
    const again = await post(holder, { action: 'change_state', ids: [id], estado_cod: 2, reason });
    expectFieldError(again, 'estado_cod');
    const desist = await post(holder, { action: 'change_state', ids: [id], estado_cod: 5, reason });
    expectFieldError(
      desist,
      'estado_cod',
      'El estado «Desistida» no se puede asignar desde la gestión de quejas.',
    );
    const noReason = await post(holder, { action: 'change_state', ids: [id], estado_cod: 4 });
    expectFieldError(noReason, 'reason', 'Este campo es obligatorio.');
  });

  it('keeps internal notes out of the consumer’s and the entity’s views of the complaint', async () => {
    const id = await idOf(overdue);
    const note = 'Nota interna: la señora Núñez ya había reclamado en 2025.\n\nNo compartir con la entidad.';
    const res = await post(holder, { action: 'note', ids: [id], text: note });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await ctx.db.query<{ text: string }>(
      'SELECT text FROM complaint_notes WHERE complaint_id = $1',
      [id],
    );
    expect(stored.rows.map((r) => r.text)).toEqual([note]);
    const view = await as(ctx, consumer, { url: `/api/queja/${id}/` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).not.toContain('Nota interna');
    expect(view.body).not.toContain('No compartir');
    const detail = await as(ctx, consumer, { url: `/api/complaint_detail/${id}/` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).not.toContain('Nota interna');
    const bank = await entityClient(ctx, BANCOLOMBIA);
    for (const url of [`/api/queja/${overdue}/`, '/api/queja/?page_size=100']) {
      const seen = await asEntity(ctx, bank, { url });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.body).not.toContain('Nota interna');
      expect(seen.body).not.toContain('No compartir');
    }
    const blank = await post(holder, { action: 'note', ids: [id], text: '   \n  ' });
    expectFieldError(blank, 'text', 'Este campo no puede estar en blanco.');
    const huge = await post(holder, { action: 'note', ids: [id], text: longText(10_000) });
    expect(huge.statusCode).toBe(400);
  });

  it('keeps assignments and the active flag out of the consumer’s history', async () => {
    const id = await idOf(overdue);
    const direction = (await ctx.db.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1'))
      .rows[0]!.id;
    expect(
      (await post(holder, { action: 'assign', ids: [id], direction, analyst: holder.id })).statusCode,
    ).toBe(200);
    const off = { method: 'PATCH' as const, url: `/api/complaint_management/${id}/` };
    expect((await as(ctx, holder, { ...off, body: { is_active: false } })).statusCode).toBe(200);
    expect((await as(ctx, holder, { ...off, body: { is_active: true } })).statusCode).toBe(200);
    const detail = await as(ctx, consumer, { url: `/api/complaint_detail/${id}/` });
    expect(detail.statusCode, detail.body).toBe(200);
    const history = (detail.json() as { history: { action: string; changes: Record<string, unknown> }[] })
      .history;
    expect(history.map((v) => v.action)).not.toContain('staff_assign');
    expect(history.map((v) => v.action)).not.toContain('staff_active');
    expect(history.some((v) => 'analyst' in v.changes || 'direction' in v.changes)).toBe(false);
  });

  it('sets a complaint inactive and active again by PATCH', async () => {
    const id = await idOf(ownDavivienda);
    const off = await as(ctx, holder, {
      method: 'PATCH',
      url: `/api/complaint_management/${id}/`,
      body: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as { is_active: boolean }).is_active).toBe(false);
    expect(codes(await queue(holder, []))).not.toContain(ownDavivienda);
    const on = await as(ctx, evDavivienda, {
      method: 'PATCH',
      url: `/api/complaint_management/${id}/`,
      body: { is_active: true },
    });
    expect((on.json() as { is_active: boolean }).is_active).toBe(true);
    const theirs = await idOf(overdue);
    expectNotFound(
      await as(ctx, evDavivienda, {
        method: 'PATCH',
        url: `/api/complaint_management/${theirs}/`,
        body: { is_active: false },
      }),
    );
    expectNotFound(
      await as(ctx, holder, {
        method: 'PATCH',
        url: '/api/complaint_management/99999999999999/',
        body: { is_active: false },
      }),
    );
  });

  it('counts exactly up to its limit; past it says the count is an estimate, and `next` still reaches every complaint once', async () => {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints WHERE is_active',
    );
    const active = Number(rows[0]!.n);
    expect(active).toBeGreaterThanOrEqual(3);
    const exact = (await as(ctx, holder, { url: '/api/complaint_management/' })).json() as {
      count: number;
      count_is_estimate: boolean;
    };
    expect(exact).toMatchObject({ count: active, count_is_estimate: false });

    const limited = await ctx.buildApp({ config: { exactCountLimit: 1 } });
    const seen: string[] = [];
    let url: string | null = '/api/complaint_management/?page_size=1';
    let last: { count: number; count_is_estimate: boolean; pages: number; current_page: number } | null =
      null;
    while (url !== null) {
      const res = await signedInject(limited, { url, token: holder.token });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as QueuePage & {
        count_is_estimate: boolean;
        next: string | null;
        pages: number;
        current_page: number;
      };
      if (page.current_page === 1) expect(page.count_is_estimate).toBe(true);
      seen.push(...codes(page));
      last = page;
      url = page.next === null ? null : new URL(page.next).pathname + new URL(page.next).search;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(active);
    // The last page knows where the list ends: its count is exact again.
    expect(last).toMatchObject({ count: active, count_is_estimate: false, pages: last!.current_page });
    const past = await signedInject(limited, {
      url: `/api/complaint_management/?page_size=1&page=${last!.current_page + 1}`,
      token: holder.token,
    });
    expect(past.statusCode).toBe(404);
  });
});
