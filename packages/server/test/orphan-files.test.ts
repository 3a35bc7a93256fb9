import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it, vi } from 'vitest';
import {
  captchaAnswer,
  multipartRequest,
  newEmail,
  PDF_BYTES,
  registrationFields,
  resetThrottles,
} from '../src/routes/auth/sign-in-test-kit.js';
import { consumer, filedComplaint, pdfPart } from '../src/routes/complaints/complaint-test-kit.js';
import { LocalStorage, newStorageKey } from '../src/services/storage/index.js';
import { sweepOrphanFiles, sweepRegistrationDocuments } from '../src/services/storage/orphan-sweep.js';
import { describeOnPostgres } from './harness.js';

// A file is written before the transaction that records it commits; a crash in between leaves
// a file nobody owns. The sweep removes those once they are old enough, and nothing else.
describeOnPostgres('orphan stored files', (ctx) => {
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

  /** What a registration that crashed before its account committed leaves: `users/<16 hex>/<32 hex>.pdf`. */
  function registrationLeftover(uploads: string): string {
    const key = `users/${randomBytes(8).toString('hex')}/${randomBytes(16).toString('hex')}.pdf`;
    mkdirSync(dirname(join(uploads, key)), { recursive: true });
    writeFileSync(join(uploads, key), PDF_BYTES);
    return key;
  }

  it('removes registration documents no account owns, keeps those of registered accounts', async () => {
    await resetThrottles(ctx);
    const uploads = join(ctx.config.dataDir, 'uploads');
    const res = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(newEmail(), await captchaAnswer(ctx)),
      [{ field: 'file-0', filename: 'cedula.pdf', contentType: 'application/pdf', data: PDF_BYTES }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.query<{ storage_path: string }>(
      'SELECT storage_path FROM user_documents WHERE user_id = $1',
      [res.json().id],
    );
    const owned = rows[0]!.storage_path;
    const orphan = registrationLeftover(uploads);

    expect((await sweepRegistrationDocuments(ctx.db, uploads, { minAgeMs: HOUR })).removed).toEqual([]);
    const later = new Date(Date.now() + 2 * HOUR);
    const result = await sweepRegistrationDocuments(ctx.db, uploads, { minAgeMs: HOUR, now: later });
    expect(result.removed).toEqual([orphan]);
    expect(existsSync(join(uploads, orphan))).toBe(false);
    // Its registration's folder went with it; the registered account's document stays.
    expect(existsSync(join(uploads, dirname(orphan)))).toBe(false);
    expect(existsSync(join(uploads, owned))).toBe(true);

    // An account deleted since: its document no longer has an owner either.
    await ctx.db.query('DELETE FROM users WHERE id = $1', [res.json().id]);
    expect(
      (await sweepRegistrationDocuments(ctx.db, uploads, { minAgeMs: HOUR, now: later })).removed,
    ).toEqual([owned]);
  });

  it('with the default settings, the app removes orphans of every kind eleven minutes old, at start and every five minutes', async () => {
    expect(ctx.config).toMatchObject({ orphanFileMinutes: 10, orphanSweepMinutes: 5 });
    const uploads = join(ctx.config.dataDir, 'uploads');
    const storage = new LocalStorage(uploads);
    const orphan = newStorageKey('complaints', 'png');
    await storage.put(orphan, Buffer.from('png'), { contentType: 'image/png' });
    const document = registrationLeftover(uploads);
    const recent = registrationLeftover(uploads);
    const old = new Date(Date.now() - 11 * 60_000);
    for (const key of [orphan, document]) utimesSync(join(uploads, key), old, old);
    const app = await ctx.buildApp();
    await app.ready();
    await vi.waitFor(
      async () => {
        expect(await storage.exists(orphan)).toBe(false);
        expect(existsSync(join(uploads, document))).toBe(false);
      },
      { timeout: 10_000 },
    );
    // A file written a moment ago may belong to a filing or registration still in progress.
    expect(existsSync(join(uploads, recent))).toBe(true);
  });
});
