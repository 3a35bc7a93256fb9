import { ed25519 } from '@noble/curves/ed25519.js';
import { entryHash, leafHash, ledgerHexToBytes, sthMessage } from '@sfc/core/ledger/hashing';
import { verifyConsistency, verifyInclusion } from '@sfc/core/ledger/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnBothDrivers, describeOnPostgres } from '../../../test/harness.js';
import { runManage } from '../../cli/manage.js';
import { consumer, filedComplaint, insertedComplaint } from '../../routes/complaints/complaint-test-kit.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { backfillLedger } from './backfill.js';
import { publishTreeHead } from './heads.js';
import { consistencyProof, filingEntry, publicReceipt, receiptOf } from './receipts.js';
import { ledgerSigner } from './signer.js';
import { utcTimestamp } from './sources.js';
import { consistencyRanges, inclusionRanges, rangeNodes } from './tree.js';
import { complaintIntegrity, verifyLedger } from './verify.js';

const signer = ledgerSigner(undefined);
const hexes = (list: string[]) => list.map((h) => ledgerHexToBytes(h));

describe('ledger tree ranges', () => {
  it('covers a range with aligned complete subtrees, largest first', () => {
    expect(rangeNodes(0, 7)).toEqual([
      { level: 2, idx: 0 },
      { level: 1, idx: 2 },
      { level: 0, idx: 6 },
    ]);
    expect(rangeNodes(4, 8)).toEqual([{ level: 2, idx: 1 }]);
  });

  it('asks for one hash per level of the RFC 9162 paths', () => {
    expect(inclusionRanges(0, 1)).toEqual([]);
    expect(inclusionRanges(6, 7)).toEqual([
      [4, 6],
      [0, 4],
    ]);
    expect(consistencyRanges(3, 7)).toEqual([
      [2, 3],
      [3, 4],
      [0, 2],
      [4, 7],
    ]);
  });

  it('writes PostgreSQL timestamps of any offset in UTC, keeping the fraction', () => {
    expect(utcTimestamp('2026-11-27T18:59:01.123456-05:00')).toBe('2026-11-27T23:59:01.123456Z');
    expect(utcTimestamp('2026-11-27T23:59:01+00:00')).toBe('2026-11-27T23:59:01Z');
    expect(utcTimestamp('2026-11-27')).toBe('2026-11-27');
  });
});

