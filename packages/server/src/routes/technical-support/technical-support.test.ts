import { API_ERROR_TEXTS, AUTH_MESSAGES, COMPLAINT_MESSAGES, MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import {
  captchaAnswer,
  multipartRequest,
  newEmail,
  outboxFor,
  resetThrottles,
} from '../auth/sign-in-test-kit.js';
import { consumer, pdfPart, validation, type TestAccount } from '../complaints/complaint-test-kit.js';

describeOnPostgres('Technical support requests', (ctx) => {
  let maria: TestAccount;
  beforeAll(async () => {
    maria = await consumer(ctx);
  });
  beforeEach(() => resetThrottles(ctx));

  const form = async (overrides: Record<string, string> = {}): Promise<[string, string][]> =>
    Object.entries({
      name: 'Carlos Rojas',
      email: newEmail('soporte'),
      phone: '3001234567',
      identification: '79123456',
      problem_type: '4',
      description: 'Al radicar la queja la página se queda cargando.',
      captcha: await captchaAnswer(ctx),
      ...overrides,
    }).filter(([, v]) => v !== '__omit__');

  it('registers a public request with a document, state Abierta, and mails a confirmation', async () => {
    const fields = await form();
    const email = fields.find(([k]) => k === 'email')![1];
    const res = await multipartRequest(ctx, '/api/technical-support/', fields, [
      pdfPart('document_file', 'pantallazo.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      state: { id: 1, name: 'Abierta' },
      problem_type: { id: 4, name: 'Error al radicar una queja' },
      detail: COMPLAINT_MESSAGES.supportRequestCreated(body.id),
    });
    const { rows } = await ctx.db.query<{ state: string; user_id: number | null; original_name: string }>(
      `SELECT r.state, r.user_id, f.original_name FROM technical_support_requests r
         JOIN stored_files f ON f.id = r.document_file_id WHERE r.id = $1`,
      [body.id],
    );
    expect(rows[0]).toEqual({ state: '1', user_id: null, original_name: 'pantallazo.pdf' });
    const mails = await outboxFor(ctx, email);
    expect(mails.at(-1)?.content).toContain(`solicitud de soporte técnico n.º ${body.id}`);
  });

  it('links the request to the signed-in user and takes JSON without a file', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/technical-support/',
      token: maria.token,
      body: Object.fromEntries(await form({ phone: '__omit__', identification: '__omit__' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.query<{ user_id: number }>(
      'SELECT user_id FROM technical_support_requests WHERE id = $1',
      [res.json().id],
    );
    expect(rows[0]!.user_id).toBe(maria.id);
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    [
      'missing fields',
      { name: '__omit__', description: '__omit__', problem_type: '__omit__' },
      {
        name: [API_ERROR_TEXTS.fieldRequired],
        description: [API_ERROR_TEXTS.fieldRequired],
        problem_type: [API_ERROR_TEXTS.fieldRequired],
      },
    ],
    ['a bad e-mail', { email: 'carlos' }, { email: [AUTH_MESSAGES.emailInvalid] }],
    [
      'an unknown problem type',
      { problem_type: '77' },
      { problem_type: [SERVER_TEXTS.fieldInvalidChoice('77')] },
    ],
    [
      'a long description',
      { description: 'x'.repeat(1001) },
      { description: [SERVER_TEXTS.fieldMaxLength(1000)] },
    ],
    ['a phone with letters', { phone: 'tres mil' }, { phone: [AUTH_MESSAGES.phoneInvalid] }],
    ['an unknown field', { prioridad: 'alta' }, { prioridad: [SERVER_TEXTS.fieldUnknown] }],
  ])('refuses %s', async (_case, overrides, message) => {
    const res = await multipartRequest(ctx, '/api/technical-support/', await form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation(message));
  });

  it('refuses a document that is not what it claims, and a failed captcha', async () => {
    const bad = await multipartRequest(ctx, '/api/technical-support/', await form(), [
      {
        field: 'document_file',
        filename: 'pantallazo.png',
        contentType: 'image/png',
        data: Buffer.from('MZ'),
      },
    ]);
    expect(bad.json()).toEqual(validation({ document_file: [MESSAGES.fileFormatInvalid] }));
    const captcha = await multipartRequest(ctx, '/api/technical-support/', await form({ captcha: 'x' }));
    expect(captcha.statusCode).toBe(400);
    expect(captcha.json()).toEqual(validation({ captcha: [MESSAGES.recaptchaFailed] }));
  });
});
