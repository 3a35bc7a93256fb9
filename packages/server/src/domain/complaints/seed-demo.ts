import { COMPLAINT_STATE } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { filedToBeDueIn } from '../alerts/response-deadline.js';
import {
  DAY,
  DEMO_ENTITY,
  SILENT,
  demoEntityStep,
  fileDemoComplaint,
  loadDemoConsumer,
  pdfFile,
  type DemoSubject,
} from './demo-filing.js';
import { findComplaintById, type Actor } from './repository.js';
import { applyConsumerAction, attachFiles, rateComplaint, type ComplaintDeps } from './service.js';

/** One demo complaint: against whom, about what, and how far it got. */
interface DemoCase extends DemoSubject {
  entity: { tipo_entidad: number; entidad_cod: string; name: string };
  texto: string;
  /** When it was filed: days ago, or so that its response deadline is so many business days away. */
  filed: { daysAgo: number } | { dueInBusinessDays: number };
  /** received → open (entity acknowledged) → closed → rated; or desisted. */
  reach: 'received' | 'open' | 'closed' | 'rated' | 'desisted';
}

const CASES: readonly DemoCase[] = [
  {
    entity: { tipo_entidad: 1, entidad_cod: '7', name: 'Bancolombia' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 13,
    texto:
      'En el extracto de mi tarjeta de crédito aparece una compra por internet que no reconozco. Solicito la reversión del cobro. (Queja de demostración)',
    filed: { daysAgo: 1 },
    reach: 'received',
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '39', name: 'Davivienda' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 14,
    texto:
      'Radiqué una petición en la oficina hace más de quince días hábiles y no he recibido respuesta. (Queja de demostración)',
    // Staff see a "Vencimiento próximo" alert for it (src/domain/alerts).
    filed: { dueInBusinessDays: 2 },
    reach: 'open',
  },
  {
    entity: { tipo_entidad: 4, entidad_cod: '130', name: 'Nequi' },
    producto_cod: 7,
    macro_motivo_cod: 939,
    canal_cod: 1,
    texto:
      'Envié dinero desde la aplicación a un número equivocado por un error en la pantalla de confirmación. (Queja de demostración)',
    filed: { daysAgo: 12 },
    reach: 'closed',
  },
  {
    entity: { tipo_entidad: 13, entidad_cod: '18', name: 'SURA' },
    producto_cod: 10,
    macro_motivo_cod: 913,
    canal_cod: 5,
    texto:
      'La aseguradora no me ha entregado la póliza del seguro de mi vehículo después de pagar la prima. (Queja de demostración)',
    filed: { daysAgo: 40 },
    reach: 'rated',
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '1', name: 'Banco de Bogotá' },
    producto_cod: 2,
    macro_motivo_cod: 905,
    canal_cod: 5,
    texto:
      'No logro comunicarme con la línea de atención para bloquear mi chequera. (Queja de demostración; el consumidor desistió)',
    filed: { daysAgo: 20 },
    reach: 'desisted',
  },
];

/** One line per demo complaint seeded. */
export interface SeededComplaint {
  codigo_queja: string;
  entity: string;
  estado_cod: number;
}

/**
 * Gives the demo consumer complaints in every state the portal shows: received, open (the
 * entity acknowledged it), closed and not rated, closed and rated, and desisted, against real
 * supervised entities, each with a small real PDF (closed ones also carry the entity's final
 * answer). Dates are spread over the last weeks; the open one is due in two business days. Staff
 * with the alerts module who exist by then are alerted as for any complaint (src/domain/alerts).
 * Idempotent: a consumer who already has complaints is left alone (returns []).
 */
export async function seedDemoComplaints(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  now: Date = new Date(),
): Promise<SeededComplaint[]> {
  const existing = await db.query('SELECT 1 FROM complaints WHERE owner_user_id = $1 LIMIT 1', [
    consumerUserId,
  ]);
  if (existing.rowCount > 0) return [];
  const person = await loadDemoConsumer(db, consumerUserId);
  const consumer: Actor = { userId: consumerUserId, kind: 'consumer' };
  const seeded: SeededComplaint[] = [];

  for (const demo of CASES) {
    const createdAt =
      'daysAgo' in demo.filed
        ? new Date(now.getTime() - demo.filed.daysAgo * DAY)
        : filedToBeDueIn(now, demo.filed.dueInBusinessDays);
    let clock = createdAt;
    const deps: ComplaintDeps = { db, storage, transport: SILENT, now: () => clock };
    let current = await fileDemoComplaint(deps, person, demo, demo.texto, [
      'Documento de demostración',
      `Queja contra ${demo.entity.name}`,
      'Portal de quejas SFC - datos ficticios',
    ]);
    // The entity's side: acknowledge, then close.
    const entityStep = async (action: 'acknowledge' | 'close', hoursLater: number) => {
      clock = new Date(clock.getTime() + hoursLater * 60 * 60 * 1000);
      current = await demoEntityStep(db, current.id, action, clock);
    };

    if (demo.reach === 'desisted') {
      clock = new Date(clock.getTime() + 2 * DAY);
      current = await applyConsumerAction(
        deps,
        current.id,
        {
          action: 'desist',
          argumento_desistimiento: 'La entidad me contactó y resolvimos el caso directamente.',
        },
        consumer,
      );
    } else if (demo.reach !== 'received') {
      await entityStep('acknowledge', 20);
    }
    if (demo.reach === 'closed' || demo.reach === 'rated') {
      clock = new Date(clock.getTime() + 3 * DAY);
      await attachFiles(
        { ...deps, now: () => clock },
        current.id,
        [
          {
            ...pdfFile(`${current.codigo_queja}_RESP_FINAL_SFC.pdf`, [
              `Respuesta final de ${demo.entity.name}`,
              `Queja ${current.codigo_queja}`,
              'Documento de demostración',
            ]),
            kind: 'entity',
          },
        ],
        DEMO_ENTITY,
        () => null,
      );
      current = (await findComplaintById(db, current.id))!;
      await entityStep('close', 1);
    }
    if (demo.reach === 'rated') {
      clock = new Date(clock.getTime() + DAY);
      await rateComplaint(
        deps,
        current.id,
        { rating: 4, comment: 'La respuesta fue clara y oportuna.' },
        consumer,
      );
    }
    seeded.push({
      codigo_queja: current.codigo_queja,
      entity: demo.entity.name,
      estado_cod: current.estado_cod,
    });
  }
  return seeded;
}

/** The states the demo covers, for tests and the CLI's summary. */
export const DEMO_STATES = [
  COMPLAINT_STATE.received,
  COMPLAINT_STATE.open,
  COMPLAINT_STATE.closed,
  COMPLAINT_STATE.closed,
  COMPLAINT_STATE.desisted,
];
