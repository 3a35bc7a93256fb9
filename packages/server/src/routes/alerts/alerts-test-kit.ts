import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { DriverContext } from '../../../test/harness.js';
import { insertUser, type EntityRef } from '../../db/repositories/users.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';
import { insertComplaint, updateComplaint } from '../../domain/complaints/repository.js';
import { newEmail } from '../auth/sign-in-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { JOB } from '../../jobs/job-queue.js';

/**
 * Helpers of the alert and dashboard route tests: staff whose role holds given module ids
 * (optionally tied to a supervised entity), complaints filed on a chosen date and moved to a
 * state through the repository (so alerts are raised as in production), and paged reads.
 */

/** Bancolombia, Davivienda and Nequi: entities of the catalog the tests file against. */
export const BANCOLOMBIA: EntityRef = { tipo_entidad: 1, entidad_cod: '7' };
export const DAVIVIENDA: EntityRef = { tipo_entidad: 1, entidad_cod: '39' };
export const NEQUI: EntityRef = { tipo_entidad: 4, entidad_cod: '130' };

/** A staff member (a position) whose one role holds `moduleIds`, tied to `entity` when given. */
export async function staffWith(
  ctx: DriverContext,
  moduleIds: number[],
  entity?: EntityRef,
): Promise<TestAccount> {
  const position = await ctx.db.query<{ id: number }>('SELECT id FROM positions ORDER BY id LIMIT 1');
  const group = await ctx.db.query<{ id: number }>('INSERT INTO groups (name) VALUES ($1) RETURNING id', [
    `Rol ${randomBytes(4).toString('hex')}`,
  ]);
  const groupId = group.rows[0]!.id;
  for (const moduleId of moduleIds) {
    await ctx.db.query('INSERT INTO group_modules (group_id, module_id) VALUES ($1, $2)', [
      groupId,
      moduleId,
    ]);
  }
  const email = newEmail('funcionario');
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash: null,
      isVerified: true,
      entity,
      person: { firstName: 'Ana', firstLastName: 'Gómez', positionId: position.rows[0]!.id },
      groupIds: [groupId],
    }),
  );
  return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
}

/** The company id (`GET /api/company/`) of `ref`. */
export async function companyId(ctx: DriverContext, ref: EntityRef): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [ref.tipo_entidad, ref.entidad_cod],
  );
  return Number(rows[0]!.id);
}

/**
 * A complaint of `ownerId` against `ref` filed at `filedAt`, then moved to `estado` (when not 1)
 * by the entity, both through the repository.
 */
export function complaintFiledAt(
  ctx: DriverContext,
  ownerId: number | null,
  ref: EntityRef,
  filedAt: Date,
  estado = 1,
): Promise<ComplaintRecord> {
  return ctx.db.transaction(async (tx) => {
    const created = await insertComplaint(
      tx,
      {
        tipo_entidad: ref.tipo_entidad,
        entidad_cod: ref.entidad_cod,
        owner_user_id: ownerId,
        codigo_pais: '170',
        departamento_cod: '11',
        municipio_cod: '11001',
        nombres: 'Luisa Ríos',
        tipo_id_CF: 1,
        numero_id_CF: '43987654',
        tipo_persona: 1,
        canal_cod: 13,
        producto_cod: 3,
        macro_motivo_cod: 940,
        texto_queja: 'Queja de la prueba de alertas y reportes.',
        estado_cod: 1,
      },
      { userId: ownerId, kind: 'consumer' },
      filedAt,
    );
    if (estado === 1) return created;
    return updateComplaint(
      tx,
      created,
      { estado_cod: estado },
      { userId: null, kind: 'entity' },
      'test_setup',
      filedAt,
    );
  });
}

/** An alert as the API answers it. */
export interface AlertBody {
  id: number;
  type_alert: { id: number; name: string };
  title: string;
  message: string;
  complaint_code: string;
  created_at: string;
  is_read: boolean;
}

/** The paged body of an alert list. */
export interface AlertPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: AlertBody[];
  pages: number;
  current_page: number;
}

/** `GET url` as `account`, asserting 200. */
export async function getPage(ctx: DriverContext, account: TestAccount, url: string): Promise<AlertPage> {
  const res = await ctx.request({ url, token: account.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every alert of `account` (read or not), newest first, straight from the history. */
export async function allAlerts(ctx: DriverContext, account: TestAccount): Promise<AlertBody[]> {
  return (await getPage(ctx, account, '/api/alerts/history?page_size=1000')).results;
}

/** Runs one round of the deadline-alert job (what a running server does every few minutes). */
export async function runDeadlineAlertJob(ctx: DriverContext): Promise<void> {
  await ctx.app.jobs.runNow(JOB.deadlineAlerts);
}
