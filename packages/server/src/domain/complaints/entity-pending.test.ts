import { LIMITS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { cloneComplaints } from '../../../test/bulk-complaints.js';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { consumer, type TestAccount } from '../../routes/complaints/complaint-test-kit.js';
import { portalComplaint } from '../../routes/entity-api/entity-test-kit.js';
import { countPendingForEntity, foldEntityPendingCounts } from './entity-pending.js';

/**
 * The entity API's pending count from its counter (migration 390, ADR 0048) must equal counting
 * the complaints, after every kind of write, before and after folding, and its version must
 * change whenever the list does.
 */

const BANK = { tipo_entidad: 1, entidad_cod: '7' };
const OTHER = { tipo_entidad: 1, entidad_cod: '39' };
const HOUR = 60 * 60 * 1000;

describeOnBothDrivers('the entity pending count from its counter', (ctx) => {
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await consumer(ctx);
  });

  /** Counting the complaints, written apart from the counter's statement. */
  const counted = async (ref: typeof BANK, now: Date) =>
    Number(
      (
        await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM complaints WHERE tipo_entidad = $1 AND entidad_cod = $2
              AND entity_ack_at IS NULL
              AND (entity_first_seen_at IS NULL OR entity_first_seen_at > $3)`,
          [ref.tipo_entidad, ref.entidad_cod, new Date(now.getTime() - LIMITS.entityAckWindowHours * HOUR)],
        )
      ).rows[0]!.n,
    );

  /** Checks both entities' counts, folds, checks again; returns BANK's version. */
  const check = async (label: string) => {
    const now = new Date();
    const before = await countPendingForEntity(ctx.db, BANK, now);
    for (const ref of [BANK, OTHER]) {
      expect((await countPendingForEntity(ctx.db, ref, now)).count, `${label}, ${ref.entidad_cod}`).toBe(
        await counted(ref, now),
      );
    }
    await foldEntityPendingCounts(ctx.db);
    for (const ref of [BANK, OTHER]) {
      expect(
        (await countPendingForEntity(ctx.db, ref, now)).count,
        `${label}, ${ref.entidad_cod}, folded`,
      ).toBe(await counted(ref, now));
    }
    // Folding changes neither the count nor the version.
    expect(await countPendingForEntity(ctx.db, BANK, now)).toEqual(before);
    return before.version;
  };

  it('equals counting the complaints after filings, acknowledgements, deliveries past the window, moves, deletions and bulk inserts', async () => {
    const versions: string[] = [await check('at the start')];
    const changed = async (label: string) => {
      const version = await check(label);
      expect(versions, `${label}: the version changes`).not.toContain(version);
      versions.push(version);
    };
    const a = await portalComplaint(ctx, owner.id, BANK);
    const b = await portalComplaint(ctx, owner.id, BANK);
    const c = await portalComplaint(ctx, owner.id, OTHER);
    await changed('three filed');

    const set = (sql: string, params: unknown[]) => ctx.db.query(sql, params);
    await set('UPDATE complaints SET entity_ack_at = now() WHERE id = $1', [a.id]);
    await changed('one acknowledged');

    await set('UPDATE complaints SET entity_first_seen_at = $2 WHERE id = $1', [
      b.id,
      new Date(Date.now() - (LIMITS.entityAckWindowHours + 1) * HOUR),
    ]);
    await changed('one delivered past the window');

    // Delivered now: still pending, same list, same version.
    await set('UPDATE complaints SET entity_first_seen_at = now() WHERE id = $1', [c.id]);
    expect(await check('one delivered now')).toBe(versions.at(-1));

    await set('UPDATE complaints SET tipo_entidad = $2, entidad_cod = $3 WHERE id = $1', [
      c.id,
      BANK.tipo_entidad,
      BANK.entidad_cod,
    ]);
    await changed('one moved to another entity');

    await set("UPDATE complaints SET fecha_creacion = fecha_creacion - interval '1 day' WHERE id = $1", [
      c.id,
    ]);
    await changed('one filed earlier');

    // A change of anything else leaves count and version alone.
    await set('UPDATE complaints SET texto_queja = texto_queja || $2 WHERE id = $1', [c.id, ' Más detalle.']);
    expect(await check('text edited')).toBe(versions.at(-1));

    await set('UPDATE complaints SET entity_ack_at = NULL WHERE id = $1', [a.id]);
    await changed('an acknowledgement undone');

    await cloneComplaints(ctx.db, c.id, 30);
    await changed('30 inserted in one statement');

    await set('DELETE FROM complaints WHERE codigo_queja LIKE $1', [`${c.codigo_queja}-%`]);
    await changed('those deleted in one statement');

    const acked = await cloneComplaints(ctx.db, a.id, 5);
    await set('UPDATE complaints SET entity_ack_at = now() WHERE id = ANY($1::int[])', [acked]);
    await changed('five acknowledged at once');
  });
});
