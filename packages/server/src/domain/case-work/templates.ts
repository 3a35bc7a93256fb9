import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import {
  TEMPLATE_PLACEHOLDERS,
  fillPlaceholders,
  unknownPlaceholders,
  type TemplateValues,
} from '@sfc/core/validation/case-template';
import { accessForbidden } from '../../access/route-policy.js';
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
import { entityDisplayName, personName, requiredText, userDisplayName } from './case-scope.js';
import { managesDirection } from './template-managers.js';

/**
 * Message templates of a direction (docs/case-work-api.md, "Templates per direction"): kept by
 * whoever manages the direction's templates (`template-managers.ts`), used by its staff, and
 * rendered server-side with their placeholders for one complaint. Rendering is a whitelist replace of `{name}` tokens, nothing evaluated.
 */

export const TEMPLATE_KINDS = ['closing', 'entity_request', 'consumer_request', 'note', 'other'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The placeholders a template may use (core's list, which the template screen explains). */
export const PLACEHOLDERS = TEMPLATE_PLACEHOLDERS.map((p) => p.name);

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
  const [unknown] = unknownPlaceholders(body);
  if (unknown !== undefined) {
    throw validationError({
      body: [T.unknownPlaceholder(unknown, PLACEHOLDERS.map((p) => `{${p}}`).join(', '))],
    });
  }
  return body;
}

export interface TemplateInput {
  name?: unknown;
  kind?: unknown;
  body?: unknown;
  direction?: unknown;
  is_active?: unknown;
}

export interface TemplateView {
  id: number;
  name: string;
  kind: TemplateKind;
  body: string;
  direction: { id: number; name: string };
  is_active: boolean;
  updated_at: string | null;
  updated_by: string | null;
}

const SELECT = `SELECT t.id, t.name, t.kind, t.body, t.is_active, t.updated_at, ${personName('p')} AS updated_by,
       d.id AS direction_id, d.name AS direction_name
  FROM case_templates t JOIN directions d ON d.id = t.direction_id
  LEFT JOIN persons p ON p.user_id = coalesce(t.updated_by, t.created_by)`;

const view = (r: Record<string, unknown>): TemplateView => ({
  id: Number(r.id),
  name: String(r.name),
  kind: r.kind as TemplateKind,
  body: String(r.body),
  direction: { id: Number(r.direction_id), name: String(r.direction_name) },
  is_active: r.is_active !== false,
  updated_at: isoOrNull(r.updated_at),
  updated_by: r.updated_by === null || r.updated_by === undefined ? null : String(r.updated_by),
});

function checkedKind(value: unknown): TemplateKind {
  const kind = value === undefined ? 'other' : String(value);
  if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) {
    throw validationError({ kind: [`"${kind.slice(0, 30)}" no es una elección válida.`] });
  }
  return kind as TemplateKind;
}

function checked(input: TemplateInput) {
  return {
    name: requiredText(input.name, 'name', TEMPLATE_NAME_MAX),
    kind: checkedKind(input.kind),
    body: checkBody(input.body),
    is_active: input.is_active === undefined ? true : input.is_active === true,
  };
}

/**
 * The templates of a direction, optionally of one kind: the caller's own direction (none without
 * one), or `direction` when it is theirs or they manage its templates (another → 404). Inactive
 * templates only with `includeInactive` (the template screen); the composer gets the active ones.
 */
export async function listTemplates(
  db: Db,
  userId: number,
  options: { kind?: string; direction?: number; includeInactive?: boolean } = {},
): Promise<TemplateView[]> {
  const own = await callerDirection(db, userId);
  let direction = own;
  if (options.direction !== undefined && options.direction !== own) {
    if (!(await managesDirection(db, userId, options.direction))) throw notFoundError();
    direction = options.direction;
  }
  if (direction === null) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE t.direction_id = $1 AND ($2::text IS NULL OR t.kind = $2) AND (t.is_active OR $3)
      ORDER BY t.is_active DESC, t.kind, t.name, t.id`,
    [direction, options.kind ?? null, options.includeInactive === true],
  );
  return rows.map(view);
}

async function templateById(db: Db, id: number): Promise<TemplateView | null> {
  const { rows } = await db.query<Record<string, unknown>>(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ? view(rows[0]) : null;
}

/** An active template of the caller's direction (what an action may use), or 404. */
export async function getTemplate(db: Db, userId: number, id: number | null): Promise<TemplateView> {
  const direction = await callerDirection(db, userId);
  if (id === null || direction === null) throw notFoundError();
  const template = await templateById(db, id);
  if (!template || template.direction.id !== direction || !template.is_active) throw notFoundError();
  return template;
}

/**
 * A template the caller may change: of a direction whose templates they manage. One of their own
 * direction they may not change → 403; any other → 404.
 */
async function managedTemplate(db: Db, userId: number, id: number | null): Promise<TemplateView> {
  const template = id === null ? null : await templateById(db, id);
  if (!template) throw notFoundError();
  if (await managesDirection(db, userId, template.direction.id)) return template;
  if (template.direction.id === (await callerDirection(db, userId))) {
    throw accessForbidden(T.templateManagersOnly);
  }
  throw notFoundError();
}

/** Creates a template in `input.direction` (default: the caller's), which the caller must manage. */
export async function createTemplate(db: Db, userId: number, input: TemplateInput, now: Date) {
  const direction =
    input.direction === undefined || input.direction === null
      ? await callerDirection(db, userId)
      : Number(input.direction);
  if (direction === null) throw validationError({ name: [T.templateNeedsDirection] });
  if (!Number.isInteger(direction) || !(await managesDirection(db, userId, direction))) {
    throw accessForbidden(T.templateManagersOnly);
  }
  const t = checked(input);
  const { rows } = await uniqueOr(
    () =>
      db.query<{ id: number }>(
        `INSERT INTO case_templates (direction_id, name, kind, body, is_active, created_by, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
        [direction, t.name, t.kind, t.body, t.is_active, userId, now],
      ),
    'name',
    T.templateNameTaken,
  );
  return (await templateById(db, Number(rows[0]!.id)))!;
}

/**
 * Rewrites a template the caller manages (the fields given; the others are kept): its name, kind,
 * body, and `is_active` to deactivate or reactivate it.
 */
export async function updateTemplate(
  db: Db,
  userId: number,
  id: number | null,
  input: TemplateInput,
  now: Date,
) {
  const current = await managedTemplate(db, userId, id);
  const t = checked({
    name: input.name ?? current.name,
    kind: input.kind ?? current.kind,
    body: input.body ?? current.body,
    is_active: input.is_active ?? current.is_active,
  });
  await uniqueOr(
    () =>
      db.query(
        `UPDATE case_templates SET name = $2, kind = $3, body = $4, is_active = $5, updated_by = $6, updated_at = $7
          WHERE id = $1`,
        [current.id, t.name, t.kind, t.body, t.is_active, userId, now],
      ),
    'name',
    T.templateNameTaken,
  );
  return (await templateById(db, current.id))!;
}

/** Deletes a template the caller manages. */
export async function deleteTemplate(db: Db, userId: number, id: number | null): Promise<void> {
  const current = await managedTemplate(db, userId, id);
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
  } satisfies TemplateValues;
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
  return fillPlaceholders(checkedBody, await placeholderValues(db, complaint, userId, now));
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
