import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../test/harness.js';
import type { Db } from '../db/driver.js';
import { recordAuditEvent } from './audit.js';

describeOnPostgres('audit events written without waiting for the WAL flush', (ctx) => {
  it('stores the row, and the connection it used still commits everything else synchronously', async () => {
    // One connection of its own, so the setting read afterwards is the one the write used.
    const session = await ctx.db.openSession!();
    try {
      const db = {
        kind: 'postgres',
        query: async (sql: string, params?: unknown[]) => {
          const { rows } = await session.query(sql, params);
          return { rows, rowCount: rows.length };
        },
      } as unknown as Db;
      const inside = await session.query<{ setting: string }>(
        `WITH no_flush_wait AS (SELECT set_config('synchronous_commit', 'off', true))
         SELECT current_setting('synchronous_commit') AS setting FROM no_flush_wait`,
      );
      expect(inside.rows[0]!.setting).toBe('off');
      await recordAuditEvent(
        db,
        {
          event: 'entity_api',
          success: true,
          username: 'api-1-7',
          detail: { path: '/api/queja/', token: 'x' },
        },
        { noFlushWait: true },
      );
      const after = await session.query<{ setting: string }>(
        "SELECT current_setting('synchronous_commit') AS setting",
      );
      expect(after.rows[0]!.setting).toBe('on');
      const stored = await ctx.db.query<{ detail: unknown }>(
        "SELECT detail FROM audit_events WHERE username = 'api-1-7' ORDER BY id DESC LIMIT 1",
      );
      const detail = stored.rows[0]!.detail;
      expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toEqual({ path: '/api/queja/' });
    } finally {
      await session.end();
    }
  });
});
