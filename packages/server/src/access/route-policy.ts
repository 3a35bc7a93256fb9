import { SERVER_TEXTS } from '../core.js';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthUser } from '../db/repositories/users.js';
import { ApiError } from '../http/errors.js';
import { callerEntityIds } from './caller-entities.js';

/**
 * Who calls a route, as the authorization policy sees them (docs/security.md):
 * - `consumer`: a financial consumer (no position, no entity);
 * - `authority`: staff of the authority (a position and no supervised entity);
 * - `ev`: staff of a supervised entity («Funcionario de entidad vigilada», or any staff tied to one);
 * - `dcf`: a consumer defender («Defensor del consumidor financiero»), tied to the entities they defend;
 * - `entity-client`: a supervised entity's API account (its CRM, signed with the entity's key).
 */
export type Actor = 'consumer' | 'authority' | 'ev' | 'dcf' | 'entity-client';

/** Every actor kind, in the order docs/security.md lists them. */
export const ACTORS: readonly Actor[] = ['consumer', 'authority', 'ev', 'dcf', 'entity-client'];

/** Staff actors: they pass a route only holding one of its modules. */
export const STAFF_ACTORS: readonly Actor[] = ['authority', 'ev', 'dcf'];

/**
 * How a route's objects are scoped once the caller is let in:
 * - `public`: nothing personal (catalogs, captcha, the steps of signing in and registering);
 * - `own-account`: the caller's own account only;
 * - `own-complaints`: a consumer's own complaints, an entity API account's entity's complaints;
 * - `caller-entities`: objects of the caller's supervised entities (authority staff: every entity);
 * - `authority-wide`: resources of the authority itself (catalogs, roles, directions, rates…).
 */
export type ObjectScope = 'public' | 'own-account' | 'own-complaints' | 'caller-entities' | 'authority-wide';

/** A route's declared access policy (`config.access`), enforced by {@link installAccessPolicy}. */
export interface RoutePolicy {
  /** Who may call: `anyone` (no sign-in needed) or the actor kinds let in. */
  actors: 'anyone' | readonly Actor[];
  /** Staff actors must hold one of these modules (ids of the modules catalog). */
  modules?: readonly number[];
  /** The 403's detail for a signed-in caller who is not let in. */
  forbidden?: string;
  /** How the route's objects are scoped. */
  scope: ObjectScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access policy: every route declares one (test/route-policy.test.ts). */
    access?: RoutePolicy;
  }
  interface FastifyRequest {
    /** The caller as the policy saw them; set on every route that needs a sign-in. */
    access?: CallerAccess;
  }
}

/** The caller of a signed-in route, with the entities they are limited to. */
export interface CallerAccess {
  user: AuthUser;
  actor: Actor;
  /** Supervised entity ids the caller is limited to; `null` = authority staff, every entity. */
  entityIds: number[] | null;
}

/**
 * A route anyone may call, signed in or not: nothing personal is behind it, or (`own-account`)
 * the steps of signing in, which act on the account the sign-in's own proof names.
 */
export function publicAccess(scope: ObjectScope = 'public'): RoutePolicy {
  return { actors: 'anyone', scope };
}

/** A route for the signed-in `actors` (no module needed), objects scoped by `scope`. */
export function signedInAccess(
  actors: readonly Actor[],
  scope: ObjectScope,
  forbidden?: string,
): RoutePolicy {
  return { actors, scope, ...(forbidden === undefined ? {} : { forbidden }) };
}

/** Options of {@link staffAccess}. */
export interface StaffAccessOptions {
  /** One of these modules is needed. */
  modules: readonly number[];
  /** The 403's detail. */
  forbidden: string;
  /** Staff kinds let in (default: authority, EV and DCF, each limited to their entities). */
  actors?: readonly Actor[];
  /** Default `caller-entities`; `authority-wide` lets in authority staff only. */
  scope?: ObjectScope;
}

