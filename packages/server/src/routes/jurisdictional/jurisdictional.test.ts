import { JURISDICTIONAL_TEXTS as J, MESSAGES } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { PDF, insertedComplaint, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectForbidden,
  expectAnonymousRefused,
  expectNotFound,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Demandas jurisdiccionales';

interface Solicitude {
  id: number;
  radicado: string;
  status: { id: number; name: string };
  complaint_code: string | null;
  entity: { id: number; name: string };
  claimant: { name: string };
  cuantia: string | null;
  cuantia_detail: { year: number; smmlv: number | null; label: string; detail: string };
  annexes: {
    id: number;
    kind: { id: string };
    status: { id: number; name: string };
    retryable: boolean;
    file: unknown;
  }[];
  prevalidation: {
    rules: { code: string; passed: boolean; detail: string }[];
    proposed: { id: number; name: string };
  };
  analysis_type: { id: number; name: string } | null;
  mlvalidate_type: { id: number; name: string } | null;
  history: { action: string }[];
  classification_note: string;
  next_statuses: { id: number; name: string }[];
  read_only: boolean;
}

describeOnPostgres('jurisdictional requests (module 24)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let staffWithout: TestAccount;
  let evWithModule: TestAccount;
  let consumer: TestAccount;
  let bancolombia: number;

  beforeAll(async () => {
    holder = await staffWith(ctx, [24]);
    staffWithout = await staffWith(ctx, [9, 25, 26, 27]);
    evWithModule = await staffWith(ctx, [24], DAVIVIENDA);
    await linkEntity(ctx, evWithModule, DAVIVIENDA);
    consumer = await consumerAccount(ctx);
    bancolombia = await companyId(ctx, BANCOLOMBIA);
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await as(ctx, holder, {
      method: 'POST',
      url: '/api/jurisdiccional-servi/create-solicitude',
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Solicitude;
  };
  const upload = (solicitudeId: number, kind: string, filename = 'cedula.pdf', data: Buffer = PDF) =>
    multipartRequest(
      ctx,
      '/api/jurisdiccional-servi/upload-solip-file',
      [
        ['solicitude_id', String(solicitudeId)],
        ['kind', kind],
      ],
      [{ field: 'file', filename, contentType: 'application/pdf', data }],
      holder.token,
    );

  it('lets only staff of the module without an entity in, on every endpoint', async () => {
    const requests = [
      { url: '/api/jurisdiccional-servi/list-solicitudes' },
      { url: '/api/jurisdiccional-servi/get-solicitude?id=1' },
      { method: 'POST' as const, url: '/api/jurisdiccional-servi/create-solicitude', body: {} },
      { method: 'PUT' as const, url: '/api/jurisdiccional-servi/update-classification?id=1', body: {} },
      { method: 'PATCH' as const, url: '/api/jurisdiccional-servi/update-solicitude?id=1', body: {} },
      { url: '/api/jurisdiccional-servi/smmlv' },
      { url: '/api/queries-servi/get_form' },
      { method: 'POST' as const, url: '/api/queries-servi/generate_solip_report', body: {} },
    ];
    for (const request of requests) {
      expectForbidden(await as(ctx, staffWithout, request), MODULE);
      expectForbidden(await as(ctx, evWithModule, request), MODULE);
      expectForbidden(await as(ctx, consumer, request), MODULE);
      expectAnonymousRefused(await as(ctx, null, request));
    }
  });

  it('creates a request from a complaint, computes its cuantía and proposes a classification that staff confirm', async () => {
    const owner = await consumerAccount(ctx);
    const complaint = await insertedComplaint(ctx, owner.id);
    const created = await create({
      solicitude_type: 'demanda',
      complaint_code: complaint.codigo_queja,
      claim: 'Devolución del cobro doble.',
      amount: '56.940.001',
      filed_on: '2025-08-01',
    });
    expect(created.complaint_code).toBe(complaint.codigo_queja);
    expect(created.claimant.name).toBe('María Núñez');
    expect(created.entity.id).toBe(bancolombia);
    // 40 SMMLV of 2025 are 56.940.000: one peso more is menor cuantía.
    expect(created.cuantia).toBe('menor');
    expect(created.cuantia_detail).toMatchObject({ year: 2025, smmlv: 1_423_500, label: 'Menor cuantía' });
    expect(created.radicado).toMatch(/^2025-SOLIP-\d{6}$/);
    expect(created.prevalidation.proposed.name).toBe('Inadmisión para subsanar');
    expect(created.prevalidation.rules.find((r) => r.code === 'annexes_present')?.passed).toBe(false);

    expect((await upload(created.id, 'identificacion')).statusCode).toBe(201);
    const second = await upload(created.id, 'reclamacion_previa', 'reclamacion.pdf');
    expect(second.statusCode, second.body).toBe(201);
    const withAnnexes = (second.json() as { solicitude: Solicitude }).solicitude;
    expect(withAnnexes.annexes.map((a) => a.status.name)).toEqual(['Recibido', 'Recibido']);
    expect(withAnnexes.prevalidation.rules.every((r) => r.passed)).toBe(true);
    expect(withAnnexes.prevalidation.proposed.name).toBe('Admisión');

    const confirmed = await as(ctx, holder, {
      method: 'PUT',
      url: `/api/jurisdiccional-servi/update-classification?id=${created.id}`,
      body: { analysis_type: 1 },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json() as Solicitude;
    expect(body.status.name).toBe('Clasificada');
    expect(body.mlvalidate_type?.name).toBe('Propuesta automática confirmada');
    expect(body.history.map((h) => h.action)).toEqual([
      'created',
      'annex_uploaded',
      'annex_uploaded',
      'classified',
    ]);

    // A second classification is refused.
    expectFieldError(
      await as(ctx, holder, {
        method: 'PUT',
        url: `/api/jurisdiccional-servi/update-classification?id=${created.id}`,
        body: { analysis_type: 2 },
      }),
      'non_field_errors',
      J.alreadyClassified,
    );

    // An annex marked to be corrected is retried with a new file and is received again.
    const annex = body.annexes[1]!;
    const marked = await as(ctx, holder, {
      method: 'PATCH',
      url: `/api/jurisdiccional-servi/update-solicitude?id=${created.id}`,
      body: { annexes: [{ id: annex.id, status: 4, note: 'Falta la respuesta de la entidad' }], status: 3 },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const afterMark = marked.json() as Solicitude;
    expect(afterMark.status.name).toBe('Admitida');
    expect(afterMark.annexes[1]).toMatchObject({ status: { name: 'Por corregir' }, retryable: true });
    expect(afterMark.prevalidation.rules.find((r) => r.code === 'annexes_readable')?.passed).toBe(false);
    const retried = await multipartRequest(
      ctx,
      '/api/jurisdiccional-servi/retry-solip-annexes',
      [['annex_id', String(annex.id)]],
      [{ field: 'file', filename: 'reclamacion-completa.pdf', contentType: 'application/pdf', data: PDF }],
      holder.token,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as Solicitude).annexes[1]).toMatchObject({
      status: { name: 'Recibido' },
      retryable: false,
    });
  });

  it('moves a request only along the allowed statuses and keeps a finished one read-only', async () => {
    const created = await create({
      solicitude_type: 'conciliacion',
      claimant_name: 'Ana Ríos',
      claimant_id_type: '1',
      claimant_id_number: '52123456',
      entity: bancolombia,
      claim: 'Reintegro.',
      amount: '1.000.000',
      filed_on: '2025-03-03',
    });
    expect((await upload(created.id, 'identificacion')).statusCode).toBe(201);
    const classified = await as(ctx, holder, {
      method: 'PUT',
      url: `/api/jurisdiccional-servi/update-classification?id=${created.id}`,
      body: { analysis_type: 1, note: 'Conciliable: cobro no pactado.' },
    });
    expect(classified.statusCode, classified.body).toBe(200);
    expect(classified.json()).toMatchObject({
      classification_note: 'Conciliable: cobro no pactado.',
      read_only: false,
      next_statuses: [
        { id: 3, name: 'Admitida' },
        { id: 4, name: 'Inadmitida, en término para subsanar' },
        { id: 5, name: 'Rechazada' },
      ],
    });
    const move = (status: number) =>
      as(ctx, holder, {
        method: 'PATCH',
        url: `/api/jurisdiccional-servi/update-solicitude?id=${created.id}`,
        body: { status },
      });
    // A classified request cannot jump to «Terminada» or to the hearing.
    expectFieldError(await move(7), 'status', J.statusNotAllowed('Clasificada', 'Terminada'));
    expectFieldError(
      await move(6),
      'status',
      J.statusNotAllowed('Clasificada', 'En audiencia de conciliación'),
    );
    for (const [status, name] of [
      [3, 'Admitida'],
      [6, 'En audiencia de conciliación'],
      [7, 'Terminada'],
    ] as const) {
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Solicitude).status.name).toBe(name);
    }
    // Terminada is final: no status, no annex review, no new annex, no retry.
    const finished = J.requestFinished('Terminada');
    expectFieldError(await move(3), 'non_field_errors', finished);
    expectFieldError(await move(5), 'non_field_errors', finished);
    const detail = (
      await as(ctx, holder, {
        method: 'GET',
        url: `/api/jurisdiccional-servi/get-solicitude?id=${created.id}`,
      })
    ).json() as Solicitude;
    expectFieldError(
      await as(ctx, holder, {
        method: 'PATCH',
        url: `/api/jurisdiccional-servi/update-solicitude?id=${created.id}`,
        body: { annexes: [{ id: detail.annexes[0]!.id, status: 3 }] },
      }),
      'non_field_errors',
      finished,
    );
    expectFieldError(await upload(created.id, 'pruebas', 'pruebas.pdf'), 'solicitude_id', finished);
    const after = (
      await as(ctx, holder, {
        method: 'GET',
        url: `/api/jurisdiccional-servi/get-solicitude?id=${created.id}`,
      })
    ).json() as Solicitude;
    expect(after).toMatchObject({ status: { name: 'Terminada' }, read_only: true, next_statuses: [] });
    expect(after.annexes.map((a) => a.status.name)).toEqual(['Recibido']);
  });

  it('keeps a refused upload as a failed annex that can be retried', async () => {
    const created = await create({
      solicitude_type: 'conciliacion',
      entity: bancolombia,
      claimant_name: 'Pedro Gómez',
      claimant_id_type: '1',
      claimant_id_number: '79111222',
      claim: 'Conciliar la devolución.',
      amount: 1_000_000,
      filed_on: '2024-05-02',
    });
    expect(created.cuantia).toBe('minima');
    const refused = await upload(created.id, 'identificacion', 'cedula.pdf', Buffer.from('MZ not a pdf'));
    expectFieldError(refused, 'file', MESSAGES.fileFormatInvalid);
    const read = (
      await as(ctx, holder, { url: `/api/jurisdiccional-servi/get-solicitude?id=${created.id}` })
    ).json() as Solicitude;
    expect(read.annexes[0]).toMatchObject({ status: { name: 'Carga fallida' }, retryable: true, file: null });
    const retried = await multipartRequest(
      ctx,
      '/api/jurisdiccional-servi/retry-solip-annexes',
      [['annex_id', String(read.annexes[0]!.id)]],
      [{ field: 'file', filename: 'cedula.pdf', contentType: 'application/pdf', data: PDF }],
      holder.token,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    const after = retried.json() as Solicitude;
    expect(after.annexes[0]?.status.name).toBe('Recibido');
    expect(after.prevalidation.proposed.name).toBe('Admisión');
    // A received annex is not retryable.
    const again = await multipartRequest(
      ctx,
      '/api/jurisdiccional-servi/retry-solip-annexes',
      [['annex_id', String(read.annexes[0]!.id)]],
      [{ field: 'file', filename: 'cedula.pdf', contentType: 'application/pdf', data: PDF }],
      holder.token,
    );
    expectFieldError(again, 'annex_id', J.annexNotRetryable);
  });

  it('answers bad input with Spanish field messages, never a 500', async () => {
    const res = await as(ctx, holder, {
      method: 'POST',
      url: '/api/jurisdiccional-servi/create-solicitude',
      body: {
        solicitude_type: 'tutela',
        entity: 999999,
        amount: '12,5',
        filed_on: '2999-01-01',
        complaint_code: 'NO-EXISTE',
      },
    });
    expectFieldError(res, 'solicitude_type', '"tutela" no es una elección válida.');
    expectFieldError(res, 'amount', J.amountInvalid);
    expectFieldError(res, 'filed_on', J.dateInvalid);
    expectFieldError(res, 'complaint_code', J.unknownComplaint);
    expectFieldError(res, 'claim', 'Este campo es obligatorio.');
    expectNotFound(await as(ctx, holder, { url: '/api/jurisdiccional-servi/get-solicitude?id=999999' }));
    const noFile = await multipartRequest(
      ctx,
      '/api/jurisdiccional-servi/upload-solip-file',
      [
        ['solicitude_id', '1'],
        ['kind', 'cedula'],
      ],
      [],
      holder.token,
    );
    expectFieldError(noFile, 'file', J.fileRequired);
    expectFieldError(noFile, 'kind', '"cedula" no es una elección válida.');
    expectFieldError(
      await as(ctx, holder, {
        method: 'PUT',
        url: '/api/jurisdiccional-servi/smmlv',
        body: { year: 2026, value: 'mucho' },
      }),
      'value',
      J.amountInvalid,
    );
  });

  it('keeps SMMLV by year as data staff maintain, and uses it for the cuantía', async () => {
    const list = (await as(ctx, holder, { url: '/api/jurisdiccional-servi/smmlv' })).json() as {
      results: { year: number; value: number }[];
    };
    expect(list.results.find((r) => r.year === 2024)?.value).toBe(1_300_000);
    expect(list.results.find((r) => r.year === 2023)?.value).toBe(1_160_000);
    const created = await create({
      solicitude_type: 'conciliacion',
      entity: bancolombia,
      claimant_name: 'Ana Ruiz',
      claimant_id_type: '1',
      claimant_id_number: '52000111',
      claim: 'Pago.',
      amount: 100_000_000,
      filed_on: '2019-06-01',
    });
    expect(created.cuantia).toBeNull();
    expect(created.cuantia_detail.detail).toBe(J.cuantiaMissing(2019));
    const saved = await as(ctx, holder, {
      method: 'PUT',
      url: '/api/jurisdiccional-servi/smmlv',
      body: { year: 2019, value: 828116, decree: 'Decreto 2451 de 2018' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (
      await as(ctx, holder, { url: `/api/jurisdiccional-servi/get-solicitude?id=${created.id}` })
    ).json() as Solicitude;
    expect(read.cuantia).toBe('menor');
  });

  it('lists requests by view and exports the consolidated report as xlsx', async () => {
    const toClassify = (
      await as(ctx, holder, { url: '/api/jurisdiccional-servi/list-solicitudes?view=classification' })
    ).json() as { results: Solicitude[] };
    expect(toClassify.results.every((r) => r.status.id === 1)).toBe(true);
    const managed = (
      await as(ctx, holder, { url: '/api/jurisdiccional-servi/list-solicitudes?view=management' })
    ).json() as { results: Solicitude[] };
    expect(managed.results.map((r) => r.status.name)).toContain('Admitida');
    expectFieldError(
      await as(ctx, holder, { url: '/api/jurisdiccional-servi/list-solicitudes?ordering=nada' }),
      'ordering',
    );
    const report = await as(ctx, holder, {
      method: 'POST',
      url: '/api/queries-servi/generate_solip_report',
      body: { view: 'history' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    const XLSX = await import('xlsx');
    const book = XLSX.read(report.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Solicitudes!);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r[J.cuantia])).toContain('Menor cuantía');
  });
});
