import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@sfc/core';
import type { ReceiptAnswer } from '@sfc/core/ledger/verify';
import {
  STORY_CONSISTENCY_2_3,
  STORY_HEADS,
  STORY_KEY,
  STORY_RECEIPT,
  STORY_RECEIPT_AT_2,
} from '../components/ledger-story-data.js';
import { checkReceipt } from './use-receipt-verification.js';

const [HEAD_3, HEAD_2] = STORY_HEADS as [(typeof STORY_HEADS)[0], (typeof STORY_HEADS)[0]];

/** A ledger server answering from the story ledger; `calls` lists what was asked. */
function ledgerApi(receipt: ReceiptAnswer | 'down', calls: string[] = []): ApiClient {
  return {
    get: async (path: string, options?: { query?: Record<string, unknown> }) => {
      const query = new URLSearchParams(
        Object.entries(options?.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      calls.push(`${path}?${query}`);
      if (receipt === 'down') return { ok: false, status: 503, message: 'x', reason: 'unavailable' };
      if (path === '/ledger/key/') return { ok: true, status: 200, data: STORY_KEY };
      if (path === '/ledger/sth/') return { ok: true, status: 200, data: HEAD_3 };
      if (path === '/ledger/consistency/' && query.get('first') === '2' && query.get('second') === '3')
        return { ok: true, status: 200, data: { first: 2, second: 3, proof: STORY_CONSISTENCY_2_3 } };
      if (path === `/ledger/receipts/${receipt.code}/` && query.get('hash') === receipt.content_hash)
        return { ok: true, status: 200, data: receipt };
      return { ok: false, status: 404, message: 'No encontrado.', reason: 'rejected' };
    },
  } as unknown as ApiClient;
}

const { code, content_hash: hash } = STORY_RECEIPT;
const printed = (head: { tree_size: number; root_hash: string }) => ({
  tree_size: head.tree_size,
  root_hash: head.root_hash,
});

describe('checking a receipt against the ledger', () => {
  it('verifies typed code and hash: entry, inclusion and signature', async () => {
    expect(await checkReceipt(ledgerApi(STORY_RECEIPT), code, hash, null)).toMatchObject({
      kind: 'verified',
      recordedAt: '2026-11-27T15:31:45.120Z',
      sth: HEAD_3,
      printed: null,
    });
  });

  it('verifies a receipt printed at an older head through the consistency proof to the newest', async () => {
    const calls: string[] = [];
    const check = await checkReceipt(ledgerApi(STORY_RECEIPT, calls), code, hash, printed(HEAD_2));
    expect(check).toMatchObject({ kind: 'verified', printed: printed(HEAD_2) });
    expect(calls).toContain('/ledger/consistency/?first=2&second=3');
  });

  it('verifies when the answer is proved against an older head than the printed one', async () => {
    const check = await checkReceipt(ledgerApi(STORY_RECEIPT_AT_2), code, hash, printed(HEAD_3));
    expect(check).toMatchObject({ kind: 'verified', sth: HEAD_3, printed: printed(HEAD_3) });
  });

  it.each([
    [
      'a printed head whose root is not the ledger’s',
      printed({ tree_size: 2, root_hash: HEAD_3.root_hash }),
      'no conserva',
    ],
    [
      'a printed head larger than any signed one',
      printed({ tree_size: 9, root_hash: HEAD_3.root_hash }),
      'no conserva',
    ],
  ])('refuses %s', async (_what, head, text) => {
    const check = await checkReceipt(ledgerApi(STORY_RECEIPT), code, hash, head);
    expect(check.kind).toBe('failed');
    expect(check.kind === 'failed' && check.message).toContain(text);
  });

  it('says «no encontramos» for a hash the ledger does not hold, and that the service failed when it does', async () => {
    const other = await checkReceipt(ledgerApi(STORY_RECEIPT), code, '0'.repeat(64), null);
    expect(other).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^No encontramos una radicación/),
    });
    const down = await checkReceipt(ledgerApi('down'), code, hash, null);
    expect(down).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^No fue posible consultar el registro/),
    });
  });

  it('refuses an answer whose entry was altered or whose head was re-signed', async () => {
    const altered = { ...STORY_RECEIPT, entry: { ...STORY_RECEIPT.entry, at: '2026-11-27T15:31:46.120Z' } };
    expect(await checkReceipt(ledgerApi(altered), code, hash, null)).toMatchObject({
      message: 'La constancia no coincide con el registro: sus datos fueron alterados.',
    });
    const forged = { ...STORY_RECEIPT, sth: { ...HEAD_3, timestamp: HEAD_3.timestamp + 1 } };
    expect(await checkReceipt(ledgerApi(forged), code, hash, null)).toMatchObject({
      message: expect.stringMatching(/^La firma del registro no es válida/),
    });
  });
});
