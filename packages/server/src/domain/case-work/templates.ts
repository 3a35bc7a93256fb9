import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { bogotaDay, displayDay } from '../alerts/colombian-calendar.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import {
  DEADLINE_CLOCK_COLUMNS,
  clockOfRow,
  complaintDeadline,
  dayOfIso,
} from '../deadlines/deadline-sql.js';
import { isoOrNull, uniqueOr } from '../staff-admin/listing.js';
import { entityDisplayName, requiredText, userDisplayName } from './case-scope.js';

/**
 * Message templates of a direction (docs/case-work-api.md, "Templates per direction"): CRUD
 * within the caller's direction, and the server-side rendering of their placeholders for one
 * complaint. Rendering is a whitelist replace of `{name}` tokens, nothing evaluated.
 */

export const TEMPLATE_KINDS = ['closing', 'entity_request', 'consumer_request', 'note', 'other'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The placeholders a template may use. */
export const PLACEHOLDERS = [
  'nombre_consumidor',
  'codigo',
  'entidad',
  'fecha',
  'fecha_radicacion',
  'fecha_vencimiento',
  'analista',
] as const;

const TOKEN = /\{([a-z_]+)\}/g;
export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_BODY_MAX = 5000;

/** The caller's direction (persons.direction_id), or null. */
export async function callerDirection(db: Db, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ direction_id: number | null }>(
    'SELECT direction_id FROM persons WHERE user_id = $1',
    [userId],
  );
  const id = rows[0]?.direction_id;
  return id === null || id === undefined ? null : Number(id);
}

/** A template body checked: length and known placeholders only. */
export function checkBody(value: unknown): string {
  const body = requiredText(value, 'body', TEMPLATE_BODY_MAX);
  for (const [, name] of body.matchAll(TOKEN)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name!)) {
      throw validationError({
        body: [T.unknownPlaceholder(name!, PLACEHOLDERS.map((p) => `{${p}}`).join(', '))],
      });
    }
  }
  return body;
}

export interface TemplateInput {
  name?: unknown;
  kind?: unknown;
  body?: unknown;
}

export interface TemplateView {
  id: number;
  name: string;
  kind: TemplateKind;
  body: string;
  direction: { id: number; name: string };
  updated_at: string | null;
}

const SELECT = `SELECT t.id, t.name, t.kind, t.body, t.updated_at, d.id AS direction_id, d.name AS direction_name
  FROM case_templates t JOIN directions d ON d.id = t.direction_id`;

const view = (r: Record<string, unknown>): TemplateView => ({
  id: Number(r.id),
  name: String(r.name),
  kind: r.kind as TemplateKind,
  body: String(r.body),
  direction: { id: Number(r.direction_id), name: String(r.direction_name) },
  updated_at: isoOrNull(r.updated_at),
});

async function needDirection(db: Db, userId: number): Promise<number> {
  const direction = await callerDirection(db, userId);
  if (direction === null) throw validationError({ name: [T.templateNeedsDirection] });
  return direction;
}

function checked(input: TemplateInput) {
  const name = requiredText(input.name, 'name', TEMPLATE_NAME_MAX);
  const kind = input.kind === undefined ? 'other' : String(input.kind);
  if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) {
    throw validationError({ kind: [`"${kind.slice(0, 30)}" no es una elección válida.`] });
  }
  return { name, kind, body: checkBody(input.body) };
}

/** The templates of the caller's direction (none without one), optionally of one kind. */
export async function listTemplates(db: Db, userId: number, kind?: string): Promise<TemplateView[]> {
  const direction = await callerDirection(db, userId);
  if (direction === null) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE t.direction_id = $1 AND ($2::text IS NULL OR t.kind = $2) ORDER BY t.kind, t.name, t.id`,
    [direction, kind ?? null],
  );
  return rows.map(view);
}

/** One template of the caller's direction, or 404. */
export async function getTemplate(db: Db, userId: number, id: number | null): Promise<TemplateView> {
  const direction = await callerDirection(db, userId);
  if (id === null || direction === null) throw notFoundError();
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE t.id = $1 AND t.direction_id = $2`,
    [id, direction],
  );
  if (!rows[0]) throw notFoundError();
  return view(rows[0]);
}