/** A staff route: staff holding one of `modules`; entity staff see only their entities' objects. */
export function staffAccess(options: StaffAccessOptions): RoutePolicy {
  const scope = options.scope ?? 'caller-entities';
  const actors = scope === 'authority-wide' ? ['authority' as const] : (options.actors ?? STAFF_ACTORS);
  return { actors, modules: options.modules, forbidden: options.forbidden, scope };
}

/** The 403 of a signed-in caller a route does not let in. */
export function accessForbidden(detail: string = SERVER_TEXTS.accessForbidden): ApiError {
  return new ApiError(403, { status_code: 403, detail });
}

/** The positions that make staff a supervised entity's (names of the positions catalog). */
export const DCF_POSITION = 'Defensor del consumidor financiero';
export const EV_POSITION = 'Funcionario de entidad vigilada';

/**
 * The side of the EV/DCF line an entity's user stands on: the position they see and assign
 * (a DCF user the defender's, anyone else tied to an entity the EV's).
 */
export function entitySide(user: AuthUser): string {
  return user.positionName === DCF_POSITION ? DCF_POSITION : EV_POSITION;
}

/** The actor kind of `user`, given their entity scope (`null`: tied to no entity). */
export function actorOf(user: AuthUser, entityIds: number[] | null): Actor {
  if (user.isEntityClient) return 'entity-client';
  if (!user.isStaff) return 'consumer';
  if (entityIds === null) return 'authority';
  return user.positionName === DCF_POSITION ? 'dcf' : 'ev';
}

/** The caller's access: actor kind and entity scope (read through the per-node caller cache). */
export async function callerAccess(app: FastifyInstance, user: AuthUser): Promise<CallerAccess> {
  const entityIds =
    user.isStaff || user.isEntityClient
      ? await app.callers.entityScope(user.id, () => callerEntityIds(app.db, user))
      : [];
  const actor = actorOf(user, entityIds);
  return { user, actor, entityIds: actor === 'consumer' ? [] : entityIds };
}

/** Whether `access` passes `policy`'s actor and module checks. */
export function letIn(policy: RoutePolicy, access: CallerAccess): boolean {
  if (policy.actors === 'anyone') return true;
  if (!policy.actors.includes(access.actor)) return false;
  if (policy.modules && STAFF_ACTORS.includes(access.actor)) {
    return access.user.moduleIds.some((id) => policy.modules!.includes(id));
  }
  return true;
}

/** The guard of a signed-in route (after `app.authenticate`): the policy's checks, then `request.access`. */
function policyGuard(app: FastifyInstance, policy: RoutePolicy) {
  return async function accessPolicy(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (!user) throw accessForbidden(policy.forbidden);
    const access = await callerAccess(app, user);
    if (!letIn(policy, access)) throw accessForbidden(policy.forbidden);
    request.access = access;
  };
}

/** A route as the policy test and docs/security.md list it. */
export interface PolicyRow {
  method: string;
  url: string;
  access: RoutePolicy | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared policy (`undefined`: none declared, a test fails). */
    routePolicies: PolicyRow[];
  }
}

/**
 * Enforces each route's declared `config.access` in one place: a route for signed-in actors gets
 * `app.authenticate` and the policy guard before its own `preValidation` hooks (so a caller who
 * is not let in learns nothing from validation), with the caller's scope in `request.access`.
 * Handlers and domain lookups take that scope; they never decide who may call.
 */
export function installAccessPolicy(app: FastifyInstance): void {
  app.decorate('routePolicies', [] as PolicyRow[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routePolicies.push({ method, url: route.url, access });
    }
    if (!access || access.actors === 'anyone') return;
    const own = [route.preValidation ?? []].flat().filter((hook) => hook !== app.authenticate);
    route.preValidation = [app.authenticate, policyGuard(app, access), ...own];
    route.config = { ...route.config, requiresAuth: true };
  });
}

/** The caller's access set by the policy guard (a programming error on a route without one). */
export function accessOf(request: FastifyRequest): CallerAccess {
  if (!request.access) throw new Error('this route declares no signed-in access policy');
  return request.access;
}
