import type { Db } from '../../db/driver.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { bogotaDay, bogotaDayStart, type DayNumber } from '../alerts/colombian-calendar.js';
import {
  DAY,
  SILENT,
  demoEntityStep,
  fileDemoComplaint,
  loadDemoConsumer,
  type DemoSubject,
} from '../complaints/demo-filing.js';
import type { ComplaintDeps } from '../complaints/service.js';
import { dueDay } from '../deadlines/legal-deadlines.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { takeComplaint } from './case-actions.js';
import { createConsumerRequest } from './consumer-requests.js';
import { createEntityRequest } from './entity-requests.js';

/**
 * Demo data of the case workspace: for the demo analyst, a complaint due today, one waiting for
 * Bancolombia's answer to a requerimiento and one waiting for the consumer (its term suspended),
 * the last two taken by the analyst and the first left for them to take, so «Mis quejas», «Sin
 * asignar», «Vencen hoy», «Esperando a la entidad» and «Esperando al consumidor» open with something; and two templates of the analyst's direction. Idempotent
 * through {@link CASE_WORK_DEMO_MARK}. «Vencen hoy» can hold a complaint only on a business day.
 */

export const CASE_WORK_DEMO_MARK = '(Queja de demostración del espacio de trabajo)';

const BANCOLOMBIA = { tipo_entidad: 1, entidad_cod: '7' };

interface DemoCase extends DemoSubject {
  texto: string;
  kind: 'due_today' | 'entity_request' | 'consumer_request';
}

const CASES: readonly DemoCase[] = [
  {
    entity: BANCOLOMBIA,
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 13,
    texto: 'El banco no aplicó el abono extraordinario a capital que hice a mi crédito de consumo.',
    kind: 'due_today',
  },
  {
    entity: BANCOLOMBIA,
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 5,
    texto: 'Me debitaron de la cuenta de ahorros un seguro que nunca contraté.',
    kind: 'entity_request',
  },
  {
    entity: BANCOLOMBIA,
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 14,
    texto: 'La tasa de mi tarjeta de crédito cambió sin que me avisaran.',
    kind: 'consumer_request',
  },
];

const TEMPLATES = [
  {
    name: 'Cierre: la entidad respondió de fondo',
    kind: 'closing',
    body: 'Estimado(a) {nombre_consumidor}: la Superintendencia Financiera revisó su queja {codigo} contra {entidad} y encontró que la entidad respondió de fondo. Cerramos el trámite el {fecha}.',
  },
  {
    name: 'Requerimiento: soportes del cobro',
    kind: 'entity_request',
    body: 'Sírvase remitir los soportes del cobro objeto de la queja {codigo} de {nombre_consumidor}, con la explicación de su origen.',
  },
];

/** The last filing day (before today) whose 15-business-day term ends on `today`, or null. */
function filedToBeDueOn(today: DayNumber): DayNumber | null {
  for (let day = today - 1; day > today - 40; day -= 1) {
    const due = dueDay({ regime: 'queja', filingDay: day, extensionDays: 0 });
    if (due === today) return day;
    if (due < today) return null;
  }
  return null;
}

/** Seeds the case workspace demo for the staff member `analystEmail`; answers how many complaints it filed. */
export async function seedCaseWorkDemo(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  analystEmail: string,
  now: Date = new Date(),
): Promise<number> {
  const done = await db.query('SELECT 1 FROM complaints WHERE texto_queja LIKE $1 LIMIT 1', [
    `%${CASE_WORK_DEMO_MARK}`,
  ]);
  if (done.rowCount > 0) return 0;
  const analyst = await db.query<{ id: number; direction_id: number | null }>(
    'SELECT u.id, p.direction_id FROM users u JOIN persons p ON p.user_id = u.id WHERE lower(u.email) = lower($1)',
    [analystEmail],
  );
  const row = analyst.rows[0];
  if (!row) return 0;
  let direction = row.direction_id === null ? null : Number(row.direction_id);
  if (direction === null) {
    const first = await db.query<{ id: number }>(
      'SELECT id FROM directions WHERE is_active ORDER BY id LIMIT 1',
    );
    direction = first.rows[0] ? Number(first.rows[0].id) : null;
    if (direction !== null) {
      await db.query('UPDATE persons SET direction_id = $2 WHERE user_id = $1', [row.id, direction]);
    }
  }
  const caller: AdminCaller = {
    user: { id: Number(row.id) } as AdminCaller['user'],
    entityIds: null,
  };
  const actor = { userId: Number(row.id), kind: 'staff' as const };
  const person = await loadDemoConsumer(db, consumerUserId);
  const today = bogotaDay(now);
  for (const demo of CASES) {
    const dueToday = demo.kind === 'due_today' ? filedToBeDueOn(today) : null;
    // Three days ago for the others: their terms run well past today.
    const filedAt =
      dueToday !== null
        ? new Date(bogotaDayStart(dueToday).getTime() + 15 * 3600_000)
        : new Date(now.getTime() - 3 * DAY);
    let clock = filedAt;
    const deps: ComplaintDeps = { db, storage, transport: SILENT, now: () => clock };
    const complaint = await fileDemoComplaint(deps, person, demo, `${demo.texto} ${CASE_WORK_DEMO_MARK}`, [
      'Documento de demostración',
      'Portal de quejas SFC - datos ficticios',
    ]);
    clock = new Date(filedAt.getTime() + 3600_000);
    const acknowledged = await demoEntityStep(db, complaint.id, 'acknowledge', clock);
    await db.transaction(async (tx) => {
      // The one due today is left unassigned: the analyst takes it from «Vencen hoy».
      if (direction !== null && demo.kind !== 'due_today') {
        await takeComplaint(tx, acknowledged, caller, now).catch(() => undefined);
      }
      if (demo.kind === 'entity_request') {
        await createEntityRequest(
          tx,
          acknowledged,
          'Remita el contrato del seguro debitado y la autorización del consumidor para el débito.',
          5,
          actor,
          now,
        );
      } else if (demo.kind === 'consumer_request') {
        await createConsumerRequest(
          tx,
          acknowledged,
          'Envíe el extracto de la tarjeta donde aparece la nueva tasa.',
          actor,
          now,
          '/customer/complaint/tracking',
        );
      }
    });
  }
  if (direction !== null) {
    for (const t of TEMPLATES) {
      await db.query(
        `INSERT INTO case_templates (direction_id, name, kind, body, created_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [direction, t.name, t.kind, t.body, row.id, now],
      );
    }
  }
  return CASES.length;
}
