import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { updateComplaint } from '../../domain/complaints/repository.js';
import { stateName } from '../../domain/complaints/state-machine.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  expectOnlyModuleHolders,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

describeOnPostgres(
  'complaint history, monitoring and desisted list (modules 11, 9, 12)',
  (ctx: DriverContext) => {
    let holder: TestAccount;
    let managementOnly: TestAccount;
    let historyOnly: TestAccount;
    let evDavivienda: TestAccount;
    let consumer: TestAccount;
    let code: string;
    let id: number;
    let desisted: string;

    beforeAll(async () => {
      holder = await staffWith(ctx, [9, 11, 12]);
      managementOnly = await staffWith(ctx, [9]);
      historyOnly = await staffWith(ctx, [11]);
      evDavivienda = await staffWith(ctx, [9, 11, 12], DAVIVIENDA);
      await linkEntity(ctx, evDavivienda, DAVIVIENDA);
      consumer = await consumerAccount(ctx);
      const filed = await complaintFiledAt(
        ctx,
        consumer.id,
        BANCOLOMBIA,
        new Date(Date.now() - 86_400_000),
        2,
      );
      code = filed.codigo_queja;
      id = filed.id;
      const gone = await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date(), 5);
      desisted = gone.codigo_queja;
      await ctx.db.query('UPDATE complaints SET argumento_desistimiento = $2 WHERE id = $1', [
        gone.id,
        'Ya me devolvieron el dinero.\nGracias por la atención, señora Peña.',
      ]);
    });

    it('lists the complaints whose history may be read, inactive ones too, in the caller’s scope', async () => {
      const url = '/api/complaint_historical/?page_size=100';
      const all = await as(ctx, historyOnly, { url });
      expect(all.statusCode, all.body).toBe(200);
      const codes = (all.json() as { results: { codigo_queja: string }[] }).results.map(
        (r) => r.codigo_queja,
      );
      expect(codes).toEqual(expect.arrayContaining([code, desisted]));
      const filtered = await as(ctx, historyOnly, {
        url: `${url}&filters=${encodeURIComponent(JSON.stringify([{ column: 'codigo_queja', operator: 'equals', value: code }]))}`,
      });
      expect((filtered.json() as { count: number }).count).toBe(1);
      const ev = await as(ctx, evDavivienda, { url });
      expect(ev.statusCode, ev.body).toBe(200);
      expect(ev.body).not.toContain(code);
      expectForbidden(await as(ctx, managementOnly, { url }), 'Histórico de quejas');
      await expectOnlyModuleHolders(
        ctx,
        { staffWithout: managementOnly, consumer } as never,
        'Histórico de quejas',
        {
          url,
        },
      );
      const bad = await as(ctx, historyOnly, { url: `${url}&filters=%5B%7B%22column%22%3A%22x%22%7D%5D` });
      expect(bad.statusCode, bad.body).toBe(400);
    });

    it('lists the versions with what changed, so no row reads "Recibida → Recibida"', async () => {
      const res = await as(ctx, holder, { url: `/api/complaint_historical/${code}/` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        versions: {
          version: number;
          state_from: { name: string } | null;
          state_to: { name: string };
          summary: string;
        }[];
      };
      expect(body.versions.map((v) => v.version)).toEqual([1, 2]);
      expect(body.versions[1]!.state_from?.name).toBe('Recibida');
      expect(body.versions[1]!.state_to.name).toBe('Abierta / en trámite');
      expect(body.versions[1]!.summary).not.toBe('');
    });

    it('names the staff member who changed the complaint, and the party otherwise', async () => {
      const filed = await complaintFiledAt(
        ctx,
        consumer.id,
        BANCOLOMBIA,
        new Date(Date.now() - 3_600_000),
        2,
      );
      await ctx.db.transaction((tx) =>
        updateComplaint(
          tx,
          filed,
          { estado_cod: 6 },
          { userId: holder.id, kind: 'staff' },
          'staff_update',
          new Date(),
        ),
      );
      const res = await as(ctx, historyOnly, { url: `/api/complaint_historical/${filed.codigo_queja}/` });
      expect(res.statusCode, res.body).toBe(200);
      const versions = (
        res.json() as { versions: { actor_kind: string; actor_name: string | null; summary: string }[] }
      ).versions;
      expect(versions.map((v) => [v.actor_kind, v.actor_name])).toEqual([
        ['consumer', null],
        ['entity', null],
        ['staff', 'Ana Gómez'],
      ]);
      expect(versions[2]!.summary).toBe(`Ana Gómez cambió el estado de ${stateName(2)} a ${stateName(6)}.`);
      expect(versions[1]!.summary).not.toContain('Ana Gómez');
    });

    it('shows one version as it was, and the field-by-field change between two', async () => {
      const first = (await as(ctx, holder, { url: `/api/complaint_historical/${code}/1` })).json() as {
        record: { estado_cod: number };
      };
      expect(first.record.estado_cod).toBe(1);
      const res = await as(ctx, holder, { url: `/api/complaint_historical/${code}/2?compare=1` });
      expect(res.statusCode, res.body).toBe(200);
      const changes = (res.json() as { changes: { field: string; old_label: string; new_label: string }[] })
        .changes;
      expect(changes).toContainEqual(
        expect.objectContaining({
          field: 'estado_cod',
          old_label: 'Recibida',
          new_label: 'Abierta / en trámite',
        }),
      );
      const versions = (await as(ctx, holder, { url: `/api/complaint_historical/${code}/` })).json() as {
        versions: { updated: string }[];
      };
      const byTime = await as(ctx, holder, {
        url: `/api/complaint_historical/${code}/${versions.versions[0]!.updated}`,
      });
      expect((byTime.json() as { version: number }).version).toBe(1);
    });

    it('refuses a bad version with a 400 and an unknown one with a 404', async () => {
      expectFieldError(
        await as(ctx, holder, { url: `/api/complaint_historical/${code}/ayer` }),
        'updated',
        'La versión no es válida.',
      );
      expectFieldError(
        await as(ctx, holder, { url: `/api/complaint_historical/${code}/1?compare=${'9'.repeat(30)}` }),
        'compare',
        'La versión no es válida.',
      );
      expectNotFound(await as(ctx, holder, { url: `/api/complaint_historical/${code}/99` }));
      expectNotFound(await as(ctx, holder, { url: '/api/complaint_historical/1-7-2026-999999/' }));
    });

    it('hides another entity’s complaint from EV users and refuses callers without the module', async () => {
      expectNotFound(await as(ctx, evDavivienda, { url: `/api/complaint_historical/${code}/` }));
      expectNotFound(await as(ctx, evDavivienda, { url: `/api/complaint_monitoring/${id}/` }));
      await expectOnlyModuleHolders(
        ctx,
        { staffWithout: managementOnly, consumer } as never,
        'Histórico de quejas',
        {
          url: `/api/complaint_historical/${code}/`,
        },
      );
      await expectOnlyModuleHolders(
        ctx,
        { staffWithout: historyOnly, consumer } as never,
        'Gestión de quejas',
        {
          url: `/api/complaint_monitoring/${id}/`,
        },
      );
      await expectOnlyModuleHolders(ctx, { staffWithout: historyOnly, consumer } as never, 'Desistimientos', {
        url: '/api/complaint_desisted/',
      });
      expectForbidden(await as(ctx, managementOnly, { url: '/api/complaint_desisted/' }), 'Desistimientos');
    });

    it('monitors a complaint: its deadline and a timeline with the state change and internal notes', async () => {
      const note = 'Llamé a la entidad el martes.\nPrometen respuesta de fondo esta semana.';
      const posted = await as(ctx, holder, {
        method: 'POST',
        url: '/api/complaint_management/',
        body: { action: 'note', ids: [id], text: note },
      });
      expect(posted.statusCode, posted.body).toBe(200);
      const res = await as(ctx, holder, { url: `/api/complaint_monitoring/${id}/` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        deadline: { status: string; term_days: number };
        timeline: { kind: string; label: string; detail: string | null }[];
        notes: { text: string }[];
      };
      expect(body.deadline).toMatchObject({ status: 'on_time', term_days: 15 });
      expect(body.timeline.map((e) => e.kind)).toEqual(['filed', 'state', 'note']);
      expect(body.timeline[1]!.label).toBe('Recibida → Abierta / en trámite');
      expect(body.notes.map((n) => n.text)).toEqual([note]);
      expectNotFound(await as(ctx, holder, { url: '/api/complaint_monitoring/abc/' }));
    });

    it('lists desisted complaints with the consumer’s reason, scoped to the caller', async () => {
      const res = await as(ctx, holder, { url: '/api/complaint_desisted/?page_size=100' });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (
        res.json() as { results: { codigo_queja: string; argumento_desistimiento: string | null }[] }
      ).results;
      expect(rows.map((r) => r.codigo_queja)).toEqual([desisted]);
      expect(rows[0]!.argumento_desistimiento).toContain('señora Peña');
      const theirs = (await as(ctx, evDavivienda, { url: '/api/complaint_desisted/' })).json() as {
        count: number;
      };
      expect(theirs.count).toBe(0);
    });
  },
);
