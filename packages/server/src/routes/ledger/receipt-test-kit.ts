import { leafHash, ledgerHexToBytes } from '@sfc/core/ledger/hashing';
import { verifyInclusion, verifySth, type ReceiptAnswer } from '@sfc/core/ledger/verify';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_HOST, type DriverContext } from '../../../test/harness.js';

/**
 * Helpers of the filing receipt tests: what a person holding the «Constancia de radicación» PDF
 * does with it — read its marker line and ask the public receipt endpoint, then check the
 * inclusion proof against the signed head with the same code browsers verify with.
 */

/** The marker `SFC-CONSTANCIA:v1:<code>:<content hash>:<tree size>:<root>` of a receipt PDF. */
export interface ReceiptMarker {
  code: string;
  hash: string;
  size: number;
  root: string;
}

/**
 * Asserts `res` is the receipt PDF of complaint `code` (200, application/pdf, its file name) and
 * returns the marker its bytes carry.
 */
export function receiptMarkerOf(res: LightMyRequestResponse, code: string): ReceiptMarker {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain(`constancia-radicacion-${code}.pdf`);
  const found = /SFC-CONSTANCIA:v1:([^:]+):([0-9a-f]{64}):(\d+):([0-9a-f]{64})/.exec(
    res.rawPayload.toString('latin1'),
  );
  expect(found?.[1]).toBe(code);
  const [, markerCode, hash, size, root] = found!;
  return { code: markerCode!, hash: hash!, size: Number(size), root: root! };
}

/**
 * Asks the public endpoint `GET /api/ledger/receipts/<code>/?hash=` anonymously for `marker` and
 * asserts what anyone holding the PDF can check: the head the PDF names, a filing entry of that
 * code and hash, an inclusion proof that verifies against a head signed with the published key,
 * and none of `privateTexts` in the answer.
 */
export async function expectProvenReceipt(
  ctx: DriverContext,
  marker: ReceiptMarker,
  privateTexts: string[] = [],
): Promise<ReceiptAnswer> {
  const anonymous = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: TEST_HOST } });
  const res = await anonymous(`/api/ledger/receipts/${encodeURIComponent(marker.code)}/?hash=${marker.hash}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ReceiptAnswer>();
  expect(body.sth).toMatchObject({ tree_size: marker.size, root_hash: marker.root });
  expect(body.entry).toMatchObject({ kind: 'filing', complaint: marker.code, content_hash: marker.hash });
  const key = (await anonymous('/api/ledger/key/')).json<{ public_key: string }>();
  expect(verifySth(body.sth, ledgerHexToBytes(key.public_key))).toBe(true);
  for (const text of privateTexts) expect(res.body).not.toContain(text);
  expect(
    verifyInclusion(
      body.leaf_index,
      body.sth.tree_size,
      leafHash(ledgerHexToBytes(body.entry_hash)),
      body.inclusion_proof.map((h) => ledgerHexToBytes(h)),
      ledgerHexToBytes(body.sth.root_hash),
    ),
  ).toBe(true);
  return body;
}
