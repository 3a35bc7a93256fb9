import { API_ERROR_TEXTS, AUTH_MESSAGES, COMPLAINT_MESSAGES, MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { createEntityClient } from '../../services/entity-clients.js';
import { resetThrottles } from '../auth/sign-in-test-kit.js';
import { entityHandlers } from './entity-handlers.js';
import {
  NOT_FOUND,
  complaintForm,
  consumer,
  fileComplaintRequest,
  filedComplaint,
  insertedComplaint,
  mailsTo,
  pdfPart,
  staff,
  validation,
  type TestAccount,
} from './complaint-test-kit.js';

describeOnBothDrivers('Complaints: filing, listing and reading', (ctx) => {
  let maria: TestAccount;
  let pedro: TestAccount;

  beforeAll(async () => {
    maria = await consumer(ctx);
    pedro = await consumer(ctx);
  });
  beforeEach(() => resetThrottles(ctx));

  it('files a complaint with two files: code from the entity prefix, state Recibida, files recorded, mail sent', async () => {
    const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
      pdfPart('file-complaint-0', 'extracto de mayo.pdf'),
      pdfPart('file-complaint-1', 'cédula.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const year = new Date(Date.now() - 5 * 3600_000).getUTCFullYear();
    expect(body.codigo_queja).toMatch(new RegExp(`^17${year}\\d{6}$`));
    expect(body).toMatchObject({
      tipo_entidad: 1,
      entidad_cod: '7',
      entidad_nombre: 'Bancolombia',
      estado_cod: 1,
      estado: { id: 1, name: 'Recibida' },
      // Taken from the profile when the form leaves them out.
      nombres: 'María Núñez Peña',
      tipo_id_CF: 1,
      numero_id_CF: '1023456789',
      correo: maria.email,
      // Set by the portal.
      codigo_pais: '170',
      insta_recepcion: 1,
      punto_recepcion: 1,
      anexo_queja: true,
      escalamiento_DCF: 2,
      replica: 2,
      desistimiento_queja: 2,
      producto_nombre: 'Tarjeta de crédito',
      owner_user_id: maria.id,
      acciones: {
        can_attach: true,
        can_desist: true,
        can_escalate: true,
        can_replica: false,
        can_rate: false,
      },
      annexes_count: 2,
      detail: COMPLAINT_MESSAGES.filed(body.codigo_queja),
    });
    expect(body.fecha_creacion).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // The legal term: 15 business days after the filing day (Bogotá), weekends and holidays skipped.
    expect(body.plazo_respuesta).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const calendarDays =
      (Date.parse(body.plazo_respuesta) - Date.parse(body.fecha_creacion.slice(0, 10))) / 86_400_000;
    expect(calendarDays).toBeGreaterThanOrEqual(19);
    expect(calendarDays).toBeLessThanOrEqual(25);
    expect(body.files.map((f: { name: string }) => f.name)).toEqual(['extracto de mayo.pdf', 'cédula.pdf']);
    const mails = await mailsTo(ctx, maria.email);
    expect(mails.at(-1)?.content).toContain(`Código de radicación: ${body.codigo_queja}`);
    expect(mails.at(-1)?.content).toContain('Bancolombia');
    // Dates in mails follow the screens' rule: MM/DD/YYYY hh:mm, naming Colombia's time.
    const [y, m, d] = body.fecha_creacion.slice(0, 10).split('-');
    expect(mails.at(-1)?.content).toContain(
      `el ${m}/${d}/${y} ${body.fecha_creacion.slice(11, 16)} (hora de Colombia)`,
    );
    const [py, pm, pd] = body.plazo_respuesta.split('-');
    expect(mails.at(-1)?.content).toContain(
      `15 días hábiles siguientes a la radicación, es decir, a más tardar el ${pm}/${pd}/${py}`,
    );
  });

  it('accepts a JSON body without files, booleans and numbers as clients send them', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/queja/',
      token: maria.token,
      body: {
        ...Object.fromEntries(complaintForm()),
        tipo_entidad: 1,
        canal_cod: '13',
        lgbtiq: 'True',
        tutela: false,
        es_apoderado: 'false',
        producto_digital: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lgbtiq: 1,
      tutela: 2,
      es_apoderado: 2,
      producto_digital: 1,
      anexo_queja: false,
    });
  });

  it('gives concurrent filings for one entity distinct consecutive codes', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.request({
          method: 'POST',
          url: '/api/queja/',
          token: pedro.token,
          body: Object.fromEntries(complaintForm()),
        }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const codes = results.map((r) => r.json().codigo_queja as string).sort();
    expect(new Set(codes).size).toBe(5);
    const numbers = codes.map((c) => Number(c.slice(-6)));
    expect(numbers.at(-1)! - numbers[0]!).toBe(4);
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    [
      'missing required fields',
      { entidad_cod: '__omit__', texto_queja: '__omit__', canal_cod: '__omit__' },
      {
        entidad_cod: [API_ERROR_TEXTS.fieldRequired],
        texto_queja: [API_ERROR_TEXTS.fieldRequired],
        canal_cod: [API_ERROR_TEXTS.fieldRequired],
      },
    ],
    ['a blank complaint text', { texto_queja: '   ' }, { texto_queja: [SERVER_TEXTS.fieldBlank] }],
    [
      'a text over 1000 characters',
      { texto_queja: 'x'.repeat(1001) },
      { texto_queja: [SERVER_TEXTS.fieldMaxLength(1000)] },
    ],
    [
      'a name over 50 characters',
      { nombres: 'N'.repeat(51) },
      { nombres: [SERVER_TEXTS.fieldMaxLength(50)] },
    ],
    [
      'an id number over 15 characters',
      { numero_id_CF: '1'.repeat(16) },
      { numero_id_CF: [SERVER_TEXTS.fieldMaxLength(15)] },
    ],
    [
      'an id number under 4 characters',
      { numero_id_CF: '12' },
      { numero_id_CF: [MESSAGES.identificationInvalid] },
    ],
    [
      'a municipality of another department',
      { departamento_cod: '05', municipio_cod: '11001' },
      { municipio_cod: [COMPLAINT_MESSAGES.municipalityNotInDepartment] },
    ],
    [
      'an unknown department',
      { departamento_cod: '00' },
      { departamento_cod: [SERVER_TEXTS.fieldInvalidChoice('00')] },
    ],
    [
      'an unknown municipality',
      { municipio_cod: '11999' },
      { municipio_cod: [SERVER_TEXTS.fieldInvalidChoice('11999')] },
    ],
    [
      'an entity that is not supervised',
      { tipo_entidad: '1', entidad_cod: '9999' },
      { entidad_cod: [COMPLAINT_MESSAGES.entityNotSupervised] },
    ],
    [
      'a channel not in the catalog',
      { canal_cod: '77' },
      { canal_cod: [SERVER_TEXTS.fieldInvalidChoice('77')] },
    ],
    [
      'a reason not in the catalog',
      { macro_motivo_cod: '910910' },
      { macro_motivo_cod: [SERVER_TEXTS.fieldInvalidChoice('910910')] },
    ],
    [
      'an insurance product (SOAT) for a bank',
      { producto_cod: '11' },
      { producto_cod: [SERVER_TEXTS.fieldInvalidChoice('11')] },
    ],
    [
      'a banking reason for an insurer',
      { tipo_entidad: '13', entidad_cod: '18', producto_cod: '10', macro_motivo_cod: '222' },
      { macro_motivo_cod: [SERVER_TEXTS.fieldInvalidChoice('222')] },
    ],
    [
      'the catalog’s second "proceso de cobranza" reason, which the form does not offer',
      { macro_motivo_cod: '30' },
      { macro_motivo_cod: [SERVER_TEXTS.fieldInvalidChoice('30')] },
    ],
    [
      'a code that is not a number',
      { producto_cod: 'tres' },
      { producto_cod: [SERVER_TEXTS.fieldNotInteger] },
    ],
    ['a yes/no field out of range', { tutela: '3' }, { tutela: [SERVER_TEXTS.fieldInvalidChoice('3')] }],
    ['a phone with letters', { telefono: '300-ABC' }, { telefono: [MESSAGES.numericOnly] }],
    ['an invalid e-mail', { correo: 'no-es-correo' }, { correo: [AUTH_MESSAGES.emailInvalid] }],
    [
      'a field the consumer does not set',
      { estado_cod: '4', codigo_queja: '1712345' },
      { estado_cod: [SERVER_TEXTS.fieldUnknown], codigo_queja: [SERVER_TEXTS.fieldUnknown] },
    ],
    [
      'a power of attorney without the document nor the name',
      { es_apoderado: '1' },
      {
        apoderado_nombre: [COMPLAINT_MESSAGES.powerOfAttorneyNameRequired],
        'file-apoderado-0': [COMPLAINT_MESSAGES.powerOfAttorneyRequired],
      },
    ],
  ])('refuses %s with the field messages, and files nothing', async (_case, overrides, message) => {
    const before = await ctx.db.query('SELECT count(*)::int AS n FROM complaints');
    const res = await fileComplaintRequest(ctx, maria, complaintForm(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(validation(message));
    const after = await ctx.db.query('SELECT count(*)::int AS n FROM complaints');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('files as a power of attorney with the power document', async () => {
    const body = await filedComplaint(
      ctx,
      maria,
      complaintForm({ es_apoderado: 'true', apoderado_nombre: 'José Pérez' }),
      [pdfPart('file-complaint-0'), pdfPart('file-apoderado-0', 'poder.pdf')],
    );
    expect(body).toMatchObject({ es_apoderado: 1, apoderado_nombre: 'José Pérez', annexes_count: 2 });
    const kinds = await ctx.db.query<{ kind: string }>(
      'SELECT kind FROM stored_files WHERE complaint_id = $1 ORDER BY id',
      [body.id],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['complaint', 'apoderado']);
  });

  it('lists only the caller’s complaints, 10 a page, newest first, with next and previous', async () => {
    const lucia = await consumer(ctx);
    for (let i = 0; i < 23; i++) await insertedComplaint(ctx, lucia.id);
    await insertedComplaint(ctx, pedro.id);
    const first = await ctx.request({ url: '/api/queja/', token: lucia.token });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ count: 23, pages: 3, current_page: 1, previous: null });
    expect(page1.results).toHaveLength(10);
    expect(page1.next).toBe('http://api.test/api/queja/?page=2');
    expect(page1.results.every((c: { owner_user_id: number }) => c.owner_user_id === lucia.id)).toBe(true);
    const ids = page1.results.map((c: { id: number }) => c.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const page3 = (await ctx.request({ url: '/api/queja/?page=3', token: lucia.token })).json();
    expect(page3).toMatchObject({
      current_page: 3,
      next: null,
      previous: 'http://api.test/api/queja/?page=2',
    });
    expect(page3.results).toHaveLength(3);
    const page2 = (await ctx.request({ url: '/api/queja/?page=2', token: lucia.token })).json();
    expect(page2.previous).toBe('http://api.test/api/queja/');

    const all = (await ctx.request({ url: '/api/quejaall/', token: lucia.token })).json();
    expect(all.count).toBe(23);
    expect(all.results[0]).toEqual(
      expect.objectContaining({
        codigo_queja: expect.any(String),
        entidad_nombre: 'Bancolombia',
        estado: { id: 1, name: 'Recibida' },
      }),
    );

    const past = await ctx.request({ url: '/api/queja/?page=4', token: lucia.token });
    expect(past.statusCode).toBe(404);
  });

  it('lists each complaint exactly as its own page reads it, field for field and in order', async () => {
    // Both build the portal's view; the list builds a page of them at once (one statement).
    const ana = await consumer(ctx);
    const closed = await insertedComplaint(ctx, ana.id, {
      estado_cod: 4,
      fecha_cierre: new Date(Date.now() - 2 * 86_400_000),
      a_favor_de: 1,
      monto_reclamado: '500000.0',
      monto_reconocido: '0.10',
      documentacion_rta_final: true,
    });
    await ctx.db.query(
      'INSERT INTO complaint_ratings (complaint_id, user_id, rating, comment) VALUES ($1, $2, 4, $3)',
      [closed.id, ana.id, 'Me respondieron "a tiempo", gracias.\nSegunda línea.'],
    );
    await insertedComplaint(ctx, ana.id, { prorroga_queja: 1, direccion: 'Calle 5 # 10-20 </script> 😀' });
    await insertedComplaint(ctx, ana.id, {
      estado_cod: 5,
      desistimiento_queja: 1,
      argumento_desistimiento: 'Ya no.',
    });
    await insertedComplaint(ctx, ana.id);
    const listed = (await ctx.request({ url: '/api/queja/', token: ana.token })).json();
    expect(listed.count).toBe(4);
    for (const item of listed.results as Array<Record<string, unknown>>) {
      const own = (await ctx.request({ url: `/api/queja/${String(item.id)}/`, token: ana.token })).json();
      expect(item).toEqual(own);
      expect(Object.keys(item)).toEqual(Object.keys(own));
    }
    const rated = (
      listed.results as Array<{ id: number; calificacion: unknown; replica_plazo: unknown }>
    ).find((c) => c.id === closed.id);
    expect(rated?.calificacion).toMatchObject({ calificacion: 4 });
    expect(rated?.replica_plazo).not.toBeNull();
  });

  it('reads one complaint by id or by code; another consumer’s answers 404 and reveals nothing', async () => {
    const mine = await insertedComplaint(ctx, maria.id);
    for (const ref of [String(mine.id), mine.codigo_queja]) {
      const res = await ctx.request({ url: `/api/queja/${ref}/`, token: maria.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: mine.id, codigo_queja: mine.codigo_queja });
    }
    for (const url of [
      `/api/queja/${mine.id}/`,
      `/api/queja/${mine.codigo_queja}/`,
      `/api/complaint_detail/${mine.id}/`,
      '/api/queja/999999999/',
      '/api/queja/no-existe/',
    ]) {
      const res = await ctx.request({ url, token: pedro.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).not.toContain(mine.codigo_queja);
    }
  });

  it("lets staff with a complaints module read any complaint; staff without it get 404; /queja/ is not staff's", async () => {
    const mine = await insertedComplaint(ctx, maria.id);
    const manager = await staff(ctx, ['Gestión de quejas']);
    const other = await staff(ctx, ['Usuarios']);
    const ok = await ctx.request({
      url: `/api/complaint_detail/${mine.codigo_queja}/`,
      token: manager.token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().codigo_queja).toBe(mine.codigo_queja);
    const refused = await ctx.request({ url: `/api/complaint_detail/${mine.id}/`, token: other.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
    // The consumer's (and the entity API's) /queja/ paths are nobody else's, manager or not.
    const staffOnQueja = await ctx.request({ url: `/api/queja/${mine.id}/`, token: manager.token });
    expect(staffOnQueja.statusCode).toBe(403);
    expect(staffOnQueja.json()).toEqual({ status_code: 403, detail: SERVER_TEXTS.accessForbidden });
  });

  it('hands entity users to the entity handlers on the shared /queja/ paths', async () => {
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 1, entidad_cod: '7' });
    const token = (await ctx.app.tokens.issuePair(entity.userId)).access;
    const spies = (['list', 'detail', 'create', 'update'] as const).map((name) =>
      vi.spyOn(entityHandlers, name).mockImplementation(async () => ({ handledBy: name })),
    );
    try {
      for (const [req, handler] of [
        [{ url: '/api/queja/' }, 'list'],
        [{ url: '/api/queja/1/' }, 'detail'],
        [{ method: 'POST' as const, url: '/api/queja/', body: {} }, 'create'],
        [{ method: 'PUT' as const, url: '/api/queja/1/', body: {} }, 'update'],
        [{ method: 'PATCH' as const, url: '/api/queja/1/', body: {} }, 'update'],
      ] as const) {
        const res = await ctx.request({ ...req, token, secret: entity.signingSecret });
        expect(res.json(), req.url).toEqual({ handledBy: handler });
      }
      // Consumers never reach them.
      await ctx.request({ url: '/api/queja/', token: maria.token });
      expect(spies.reduce((n, s) => n + s.mock.calls.length, 0)).toBe(5);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('needs a token everywhere', async () => {
    for (const url of [
      '/api/queja/',
      '/api/quejaall/',
      '/api/quejacalificacion/',
      '/api/complaint_detail/1/',
    ]) {
      const res = await ctx.request({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_code: 400,
        detail: 'Error',
        message: API_ERROR_TEXTS.missingHeader,
      });
    }
  });

  it('answers 405 to a consumer PUT', async () => {
    const mine = await insertedComplaint(ctx, maria.id);
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/queja/${mine.id}/`,
      token: maria.token,
      body: {},
    });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ status_code: 405, detail: COMPLAINT_MESSAGES.methodNotAllowed('PUT') });
  });
});