describeOnBothDrivers('Ledger: chain, proofs and verification', (ctx) => {
  let filed: { id: number; codigo_queja: string };

  beforeAll(async () => {
    const maria = await consumer(ctx);
    filed = await filedComplaint(ctx, maria);
  });

  it('chains a filing and its attachment, and a clean ledger verifies', async () => {
    const { rows } = await ctx.db.query<{ kind: string; source_table: string }>(
      'SELECT kind, source_table FROM ledger_entries WHERE complaint_id = $1 ORDER BY seq',
      [filed.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['filing', 'attachment']);
    await publishTreeHead(ctx.db, signer);
    const report = await verifyLedger(ctx.db, { storage: storageFor(ctx.app), signer });
    expect(report.mismatches).toEqual([]);
    expect(report.headMismatches).toEqual([]);
    expect(report.unchained).toBe(0);
    expect((await complaintIntegrity(ctx.db, filed.id)).status).toBe('verificada');
  });

  it('names exactly the version edited in SQL, and the stored file whose bytes were replaced', async () => {
    const owner = await consumer(ctx);
    const victim = await insertedComplaint(ctx, owner.id, { estado_cod: 2 });
    const { rows } = await ctx.db.query<{ id: number; seq: string }>(
      `SELECT v.id, e.seq FROM complaint_versions v
         JOIN ledger_entries e ON e.source_table = 'complaint_versions' AND e.source_id = v.id
        WHERE v.complaint_id = $1 AND v.version = 2`,
      [victim.id],
    );
    await ctx.db.query(
      `UPDATE complaint_versions SET snapshot = jsonb_set(snapshot, '{texto_queja}', '"otro texto"') WHERE id = $1`,
      [rows[0]!.id],
    );
    const file = await ctx.db.query<{ storage_key: string; seq: string }>(
      `SELECT f.storage_key, e.seq FROM stored_files f
         JOIN ledger_entries e ON e.source_table = 'stored_files' AND e.source_id = f.id
        WHERE f.complaint_id = $1`,
      [filed.id],
    );
    await storageFor(ctx.app).put(file.rows[0]!.storage_key, Buffer.from('%PDF-1.4 cambiado'), {
      contentType: 'application/pdf',
    });

    const report = await verifyLedger(ctx.db, { storage: storageFor(ctx.app), signer });
    expect(report.mismatches.map((m) => [m.seq, m.source_table, m.reason])).toEqual([
      [Number(file.rows[0]!.seq), 'stored_files', 'file'],
      [Number(rows[0]!.seq), 'complaint_versions', 'content'],
    ]);
    expect(report.headMismatches).toEqual([]);
    const lines: string[] = [];
    const code = await runManage(['verify-ledger'], {
      db: ctx.db,
      config: ctx.config,
      out: (l) => lines.push(l),
    });
    expect(code).toBe(1);
    expect(lines).toContain(
      `PRIMER REGISTRO ALTERADO: entrada ${file.rows[0]!.seq} (attachment) de la queja ${filed.codigo_queja}, ` +
        `stored_files id ${report.mismatches[0]!.source_id}: los bytes del archivo guardado ya no corresponden a su SHA-256.`,
    );
    expect(await complaintIntegrity(ctx.db, victim.id)).toMatchObject({
      status: 'alterada',
      first_mismatch: { seq: Number(rows[0]!.seq), kind: 'version' },
    });
  }, 120_000);

  it('chains history written around the writers (a bulk loader) in its genesis, once', async () => {
    const owner = await consumer(ctx);
    const c = await insertedComplaint(ctx, owner.id);
    await ctx.db.query('INSERT INTO complaint_notes (complaint_id, text) VALUES ($1, $2)', [c.id, 'nota']);
    const before = await verifyLedger(ctx.db, { signer });
    expect(before.unchained).toBe(1);
    expect(await backfillLedger(ctx.db)).toBe(1);
    expect(await backfillLedger(ctx.db)).toBe(0);
    expect((await verifyLedger(ctx.db, { signer })).unchained).toBe(0);
  }, 120_000);
});

// Concurrent writers on several pooled connections, as two API nodes are: one chain, no fork.
describeOnPostgres('Ledger: concurrent appends', (ctx) => {
  it('keeps one unbroken chain when filings commit at once on several connections', async () => {
    const owner = await consumer(ctx);
    await Promise.all(Array.from({ length: 24 }, () => insertedComplaint(ctx, owner.id, { estado_cod: 2 })));
    const { rows } = await ctx.db.query<{ n: number; max: string }>(
      'SELECT count(*)::int AS n, max(seq) AS max FROM ledger_entries',
    );
    expect(Number(rows[0]!.max)).toBe(rows[0]!.n - 1);
    const report = await verifyLedger(ctx.db, { signer });
    expect(report.mismatches).toEqual([]);
    expect(report.unchained).toBe(0);
  }, 120_000);
});

// A thousand filings through the repository: on PostgreSQL only, where they take seconds.
describeOnPostgres('Ledger: a receipt across 1,000 later filings', (ctx) => {
  let filed: { id: number; codigo_queja: string };

  beforeAll(async () => {
    const maria = await consumer(ctx);
    filed = await filedComplaint(ctx, maria);
  });

  it('gives a receipt that still verifies after 1,000 more filings (inclusion and consistency)', async () => {
    const entry = (await filingEntry(ctx.db, filed.id))!;
    const receipt = (await publicReceipt(ctx.db, signer, filed.codigo_queja, entry.content_hash))!;
    expect(receipt.entry_hash).toBe(Buffer.from(entryHash(receipt.entry)).toString('hex'));
    const old = receipt.sth;
    expect(
      verifyInclusion(
        receipt.leaf_index,
        old.tree_size,
        leafHash(ledgerHexToBytes(receipt.entry_hash)),
        hexes(receipt.inclusion_proof),
        ledgerHexToBytes(old.root_hash),
      ),
    ).toBe(true);
    expect(
      ed25519.verify(
        new Uint8Array(Buffer.from(old.signature, 'base64')),
        sthMessage(old.tree_size, old.timestamp, old.root_hash),
        signer.publicKey,
      ),
    ).toBe(true);

    const owner = await consumer(ctx);
    for (let i = 0; i < 1000; i += 1) await insertedComplaint(ctx, owner.id);
    const now = await publishTreeHead(ctx.db, signer);
    expect(now.tree_size).toBeGreaterThanOrEqual(old.tree_size + 1000);
    const { proof } = await consistencyProof(ctx.db, old.tree_size, now.tree_size);
    expect(
      verifyConsistency(
        old.tree_size,
        now.tree_size,
        ledgerHexToBytes(old.root_hash),
        ledgerHexToBytes(now.root_hash),
        hexes(proof),
      ),
    ).toBe(true);
    const later = await receiptOf(ctx.db, signer, entry);
    expect(later.sth.tree_size).toBe(now.tree_size);
    expect(
      verifyInclusion(
        later.leaf_index,
        now.tree_size,
        leafHash(ledgerHexToBytes(later.entry_hash)),
        hexes(later.inclusion_proof),
        ledgerHexToBytes(now.root_hash),
      ),
    ).toBe(true);
    await expect(publicReceipt(ctx.db, signer, filed.codigo_queja, 'a'.repeat(64))).resolves.toBeNull();
  }, 240_000);
});
