import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { consumer, filedComplaint, pdfPart } from '../src/routes/complaints/complaint-test-kit.js';
import { LocalStorage, newStorageKey } from '../src/services/storage/index.js';
import { sweepOrphanFiles } from '../src/services/storage/orphan-sweep.js';
import { describeOnBothDrivers } from './harness.js';

// A file is written before the transaction that records it commits; a crash in between leaves
// a file nobody owns. The sweep removes those once they are old enough, and nothing else.
describeOnBothDrivers('orphan stored files', (ctx) => {
  const HOUR = 60 * 60_000;

  it('removes unreferenced server files older than the safe age, keeps the rest', async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    const owner = await consumer(ctx);
    const filed = await filedComplaint(ctx, owner, undefined, [
      pdfPart('file-complaint-0', 'extracto de cuenta.pdf'),
    ]);
    const { rows } = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM stored_files WHERE complaint_id = $1',
      [filed.id],
    );
    const owned = rows.map((r) => r.storage_key);
    expect(owned).toHaveLength(1);

    const orphan = newStorageKey('complaints', 'pdf');
    await storage.put(orphan, Buffer.from('%PDF-1.7 sin dueño'), { contentType: 'application/pdf' });
    // What a kill -9 in the middle of a write leaves behind.
    const halfWritten = `${newStorageKey('complaints', 'pdf')}.part-0123456789ab`;
    const foreign = 'respaldos/leame.txt';
    for (const name of [halfWritten, foreign]) {
      mkdirSync(dirname(join(storage.root, name)), { recursive: true });
      writeFileSync(join(storage.root, name), 'parcial');
    }

    // Fresh files may belong to a filing still in progress: untouched.
    expect((await sweepOrphanFiles(ctx.db, storage, { minAgeMs: HOUR })).removed).toEqual([]);

    const later = new Date(Date.now() + 2 * HOUR);
    const result = await sweepOrphanFiles(ctx.db, storage, { minAgeMs: HOUR, now: later });
    expect(result.removed.sort()).toEqual([orphan, halfWritten].sort());
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(owned[0]!)).toBe(true);
    const left = [];
    for await (const object of storage.list('')) left.push(object.key);
    expect(left.sort()).toEqual([owned[0]!, foreign].sort());

    // Nothing more to find the second time.
    expect((await sweepOrphanFiles(ctx.db, storage, { minAgeMs: HOUR, now: later })).removed).toEqual([]);
  });

  it('runs once when the app starts', async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    const orphan = newStorageKey('complaints', 'png');
    await storage.put(orphan, Buffer.from('png'), { contentType: 'image/png' });
    const old = new Date(Date.now() - 3 * HOUR);
    utimesSync(join(storage.root, orphan), old, old);
    const app = await ctx.buildApp();
    await app.ready();
    await vi.waitFor(async () => expect(await storage.exists(orphan)).toBe(false), { timeout: 10_000 });
  });
});
