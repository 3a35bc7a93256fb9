import { SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import { outboxFor } from '../auth/sign-in-test-kit.js';
import {
  as,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  expectOnlyModuleHolders,
  longText,
  makeActors,
  type Actors,
} from '../users-management/staff-admin-test-kit.js';

describeOnPostgres('roles, directions and technical support (modules 6, 7 and 3)', (ctx) => {
  let actors: Actors;

  beforeAll(async () => {
    actors = await makeActors(ctx);
  });

  describe('roles', () => {
    it('creates, reads, edits and inactivates a role; its users lose its modules at once', async () => {
      const created = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/group/',
        body: {
          name: 'Analista jurisdiccional de Antioquia',
          description: 'Demandas y conciliación',
          modules: [24, 9],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const role = created.json();
      expect(role).toMatchObject({
        name: 'Analista jurisdiccional de Antioquia',
        is_active: true,
        users_count: 0,
        modules: [
          { id: 9, name: 'Gestión de quejas' },
          { id: 24, name: 'Demandas jurisdiccionales' },
        ],
      });
      const member = await staffWith(ctx, []);
      await ctx.db.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2)', [member.id, role.id]);
      const modulesBefore = (await ctx.request({ url: '/api/module/', token: member.token })).json();
      expect(modulesBefore.map((m: { id: number }) => m.id)).toEqual([9, 24]);

      const withoutReason = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/group/${role.id}/`,
        body: { is_active: false },
      });
      expectFieldError(withoutReason, 'reason', STAFF_ADMIN_TEXTS.roleDeactivationReasonRequired);
      expect((await as(ctx, actors.admin, { url: `/api/group/${role.id}/` })).json().is_active).toBe(true);

      const off = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/group/${role.id}/`,
        body: { is_active: false, reason: 'Se reorganizó el área de demandas' },
      });
      expect(off.statusCode, off.body).toBe(200);
      const { rows: recorded } = await ctx.db.query<{ action: string; changes: unknown }>(
        `SELECT action, changes FROM staff_changes WHERE resource = 'role' AND resource_id = $1
          ORDER BY id DESC LIMIT 1`,
        [role.id],
      );
      const recordedChanges = (
        typeof recorded[0]!.changes === 'string' ? JSON.parse(recorded[0]!.changes) : recorded[0]!.changes
      ) as { field: string; after: string }[];
      expect(recorded[0]!.action).toBe('inactivated');
      expect(recordedChanges).toContainEqual(
        expect.objectContaining({ field: 'reason', after: 'Se reorganizó el área de demandas' }),
      );
      expect(off.json()).toMatchObject({ is_active: false, users_count: 1 });
      expect((await ctx.request({ url: '/api/module/', token: member.token })).json()).toEqual([]);

      const put = await as(ctx, actors.admin, {
        method: 'PUT',
        url: `/api/group/${role.id}/`,
        body: { name: 'Analista jurisdiccional', modules: [24], is_active: true },
      });
      expect(put.json()).toMatchObject({
        name: 'Analista jurisdiccional',
        modules: [{ id: 24 }],
        is_active: true,
      });
      const members = (
        await as(ctx, actors.admin, { url: `/api/group/${role.id}/users/?is_active=true` })
      ).json();
      expect(members.results.map((u: { id: number }) => u.id)).toEqual([member.id]);
      const inactiveMembers = (
        await as(ctx, actors.admin, { url: `/api/group/${role.id}/users/?is_active=false` })
      ).json();
      expect(inactiveMembers.count).toBe(0);
      const record = await ctx.db.query<{ action: string }>(
        "SELECT action FROM staff_changes WHERE resource = 'role' AND resource_id = $1 ORDER BY id",
        [role.id],
      );
      expect(record.rows.map((r) => r.action)).toEqual(['created', 'inactivated', 'updated']);
    });

    it('inactivates a role without users with no reason asked', async () => {
      const created = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/group/',
        body: { name: 'Rol sin usuarios', modules: [9] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const off = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/group/${created.json().id}/`,
        body: { is_active: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ is_active: false, users_count: 0 });
    });

    it('gives module holders the administration list and everyone else the option list', async () => {
      const admin = (
        await as(ctx, actors.admin, { url: '/api/group/?is_active=false&ordering=-name' })
      ).json();
      expect(admin.results.every((r: { is_active: boolean }) => r.is_active === false)).toBe(true);
      const found = (
        await as(ctx, actors.admin, { url: '/api/group/?search=ANALISTA JURISDICCIONAL' })
      ).json();
      expect(found.results[0]).toHaveProperty('modules');
      const option = (await as(ctx, actors.consumer, { url: '/api/group/' })).json();
      expect(Object.keys(option.results[0]).sort()).toEqual(['id', 'name']);
      const ev = (await as(ctx, actors.evOwn, { url: '/api/group/' })).json();
      expect(Object.keys(ev.results[0]).sort()).toEqual(['id', 'name']);
    });

    it('refuses duplicates, unknown modules, modules the caller lacks and bad input', async () => {
      const url = '/api/group/';
      const cases: [Record<string, unknown>, string, string | undefined][] = [
        [{ name: 'analista jurisdiccional', modules: [1] }, 'name', STAFF_ADMIN_TEXTS.roleNameTaken],
        [{ name: '   ', modules: [1] }, 'name', SERVER_TEXTS.fieldBlank],
        [{ name: longText(10_000), modules: [1] }, 'name', SERVER_TEXTS.fieldMaxLength(100)],
        [{ name: 'Rol nuevo', modules: [] }, 'modules', SERVER_TEXTS.fieldMinItems(1)],
        [{ name: 'Rol nuevo', modules: [99] }, 'modules', STAFF_ADMIN_TEXTS.moduleNotFound('99')],
        [{ name: 'Rol nuevo', modules: [1e12] }, 'modules.0', SERVER_TEXTS.fieldMaximum(2_147_483_647)],
        [{ name: 'Rol nuevo' }, 'modules', undefined],
        [{ name: 'Rol nuevo', modules: [1], is_active: 'sí' }, 'is_active', SERVER_TEXTS.fieldNotBoolean],
      ];
      for (const [body, field, message] of cases) {
        expectFieldError(await as(ctx, actors.admin, { method: 'POST', url, body }), field, message);
      }
      const rolesOnly = await staffWith(ctx, [6]);
      expectFieldError(
        await as(ctx, rolesOnly, {
          method: 'POST',
          url,
          body: { name: 'Todo poderoso', modules: [1, 6, 28] },
        }),
        'modules',
        STAFF_ADMIN_TEXTS.moduleNotGrantable('1, 28'),
      );
      expectNotFound(await as(ctx, actors.admin, { url: '/api/group/999999/' }));
      expectNotFound(
        await as(ctx, actors.admin, { method: 'PATCH', url: '/api/group/abc/', body: { name: 'x' } }),
      );
    });

    it('refuses staff without the module, EV users, consumers and anonymous callers', async () => {
      const requests = [
        { method: 'POST' as const, url: '/api/group/', body: { name: 'Rol', modules: [1] } },
        { url: '/api/group/1/' },
        { method: 'PATCH' as const, url: '/api/group/1/', body: { is_active: false } },
        { method: 'PUT' as const, url: '/api/group/1/', body: { name: 'Rol', modules: [1] } },
        { url: '/api/group/1/users/' },
      ];
      for (const request of requests) {
        await expectOnlyModuleHolders(ctx, actors, 'Roles', request);
        expectForbidden(await as(ctx, actors.evOther, request), 'Roles');
      }
    });
  });

  describe('directions', () => {
    it('creates, edits, inactivates and lists directions; names are unique without accents', async () => {
      const created = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/direction/',
        body: { name: 'Dirección de Atención al Ciudadano y Señales' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const direction = created.json();
      expect(direction).toMatchObject({ is_active: true, users_count: 0 });
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/direction/',
          body: { name: 'DIRECCION DE ATENCION AL CIUDADANO Y SENALES' },
        }),
        'name',
        STAFF_ADMIN_TEXTS.directionNameTaken,
      );
      const off = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/direction/${direction.id}/`,
        body: { is_active: false },
      });
      expect(off.json().is_active).toBe(false);
      const inactive = (await as(ctx, actors.admin, { url: '/api/direction/?is_active=false' })).json();
      expect(inactive.results.map((d: { id: number }) => d.id)).toContain(direction.id);
      const options = (await as(ctx, actors.staffWithout, { url: '/api/direction/?page_size=1000' })).json();
      expect(options.results.map((d: { id: number }) => d.id)).not.toContain(direction.id);
      const put = await as(ctx, actors.admin, {
        method: 'PUT',
        url: `/api/direction/${direction.id}/`,
        body: {},
      });
      expectFieldError(put, 'name');
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/direction/',
          body: { name: longText(10_000) },
        }),
        'name',
        SERVER_TEXTS.fieldMaxLength(150),
      );
      expectFieldError(await as(ctx, actors.admin, { url: '/api/direction/?ordering=-secret' }), 'ordering');
    });

    it('refuses staff without the module, EV users, consumers and anonymous callers', async () => {
      for (const request of [
        { method: 'POST' as const, url: '/api/direction/', body: { name: 'Otra' } },
        { url: '/api/direction/1/' },
        { method: 'PATCH' as const, url: '/api/direction/1/', body: { is_active: false } },
        { method: 'PUT' as const, url: '/api/direction/1/', body: { name: 'Otra' } },
      ]) {
        await expectOnlyModuleHolders(ctx, actors, 'Direcciones', request);
        expectForbidden(await as(ctx, actors.evOther, request), 'Direcciones');
      }
    });
  });

  describe('technical support', () => {
    let requestId: number;

    beforeAll(async () => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO technical_support_requests (name, email, problem_type, description, state)
         VALUES ('José Núñez', 'jose.nunez@example.com', '1', $1, '1') RETURNING id`,
        [
          'No puedo ingresar al portal.\n\nCuando escribo el código de verificación me dice que venció, aunque lo acabo de recibir. ¿Qué hago?',
        ],
      );
      requestId = Number(rows[0]!.id);
    });

    it('lists by state, shows the detail and mails the answer to the requester', async () => {
      const open = (
        await as(ctx, actors.admin, { url: '/api/technical-support/?state=1&search=nunez' })
      ).json();
      expect(open.results.map((r: { id: number }) => r.id)).toContain(requestId);
      expect(open.results[0]).toMatchObject({
        state: { id: '1', name: 'Abierta' },
        answers_count: 0,
        document: null,
      });
      const answer =
        'Hola José:\n\nYa restablecimos tu acceso. Pide un código nuevo y úsalo dentro de los 10 minutos.\n\nGracias.';
      const res = await as(ctx, actors.admin, {
        method: 'POST',
        url: `/api/technical-support/${requestId}/answer/`,
        body: { state: '3', answer },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        state: { id: '3', name: 'Cerrada' },
        answers: [{ state: { id: '3', name: 'Cerrada' }, answer, author: { id: actors.admin.id } }],
      });
      // The answer's mail is a job (ADR 0014): outboxFor waits for it.
      const mails = await outboxFor(ctx, 'jose.nunez@example.com');
      expect(mails).toHaveLength(1);
      const closed = (await as(ctx, actors.admin, { url: '/api/technical-support/?state=3' })).json();
      expect(closed.results.map((r: { id: number }) => r.id)).toContain(requestId);
    });

    it('refuses bad answers and unknown requests', async () => {
      const url = `/api/technical-support/${requestId}/answer/`;
      expectFieldError(
        await as(ctx, actors.admin, { method: 'POST', url, body: { state: '9', answer: 'x' } }),
        'state',
        SERVER_TEXTS.fieldInvalidChoice('9'),
      );
      expectFieldError(
        await as(ctx, actors.admin, { method: 'POST', url, body: { state: '2', answer: '  ' } }),
        'answer',
        SERVER_TEXTS.fieldBlank,
      );
      expectFieldError(
        await as(ctx, actors.admin, { method: 'POST', url, body: { state: '2', answer: longText(10_000) } }),
        'answer',
      );
      expectNotFound(await as(ctx, actors.admin, { url: '/api/technical-support/999999/' }));
      expectNotFound(
        await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/technical-support/99999999999/answer/',
          body: { state: '2', answer: 'x' },
        }),
      );
    });

    it('refuses staff without the module, EV users, consumers and anonymous callers', async () => {
      for (const request of [
        { url: '/api/technical-support/' },
        { url: `/api/technical-support/${requestId}/` },
        {
          method: 'POST' as const,
          url: `/api/technical-support/${requestId}/answer/`,
          body: { state: '2', answer: 'x' },
        },
      ]) {
        await expectOnlyModuleHolders(ctx, actors, 'Soporte técnico', request);
        expectForbidden(await as(ctx, actors.evOther, request), 'Soporte técnico');
      }
    });
  });
});
