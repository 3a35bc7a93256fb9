import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '@sfc/core';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { STAFF_ACTORS, type Actor, type RoutePolicy } from '../src/access/route-policy.js';
import { DEMO_ACCOUNTS, seedDemoCommand } from '../src/cli/commands.js';
import { STAFF_DEMO_ACCOUNTS } from '../src/domain/staff-admin/seed-staff-demo.js';
import { insertUser, type EntityRef } from '../src/db/repositories/users.js';
import { listComplaintFiles } from '../src/domain/complaints/repository.js';
import { companyId } from '../src/routes/alerts/alerts-test-kit.js';
import { newEmail } from '../src/routes/auth/sign-in-test-kit.js';
import {
  PDF,
  complaintForm,
  consumer,
  filedComplaint,
  type TestAccount,
} from '../src/routes/complaints/complaint-test-kit.js';
import { tusRequest, tusUpload } from '../src/domain/uploads/upload-test-kit.js';
import { entityClient, type EntityClient } from '../src/routes/entity-api/entity-test-kit.js';
import { LocalStorage } from '../src/services/storage/local-storage.js';
import { describeOnPostgres, type DriverContext } from './harness.js';

/**
 * The authorization policy over the server's real route table (docs/security.md): every route
 * declares who may call it; each kind of caller gets past a route exactly when its policy says;
 * another entity's or consumer's object answers exactly like one that does not exist; and the
 * holes an attacker found stay closed.
 */

/** Entity A (the demo EV's and DCF's) and entity B (nobody's of the demo). */
const ENTITY_A: EntityRef = { tipo_entidad: 1, entidad_cod: '7' }; // Bancolombia
const ENTITY_B: EntityRef = { tipo_entidad: 1, entidad_cod: '1' }; // Banco de Bogotá

/** The callers of the matrix: who they are to the policy, and how they sign. */
type Role =
  | 'consumer'
  | 'otherConsumer'
  | 'evA'
  | 'evB'
  | 'dcfA'
  | 'dcfB'
  | 'analyst'
  | 'jurisdictional'
  | 'admin'
  | 'entityA';

const ROLE_ACTOR: Record<Role, Actor> = {
  consumer: 'consumer',
  otherConsumer: 'consumer',
  evA: 'ev',
  evB: 'ev',
  dcfA: 'dcf',
  dcfB: 'dcf',
  analyst: 'authority',
  jurisdictional: 'authority',
  admin: 'authority',
  entityA: 'entity-client',
};

interface Caller {
  account: TestAccount;
  modules: number[];
  /** The entity API account's own signing key (portal callers sign with the portal's). */
  secret?: string;
}

/** A path's parameters filled with an id no object has. */
function withMissingIds(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '999999999').replace(/\*$/, 'x');
}

/** Whether the policy lets `role` (holding `modules`) in, read off the declaration. */
function letsIn(policy: RoutePolicy, role: Role, modules: number[]): boolean {
  if (policy.actors === 'anyone') return true;
  const actor = ROLE_ACTOR[role];
  if (!policy.actors.includes(actor)) return false;
  if (policy.modules && STAFF_ACTORS.includes(actor)) return modules.some((m) => policy.modules!.includes(m));
  return true;
}

async function positionId(ctx: DriverContext, name: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM positions WHERE name = $1', [name]);
  return Number(rows[0]!.id);
}

async function roleModules(ctx: DriverContext, role: string): Promise<number[]> {
  const { rows } = await ctx.db.query<{ module_id: number }>(
    'SELECT gm.module_id FROM group_modules gm JOIN groups g ON g.id = gm.group_id WHERE g.name = $1',
    [role],
  );
  return rows.map((r) => Number(r.module_id));
}

/** A staff account with the demo role `role` (its modules), `position`, tied to `entity`. */
async function staffAccount(
  ctx: DriverContext,
  role: string,
  position: string,
  entity?: EntityRef,
): Promise<Caller> {
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM groups WHERE name = $1', [role]);
  const email = newEmail('personal');
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash: null,
      isVerified: true,
      entity,
      person: { firstName: 'Ana', firstLastName: 'Gómez' },
      groupIds: [Number(rows[0]!.id)],
    }),
  );
  await ctx.db.query('UPDATE persons SET position_id = $2 WHERE user_id = $1', [
    id,
    await positionId(ctx, position),
  ]);
  if (entity)
    await ctx.db.query('INSERT INTO user_entities (user_id, entity_id) VALUES ($1, $2)', [
      id,
      await companyId(ctx, entity),
    ]);
  return {
    account: { id, email, token: (await ctx.app.tokens.issuePair(id)).access },
    modules: await roleModules(ctx, role),
  };
}

