import { LEDGER_SERVER_TEXTS as T } from '@sfc/core/messages/ledger-server-texts';
import { ledgerHexToBytes } from '@sfc/core/ledger/hashing';
import { verifySth } from '@sfc/core/ledger/verify';
import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { publishTreeHead } from '../../domain/ledger/heads.js';
import { ledgerSigner } from '../../domain/ledger/signer.js';
import { verifyLedger } from '../../domain/ledger/verify.js';
import {
  consumer,
  filedComplaint,
  NOT_FOUND,
  staff,
  type TestAccount,
} from '../complaints/complaint-test-kit.js';
import { expectProvenReceipt, receiptMarkerOf } from './receipt-test-kit.js';

describeOnBothDrivers('Ledger endpoints and the filing receipt', (ctx) => {
  let maria: TestAccount;
  let filed: { id: number; codigo_queja: string };

  beforeAll(async () => {
    maria = await consumer(ctx);
    filed = await filedComplaint(ctx, maria);
  });

  const anonymous = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'api.test' } });

  it('publishes the key and a signed tree head to anyone, unsigned and cacheable', async () => {
    const key = await anonymous('/api/ledger/key/');
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toMatch(/^public/);
    const { public_key, development, algorithm } = key.json<Record<string, unknown>>();
    expect({ algorithm, development }).toEqual({ algorithm: 'Ed25519', development: true });
    const sth = await anonymous('/api/ledger/sth/');
    expect(sth.statusCode).toBe(200);
    expect(sth.headers['cache-control']).toMatch(/^public/);
    expect(verifySth(sth.json(), ledgerHexToBytes(String(public_key)))).toBe(true);
    const history = await anonymous('/api/ledger/sth/history/?page=1');
    expect(history.json()).toMatchObject({ count: expect.any(Number), previous: null });
    expect(history.json<{ results: unknown[] }>().results[0]).toEqual(sth.json<Record<string, unknown>>());
  });

  it('gives the owner a «Constancia de radicación» PDF whose marker the public receipt proves', async () => {
    const res = await ctx.request({ url: `/api/queja/${filed.id}/constancia/`, token: maria.token });
    await expectProvenReceipt(ctx, receiptMarkerOf(res, filed.codigo_queja), ['María']);
  });

  it('answers the usual 404 to another consumer, and to a code with the wrong hash', async () => {
    const pedro = await consumer(ctx);
    const res = await ctx.request({ url: `/api/queja/${filed.id}/constancia/`, token: pedro.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    const wrong = await anonymous(`/api/ledger/receipts/${filed.codigo_queja}/?hash=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(404);
    const nul = await anonymous(`/api/ledger/receipts/a%00b/?hash=${'0'.repeat(64)}`);
    expect(nul.statusCode).toBe(404);
  });

  it('refuses a consistency range out of order or beyond the last head, in Spanish', async () => {
    const head = await publishTreeHead(ctx.db, ledgerSigner(undefined));
    const bad = await anonymous(
      `/api/ledger/consistency/?first=${head.tree_size}&second=${head.tree_size + 5}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: { first: [T.consistencyRange(head.tree_size)] } });
    const good = await anonymous(`/api/ledger/consistency/?first=1&second=${head.tree_size}`);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ first: 1, second: head.tree_size, proof: expect.any(Array) });
  });

  it('shows staff who may see the complaint the last verification, pending before the first', async () => {
    const manager = await staff(ctx, ['Gestión de quejas']);
    const url = `/api/ledger/complaints/${filed.id}/integrity/`;
    const before = await ctx.request({ url, token: manager.token });
    expect(before.json()).toEqual({ status: 'pendiente', checked_at: null, first_mismatch: null });
    await verifyLedger(ctx.db, { signer: ledgerSigner(undefined) });
    const after = await ctx.request({ url, token: manager.token });
    expect(after.json()).toMatchObject({ status: 'verificada', first_mismatch: null });
    expect((await ctx.request({ url, token: maria.token })).statusCode).toBe(403);
    const outsider = await staff(ctx, ['Usuarios']);
    expect((await ctx.request({ url, token: outsider.token })).statusCode).toBe(404);
  });
});
