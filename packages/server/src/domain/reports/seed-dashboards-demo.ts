import type { Db } from '../../db/driver.js';
import { EV_ALERTS_TEXTS } from '../../core.js';
import { complaintJson } from '../complaints/serializer.js';
import { findComplaintsByIds } from '../complaints/repository.js';
import { EV_ALERT_TYPE, EV_ALERTS_MODULE } from '../alerts/ev-alerts.js';
import { backfillLedger } from '../ledger/backfill.js';

/**
 * Demo data of the dashboards (development only): a year of complaints against eight real
 * supervised entities, spread over departments and municipalities roughly as Colombia's
 * population is, over products, reasons and channels, in every state, with decisions
 * (favourability), consumers' ratings, fraud cases with amounts, answers on time and late; and
 * the "Alertas EV" of the entities' users about their recent ones. Deterministic (a fixed seed),
 * inserted in a few statements; idempotent (skipped when its complaints exist). Codes use the
 * counter range 800000+ of each year, which the portal's own counter never reaches (the quality
 * demo uses 900000+).
 */

/** How many complaints the dashboards' demo adds. */
export const DASHBOARD_DEMO_COMPLAINTS = 1200;

/** The entities, with a weight (share of complaints). */
const ENTITIES: [tipo: number, cod: string, weight: number][] = [
  [1, '7', 26], // Bancolombia
  [1, '39', 16], // Davivienda
  [1, '1', 12], // Banco de Bogotá
  [1, '13', 10], // BBVA
  [4, '130', 9], // Nequi
  [4, '128', 8], // Nu Colombia
  [1, '23', 7], // Banco de Occidente
  [1, '43', 6], // Banco Agrario
];

/** Departments (DANE code) with a weight close to their share of the population. */
const DEPARTMENTS: [string, number][] = [
  ['11', 160],
  ['05', 130],
  ['76', 90],
  ['08', 55],
  ['25', 60],
  ['68', 45],
  ['13', 40],
  ['54', 30],
  ['17', 20],
  ['66', 20],
  ['63', 11],
  ['73', 26],
  ['41', 22],
  ['52', 30],
  ['19', 28],
  ['23', 35],
  ['47', 28],
  ['20', 25],
  ['70', 18],
  ['50', 20],
  ['15', 25],
  ['44', 18],
  ['18', 8],
  ['27', 10],
  ['85', 8],
  ['81', 5],
  ['86', 7],
  ['95', 2],
  ['97', 1],
  ['94', 1],
  ['91', 2],
  ['99', 2],
  ['88', 2],
];

const FIRST = ['Luisa', 'Carlos', 'Marta', 'Andrés', 'Paula', 'Jorge', 'Diana', 'Felipe', 'Rosa', 'Hernán'];
const LAST = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Ramírez',
  'Torres',
  'Díaz',
  'Moreno',
  'Rojas',
];