/** A demo login as a caller of the matrix. */
async function demoAccount(ctx: DriverContext, email: string, role: string | null): Promise<Caller> {
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  const id = Number(rows[0]!.id);
  return {
    account: { id, email, token: (await ctx.app.tokens.issuePair(id)).access },
    modules: role === null ? [] : await roleModules(ctx, role),
  };
}

describeOnPostgres('Access policy over the real route table', (ctx) => {
  const callers = {} as Record<Role, Caller>;
  let client: EntityClient;
  /** Objects of entity A (the consumer's) and of entity B (the other consumer's). */
  const objects = {} as {
    complaintA: { id: number; code: string; fileId: number };
    complaintB: { id: number; code: string; fileId: number };
    recommendationA: number;
    annualReportA: number;
  };

  const send = (role: Role | null, method: string, url: string, body?: unknown) => {
    const caller = role === null ? null : callers[role];
    return ctx.request({
      method: method as 'GET',
      url,
      body,
      token: caller?.account.token,
      ...(caller?.secret ? { secret: caller.secret } : {}),
    });
  };

  beforeAll(async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    await seedDemoCommand(ctx.db, { storage, dashboards: false });
    const demo = (email: string) => STAFF_DEMO_ACCOUNTS.find((a) => a.email === email)!;
    callers.consumer = await demoAccount(ctx, DEMO_ACCOUNTS.consumer.email, null);
    callers.otherConsumer = { account: await consumer(ctx), modules: [] };
    callers.admin = await demoAccount(ctx, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.role);
    for (const [role, email] of [
      ['analyst', 'analista@demo.sfc.local'],
      ['jurisdictional', 'jurisdiccional@demo.sfc.local'],
      ['evA', 'ev@demo.sfc.local'],
      ['dcfA', 'dcf@demo.sfc.local'],
    ] as const) {
      callers[role] = await demoAccount(ctx, email, demo(email).role);
    }
    callers.evB = await staffAccount(ctx, 'Entidad vigilada', 'Funcionario de entidad vigilada', ENTITY_B);
    callers.dcfB = await staffAccount(
      ctx,
      'Defensor del consumidor financiero',
      'Defensor del consumidor financiero',
      ENTITY_B,
    );
    client = await entityClient(ctx, ENTITY_A);
    callers.entityA = {
      account: { id: client.userId, email: client.username, token: client.access },
      modules: [],
      secret: client.signingSecret,
    };

    const filed = async (account: TestAccount, entity: EntityRef) => {
      const body = await filedComplaint(
        ctx,
        account,
        complaintForm({
          entidad_cod: entity.entidad_cod,
          texto_queja: `Cobro no autorizado ${randomBytes(3).toString('hex')}`,
        }),
      );
      const [file] = await listComplaintFiles(ctx.db, body.id);
      return { id: body.id, code: body.codigo_queja, fileId: file!.id };
    };
    objects.complaintA = await filed(callers.consumer.account, ENTITY_A);
    objects.complaintB = await filed(callers.otherConsumer.account, ENTITY_B);
    // The demo's issued recommendation to entity A, and the demo defender's annual report.
    const entityA = await companyId(ctx, ENTITY_A);
    const rec = await ctx.db.query<{ id: number }>(
      `SELECT r.id FROM recommendations r JOIN recommendation_entities e ON e.recommendation_id = r.id
        WHERE e.entity_id = $1 AND r.state = 'issued' ORDER BY r.id LIMIT 1`,
      [entityA],
    );
    objects.recommendationA = Number(rec.rows[0]?.id ?? 0);
    const report = await ctx.db.query<{ id: number }>(
      'SELECT id FROM annual_reports WHERE dcf_user_id = $1 ORDER BY id LIMIT 1',
      [callers.dcfA.account.id],
    );
    objects.annualReportA = Number(report.rows[0]?.id ?? 0);
  });

  it('every route of the server states who may call it and how its objects are scoped', () => {
    const missing = ctx.app.routePolicies.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without a declared access policy').toEqual([]);
    for (const { method, url, access } of ctx.app.routePolicies) {
      const where = `${method} ${url}`;
      if (access!.actors === 'anyone') continue;
      expect(access!.actors.length, where).toBeGreaterThan(0);
      // The authority's own resources (catalogs, roles, directions, rates…) are for its staff only.
      if (access!.scope === 'authority-wide') expect(access!.actors, where).toEqual(['authority']);
      // The entity API is for the entity's API account only; nobody else is let into it.
      if (/^\/api\/(storage\/|complaint\/ack|usuarios\/|defensor\/)/.test(url))
        expect(access!.actors, where).toEqual(['entity-client']);
    }
  });

  it('each kind of caller gets past a route exactly when its policy lets it in, and nobody gets a 5xx', async () => {
    const roles = Object.keys(ROLE_ACTOR) as Role[];
    const wrong: string[] = [];
    for (const { method, url, access } of ctx.app.routePolicies) {
      if (!access || access.actors === 'anyone' || !url.startsWith('/api/')) continue;
      // Signing out would end the caller's session for the rest of the matrix (it has its own tests).
      if (url === '/api/logout/') continue;
      const target = withMissingIds(url);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await send(null, method, target, body);
      if (anonymous.statusCode !== 400 || anonymous.json().message !== API_ERROR_TEXTS.missingHeader)
        wrong.push(`anonymous ${method} ${url}: ${anonymous.statusCode} ${anonymous.body.slice(0, 120)}`);
      for (const role of roles) {
        const res = await send(role, method, target, body);
        const allowed = letsIn(access, role, callers[role].modules);
        const refused =
          res.statusCode === 401 ||
          (res.statusCode === 403 &&
            res.json().detail === (access.forbidden ?? SERVER_TEXTS.accessForbidden));
        if (res.statusCode >= 500 || allowed === refused)
          wrong.push(
            `${role} ${method} ${url}: ${res.statusCode} (${allowed ? 'let in' : 'kept out'}) ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  /** Asserts that `url` answers `role` for another's object exactly as for an id no object has. */
  async function sameAsMissing(role: Role, url: string, missingUrl: string): Promise<LightMyRequestResponse> {
    const theirs = await send(role, 'GET', url);
    const missing = await send(role, 'GET', missingUrl);
    expect([theirs.statusCode, theirs.json()], `${role} GET ${url}`).toEqual([
      missing.statusCode,
      missing.json(),
    ]);
    expect(theirs.statusCode, `${role} GET ${url}`).toBe(404);
    return theirs;
  }

  it("EV and DCF users read and change only their entities' complaints and files; another's answers like one that does not exist", async () => {
    const { complaintA: a, complaintB: b } = objects;
    const cases = (c: { id: number; code: string; fileId: number }) => [
      `/api/complaint_detail/${c.id}/`,
      `/api/complaint_monitoring/${c.id}/`,
      `/api/complaint_historical/${c.code}/`,
      `/api/storage-consult/detail/?id_storage=${c.fileId}`,
      `/api/storage-consult/url/?id_storage=${c.fileId}`,
    ];
    const missing = { id: 999_999_999, code: '17999999999', fileId: 999_999_999 };
    for (const role of ['evA', 'dcfA', 'evB'] as const) {
      // Entity A's complaint is the EV's and DCF's of A, entity B's the EV's of B.
      const [own, theirs] = role === 'evB' ? [b, a] : [a, b];
      let reached = 0;
      for (const [i, url] of cases(theirs).entries()) {
        const mine = await send(role, 'GET', cases(own)[i]!);
        if (mine.statusCode === 200) {
          reached++;
          await sameAsMissing(role, url, cases(missing)[i]!);
        } else {
          // A screen the role's modules do not open: refused alike, whoever's the complaint.
          const [x, y] = [await send(role, 'GET', url), await send(role, 'GET', cases(missing)[i]!)];
          expect([x.statusCode, x.json()], `${role} GET ${url}`).toEqual([y.statusCode, y.json()]);
          expect(x.statusCode, `${role} GET ${url}`).toBe(403);
        }
      }
      // At least the detail and both file routes are theirs to use.
      expect(reached, role).toBeGreaterThanOrEqual(3);
    }
    // Changing another entity's complaint is refused exactly like changing one that does not exist.
    for (const role of ['evA', 'dcfA'] as const) {
      const [theirs, missingOne] = [
        await send(role, 'PATCH', `/api/complaint_management/${b.id}/`, { is_active: true }),
        await send(role, 'PATCH', '/api/complaint_management/999999999/', { is_active: true }),
      ];
      expect([theirs.statusCode, theirs.json()], role).toEqual([missingOne.statusCode, missingOne.json()]);
      expect(theirs.statusCode, role).toBe(404);
      const own = await send(role, 'PATCH', `/api/complaint_management/${a.id}/`, { is_active: true });
      expect(own.statusCode, `${role}: ${own.body}`).toBe(200);
    }
    // The consumer data of the detail never reaches another entity.
    const detail = await send('evA', 'GET', `/api/complaint_detail/${a.id}/`);
    expect(detail.json().codigo_queja).toBe(a.code);
    // A consumer reads their own complaint and file, not another consumer's.
    expect((await send('consumer', 'GET', `/api/complaint_detail/${a.id}/`)).statusCode).toBe(200);
    await sameAsMissing('consumer', `/api/complaint_detail/${b.id}/`, `/api/complaint_detail/999999999/`);
    await sameAsMissing('consumer', `/api/queja/${b.code}/`, '/api/queja/17999999999/');
    await sameAsMissing(
      'consumer',
      `/api/storage-consult/url/?id_storage=${b.fileId}`,
      '/api/storage-consult/url/?id_storage=999999999',
    );
    // Authority staff with a complaints module read both entities.
    for (const c of [a, b])
      expect((await send('analyst', 'GET', `/api/complaint_detail/${c.id}/`)).statusCode).toBe(200);
  });

  it("case workspace: another entity's case, timeline and requerimientos, another consumer's requests, answer like ones that do not exist", async () => {
    const { complaintA: a, complaintB: b } = objects;
    for (const role of ['evA', 'dcfA', 'evB'] as const) {
      const [own, theirs] = role === 'evB' ? [b, a] : [a, b];
      for (const path of ['', 'timeline/']) {
        const mine = await send(role, 'GET', `/api/case_work/complaints/${own.id}/${path}`);
        expect(mine.statusCode, `${role} ${path}: ${mine.body.slice(0, 200)}`).toBe(200);
        await sameAsMissing(
          role,
          `/api/case_work/complaints/${theirs.id}/${path}`,
          `/api/case_work/complaints/999999999/${path}`,
        );
      }
    }
    // The authority asks entity A; entity B's EV user cannot answer it, as if it did not exist.
    const asked = await send('analyst', 'POST', `/api/case_work/complaints/${a.id}/entity_requests/`, {
      text: 'Envíe el soporte del cobro.',
      term_days: 3,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().entity_requests.at(-1).id as number;
    const [theirs, missing] = [
      await send('evB', 'POST', `/api/case_work/entity_requests/${requestId}/answer/`, { text: 'No' }),
      await send('evB', 'POST', '/api/case_work/entity_requests/999999999/answer/', { text: 'No' }),
    ];
    expect([theirs.statusCode, theirs.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(theirs.statusCode).toBe(404);
    // Entity A's API account reads its complaint's requerimientos; entity B's complaint is a 404.
    const listed = await send('entityA', 'GET', `/api/queja/${a.code}/requerimientos/`);
    expect(listed.json().results.map((r: { id: number }) => r.id)).toContain(requestId);
    await sameAsMissing(
      'entityA',
      `/api/queja/${b.code}/requerimientos/`,
      '/api/queja/17999999999/requerimientos/',
    );
    // A consumer reads the requests for information of their own complaint only.
    expect((await send('consumer', 'GET', `/api/complaint_detail/${a.id}/requests/`)).statusCode).toBe(200);
    await sameAsMissing(
      'consumer',
      `/api/complaint_detail/${b.id}/requests/`,
      '/api/complaint_detail/999999999/requests/',
    );
  });

  it("accounts: everyone reads their own; EV and DCF users never read consumers', the authority's or the other side's", async () => {
    const id = (role: Role) => callers[role].account.id;
    for (const role of ['evA', 'dcfA', 'evB', 'consumer', 'analyst'] as const) {
      const own = await send(role, 'GET', `/api/user/${id(role)}/`);
      expect(own.statusCode, `${role} own account`).toBe(200);
    }
    for (const [role, other] of [
      ['evA', 'consumer'],
      ['evA', 'admin'],
      ['evA', 'evB'],
      ['evA', 'dcfA'],
      ['dcfA', 'evA'],
      ['consumer', 'otherConsumer'],
      ['analyst', 'admin'],
    ] as const) {
      await sameAsMissing(role, `/api/user/${id(other)}/`, '/api/user/999999999/');
    }
    // The administrator reads staff; an analyst with «Consumidores financieros», consumers.
    expect((await send('admin', 'GET', `/api/user/${id('evA')}/`)).statusCode).toBe(200);
    expect((await send('analyst', 'GET', `/api/user/${id('consumer')}/`)).statusCode).toBe(200);
    // The users module: the other entity's EV user, and the DCF of the EV's own entity, do not exist for it.
    await sameAsMissing('evA', `/api/usersmanagement/${id('evB')}/`, '/api/usersmanagement/999999999/');
    await sameAsMissing('evA', `/api/usersmanagement/${id('dcfA')}/`, '/api/usersmanagement/999999999/');
    const list = await send('evA', 'GET', '/api/usersmanagement/?page_size=100');
    expect(list.statusCode).toBe(200);
    const listed = (list.json().results as { id: number }[]).map((u) => u.id);
    expect(listed).toContain(id('evA'));
    expect(listed).not.toContain(id('dcfA'));
    expect(listed).not.toContain(id('evB'));
    // What the EV may give a new account: only its own side's position (the demo DCF has no «Usuarios»).
    const offer = await send('evA', 'GET', '/api/usersmanagement/assignable/');
    expect(offer.statusCode, offer.body).toBe(200);
    expect((offer.json().positions as { name: string }[]).map((p) => p.name)).toEqual([
      'Funcionario de entidad vigilada',
    ]);
    expect((await send('dcfA', 'GET', '/api/usersmanagement/assignable/')).statusCode).toBe(403);
  });

  it("recommendations and annual reports of another entity's defender answer like ones that do not exist", async () => {
    expect(objects.recommendationA).toBeGreaterThan(0);
    expect(objects.annualReportA).toBeGreaterThan(0);
    await sameAsMissing(
      'evB',
      `/api/dcf/recommendations/${objects.recommendationA}/`,
      '/api/dcf/recommendations/999999999/',
    );
    await sameAsMissing(
      'dcfB',
      `/api/dcf/annual_report/detail/?id=${objects.annualReportA}`,
      '/api/dcf/annual_report/detail/?id=999999999',
    );
    expect(
      (await send('dcfA', 'GET', `/api/dcf/annual_report/detail/?id=${objects.annualReportA}`)).statusCode,
    ).toBe(200);
  });

  it("drafts are their author's only: another user's draft answers like one that does not exist", async () => {
    for (const [author, other] of [
      ['consumer', 'otherConsumer'],
      ['dcfA', 'dcfB'],
      ['dcfA', 'admin'],
      ['evA', 'consumer'],
    ] as const) {
      const saved = await send(author, 'PUT', '/api/drafts/', {
        form: 'matrix',
        payload: { text: 'Borrador' },
      });
      expect(saved.statusCode, `${author}: ${saved.body}`).toBe(200);
      const url = `/api/drafts/${saved.json().id}/`;
      await sameAsMissing(other, url, '/api/drafts/999999999/');
      const [x, y] = [
        await send(other, 'DELETE', url),
        await send(other, 'DELETE', '/api/drafts/999999999/'),
      ];
      expect([x.statusCode, x.json()], `${other} DELETE ${url}`).toEqual([404, y.json()]);
      expect((await send(author, 'GET', url)).statusCode).toBe(200);
      expect((await send(author, 'DELETE', url)).statusCode).toBe(200);
    }
    // The entity's API account has no drafts.
    expect((await send('entityA', 'GET', '/api/drafts/?form=matrix')).statusCode).toBe(403);
  });

  it("resumable uploads are their uploader's only: another user's answers like one that does not exist", async () => {
    for (const [owner, other] of [
      ['consumer', 'otherConsumer'],
      ['evA', 'evB'],
      ['analyst', 'consumer'],
    ] as const) {
      const id = await tusUpload(ctx.app, callers[owner].account.token, 'soporte.pdf', PDF);
      for (const method of ['HEAD', 'DELETE'] as const) {
        const token = callers[other].account.token;
        const theirs = await tusRequest(ctx.app, { method, url: `/api/uploads/${id}`, token });
        const missing = await tusRequest(ctx.app, { method, url: `/api/uploads/${'0'.repeat(32)}`, token });
        expect([theirs.statusCode, theirs.body], `${other} ${method}`).toEqual([404, missing.body]);
      }
      const own = await tusRequest(ctx.app, {
        method: 'HEAD',
        url: `/api/uploads/${id}`,
        token: callers[owner].account.token,
      });
      expect(own.statusCode).toBe(200);
    }
    // The entity's API account keeps its multipart contract: no resumable uploads.
    const entity = await send('entityA', 'POST', '/api/uploads/', {});
    expect(entity.statusCode).toBe(403);
  });

  it("the defender's casework: another entity's defender or staff, and another consumer, find no case", async () => {
    const escalated = await send('consumer', 'POST', '/api/quejaescalamiento/', {
      id: objects.complaintA.id,
      argumento_escalamiento: 'Sin respuesta de la entidad.',
    });
    expect(escalated.statusCode, escalated.body).toBe(200);
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM defender_cases WHERE complaint_id = $1',
      [objects.complaintA.id],
    );
    const caseId = Number(rows[0]!.id);
    expect((await send('dcfA', 'GET', `/api/dcf/cases/${caseId}/`)).statusCode).toBe(200);
    for (const role of ['dcfB', 'evB'] as const)
      await sameAsMissing(role, `/api/dcf/cases/${caseId}/`, '/api/dcf/cases/999999999/');
    await sameAsMissing(
      'otherConsumer',
      `/api/defender/complaints/${objects.complaintA.id}/`,
      '/api/defender/complaints/999999999/',
    );
    expect(
      (await send('consumer', 'GET', `/api/defender/complaints/${objects.complaintA.id}/`)).statusCode,
    ).toBe(200);
  });

  it('an EV user neither rewrites the catalogs nor raises its own access', async () => {
    const codes = await send('evA', 'POST', '/api/catalog/unknown_codes/', {
      kind: 'reason',
      code: 990,
      name: '=HYPERLINK("http://x.example")',
    });
    expect(codes.statusCode).toBe(403);
    const evId = callers.evA.account.id;
    const dcf = await positionId(ctx, 'Defensor del consumidor financiero');
    const raise = await send('evA', 'PATCH', `/api/usersmanagement/${evId}/`, { position: dcf });
    expect(raise.statusCode, raise.body).toBe(403);
    expect(raise.json().detail).toBe(STAFF_ADMIN_TEXTS.selfAssignment);
    const { rows } = await ctx.db.query<{ position_id: number }>(
      'SELECT position_id FROM persons WHERE user_id = $1',
      [evId],
    );
    expect(Number(rows[0]!.position_id)).not.toBe(dcf);
    // Its own name it may still change.
    const rename = await send('evA', 'PATCH', `/api/usersmanagement/${evId}/`, { second_name: 'María' });
    expect(rename.statusCode, rename.body).toBe(200);
    // Nor does it create a defender: the EV/DCF line is not crossed.
    const create = await send('evA', 'POST', '/api/usersmanagement/', {
      first_name: 'Pedro',
      first_last_name: 'Páez',
      identification_type: '1',
      identification_number: '80123456',
      email: newEmail('defensor'),
      position: dcf,
      groups: [
        (await ctx.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Entidad vigilada'")).rows[0]!
          .id,
      ],
      entities: [await companyId(ctx, ENTITY_A)],
    });
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json().message.position).toContain(
      STAFF_ADMIN_TEXTS.positionOtherSide('Funcionario de entidad vigilada'),
    );
  });

  it('the public statistics are open data: every caller, and anyone without a session or a signature, reads the same', async () => {
    const routes = ctx.app.routePolicies.filter((r) => r.url.startsWith('/api/public-statistics/'));
    expect(routes.map((r) => r.url).sort()).toEqual(
      ['', 'dictionary/', 'download/', 'filters/', 'licence/'].map((p) => `/api/public-statistics/${p}`),
    );
    for (const { method, url, access } of routes) {
      expect(access, `${method} ${url}`).toEqual({ actors: 'anyone', scope: 'public' });
      const anonymous = await ctx.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `anonymous ${url}`).toBe(200);
      for (const role of Object.keys(ROLE_ACTOR) as Role[]) {
        const res = await send(role, method, url);
        expect([res.statusCode, res.body], `${role} ${url}`).toEqual([200, anonymous.body]);
      }
    }
  });

  it("staff never act as the entity's API account, whatever key they sign with", async () => {
    for (const role of ['dcfA', 'evA', 'admin'] as const) {
      for (const [method, url, body] of [
        ['POST', '/api/complaint/ack', { codigo_queja: objects.complaintA.code }],
        ['GET', '/api/storage/', undefined],
        ['GET', '/api/usuarios/info/', undefined],
        ['POST', '/api/queja/', { codigo_queja: '17123' }],
      ] as const) {
        const res = await send(role, method, url, body);
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(403);
      }
    }
    // The entity's own API account still works.
    const info = await send('entityA', 'GET', '/api/usuarios/info/');
    expect(info.statusCode, info.body).toBe(200);
  });
});
