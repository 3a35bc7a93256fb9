import { beforeAll, expect, it } from 'vitest';
import { describeOnPglite, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, staffWith } from '../alerts/alerts-test-kit.js';
import { latestCode, multipartRequest, newEmail, outboxFor } from '../auth/sign-in-test-kit.js';
import { complaintForm, pdfPart, type TestAccount } from '../complaints/complaint-test-kit.js';
import { asEntity, entityClient } from '../entity-api/entity-test-kit.js';
import {
  as,
  consumerAccount,
  expectAnonymousRefused,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Radicar queja';

describeOnPglite('filing a complaint on a consumer’s behalf (module 8)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let staffWithout: TestAccount;
  let evOther: TestAccount;
  let consumer: TestAccount;
  let registered: { id: number; email: string };

  beforeAll(async () => {
    holder = await staffWith(ctx, [8, 9]);
    staffWithout = await staffWith(ctx, [9, 10]);
    evOther = await staffWith(ctx, [9], { tipo_entidad: 1, entidad_cod: '39' });
    await linkEntity(ctx, evOther, { tipo_entidad: 1, entidad_cod: '39' });
    consumer = await consumerAccount(ctx, {
      firstName: 'Lucía',
      firstLastName: 'Muñoz',
      identificationNumber: '52123456',
    });
  });

  const file = (
    actor: TestAccount | null,
    fields: [string, string][],
    files = [pdfPart('file-complaint-0')],
  ) => multipartRequest(ctx, '/api/complaint_filing/', fields, files, actor?.token);

  it('finds consumers by identification, e-mail or name', async () => {
    const byId = await as(ctx, holder, { url: '/api/complaint_filing/consumers/?search=52123456' });
    expect(byId.statusCode, byId.body).toBe(200);
    const page = byId.json() as { count: number; results: { id: number; full_name: string }[] };
    expect(page.results.map((r) => r.id)).toEqual([consumer.id]);
    const byName = await as(ctx, holder, {
      url: `/api/complaint_filing/consumers/?search=${encodeURIComponent('muñoz')}`,
    });
    expect((byName.json() as { results: { id: number }[] }).results.map((r) => r.id)).toContain(consumer.id);
    const one = await as(ctx, holder, { url: `/api/complaint_filing/consumers/${consumer.id}/` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: consumer.id, identification_number: '52123456' });
    expectNotFound(await as(ctx, holder, { url: `/api/complaint_filing/consumers/${holder.id}/` }));
    // Staff are not consumers.
    const staffSearch = await as(ctx, holder, {
      url: `/api/complaint_filing/consumers/?search=${holder.email}`,
    });
    expect((staffSearch.json() as { count: number }).count).toBe(0);
    expectFieldError(
      await as(ctx, holder, { url: '/api/complaint_filing/consumers/?search=ab' }),
      'search',
      'Escribe al menos 3 caracteres para buscar.',
    );
  });

  it('registers a consumer on the spot, who gets a mail to choose their password', async () => {
    const email = newEmail();
    const res = await as(ctx, holder, {
      method: 'POST',
      url: '/api/complaint_filing/consumers/',
      body: {
        first_name: 'Jesús',
        first_last_name: 'Peñaloza',
        identification_type: '1',
        identification_number: '80123456',
        person_type: '1',
        email,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    registered = res.json() as { id: number; email: string };
    expect(res.json()).toMatchObject({
      email,
      full_name: 'Jesús Peñaloza',
      identification_number: '80123456',
    });
    const mails = await outboxFor(ctx, email);
    expect(mails.at(-1)!.content).toContain('/recovery/restore?email=');
    const code = await latestCode(ctx, email);
    const set = await ctx.request({
      method: 'POST',
      url: '/api/password/change/',
      body: { email, code, password: 'Cañón-del-Chicamocha#2026' },
    });
    expect(set.statusCode, set.body).toBeLessThan(300);

    const again = await as(ctx, holder, {
      method: 'POST',
      url: '/api/complaint_filing/consumers/',
      body: {
        first_name: 'Otro',
        first_last_name: 'Nombre',
        identification_type: '1',
        identification_number: '80123456',
        person_type: '1',
        email: newEmail(),
      },
    });
    expectFieldError(
      again,
      'identification_number',
      'Ya hay un consumidor registrado con esta identificación: búscalo y radica a su nombre.',
    );
    const blank = await as(ctx, holder, {
      method: 'POST',
      url: '/api/complaint_filing/consumers/',
      body: {},
    });
    expect(blank.statusCode, blank.body).toBe(400);
    expect(Object.keys((blank.json() as { message: object }).message)).toEqual(
      expect.arrayContaining(['first_name', 'email', 'identification_number', 'person_type']),
    );
  });

  it('files the consumer form for them with channel and reception point; they and the entity see it', async () => {
    const res = await file(holder, [
      ['consumer', String(registered.id)],
      ['punto_recepcion', '4'],
      ...complaintForm({
        canal_cod: '5',
        texto_queja: 'Radicada en la ventanilla: cobro de un crédito ya pagado.',
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as {
      id: number;
      codigo_queja: string;
      owner_user_id?: number;
      punto_recepcion: number;
      canal_cod: number;
      detail: string;
      files: unknown[];
    };
    expect(body.punto_recepcion).toBe(4);
    expect(body.canal_cod).toBe(5);
    expect(body.files).toHaveLength(1);
    expect(body.detail).toBe(`Se radicó la queja ${body.codigo_queja} a nombre de Jesús Peñaloza.`);
    const owner = await ctx.db.query<{ owner_user_id: number; nombres: string }>(
      'SELECT owner_user_id, nombres FROM complaints WHERE id = $1',
      [body.id],
    );
    expect(owner.rows[0]).toEqual({ owner_user_id: registered.id, nombres: 'Jesús Peñaloza' });
    const version = await ctx.db.query<{ actor_kind: string; actor_user_id: number }>(
      'SELECT actor_kind, actor_user_id FROM complaint_versions WHERE complaint_id = $1 AND version = 1',
      [body.id],
    );
    expect(version.rows[0]).toEqual({ actor_kind: 'staff', actor_user_id: holder.id });
    const bank = await entityClient(ctx, BANCOLOMBIA);
    expect((await asEntity(ctx, bank, { url: `/api/queja/${body.codigo_queja}/` })).statusCode).toBe(200);
  });

  it('is all or nothing and answers Spanish field messages', async () => {
    const count = async () =>
      Number((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]!.n);
    const before = await count();
    const missing = await file(holder, complaintForm());
    expect(missing.statusCode, missing.body).toBe(400);
    const message = (missing.json() as { message: Record<string, string[]> }).message;
    expect(message.consumer).toEqual(['Este campo no puede estar en blanco.']);
    expect(message.punto_recepcion).toEqual(['Este campo no puede estar en blanco.']);
    expectFieldError(
      await file(holder, [['consumer', String(holder.id)], ['punto_recepcion', '4'], ...complaintForm()]),
      'consumer',
      `Consumidor no encontrado: ${holder.id}.`,
    );
    expectFieldError(
      await file(holder, [['consumer', String(consumer.id)], ['punto_recepcion', '77'], ...complaintForm()]),
      'punto_recepcion',
      '"77" no es una elección válida.',
    );
    const badFile = await file(
      holder,
      [['consumer', String(consumer.id)], ['punto_recepcion', '4'], ...complaintForm()],
      [pdfPart('file-complaint-0'), pdfPart('file-complaint-1', 'virus.pdf', Buffer.from('MZ\x90\x00 nope'))],
    );
    expect(badFile.statusCode, badFile.body).toBe(400);
    const noText = await file(holder, [
      ['consumer', String(consumer.id)],
      ['punto_recepcion', '4'],
      ...complaintForm({ texto_queja: '__omit__' }),
    ]);
    expectFieldError(noText, 'texto_queja');
    expect(await count()).toBe(before);
  });

  it('answers only holders of «Radicar queja»', async () => {
    const fields: [string, string][] = [
      ['consumer', String(consumer.id)],
      ['punto_recepcion', '4'],
      ...complaintForm(),
    ];
    expectForbidden(await file(staffWithout, fields), MODULE);
    expectForbidden(await file(evOther, fields), MODULE);
    expectForbidden(await file(consumer, fields), MODULE);
    expectAnonymousRefused(await file(null, fields));
    const points = await as(ctx, holder, { url: '/api/complaint_filing/reception_points/' });
    expect(points.statusCode, points.body).toBe(200);
    expect((points.json() as { results: { id: number; name: string }[] }).results).toContainEqual({
      id: 4,
      name: expect.any(String),
    });
    for (const request of [
      { url: '/api/complaint_filing/reception_points/' },
      { url: `/api/complaint_filing/consumers/${consumer.id}/` },
      { url: '/api/complaint_filing/consumers/?search=52123456' },
      { method: 'POST' as const, url: '/api/complaint_filing/consumers/', body: {} },
    ]) {
      expectForbidden(await as(ctx, staffWithout, request), MODULE);
      expectForbidden(await as(ctx, evOther, request), MODULE);
      expectForbidden(await as(ctx, consumer, request), MODULE);
      expectAnonymousRefused(await as(ctx, null, request));
    }
    const nequi = await entityClient(ctx, { tipo_entidad: 4, entidad_cod: '130' });
    expect(
      (await asEntity(ctx, nequi, { url: '/api/complaint_filing/consumers/?search=52123456' })).statusCode,
    ).toBe(403);
  });
});
