import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import {
  addBusinessDays,
  bogotaDay,
  bogotaDayStart,
  isBusinessDay,
  isoDay,
} from '../../domain/alerts/colombian-calendar.js';
import { BANCOLOMBIA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import { consumerAccount } from '../users-management/staff-admin-test-kit.js';

/** Noon in Bogotá of the last day whose term of `term` business days ends today (or null). */
function filedToBeDueToday(term: number): Date | null {
  const today = bogotaDay(new Date());
  for (let day = today - 1; day > today - 120; day -= 1) {
    const due = addBusinessDays(day, term);
    if (due === today) return new Date(bogotaDayStart(day).getTime() + 12 * 3600_000);
    if (due < today) return null;
  }
  return null;
}

/**
 * The `due_day` column of the filter builder («Vencen hoy») agrees with the deadline each row
 * shows, for an unclassified complaint (15 business days) and a classified one (10), which the
 * fast window finds by id.
 */
describeOnPostgres('the due_day filter', (ctx) => {
  it('lists exactly the complaints whose deadline row says they are due today', async () => {
    const today = bogotaDay(new Date());
    if (!isBusinessDay(today)) return; // No term ends on a weekend or a holiday: nothing to list.
    const analyst = await staffWith(ctx, [9]);
    const owner = await consumerAccount(ctx);
    const plain = await complaintFiledAt(ctx, owner.id, BANCOLOMBIA, filedToBeDueToday(15)!, 2);
    const classified = await complaintFiledAt(ctx, owner.id, BANCOLOMBIA, filedToBeDueToday(10)!, 2);
    await ctx.db.query(
      `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime) VALUES ($1, 'right_request', 'documentos', 'peticion_documentos')`,
      [classified.id],
    );
    // Filed the same day as the classified one but not classified: due in 5 more business days.
    const notYet = await complaintFiledAt(ctx, owner.id, BANCOLOMBIA, filedToBeDueToday(10)!, 2);
    const filters = JSON.stringify([{ column: 'due_day', operator: 'equals', value: isoDay(today) }]);
    const res = await ctx.request({
      url: `/api/complaint_management/?page_size=100&filters=${encodeURIComponent(filters)}`,
      token: analyst.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { results: { id: number; deadline: { due_day: string } }[] }).results;
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([plain.id, classified.id]));
    expect(ids).not.toContain(notYet.id);
    expect(rows.every((r) => r.deadline.due_day === isoDay(today))).toBe(true);
  });
});