/** Creates a template in the caller's direction. */
export async function createTemplate(db: Db, userId: number, input: TemplateInput, now: Date) {
  const direction = await needDirection(db, userId);
  const t = checked(input);
  const { rows } = await uniqueOr(
    () =>
      db.query<{ id: number }>(
        `INSERT INTO case_templates (direction_id, name, kind, body, created_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [direction, t.name, t.kind, t.body, userId, now],
      ),
    'name',
    T.templateNameTaken,
  );
  return getTemplate(db, userId, Number(rows[0]!.id));
}

/** Rewrites a template of the caller's direction (404 for another's). */
export async function updateTemplate(
  db: Db,
  userId: number,
  id: number | null,
  input: TemplateInput,
  now: Date,
) {
  const current = await getTemplate(db, userId, id);
  const t = checked(input);
  await uniqueOr(
    () =>
      db.query('UPDATE case_templates SET name = $2, kind = $3, body = $4, updated_at = $5 WHERE id = $1', [
        current.id,
        t.name,
        t.kind,
        t.body,
        now,
      ]),
    'name',
    T.templateNameTaken,
  );
  return getTemplate(db, userId, current.id);
}

/** Deletes a template of the caller's direction (404 for another's). */
export async function deleteTemplate(db: Db, userId: number, id: number | null): Promise<void> {
  const current = await getTemplate(db, userId, id);
  await db.query('DELETE FROM case_templates WHERE id = $1', [current.id]);
}

/** The values of the placeholders for `complaint`, as `userId` writes. */
async function placeholderValues(db: Db, complaint: ComplaintRecord, userId: number, now: Date) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${DEADLINE_CLOCK_COLUMNS} FROM complaints c WHERE c.id = $1`,
    [complaint.id],
  );
  const deadline = complaintDeadline({ ...complaint, ...clockOfRow(rows[0] ?? {}) }, now);
  const due = dayOfIso(deadline.due_day);
  return {
    nombre_consumidor: complaint.nombres,
    codigo: complaint.codigo_queja,
    entidad: await entityDisplayName(db, complaint.tipo_entidad, complaint.entidad_cod),
    fecha: displayDay(bogotaDay(now)),
    fecha_radicacion: displayDay(bogotaDay(complaint.fecha_creacion)),
    fecha_vencimiento: due === null ? '' : displayDay(due),
    analista: (await userDisplayName(db, userId)) ?? '',
  } satisfies Record<(typeof PLACEHOLDERS)[number], string>;
}

/** `body` with its placeholders replaced for `complaint` (an unknown one → 400 on `body`). */
export async function renderText(
  db: Db,
  body: string,
  complaint: ComplaintRecord,
  userId: number,
  now: Date,
): Promise<string> {
  const checkedBody = checkBody(body);
  const values: Record<string, string> = await placeholderValues(db, complaint, userId, now);
  return checkedBody.replace(TOKEN, (_, name: string) => values[name] ?? '');
}

/**
 * The text of an action: `text` as written, or template `template` (of the caller's direction)
 * rendered for `complaint`; 400 on `field` when neither is given.
 */
export async function actionText(
  db: Db,
  input: { text?: unknown; template?: unknown },
  field: string,
  complaint: ComplaintRecord,
  userId: number,
  now: Date,
  max = 5000,
): Promise<string> {
  if (input.template !== undefined && input.template !== null) {
    const id = Number(input.template);
    const template = await getTemplate(db, userId, Number.isInteger(id) && id > 0 ? id : null).catch(() => {
      throw validationError({ template: [T.templateNotFound] });
    });
    return requiredText(await renderText(db, template.body, complaint, userId, now), field, max);
  }
  if (input.text === undefined || input.text === null) throw validationError({ [field]: [T.textOrTemplate] });
  return requiredText(input.text, field, max);
}