const TEXTS = [
  'Me cobraron una cuota de manejo que no corresponde a lo pactado.',
  'No reconocen una transacción que no realicé con mi tarjeta.',
  'Solicité el paz y salvo del crédito y no me lo han entregado.',
  'Me reportaron en centrales de riesgo sin aviso previo.',
  'La aplicación no permite hacer transferencias desde hace días.',
  'Recibí una llamada suplantando a la entidad y me sacaron dinero de la cuenta.',
];

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let pick = random() * total;
  for (const [item, w] of items) {
    pick -= w;
    if (pick < 0) return item;
  }
  return items[items.length - 1]![0];
}

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the dashboards' demo data at `now`; returns how many complaints it added (0 when present). */
export async function seedDashboardsDemo(db: Db, now: Date = new Date()): Promise<number> {
  const present = await db.query(
    "SELECT 1 FROM complaints WHERE codigo_queja ~ '^[0-9]+20[0-9]{2}8[0-9]{5}$' LIMIT 1",
  );
  if (present.rowCount > 0) return 0;
  const entities = (
    await db.query<{ tipo_entidad: number; entidad_cod: string }>(
      'SELECT tipo_entidad, entidad_cod FROM supervised_entities WHERE is_active',
    )
  ).rows;
  const known = new Set(entities.map((e) => `${e.tipo_entidad}-${e.entidad_cod}`));
  const chosen = ENTITIES.filter(([t, c]) => known.has(`${t}-${c}`)).map(
    ([t, c, w]): [[number, string], number] => [[t, c], w],
  );
  if (chosen.length === 0) return 0;
  const codes = async (list: string) =>
    (
      await db.query<{ code: string }>('SELECT code FROM option_items WHERE list = $1 AND is_active', [list])
    ).rows
      .map((r) => Number(r.code))
      .filter((n) => Number.isInteger(n));
  const products = (await codes('product')).filter((c) => c <= 8 || c === 99);
  const reasons = (await codes('reason')).filter((c) => c >= 900).slice(0, 25);
  const channels = await codes('channel');
  const modes = await codes('fraud_modes');
  const municipalities = new Map<string, string[]>();
  for (const row of (
    await db.query<{ code: string; department_code: string }>(
      'SELECT code, department_code FROM municipalities ORDER BY code',
    )
  ).rows) {
    const list = municipalities.get(row.department_code) ?? [];
    list.push(row.code);
    municipalities.set(row.department_code, list);
  }

  const random = generator(13);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const counters = new Map<string, number>();
  const records: Record<string, unknown>[] = [];
  const ratings: { index: number; rating: number }[] = [];
  for (let i = 0; i < DASHBOARD_DEMO_COMPLAINTS; i += 1) {
    const [tipo, cod] = weighted(random, chosen);
    const daysAgo = Math.floor(random() ** 1.3 * 365);
    const filed = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 9) * 60 * 60 * 1000);
    const year = new Date(filed.getTime() - 5 * 60 * 60 * 1000).getUTCFullYear();
    const prefix = `${tipo}${cod}`;
    const next = (counters.get(`${prefix}${year}`) ?? 800000) + 1;
    counters.set(`${prefix}${year}`, next);
    const department = weighted(random, DEPARTMENTS);
    const towns = municipalities.get(department) ?? [];
    // Most complaints come from the capital (code ddd001), the rest from any municipality.
    const capital = towns.find((t) => t.endsWith('001')) ?? towns[0];
    const municipality = random() < 0.6 ? capital : pick(towns);
    // Older complaints are answered (some late) or ended otherwise; the open ones are recent,
    // within their term: the overdue open complaints of the demo are the complaint-work demo's
    // (seed-work-demo.ts), which the analyst's queue shows as such.
    let estado = 4;
    const r = random();
    if (daysAgo < 20) estado = r < 0.45 ? 1 : r < 0.85 ? 2 : 4;
    else if (r < 0.1) estado = 6;
    else if (r < 0.14) estado = 7;
    else if (r < 0.17) estado = 5;
    const answerDays = random() < 0.85 ? 2 + Math.floor(random() * 18) : 22 + Math.floor(random() * 20);
    const closed = estado === 4 || estado === 5 || estado === 6 || estado === 7;
    const closedAt = new Date(Math.min(now.getTime() - DAY / 2, filed.getTime() + answerDays * DAY));
    const fraud = random() < 0.12;
    const claimed = fraud ? Math.round((200_000 + random() * 14_800_000) / 1000) * 1000 : null;
    const favour =
      estado === 4
        ? weighted(random, [
            [1, 35],
            [2, 15],
            [3, 50],
          ] as [number, number][])
        : null;
    const recognised =
      claimed === null ? null : favour === 1 ? claimed : favour === 2 ? Math.round(claimed * 0.5) : 0;
    records.push({
      codigo_queja: `${prefix}${year}${next}`,
      tipo_entidad: tipo,
      entidad_cod: cod,
      fecha_creacion: filed.toISOString(),
      fecha_actualizacion: (closed ? closedAt : filed).toISOString(),
      fecha_cierre: estado === 4 ? closedAt.toISOString() : null,
      departamento_cod: department,
      municipio_cod: municipality ?? null,
      nombres: `${pick(FIRST)} ${pick(LAST)}`,
      tipo_id_cf: 1,
      numero_id_cf: String(10_000_000 + Math.floor(random() * 89_999_999)),
      tipo_persona: 1,
      canal_cod: pick(channels),
      producto_cod: pick(products),
      macro_motivo_cod: fraud ? 913 : pick(reasons),
      texto_queja: fraud ? TEXTS[5] : pick(TEXTS.slice(0, 5)),
      estado_cod: estado,
      a_favor_de: favour,
      prorroga_queja: random() < 0.05 ? 1 : 2,
      tipo_fraude: fraud ? (random() < 0.85 ? 2 : 1) : null,
      modalidad_fraude: fraud ? pick(modes) : null,
      monto_reclamado: claimed,
      monto_reconocido: recognised,
      updated_at: (closed ? closedAt : filed).toISOString(),
    });
    if (estado === 4 && random() < 0.45) {
      ratings.push({
        index: i,
        rating: favour === 1 ? 4 + Math.round(random()) : 1 + Math.floor(random() * 4),
      });
    }
  }

  const { rows: inserted } = await db.query<{ id: number; codigo_queja: string }>(
    `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_actualizacion, fecha_cierre,
            departamento_cod, municipio_cod, nombres, tipo_id_cf, numero_id_cf, tipo_persona, canal_cod, producto_cod,
            macro_motivo_cod, texto_queja, estado_cod, a_favor_de, prorroga_queja, tipo_fraude, modalidad_fraude,
            monto_reclamado, monto_reconocido, created_at, updated_at)
     SELECT x.codigo_queja, x.tipo_entidad, x.entidad_cod, x.fecha_creacion, x.fecha_actualizacion, x.fecha_cierre,
            x.departamento_cod, x.municipio_cod, x.nombres, x.tipo_id_cf, x.numero_id_cf, x.tipo_persona, x.canal_cod,
            x.producto_cod, x.macro_motivo_cod, x.texto_queja, x.estado_cod, x.a_favor_de, x.prorroga_queja,
            x.tipo_fraude, x.modalidad_fraude, x.monto_reclamado, x.monto_reconocido, x.fecha_creacion, x.updated_at
       FROM jsonb_to_recordset($1::jsonb) AS x (
            codigo_queja text, tipo_entidad int, entidad_cod text, fecha_creacion timestamptz,
            fecha_actualizacion timestamptz, fecha_cierre timestamptz, departamento_cod text, municipio_cod text,
            nombres text, tipo_id_cf int, numero_id_cf text, tipo_persona int, canal_cod int, producto_cod int,
            macro_motivo_cod int, texto_queja text, estado_cod int, a_favor_de int, prorroga_queja int,
            tipo_fraude int, modalidad_fraude int, monto_reclamado numeric, monto_reconocido numeric,
            updated_at timestamptz)
     RETURNING id, codigo_queja`,
    [JSON.stringify(records)],
  );
  const idByCode = new Map(inserted.map((r) => [r.codigo_queja, Number(r.id)]));
  const ids = records.map((r) => idByCode.get(r.codigo_queja as string)!);

  // One version per complaint (its history and detail screens read the snapshot).
  const versions: Record<string, unknown>[] = [];
  for (const record of await findComplaintsByIds(db, ids)) {
    versions.push({
      complaint_id: record.id,
      changed_at: record.fecha_creacion,
      estado_to: record.estado_cod,
      snapshot: complaintJson(record),
    });
  }
  await db.query(
    `INSERT INTO complaint_versions (complaint_id, version, changed_at, actor_kind, action, estado_to, snapshot)
     SELECT x.complaint_id, 1, x.changed_at, 'system', 'demo_seed', x.estado_to, x.snapshot
       FROM jsonb_to_recordset($1::jsonb) AS x (complaint_id int, changed_at timestamptz, estado_to int, snapshot jsonb)`,
    [JSON.stringify(versions)],
  );
  await db.query(
    `INSERT INTO complaint_ratings (complaint_id, rating, comment)
     SELECT x.complaint_id, x.rating, NULL FROM jsonb_to_recordset($1::jsonb) AS x (complaint_id int, rating int)`,
    [JSON.stringify(ratings.map((r) => ({ complaint_id: ids[r.index], rating: r.rating })))],
  );
  await seedEntityAlerts(db, ids, now);
  // Rows inserted in bulk bypass the writers: the ledger's genesis chains them.
  await backfillLedger(db);
  return ids.length;
}

