import { API_ERROR_TEXTS, AUTH_MESSAGES, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { extractCode, readOutbox } from '../../services/mail/index.js';
import { hashPassword } from '../../services/password/index.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId } from '../alerts/alerts-test-kit.js';
import { GOOD_PASSWORD, captchaAnswer, newEmail, outboxDir } from '../auth/sign-in-test-kit.js';
import {
  as,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  expectOnlyModuleHolders,
  longText,
  makeActors,
  type Actors,
} from './staff-admin-test-kit.js';

const MODULE = 'Usuarios';

describeOnPostgres('staff users administration (module 1)', (ctx) => {
  let actors: Actors;
  let analystPosition: number;
  let dcfPosition: number;
  let evPosition: number;
  let direction: number;
  let analystRole: number;
  let bancolombia: number;
  let davivienda: number;

  beforeAll(async () => {
    actors = await makeActors(ctx);
    const positions = await ctx.db.query<{ id: number; name: string }>('SELECT id, name FROM positions');
    const position = (name: string) => Number(positions.rows.find((p) => p.name === name)!.id);
    analystPosition = position('Analista');
    dcfPosition = position('Defensor del consumidor financiero');
    evPosition = position('Funcionario de entidad vigilada');
    direction = Number(
      (await ctx.db.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1')).rows[0]!.id,
    );
    analystRole = Number(
      (
        await ctx.db.query<{ id: number }>(
          "INSERT INTO groups (name) VALUES ('Analista de quejas (prueba)') RETURNING id",
        )
      ).rows[0]!.id,
    );
    await ctx.db.query('INSERT INTO group_modules (group_id, module_id) VALUES ($1, 9), ($1, 10)', [
      analystRole,
    ]);
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
  });

  const newStaff = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'María José',
    second_name: 'Ñusta',
    first_last_name: 'Peña',
    second_last_name: 'Álvarez',
    identification_type: '1',
    identification_number: '1020304050',
    email: newEmail('funcionaria'),
    phone: '3001234567',
    position: analystPosition,
    direction,
    groups: [analystRole],
    ...overrides,
  });

  describe('create with an invitation', () => {
    it('creates the staff user, mails a set-password code that works with the recovery flow', async () => {
      const body = newStaff();
      const res = await as(ctx, actors.admin, { method: 'POST', url: '/api/usersmanagement/', body });
      expect(res.statusCode, res.body).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({
        email: body.email,
        username: body.email,
        is_active: true,
        is_staff: true,
        full_name: 'María José Ñusta Peña Álvarez',
        position: { id: analystPosition, name: 'Analista' },
        direction: { id: direction },
        groups: [{ id: analystRole, name: 'Analista de quejas (prueba)', is_active: true }],
        entities: [],
        password_set: false,
      });
      const mails = await readOutbox(outboxDir(ctx), body.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.content).toContain('recovery/restore');
      // Days to act on it, not the 10 minutes of a code the person asked for at the screen.
      expect(mails[0]!.content).toContain('El código vence en 72 horas.');
      const life = await ctx.db.query<{ hours: number }>(
        `SELECT extract(epoch FROM expires_at - created_at)::int / 3600 AS hours
           FROM one_time_codes WHERE user_id = $1 AND purpose = 'password_reset'`,
        [user.id],
      );
      expect(life.rows).toEqual([{ hours: 72 }]);
      const code = extractCode(mails[0]!.content);
      expect(code).toMatch(/^\d{6}$/);
      const change = await ctx.request({
        method: 'POST',
        url: '/api/password/change/',
        body: { email: body.email, code, password: GOOD_PASSWORD },
      });
      expect(change.statusCode, change.body).toBe(200);
      const prelogin = await ctx.request({
        method: 'POST',
        url: '/api/preloginuser/',
        body: { username: body.email, password: GOOD_PASSWORD, captcha: await captchaAnswer(ctx) },
      });
      expect(prelogin.statusCode, prelogin.body).toBe(200);
      const read = await as(ctx, actors.admin, { url: `/api/usersmanagement/${user.id}/` });
      expect(read.json()).toMatchObject({ id: user.id, password_set: true });
    });

    it('refuses bad input with Spanish field messages, never a 500', async () => {
      const cases: [Record<string, unknown>, string, string | undefined][] = [
        [{ first_name: '' }, 'first_name', SERVER_TEXTS.fieldBlank],
        [{ first_name: '   ' }, 'first_name', SERVER_TEXTS.fieldBlank],
        [{ first_name: longText(10_000) }, 'first_name', SERVER_TEXTS.fieldMaxLength(50)],
        [{ first_name: 42 }, 'first_name', STAFF_ADMIN_TEXTS.nameInvalid],
        [{ first_name: { nombre: 'Ana' } }, 'first_name', SERVER_TEXTS.fieldNotString],
        [{ first_last_name: 'Peña<script>' }, 'first_last_name', STAFF_ADMIN_TEXTS.nameInvalid],
        [{ email: 'no-es-correo' }, 'email', AUTH_MESSAGES.emailInvalid],
        [{ email: actors.admin.email.toUpperCase() }, 'email', STAFF_ADMIN_TEXTS.emailTaken],
        [{ phone: '300-abc' }, 'phone', AUTH_MESSAGES.phoneInvalid],
        [{ identification_number: '12' }, 'identification_number', undefined],
        [{ identification_type: '99' }, 'identification_type', SERVER_TEXTS.fieldInvalidChoice('99')],
        [{ position: 'jefe' }, 'position', SERVER_TEXTS.fieldNotInteger],
        [{ position: 99_999_999_999 }, 'position', SERVER_TEXTS.fieldMaximum(2_147_483_647)],
        [{ position: 999_999 }, 'position', STAFF_ADMIN_TEXTS.positionNotFound('999999')],
        [{ direction: 999_999 }, 'direction', STAFF_ADMIN_TEXTS.directionNotFound('999999')],
        [{ groups: [] }, 'groups', SERVER_TEXTS.fieldMinItems(1)],
        [{ groups: [999_999] }, 'groups', STAFF_ADMIN_TEXTS.roleNotFound('999999')],
        [{ groups: 'todos' }, 'groups.0', SERVER_TEXTS.fieldNotInteger],
        [{ entities: [bancolombia] }, 'entities', STAFF_ADMIN_TEXTS.entitiesNotAllowed],
        [{ position: dcfPosition, entities: [] }, 'entities', STAFF_ADMIN_TEXTS.entitiesRequired],
        [
          { position: evPosition, entities: [bancolombia, davivienda] },
          'entities',
          STAFF_ADMIN_TEXTS.entitySingle,
        ],
        [
          { position: evPosition, entities: [999_999] },
          'entities',
          STAFF_ADMIN_TEXTS.entityNotFound('999999'),
        ],
        [{ rol: 'admin' }, 'rol', SERVER_TEXTS.fieldUnknown],
      ];
      for (const [overrides, field, message] of cases) {
        const res = await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/usersmanagement/',
          body: newStaff(overrides),
        });
        expectFieldError(res, field, message);
      }
      const missing = await as(ctx, actors.admin, { method: 'POST', url: '/api/usersmanagement/', body: {} });
      expectFieldError(missing, 'email', API_ERROR_TEXTS.fieldRequired);
      expectFieldError(missing, 'groups', API_ERROR_TEXTS.fieldRequired);
    });

    it('never grants a role whose modules the caller does not hold', async () => {
      const res = await as(ctx, actors.evOwn, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff({ position: evPosition, entities: [bancolombia] }),
      });
      expectFieldError(res, 'groups', STAFF_ADMIN_TEXTS.roleNotGrantable('Analista de quejas (prueba)'));
    });

    it('offers only the positions and roles the save accepts from the caller', async () => {
      type Offer = { positions: { id: number; name: string }[]; groups: { id: number; name: string }[] };
      const offer = async (actor: typeof actors.admin): Promise<Offer> => {
        const res = await as(ctx, actor, { url: '/api/usersmanagement/assignable/' });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const ev = await offer(actors.evOwn);
      // Neither a role with modules the EV lacks, nor a position of the authority or the DCF side.
      expect(ev.positions).toEqual([{ id: evPosition, name: 'Funcionario de entidad vigilada' }]);
      expect(ev.groups.map((g) => g.id)).not.toContain(analystRole);
      expect(ev.groups.length).toBeGreaterThan(0);
      const made = await as(ctx, actors.evOwn, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff({ position: evPosition, entities: [bancolombia], groups: ev.groups.map((g) => g.id) }),
      });
      expect(made.statusCode, made.body).toBe(201);
      const admin = await offer(actors.admin);
      expect(admin.groups.map((g) => g.id)).toContain(analystRole);
      expect(admin.positions.map((p) => p.id)).toEqual(
        expect.arrayContaining([analystPosition, dcfPosition, evPosition]),
      );
      expect(
        (await as(ctx, actors.staffWithout, { url: '/api/usersmanagement/assignable/' })).statusCode,
      ).toBe(403);
    });

    it('lets an EV user create users of their own entity only', async () => {
      const own = await as(ctx, actors.evOwn, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff({ position: evPosition, entities: [bancolombia], groups: [] }),
      });
      expectFieldError(own, 'groups', SERVER_TEXTS.fieldMinItems(1));
      const other = await as(ctx, actors.evOwn, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff({ position: evPosition, entities: [davivienda] }),
      });
      expectFieldError(other, 'entities', STAFF_ADMIN_TEXTS.entityNotFound(String(davivienda)));
      const staff = await as(ctx, actors.evOwn, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff(),
      });
      expectFieldError(staff, 'entities', STAFF_ADMIN_TEXTS.entitiesRequired);
    });
  });

  describe('list, read and edit', () => {
    let dcfUser: { id: number; email: string };

    beforeAll(async () => {
      const res = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: newStaff({
          first_name: 'Íñigo',
          first_last_name: 'Zúñiga',
          identification_number: '79888777',
          position: dcfPosition,
          entities: [bancolombia, davivienda],
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      dcfUser = res.json();
    });

    it('pages, searches without accents, filters and sorts', async () => {
      const all = await as(ctx, actors.admin, { url: '/api/usersmanagement/?page_size=2' });
      expect(all.statusCode).toBe(200);
      const page = all.json();
      expect(Object.keys(page).sort()).toEqual([
        'count',
        'current_page',
        'next',
        'pages',
        'previous',
        'results',
      ]);
      expect(page.results).toHaveLength(2);
      expect(page.next).toContain('page=2');
      const found = (await as(ctx, actors.admin, { url: '/api/usersmanagement/?search=zuniga' })).json();
      expect(found.results.map((u: { id: number }) => u.id)).toEqual([dcfUser.id]);
      const byId = (await as(ctx, actors.admin, { url: '/api/usersmanagement/?search=79888777' })).json();
      expect(byId.count).toBe(1);
      const byEntity = (
        await as(ctx, actors.admin, { url: `/api/usersmanagement/?entity=${davivienda}` })
      ).json();
      expect(byEntity.results.map((u: { id: number }) => u.id)).toContain(dcfUser.id);
      const byPosition = (
        await as(ctx, actors.admin, { url: `/api/usersmanagement/?position=${dcfPosition}` })
      ).json();
      expect(
        byPosition.results.every((u: { position: { id: number } }) => u.position.id === dcfPosition),
      ).toBe(true);
      const sorted = (
        await as(ctx, actors.admin, { url: '/api/usersmanagement/?ordering=-email&page_size=100' })
      ).json();
      const emails = sorted.results.map((u: { email: string }) => u.email.toLowerCase());
      expect(emails).toEqual([...emails].sort().reverse());
      expectFieldError(
        await as(ctx, actors.admin, { url: '/api/usersmanagement/?ordering=password' }),
        'ordering',
      );
      expectFieldError(
        await as(ctx, actors.admin, { url: '/api/usersmanagement/?is_active=quizas' }),
        'is_active',
      );
      expectFieldError(
        await as(ctx, actors.admin, { url: `/api/usersmanagement/?search=${'ñ'.repeat(101)}` }),
        'search',
        SERVER_TEXTS.fieldMaxLength(100),
      );
      const empty = (await as(ctx, actors.admin, { url: '/api/usersmanagement/?search=%25%25_' })).json();
      expect(empty.count).toBe(0);
    });

    it("shows an EV user only the accounts of their entity, on the entity's side of the EV/DCF line", async () => {
      const own = (await as(ctx, actors.evOwn, { url: '/api/usersmanagement/?page_size=1000' })).json();
      const ids = own.results.map((u: { id: number }) => u.id);
      expect(ids).toContain(actors.evOwn.id);
      // The defender is independent of the entity: its EV users neither list nor read the DCF's account.
      expect(ids).not.toContain(dcfUser.id);
      expect(ids).not.toContain(actors.admin.id);
      expect(ids).not.toContain(actors.evOther.id);
      expectNotFound(await as(ctx, actors.evOwn, { url: `/api/usersmanagement/${actors.evOther.id}/` }));
      expectNotFound(await as(ctx, actors.evOwn, { url: `/api/usersmanagement/${dcfUser.id}/` }));
      expectNotFound(
        await as(ctx, actors.evOwn, {
          method: 'PATCH',
          url: `/api/usersmanagement/${dcfUser.id}/`,
          body: { entities: [bancolombia] },
        }),
      );
      expectFieldError(
        await as(ctx, actors.evOwn, {
          method: 'POST',
          url: '/api/inactivate_users/',
          body: { ids: [dcfUser.id] },
        }),
        'ids',
        STAFF_ADMIN_TEXTS.usersNotFound(String(dcfUser.id)),
      );
      expectNotFound(
        await as(ctx, actors.evOther, {
          method: 'PATCH',
          url: `/api/usersmanagement/${actors.evOwn.id}/`,
          body: { first_name: 'Intruso' },
        }),
      );
    });

    it('edits fields, records each change in the history, and never records secrets', async () => {
      const res = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/usersmanagement/${dcfUser.id}/`,
        body: { first_name: 'Íñigo Andrés', entities: [bancolombia], phone: '3209998877' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ first_name: 'Íñigo Andrés', phone: '3209998877' });
      expect(res.json().entities.map((e: { id: number }) => e.id)).toEqual([bancolombia]);
      const history = await ctx.db.query<{ action: string; changes: unknown; actor_user_id: number }>(
        "SELECT action, changes, actor_user_id FROM staff_changes WHERE resource = 'user' AND resource_id = $1 ORDER BY id",
        [dcfUser.id],
      );
      expect(history.rows.map((r) => r.action)).toEqual(['created', 'updated']);
      expect(history.rows[1]!.actor_user_id).toBe(actors.admin.id);
      const changes = history.rows[1]!.changes as { field: string; before: string; after: string }[];
      expect(changes).toContainEqual({ field: 'first_name', before: 'Íñigo', after: 'Íñigo Andrés' });
      expect(changes.map((c) => c.field).sort()).toEqual(['entities', 'first_name', 'phone']);
      const all = JSON.stringify(
        (await ctx.db.query('SELECT changes FROM staff_changes')).rows,
      ).toLowerCase();
      expect(all).not.toContain('argon2');
      expect(all).not.toContain('password');
    });

    it('answers 404 for unknown, huge or non-numeric ids and for consumers', async () => {
      for (const id of ['999999', '99999999999999', 'abc', '0']) {
        expectNotFound(await as(ctx, actors.admin, { url: `/api/usersmanagement/${id}/` }));
      }
      expectNotFound(await as(ctx, actors.admin, { url: `/api/usersmanagement/${actors.consumer.id}/` }));
    });
  });

  describe('activation and inactivation', () => {
    it('inactivates in bulk (all or nothing), refuses sign-in and revokes refresh tokens', async () => {
      const a = (
        await as(ctx, actors.admin, { method: 'POST', url: '/api/usersmanagement/', body: newStaff() })
      ).json();
      const b = (
        await as(ctx, actors.admin, { method: 'POST', url: '/api/usersmanagement/', body: newStaff() })
      ).json();
      const pair = await ctx.app.tokens.issuePair(a.id);
      const partial = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/inactivate_users/',
        body: { ids: [a.id, 999_999] },
      });
      expectFieldError(partial, 'ids', STAFF_ADMIN_TEXTS.usersNotFound('999999'));
      expect((await as(ctx, actors.admin, { url: `/api/usersmanagement/${a.id}/` })).json().is_active).toBe(
        true,
      );
      const self = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/inactivate_users/',
        body: { ids: [actors.admin.id] },
      });
      expectFieldError(self, 'ids', STAFF_ADMIN_TEXTS.selfInactivation);
      const res = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/inactivate_users/',
        body: { ids: [a.id, b.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ inactivated: 2, ids: [a.id, b.id].sort((x, y) => x - y) });
      const refresh = await ctx.request({
        method: 'POST',
        url: '/api/token/refresh/',
        body: { refresh: pair.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        a.id,
        await hashPassword(GOOD_PASSWORD),
      ]);
      const prelogin = await ctx.request({
        method: 'POST',
        url: '/api/preloginuser/',
        body: { username: a.email, password: GOOD_PASSWORD, captcha: await captchaAnswer(ctx) },
      });
      expect(prelogin.statusCode).toBe(401);
      expect(prelogin.json()).toMatchObject({ detail: API_ERROR_TEXTS.noActiveAccount });
      const me = await ctx.request({ url: `/api/user/${a.id}/`, token: pair.access });
      expect(me.statusCode).toBe(401);
      const back = await as(ctx, actors.admin, {
        method: 'PUT',
        url: `/api/inactivate_users/${a.id}/`,
        body: { is_active: true },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().is_active).toBe(true);
      const actions = await ctx.db.query<{ action: string }>(
        "SELECT action FROM staff_changes WHERE resource = 'user' AND resource_id = $1 ORDER BY id",
        [a.id],
      );
      expect(actions.rows.map((r) => r.action)).toEqual(['created', 'inactivated', 'activated']);
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'PUT',
          url: `/api/inactivate_users/${a.id}/`,
          body: { is_active: 'tal vez' },
        }),
        'is_active',
        SERVER_TEXTS.fieldNotBoolean,
      );
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'PUT',
          url: `/api/inactivate_users/${actors.admin.id}/`,
          body: { is_active: false },
        }),
        'is_active',
        STAFF_ADMIN_TEXTS.selfInactivation,
      );
    });
  });

  it('refuses every route to staff without the module, consumers and anonymous callers', async () => {
    const requests = [
      { url: '/api/usersmanagement/' },
      { method: 'POST' as const, url: '/api/usersmanagement/', body: newStaff() },
      { url: `/api/usersmanagement/${actors.evOwn.id}/` },
      {
        method: 'PATCH' as const,
        url: `/api/usersmanagement/${actors.evOwn.id}/`,
        body: { first_name: 'X' },
      },
      { method: 'POST' as const, url: '/api/inactivate_users/', body: { ids: [actors.evOwn.id] } },
      {
        method: 'PUT' as const,
        url: `/api/inactivate_users/${actors.evOwn.id}/`,
        body: { is_active: false },
      },
    ];
    for (const request of requests) await expectOnlyModuleHolders(ctx, actors, MODULE, request);
    // Validation never runs before the module check: a bad body still gets the 403.
    expectForbidden(
      await as(ctx, actors.staffWithout, {
        method: 'POST',
        url: '/api/usersmanagement/',
        body: { email: 5 },
      }),
      MODULE,
    );
  });
});
