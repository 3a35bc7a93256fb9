import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_ERROR_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { DriverContext, SignedRequest } from '../../../test/harness.js';
import { insertUser, type EntityRef } from '../../db/repositories/users.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, staffWith } from '../alerts/alerts-test-kit.js';
import { newEmail } from '../auth/sign-in-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';

/**
 * Helpers of the staff administration tests (docs/staff-admin-api.md): the five kinds of caller
 * every endpoint is tried with, and the bodies they must get.
 */

/** Modules 1–7, the administration screens. */
export const ADMIN_MODULE_IDS = [1, 2, 3, 4, 5, 6, 7];

/** Every caller kind of the access tests. */
export interface Actors {
  /** Staff holding every module (the administrator). */
  admin: TestAccount;
  /** Staff whose role holds only module 28 "Alertas". */
  staffWithout: TestAccount;
  /** An EV user of Davivienda whose role holds modules 1–7. */
  evOther: TestAccount;
  /** An EV user of Bancolombia whose role holds modules 1–7. */
  evOwn: TestAccount;
  /** A financial consumer. */
  consumer: TestAccount;
}

/** A financial consumer account (no position) with a token. */
export async function consumerAccount(
  ctx: DriverContext,
  person: { firstName?: string; firstLastName?: string; identificationNumber?: string } = {},
): Promise<TestAccount> {
  const email = newEmail('consumidora');
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash: null,
      isVerified: true,
      person: {
        firstName: person.firstName ?? 'Lucía',
        firstLastName: person.firstLastName ?? 'Muñoz',
        identificationType: '1',
        identificationNumber: person.identificationNumber ?? '52123456',
        personType: '1',
      },
    }),
  );
  return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
}

/** Links `account` to `entity` in user_entities, as a DCF/EV user made through the API is. */
export async function linkEntity(ctx: DriverContext, account: TestAccount, entity: EntityRef): Promise<void> {
  await ctx.db.query(
    'INSERT INTO user_entities (user_id, entity_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [account.id, await companyId(ctx, entity)],
  );
}

/** Creates the callers of {@link Actors}. */
export async function makeActors(ctx: DriverContext): Promise<Actors> {
  const allModules = (await ctx.db.query<{ id: number }>('SELECT id FROM modules ORDER BY id')).rows.map(
    (r) => Number(r.id),
  );
  const evOther = await staffWith(ctx, ADMIN_MODULE_IDS, DAVIVIENDA);
  await linkEntity(ctx, evOther, DAVIVIENDA);
  const evOwn = await staffWith(ctx, ADMIN_MODULE_IDS, BANCOLOMBIA);
  await linkEntity(ctx, evOwn, BANCOLOMBIA);
  return {
    admin: await staffWith(ctx, allModules),
    staffWithout: await staffWith(ctx, [28]),
    evOther,
    evOwn,
    consumer: await consumerAccount(ctx),
  };
}

/** Sends `request` as `actor` (no token for `null`). */
export function as(
  ctx: DriverContext,
  actor: TestAccount | null,
  request: SignedRequest,
): Promise<LightMyRequestResponse> {
  return ctx.request({ ...request, token: actor?.token });
}

/** Asserts the 403 of a caller without `moduleName`. */
export function expectForbidden(res: LightMyRequestResponse, moduleName: string): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({ status_code: 403, detail: STAFF_ADMIN_TEXTS.moduleForbidden(moduleName) });
}

/** Asserts the 400 of an anonymous caller (no Authorization header). */
export function expectAnonymousRefused(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ status_code: 400, detail: 'Error', message: API_ERROR_TEXTS.missingHeader });
}

/** Asserts the 404 that reveals nothing. */
export function expectNotFound(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({ status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] });
}

/** Asserts a 400 in the field shape whose `field` messages include `message` (or any message). */
export function expectFieldError(res: LightMyRequestResponse, field: string, message?: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { status_code: number; detail: string; message: Record<string, string[]> };
  expect(body.status_code).toBe(400);
  expect(body.detail).toBe(API_ERROR_TEXTS.validationDetail);
  expect(body.message[field], JSON.stringify(body.message)).toBeDefined();
  if (message !== undefined) expect(body.message[field]).toContain(message);
}

/**
 * Tries `request` with the staff member without the module, the consumer and no token: 403, 403
 * and 400 "missing header", never a 2xx or a 500.
 */
export async function expectOnlyModuleHolders(
  ctx: DriverContext,
  actors: Actors,
  moduleName: string,
  request: SignedRequest,
): Promise<void> {
  expectForbidden(await as(ctx, actors.staffWithout, request), moduleName);
  expectForbidden(await as(ctx, actors.consumer, request), moduleName);
  expectAnonymousRefused(await as(ctx, null, request));
}

/** Long text of `n` characters with accents and ñ. */
export function longText(n: number): string {
  return 'Señora Ñuñez añadió información. '.repeat(Math.ceil(n / 33)).slice(0, n);
}