/**
 * The "Alertas EV" the seeded complaints would have raised for the entities' users (module 30):
 * new complaints of the last two weeks, réplicas and escalations of the last two months.
 */
async function seedEntityAlerts(db: Db, ids: number[], now: Date): Promise<void> {
  const events: [type: number, state: number | null, days: number, title: string][] = [
    [EV_ALERT_TYPE.newComplaint, null, 14, 'new'],
    [EV_ALERT_TYPE.replica, 6, 60, 'replica'],
    [EV_ALERT_TYPE.escalated, 7, 60, 'escalated'],
  ];
  for (const [type, state, days] of events) {
    const { rows } = await db.query<{
      user_id: number;
      complaint_id: number;
      code: string;
      entity: string;
      at: Date;
    }>(
      `SELECT u.id AS user_id, c.id AS complaint_id, c.codigo_queja AS code, e.name AS entity,
              CASE WHEN $2::int IS NULL THEN c.fecha_creacion ELSE c.updated_at END AS at
         FROM complaints c
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
         JOIN users u ON u.is_active
          AND ((u.tipo_entidad = c.tipo_entidad AND u.entidad_cod = c.entidad_cod)
               OR EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id AND ue.entity_id = e.id))
         JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
        WHERE c.id = ANY($1::int[])
          AND ($2::int IS NULL OR c.estado_cod = $2)
          AND c.fecha_creacion >= $3
          AND EXISTS (SELECT 1 FROM user_groups ug JOIN group_modules gm ON gm.group_id = ug.group_id
                       WHERE ug.user_id = u.id AND gm.module_id = $4)`,
      [ids, state, new Date(now.getTime() - days * DAY), EV_ALERTS_MODULE],
    );
    const alerts = rows.map((r) => {
      const text =
        type === EV_ALERT_TYPE.newComplaint
          ? [EV_ALERTS_TEXTS.newTitle(r.code), EV_ALERTS_TEXTS.newMessage(r.code, r.entity)]
          : type === EV_ALERT_TYPE.replica
            ? [EV_ALERTS_TEXTS.replicaTitle(r.code), EV_ALERTS_TEXTS.replicaMessage(r.code)]
            : [EV_ALERTS_TEXTS.escalatedTitle(r.code), EV_ALERTS_TEXTS.escalatedMessage(r.code)];
      return { user_id: r.user_id, complaint_id: r.complaint_id, title: text[0], message: text[1], at: r.at };
    });
    await db.query(
      `INSERT INTO ev_alerts (user_id, type_id, complaint_id, title, message, created_at)
       SELECT x.user_id, $2, x.complaint_id, x.title, x.message, x.at
         FROM jsonb_to_recordset($1::jsonb) AS x (user_id int, complaint_id int, title text, message text, at timestamptz)`,
      [JSON.stringify(alerts), type],
    );
  }
}
