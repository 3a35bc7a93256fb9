import { STAFF_COMPLAINT_TEXTS } from '../../core.js';
import { CASE_WORK_SERVER_TEXTS } from '@sfc/core/messages/case-work-server-texts';
import { WAITING_ON_VALUES } from '../../domain/case-work/filter-columns.js';
import { assignableAnalystCondition } from '../../domain/complaint-work/assignable-analysts.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/driver.js';
import {
  COMPLAINT_MODULES,
  FILTER_BUILDER_MODULE_IDS,
  complaintWorkAccess,
} from '../../domain/complaint-work/access.js';
import { COMPLAINT_STATES, stateName } from '../../domain/complaints/state-machine.js';
import { DEADLINE_STATUSES } from '../../domain/deadlines/legal-deadlines.js';
import { adminCaller, type AdminCaller } from '../../domain/staff-admin/access.js';
import { notFoundError } from '../../http/errors.js';
import { FILTER_COLUMNS, OPERATORS, columnLabel, isColumnType } from './complaint-filter.js';

const TAG = 'Quejas: constructor de filtros';

/** A value of a choice column's list. */
interface ValueOption {
  id: number | string;
  name: string;
  /** The entity's name with its type and code (`entidad` only). */
  label?: string;
}

/** Option-list names (option_items.list) of the choice columns backed by one. */
const OPTION_LISTS: Readonly<Record<string, string>> = {
  canal_cod: 'channel',
  producto_cod: 'product',
  macro_motivo_cod: 'reason',
  punto_recepcion: 'receptionpoints',
};

const MODULE_ANALYSTS = COMPLAINT_MODULES.management.id;

/** The value list of the choice column `column` for `caller`. */
async function valuesFor(db: Db, column: string, caller: AdminCaller): Promise<ValueOption[]> {
  const rows = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: number | string; name: string }>(sql, params)).rows.map((r) => ({
      id: r.id,
      name: String(r.name),
    }));
  const list = OPTION_LISTS[column];
  if (list !== undefined) {
    const options = await rows(
      'SELECT code AS id, name FROM option_items WHERE list = $1 AND is_active ORDER BY sort, code',
      [list],
    );
    return options.map((o) => ({ id: /^\d+$/.test(String(o.id)) ? Number(o.id) : o.id, name: o.name }));
  }
  const scope = caller.entityIds;
  switch (column) {
    case 'estado_cod':
      return COMPLAINT_STATES.map((id) => ({ id, name: stateName(id) }));
    case 'waiting_on':
      return WAITING_ON_VALUES.map((id) => ({ id, name: CASE_WORK_SERVER_TEXTS.waitingOn[id] ?? id }));
    case 'deadline_status':
      return DEADLINE_STATUSES.map((id) => ({ id, name: STAFF_COMPLAINT_TEXTS.deadlineStatuses[id] ?? id }));
    case 'departamento_cod':
      return rows('SELECT code AS id, name FROM departments ORDER BY name');
    case 'tipo_entidad':
      return (await rows('SELECT tipo_entidad AS id, name FROM entity_types ORDER BY tipo_entidad')).map(
        (o) => ({
          id: Number(o.id),
          name: o.name,
        }),
      );
    case 'entidad': {
      // `label` tells apart entities of the same name: «Allianz — Compañías de seguros de vida (14-…)».
      const { rows: entities } = await db.query<{ id: number; name: string; label: string }>(
        `SELECT s.id, s.name,
                s.name || ' — ' || coalesce(t.name, 'Tipo ' || s.tipo_entidad) || ' (' || s.tipo_entidad || '-' || s.entidad_cod || ')' AS label
           FROM supervised_entities s LEFT JOIN entity_types t ON t.tipo_entidad = s.tipo_entidad
          WHERE ($1::int[] IS NULL OR s.id = ANY($1::int[])) ORDER BY s.name, s.tipo_entidad, s.entidad_cod`,
        [scope],
      );
      return entities.map((o) => ({ id: Number(o.id), name: String(o.name), label: String(o.label) }));
    }
    case 'direction':
      return (await rows('SELECT id, name FROM directions WHERE is_active ORDER BY name')).map((o) => ({
        id: Number(o.id),
        name: o.name,
      }));
    case 'analyst':
      return (
        await rows(
          `SELECT u.id, btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.second_name, ''),
                  nullif(p.first_last_name, ''), nullif(p.second_last_name, ''))) AS name
             FROM users u JOIN persons p ON p.user_id = u.id
            WHERE ${assignableAnalystCondition('$1', '$2')}
            ORDER BY p.first_last_name, p.first_name, u.id`,
          [MODULE_ANALYSTS, scope],
        )
      ).map((o) => ({ id: Number(o.id), name: o.name }));
    default:
      return [];
  }
}

const COLUMN_PARAM = {
  type: 'object',
  required: ['x'],
  properties: { x: { type: 'string', maxLength: 100 } },
} as const;

/** The filter builder of the complaint screens: columns, operators per type, value lists. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess(FILTER_BUILDER_MODULE_IDS, COMPLAINT_MODULES.management.name);

  app.get(
    '/dashboard/columns_for_filter/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Columnas por las que se pueden filtrar las quejas, con su tipo.',
      },
    },
    async () => ({
      results: Object.entries(FILTER_COLUMNS).map(([column, def]) => ({
        column,
        label: columnLabel(column),
        type: def.type,
        has_values: def.type === 'choice',
      })),
    }),
  );

  app.get<{ Params: { type: string } }>(
    '/dashboard/operator_types/:type/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Operadores de un tipo de columna.',
        params: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!isColumnType(type)) throw notFoundError();
      return {
        type,
        results: Object.entries(OPERATORS[type]).map(([operator, value]) => ({
          operator,
          label: STAFF_COMPLAINT_TEXTS.operators[operator] ?? operator,
          value,
        })),
      };
    },
  );

  app.get<{ Params: { x: string } }>(
    '/dashboard/data_for_fields_filter/:x/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Valores de una columna de tipo lista.', params: COLUMN_PARAM },
    },
    async (request) => {
      const column = request.params.x;
      const def = Object.hasOwn(FILTER_COLUMNS, column) ? FILTER_COLUMNS[column] : undefined;
      if (!def || def.type !== 'choice') throw notFoundError();
      return { column, results: await valuesFor(app.db, column, adminCaller(request)) };
    },
  );
}
