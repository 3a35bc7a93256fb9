import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { complaintForm, NOT_FOUND, pdfPart, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  asEntity,
  complaintBody,
  entityClient,
  newCode,
  resetEntityThrottles,
  type EntityClient,
} from '../entity-api/entity-test-kit.js';
import { consumerAccount, linkEntity } from '../users-management/staff-admin-test-kit.js';
import { expectProvenReceipt, receiptMarkerOf } from './receipt-test-kit.js';

/** Module 8 «Radicar queja»; 9 «Gestión de quejas» lets staff see complaints; 28 does not. */
const FILING = 8;
const MANAGEMENT = 9;
const UNRELATED = 28;

describeOnPostgres('the «Constancia de radicación» of staff filings and of entity registrations', (ctx) => {
  const constancia = (idOrCode: number | string, account: TestAccount) =>
    ctx.request({ url: `/api/queja/${idOrCode}/constancia/`, token: account.token });

  let filer: TestAccount;
  let gertrudis: TestAccount;
  let bank: EntityClient;
  let otherBank: EntityClient;

  beforeAll(async () => {
    filer = await staffWith(ctx, [FILING]);
    gertrudis = await consumerAccount(ctx, {
      firstName: 'Gertrudis',
      firstLastName: 'Villamizar',
      identificationNumber: '63555111',
    });
    bank = await entityClient(ctx, BANCOLOMBIA);
    otherBank = await entityClient(ctx, DAVIVIENDA);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  it('gives the staff member who filed for a consumer, and that consumer, a receipt the ledger proves', async () => {
    const filed = await multipartRequest(
      ctx,
      '/api/complaint_filing/',
      [
        ['consumer', String(gertrudis.id)],
        ['punto_recepcion', '4'],
        ...complaintForm({ texto_queja: 'Radicada en la ventanilla: un seguro que nunca contraté.' }),
      ],
      [pdfPart('file-complaint-0')],
      filer.token,
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, codigo_queja: code } = filed.json<{ id: number; codigo_queja: string }>();

    const marker = receiptMarkerOf(await constancia(id, filer), code);
    const receipt = await expectProvenReceipt(ctx, marker, [
      'Gertrudis',
      'Villamizar',
      '63555111',
      gertrudis.email,
    ]);
    expect(receipt.entry.actor).toBe('staff');

    // The complaint is the consumer's: their own download names the same filing.
    expect(receiptMarkerOf(await constancia(id, gertrudis), code)).toMatchObject({ hash: marker.hash });
    const stranger = await consumerAccount(ctx, { identificationNumber: '63555112' });
    const refused = await constancia(id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
    // Filing for others is not reading others' complaints: another holder of the filing module alone.
    const otherFiler = await staffWith(ctx, [FILING]);
    const notTheirs = await constancia(id, otherFiler);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual(NOT_FOUND);
  });

  it('gives the entity that registered a complaint (momento 2) a receipt the ledger proves; others get the 404', async () => {
    const code = newCode(BANCOLOMBIA);
    const body = complaintBody(code, { nombres: 'Heriberto Quintana', numero_id_CF: '91222333' });
    const created = await asEntity(ctx, bank, { method: 'POST', url: '/api/queja/', body });
    expect(created.statusCode, created.body).toBe(201);

    const own = await asEntity(ctx, bank, { url: `/api/queja/${code}/constancia/` });
    const marker = receiptMarkerOf(own, code);
    const receipt = await expectProvenReceipt(ctx, marker, ['Heriberto', 'Quintana', '91222333']);
    expect(receipt.entry.actor).toBe('entity');

    const foreign = await asEntity(ctx, otherBank, { url: `/api/queja/${code}/constancia/` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);

    // Staff: only those holding a complaints module, within their entities.
    const withoutModule = await staffWith(ctx, [UNRELATED]);
    const otherEntityStaff = await staffWith(ctx, [MANAGEMENT], DAVIVIENDA);
    await linkEntity(ctx, otherEntityStaff, DAVIVIENDA);
    for (const account of [withoutModule, otherEntityStaff]) {
      const res = await constancia(code, account);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const bankStaff = await staffWith(ctx, [MANAGEMENT], BANCOLOMBIA);
    await linkEntity(ctx, bankStaff, BANCOLOMBIA);
    const manager = await staffWith(ctx, [MANAGEMENT]);
    for (const account of [bankStaff, manager]) {
      expect(receiptMarkerOf(await constancia(code, account), code).hash).toBe(marker.hash);
    }
  });
});
