import type { Db } from '../../db/driver.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import {
  DAY,
  SILENT,
  demoEntityStep,
  fileDemoComplaint,
  loadDemoConsumer,
  type DemoSubject,
} from '../complaints/demo-filing.js';
import type { ComplaintDeps } from '../complaints/service.js';

/**
 * Demo data of the staff complaint work screens: complaints whose legal deadline has
 * passed, so the management queue's "Vencida" filter, the bulk assignment and the search show
 * something real. Filed for the demo consumer weeks ago against Bancolombia (1-7) and Davivienda
 * (1-39); some the entity acknowledged, none answered.
 */

interface WorkCase extends DemoSubject {
  texto: string;
  daysAgo: number;
  acknowledged: boolean;
}

/** Ends every demo text: marks the seed as done (idempotency) and tells readers it is fictitious. */
export const WORK_DEMO_MARK = '(Queja de demostración de gestión)';

const CASES: readonly WorkCase[] = [
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 13,
    texto: 'El banco aumentó la tasa de interés de mi crédito de libre inversión sin avisarme.',
    daysAgo: 45,
    acknowledged: true,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 14,
    texto: 'Pagué la totalidad de mi crédito hipotecario y el banco no me entrega el paz y salvo.',
    daysAgo: 38,
    acknowledged: false,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 5,
    texto: 'Me cobraron dos veces la cuota de manejo de la cuenta de ahorros en el mismo mes.',
    daysAgo: 33,
    acknowledged: true,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 1,
    texto: 'Reporté el robo de mi tarjeta débito y aun así aparecen retiros en cajeros después del bloqueo.',
    daysAgo: 30,
    acknowledged: false,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '39' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 13,
    texto: 'La entidad no responde mi solicitud de refinanciación del crédito de vehículo.',
    daysAgo: 35,
    acknowledged: true,
  },
];

/**
 * Files the overdue demo complaints for `consumerUserId` (their name and id from their profile).
 * Idempotent: once a complaint carries {@link WORK_DEMO_MARK}, nothing more is filed. Answers how
 * many complaints it filed.
 */
export async function seedComplaintWorkDemo(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  now: Date = new Date(),
): Promise<number> {
  const done = await db.query('SELECT 1 FROM complaints WHERE texto_queja LIKE $1 LIMIT 1', [
    `%${WORK_DEMO_MARK}`,
  ]);
  if (done.rowCount > 0) return 0;
  const person = await loadDemoConsumer(db, consumerUserId);
  for (const demo of CASES) {
    let clock = new Date(now.getTime() - demo.daysAgo * DAY);
    const deps: ComplaintDeps = { db, storage, transport: SILENT, now: () => clock };
    const complaint = await fileDemoComplaint(deps, person, demo, `${demo.texto} ${WORK_DEMO_MARK}`, [
      'Documento de demostración',
      'Portal de quejas SFC - datos ficticios',
    ]);
    if (demo.acknowledged) {
      clock = new Date(clock.getTime() + DAY);
      await demoEntityStep(db, complaint.id, 'acknowledge', clock);
    }
  }
  return CASES.length;
}
