import {
  SERVER_TEXTS,
  identificationMaxLength,
  identificationTypeProblem,
  validateIdentification,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readableAccountId } from '../../access/account-scope.js';
import { accessOf } from '../../access/route-policy.js';
import { ApiError, notFoundError, validationBody } from '../../http/errors.js';
import { audit, parseId } from '../../routes/auth/request-context.js';
import { loadUserPayload } from '../../routes/users/user-payload.js';
import { accountSnapshot } from '../staff-admin/accounts.js';
import { diffSnapshots, recordChange } from '../staff-admin/changes.js';

/**
 * Object-level rule of the profile routes: writing, the caller's own record only; reading, as
 * {@link readableAccountId} says. Anything else is the entity-api 404: the caller learns nothing,
 * not even that the id exists.
 */
export async function allowedTarget(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  write: boolean,
) {
  const access = accessOf(request);
  const id = parseId(rawId);
  if (write) {
    if (id === null || id !== access.user.id) throw notFoundError();
    return id;
  }
  return readableAccountId(app.db, access, id);
}

const NAME = { type: 'string', maxLength: 50 } as const;
const CODE = { type: 'string', maxLength: 10 } as const;

export const PERSON_PROPERTIES = {
  first_name: { ...NAME, minLength: 1 },
  second_name: NAME,
  first_last_name: { ...NAME, minLength: 1 },
  second_last_name: NAME,
  identification_type: CODE,
  identification_number: { type: 'string', maxLength: 100 },
  person_type: CODE,
  gender: CODE,
} as const;

type PersonField = keyof typeof PERSON_PROPERTIES;
export type PersonBody = Partial<Record<PersonField, string | number>>;

/** Checks the option codes and the identification of a profile change; returns field messages. */
async function personProblems(
  app: FastifyInstance,
  userId: number,
  body: PersonBody,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const [field, list] of [
    ['identification_type', 'identificationtype'],
    ['person_type', 'persontype'],
    ['gender', 'gender'],
  ] as const) {
    const code = body[field];
    if (code === undefined || code === '') continue;
    const { rows } = await app.db.query(
      'SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active',
      [list, String(code)],
    );
    if (rows.length === 0) problems[field] = [SERVER_TEXTS.fieldInvalidChoice(String(code).slice(0, 100))];
  }
  if (
    body.identification_number !== undefined ||
    body.identification_type !== undefined ||
    body.person_type !== undefined
  ) {
    const { rows } = await app.db.query<{
      identification_type: string | null;
      identification_number: string | null;
      person_type: string | null;
    }>('SELECT identification_type, identification_number, person_type FROM persons WHERE user_id = $1', [
      userId,
    ]);
    const type =
      body.identification_type !== undefined
        ? String(body.identification_type)
        : rows[0]?.identification_type;
    const number =
      body.identification_number !== undefined
        ? String(body.identification_number).trim()
        : rows[0]?.identification_number;
    const message =
      validateIdentification(type, number) ??
      ((number ?? '').length > identificationMaxLength(type)
        ? SERVER_TEXTS.fieldMaxLength(identificationMaxLength(type))
        : null);
    if (message) problems.identification_number = [message];
    const typeProblem = identificationTypeProblem(
      body.person_type !== undefined ? String(body.person_type) : rows[0]?.person_type,
      type,
    );
    if (typeProblem && !problems.identification_type) problems.identification_type = [typeProblem];
  }
  return problems;
}

const COLUMNS: Record<PersonField, string> = {
  first_name: 'first_name',
  second_name: 'second_name',
  first_last_name: 'first_last_name',
  second_last_name: 'second_last_name',
  identification_type: 'identification_type',
  identification_number: 'identification_number',
  person_type: 'person_type',
  gender: 'gender',
};

/** Applies a (partial) person update and answers the fresh user. */
async function updatePerson(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  body: PersonBody,
  event: string,
) {
  const problems = await personProblems(app, userId, body);
  if (Object.keys(problems).length > 0) throw new ApiError(400, { ...validationBody(problems) });
  const sets: string[] = [];
  const values: unknown[] = [userId];
  for (const field of Object.keys(COLUMNS) as PersonField[]) {
    if (body[field] === undefined) continue;
    values.push(String(body[field]).trim());
    sets.push(`${COLUMNS[field]} = $${values.length}`);
  }
  if (sets.length > 0) {
    // The user history (module 4, docs/staff-admin-api.md) shows profile edits too.
    await app.db.transaction(async (tx) => {
      const before = await accountSnapshot(tx, userId);
      await tx.query(`UPDATE persons SET ${sets.join(', ')} WHERE user_id = $1`, values);
      await tx.query('UPDATE users SET updated_at = now() WHERE id = $1', [userId]);
      const changes = diffSnapshots(before, (await accountSnapshot(tx, userId)) ?? {});
      if (changes.length > 0) {
        await recordChange(tx, {
          actorUserId: request.user?.id ?? userId,
          ip: request.ip,
          resource: 'user',
          resourceId: userId,
          action: 'updated',
          changes,
        });
      }
    });
  }
  await audit(app, request, { event, success: true, userId, detail: { fields: Object.keys(body) } });
  return loadUserPayload(app.db, userId);
}

/** One account's data: one's own, or (staff with «Usuarios» or «Consumidores financieros») another's. */
export async function readAccount(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const id = await allowedTarget(app, request, rawId, false);
  const user = await loadUserPayload(app.db, id);
  if (!user) throw notFoundError();
  return user;
}

/** Changes some of one's own personal data (another id: 404). */
export async function patchOwnPerson(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  body: PersonBody,
) {
  const id = await allowedTarget(app, request, rawId, true);
  return updatePerson(app, request, id, body, 'user_detail_update');
}

/** Replaces one's own profile (the second names blank unless given; another id: 404). */
export async function replaceOwnProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  body: PersonBody,
) {
  const id = await allowedTarget(app, request, rawId, true);
  return updatePerson(app, request, id, { second_name: '', second_last_name: '', ...body }, 'profile_update');
}
