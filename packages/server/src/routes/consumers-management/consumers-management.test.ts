import { AUTH_MESSAGES, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { hitThrottle } from '../../services/throttle.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt } from '../alerts/alerts-test-kit.js';
import { LOGIN_THROTTLE, loginThrottleKeys } from '../token/login.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  longText,
  makeActors,
  type Actors,
} from '../users-management/staff-admin-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';

describeOnPostgres('financial consumers and user history (modules 2 and 4)', (ctx) => {
  let actors: Actors;
  let withBancolombia: TestAccount;
  let withDavivienda: TestAccount;

  beforeAll(async () => {
    actors = await makeActors(ctx);
    withBancolombia = await consumerAccount(ctx, {
      firstName: 'Begoña',
      firstLastName: 'Quiñónez',
      identificationNumber: '41555666',
    });
    withDavivienda = await consumerAccount(ctx, { firstName: 'Andrés', firstLastName: 'Rincón' });
    // Desisted (5): its state is named in the profile like any other.
    await complaintFiledAt(ctx, withBancolombia.id, BANCOLOMBIA, new Date('2026-11-02T15:00:00Z'), 5);
    await complaintFiledAt(ctx, withBancolombia.id, DAVIVIENDA, new Date('2026-11-03T15:00:00Z'));
    await complaintFiledAt(ctx, withDavivienda.id, DAVIVIENDA, new Date('2026-11-04T15:00:00Z'));
  });

  describe('consumers', () => {
    it('lists and searches consumers only (never staff), accent-insensitively', async () => {
      const res = await as(ctx, actors.admin, { url: '/api/userscfmanagement/?search=quinonez' });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.results.map((c: { id: number }) => c.id)).toEqual([withBancolombia.id]);
      expect(page.results[0]).toMatchObject({
        full_name: 'Begoña Quiñónez',
        complaints_count: 2,
        locked: false,
        is_active: true,
      });
      const all = (await as(ctx, actors.admin, { url: '/api/userscfmanagement/?page_size=1000' })).json();
      const ids = all.results.map((c: { id: number }) => c.id);
      expect(ids).not.toContain(actors.admin.id);
      expect(ids).toContain(actors.consumer.id);
      const byId = (await as(ctx, actors.admin, { url: '/api/userscfmanagement/?search=41555666' })).json();
      expect(byId.count).toBe(1);
    });

    it('sorts by surname then first name as a reader does: capitals and accents do not count', async () => {
      const people = [
        { firstLastName: 'Ñústez', firstName: 'Zoe' },
        { firstLastName: 'ñustez', firstName: 'Ángel' },
        { firstLastName: 'Nustez', firstName: 'beatriz' },
        { firstLastName: 'Núñez', firstName: 'Carla' },
      ];
      for (const person of people)
        await consumerAccount(ctx, { ...person, identificationNumber: '79000111' });
      const names = async (ordering: string) =>
        (await as(ctx, actors.admin, { url: `/api/userscfmanagement/?search=79000111&ordering=${ordering}` }))
          .json()
          .results.map((c: { full_name: string }) => c.full_name);
      const expected = ['Carla Núñez', 'Ángel ñustez', 'beatriz Nustez', 'Zoe Ñústez'];
      expect(await names('name')).toEqual(expected);
      expect(await names('-name')).toEqual([...expected].reverse());
    });

    it('shows the profile with complaints: code, entity, state, date, newest first', async () => {
      const res = await as(ctx, actors.admin, { url: `/api/userscfmanagement/${withBancolombia.id}/` });
      expect(res.statusCode, res.body).toBe(200);
      const complaints = res.json().complaints;
      expect(complaints).toHaveLength(2);
      expect(complaints[0]).toMatchObject({
        entity: { tipo_entidad: 1, entidad_cod: '39' },
        state: { id: 1 },
      });
      expect(complaints[0].codigo_queja).toMatch(/^\d/);
      expect(complaints[0].created_at).toBe('2026-11-03T15:00:00.000Z');
      expect(complaints[0].state.name).not.toBe('');
      expect(complaints[1].state).toEqual({ id: 5, name: 'Desistida' });
    });

    it('limits an EV user to consumers with complaints against their entity, and to those complaints', async () => {
      const list = (await as(ctx, actors.evOwn, { url: '/api/userscfmanagement/?page_size=1000' })).json();
      expect(list.results.map((c: { id: number }) => c.id)).toEqual([withBancolombia.id]);
      const detail = (
        await as(ctx, actors.evOwn, { url: `/api/userscfmanagement/${withBancolombia.id}/` })
      ).json();
      expect(detail.complaints.map((c: { entity: { entidad_cod: string } }) => c.entity.entidad_cod)).toEqual(
        ['7'],
      );
      expectNotFound(await as(ctx, actors.evOwn, { url: `/api/userscfmanagement/${withDavivienda.id}/` }));
      expectNotFound(
        await as(ctx, actors.evOwn, {
          method: 'PATCH',
          url: `/api/userscfmanagement/${withDavivienda.id}/`,
          body: { is_active: false },
        }),
      );
    });

    it('corrects data, unlocks a throttled account and inactivates it, each in the history', async () => {
      const consumer = await consumerAccount(ctx, { firstName: 'Ramón', firstLastName: 'Ortíz' });
      const pair = await ctx.app.tokens.issuePair(consumer.id);
      for (let i = 0; i < LOGIN_THROTTLE.perAccountFailures.limit; i++) {
        await hitThrottle(
          ctx.db,
          loginThrottleKeys('', consumer.email).account,
          LOGIN_THROTTLE.perAccountFailures,
        );
      }
      const locked = (await as(ctx, actors.admin, { url: `/api/userscfmanagement/${consumer.id}/` })).json();
      expect(locked.locked).toBe(true);
      const fixed = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/userscfmanagement/${consumer.id}/`,
        body: { first_last_name: 'Ortiz Muñoz', unlock: true },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json()).toMatchObject({ first_last_name: 'Ortiz Muñoz', locked: false });
      const off = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/userscfmanagement/${consumer.id}/`,
        body: { is_active: false },
      });
      expect(off.json().is_active).toBe(false);
      const refresh = await ctx.request({
        method: 'POST',
        url: '/api/token/refresh/',
        body: { refresh: pair.refresh },
      });
      expect(refresh.statusCode).toBe(401);

      const history = await as(ctx, actors.admin, { url: `/api/person/filter/${consumer.id}/` });
      expect(history.statusCode, history.body).toBe(200);
      const entries = history.json().results;
      expect(entries.map((e: { action: string }) => e.action)).toEqual([
        'inactivated',
        'unlocked',
        'updated',
      ]);
      expect(entries[0]).toMatchObject({
        action_label: 'Inactivación',
        user: { id: consumer.id, kind: 'consumer', full_name: 'Ramón Ortiz Muñoz' },
        actor: { id: actors.admin.id },
        changes: [{ field: 'is_active', label: 'Activo', before: 'Sí', after: 'No' }],
      });
      expect(entries[2].changes).toEqual([
        { field: 'first_last_name', label: 'Primer apellido', before: 'Ortíz', after: 'Ortiz Muñoz' },
      ]);
      const one = await as(ctx, actors.admin, { url: `/api/person/history/${entries[2].id}/` });
      expect(one.json()).toEqual(entries[2]);
    });

    it('refuses bad corrections with Spanish messages', async () => {
      const url = `/api/userscfmanagement/${withDavivienda.id}/`;
      const cases: [Record<string, unknown>, string, string | undefined][] = [
        [{ email: 'sin-arroba' }, 'email', AUTH_MESSAGES.emailInvalid],
        [{ email: actors.admin.email }, 'email', STAFF_ADMIN_TEXTS.emailTaken],
        [{ first_name: '' }, 'first_name', SERVER_TEXTS.fieldBlank],
        [{ first_name: longText(10_000) }, 'first_name', SERVER_TEXTS.fieldMaxLength(50)],
        [{ gender: 'X' }, 'gender', SERVER_TEXTS.fieldInvalidChoice('X')],
        [{ is_active: 'quizá' }, 'is_active', SERVER_TEXTS.fieldNotBoolean],
        [{ unlock: false }, 'unlock', undefined],
        [{ password: 'Nueva#2026' }, 'password', SERVER_TEXTS.fieldUnknown],
      ];
      for (const [body, field, message] of cases) {
        expectFieldError(await as(ctx, actors.admin, { method: 'PATCH', url, body }), field, message);
      }
      expectNotFound(await as(ctx, actors.admin, { url: `/api/userscfmanagement/${actors.admin.id}/` }));
      expectNotFound(await as(ctx, actors.admin, { url: '/api/userscfmanagement/99999999999/' }));
    });

    it('refuses staff without the module, consumers and anonymous callers', async () => {
      for (const request of [
        { url: '/api/userscfmanagement/' },
        { url: `/api/userscfmanagement/${withBancolombia.id}/` },
        {
          method: 'PATCH' as const,
          url: `/api/userscfmanagement/${withBancolombia.id}/`,
          body: { unlock: true },
        },
      ]) {
        await expectOnlyModuleHolders(ctx, actors, 'Consumidores financieros', request);
      }
    });
  });

  describe('user history', () => {
    it('pages every change newest first, filters by kind, action and date, and scopes EV users', async () => {
      const res = await as(ctx, actors.admin, { url: '/api/person/history?page_size=5' });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      const times = page.results.map((e: { at: string }) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      const consumers = (
        await as(ctx, actors.admin, { url: '/api/person/history/?kind=consumer&action=unlocked' })
      ).json();
      expect(consumers.count).toBeGreaterThan(0);
      expect(consumers.results.every((e: { user: { kind: string } }) => e.user.kind === 'consumer')).toBe(
        true,
      );
      const old = (await as(ctx, actors.admin, { url: '/api/person/history?date_to=2000-01-01' })).json();
      expect(old.count).toBe(0);
      expectFieldError(
        await as(ctx, actors.admin, { url: '/api/person/history?date_from=2026-02-30' }),
        'date_from',
        STAFF_ADMIN_TEXTS.dateInvalid,
      );
      expectFieldError(await as(ctx, actors.admin, { url: '/api/person/history?action=borrado' }), 'action');
      const ev = (await as(ctx, actors.evOwn, { url: '/api/person/history?page_size=1000' })).json();
      expect(ev.results.every((e: { user: { id: number } }) => e.user.id !== actors.admin.id)).toBe(true);
      expectNotFound(await as(ctx, actors.evOwn, { url: `/api/person/filter/${withDavivienda.id}/` }));
      expectNotFound(await as(ctx, actors.admin, { url: '/api/person/filter/abc/' }));
      expectNotFound(await as(ctx, actors.admin, { url: '/api/person/history/999999/' }));
    });

    it("shows a consumer's own profile edits, with the consumer as the author", async () => {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/user/detail/${withDavivienda.id}`,
        token: withDavivienda.token,
        body: { second_name: 'Ñañez' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const entries = (
        await as(ctx, actors.admin, { url: `/api/person/filter/${withDavivienda.id}/` })
      ).json().results;
      expect(entries[0]).toMatchObject({
        action: 'updated',
        actor: { id: withDavivienda.id },
        changes: [{ field: 'second_name', label: 'Segundo nombre', before: null, after: 'Ñañez' }],
      });
    });

    it('refuses staff without the module, consumers and anonymous callers', async () => {
      for (const request of [
        { url: '/api/person/history' },
        { url: `/api/person/filter/${withBancolombia.id}/` },
        { url: '/api/person/history/1/' },
      ]) {
        await expectOnlyModuleHolders(ctx, actors, 'Histórico de usuarios', request);
      }
    });
  });
});
