import type { DriverContext } from '../../../test/harness.js';
import { addBusinessDays, bogotaDay, bogotaDayStart } from '../../domain/alerts/colombian-calendar.js';
import { DAVIVIENDA, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { consumerAccount, linkEntity } from '../users-management/staff-admin-test-kit.js';

/**
 * Helpers of the complaint management tests (module 9): the accounts that act on the queue and
 * a filing day counted in business days.
 */

/** Who acts in the module 9 tests. */
export interface ComplaintManagementActors {
  /** Staff whose role holds every module. */
  holder: TestAccount;
  /** Staff without a complaint module. */
  staffWithout: TestAccount;
  /** An entity user (EV) of Davivienda, with the complaint modules. */
  evDavivienda: TestAccount;
  consumer: TestAccount;
}

/** Creates the {@link ComplaintManagementActors} (call it in `beforeAll`). */
export async function complaintManagementActors(ctx: DriverContext): Promise<ComplaintManagementActors> {
  const all = (await ctx.db.query<{ id: number }>('SELECT id FROM modules ORDER BY id')).rows.map((r) =>
    Number(r.id),
  );
  const holder = await staffWith(ctx, all);
  const staffWithout = await staffWith(ctx, [1, 2, 28]);
  const evDavivienda = await staffWith(ctx, [9, 10, 11, 12], DAVIVIENDA);
  await linkEntity(ctx, evDavivienda, DAVIVIENDA);
  const consumer = await consumerAccount(ctx);
  return { holder, staffWithout, evDavivienda, consumer };
}

/** A Bogotá noon on the day `businessDays` business days before today (negative: that many after). */
export function filedBusinessDaysAgo(businessDays: number): Date {
  const today = bogotaDay(new Date());
  let day = today;
  // Walk back until `businessDays` business days lie between the filing day and today.
  while (day > today - 400 && addBusinessDays(day, businessDays) > today) day -= 1;
  return new Date(bogotaDayStart(day).getTime() + 12 * 3600_000);
}
