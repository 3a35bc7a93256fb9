import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import { consumerAccount, linkEntity } from '../users-management/staff-admin-test-kit.js';

interface Alert {
  title: string;
  type_alert: { id: number } | number;
}

/**
 * «Alertas EV» of requerimientos (docs/case-work-api.md): the entity's users are told when one
 * arrives and, once, when its term passed without an answer; another entity's users never.
 */
describeOnPostgres('requerimiento alerts («Alertas EV»)', (ctx) => {
  it('alerts the entity’s users when a requerimiento arrives and once when it is overdue', async () => {
    const analyst = await staffWith(ctx, [9]);
    const ev = await staffWith(ctx, [9, 30], BANCOLOMBIA);
    await linkEntity(ctx, ev, BANCOLOMBIA);
    const other = await staffWith(ctx, [9, 30], DAVIVIENDA);
    await linkEntity(ctx, other, DAVIVIENDA);
    const owner = await consumerAccount(ctx);
    const complaint = await complaintFiledAt(ctx, owner.id, BANCOLOMBIA, new Date(), 2);
    const asked = await ctx.request({
      method: 'POST',
      url: `/api/case_work/complaints/${complaint.id}/entity_requests/`,
      token: analyst.token,
      body: { text: 'Envíe el contrato firmado.', term_days: 2 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const titles = async (token: string) => {
      const res = await ctx.request({ url: '/api/alerts/ev_history?page_size=50', token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: Alert[] }).results.map((a) => a.title);
    };
    expect(await titles(ev.token)).toContain(T.requestAlertTitle(complaint.codigo_queja));
    expect(await titles(ev.token)).not.toContain(T.requestOverdueTitle(complaint.codigo_queja));
    // Its term passes without an answer.
    await ctx.db.query('UPDATE entity_requests SET due_day = current_date - 3 WHERE complaint_id = $1', [
      complaint.id,
    ]);
    const overdue = (await titles(ev.token)).filter(
      (t) => t === T.requestOverdueTitle(complaint.codigo_queja),
    );
    expect(overdue).toHaveLength(1);
    // Read again: still one.
    expect(
      (await titles(ev.token)).filter((t) => t === T.requestOverdueTitle(complaint.codigo_queja)),
    ).toHaveLength(1);
    // The EV list marks it overdue; the other entity's user has no alert of it.
    const list = await ctx.request({
      url: '/api/case_work/entity_requests/?status=overdue',
      token: ev.token,
    });
    expect((list.json() as { results: { status_label: string }[] }).results[0]!.status_label).toBe('Vencido');
    expect((await titles(other.token)).some((t) => t.includes(complaint.codigo_queja))).toBe(false);
  });
});
