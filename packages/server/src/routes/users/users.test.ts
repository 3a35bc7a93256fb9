import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_ERROR_TEXTS, AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS, SERVER_TEXTS } from '../../core.js';
import { beforeEach, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { insertUser } from '../../db/repositories/users.js';
import { hashPassword } from '../../services/password/index.js';
import {
  captchaAnswer,
  GOOD_PASSWORD,
  latestCode,
  multipartRequest,
  newEmail,
  outboxFor,
  PDF_BYTES,
  PNG_BYTES,
  registeredConsumer,
  registrationFields,
  resetThrottles,
  signInByMail,
} from '../auth/sign-in-test-kit.js';

const NOT_FOUND = { status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] };
const validation = (message: Record<string, string[]>) => ({
  status_code: 400,
  message,
  detail: API_ERROR_TEXTS.validationDetail,
});

/** A staff member whose role holds `modules`; returns an access token (minted directly: sign-in is tested elsewhere). */
async function staffToken(ctx: DriverContext, modules: string[]): Promise<{ id: number; access: string }> {
  const position = await ctx.db.query<{ id: number }>('SELECT id FROM positions ORDER BY id LIMIT 1');
  const group = await ctx.db.query<{ id: number }>('INSERT INTO groups (name) VALUES ($1) RETURNING id', [
    `Rol ${Math.random()}`,
  ]);
  await ctx.db.query(
    'INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules WHERE name = ANY($2::text[])',
    [group.rows[0]!.id, modules],
  );
  const id = await ctx.db.transaction((tx) =>
    hashPassword(GOOD_PASSWORD).then((passwordHash) =>
      insertUser(tx, {
        email: newEmail('funcionario'),
        passwordHash,
        isVerified: true,
        person: { firstName: 'Ana', firstLastName: 'Gómez', positionId: position.rows[0]!.id },
        groupIds: [group.rows[0]!.id],
      }),
    ),
  );
  const { access } = await ctx.app.tokens.issuePair(id);
  return { id, access };
}

describeOnPostgres('Users', (ctx) => {
  beforeEach(() => resetThrottles(ctx));

  it('stores registration files under DATA_DIR/uploads with server-chosen names', async () => {
    const email = newEmail();
    const res = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email, await captchaAnswer(ctx)),
      [
        {
          field: 'file-0',
          filename: '../../../etc/cédula.pdf',
          contentType: 'application/pdf',
          data: PDF_BYTES,
        },
        { field: 'file-1', filename: 'foto.PNG', contentType: 'image/png', data: PNG_BYTES },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.query<{ original_name: string; storage_path: string; size_bytes: number }>(
      'SELECT original_name, storage_path, size_bytes FROM user_documents WHERE user_id = $1 ORDER BY field',
      [res.json().id],
    );
    // The parser keeps only the base name; the stored path never comes from the client.
    expect(rows.map((r) => r.original_name)).toEqual(['cédula.pdf', 'foto.PNG']);
    for (const row of rows)
      expect(row.storage_path).toMatch(/^users\/[0-9a-f]{16}\/[0-9a-f]{32}\.(pdf|png)$/);
    expect(await readFile(join(ctx.config.dataDir, 'uploads', rows[0]!.storage_path))).toEqual(PDF_BYTES);
  });

  it('refuses a file whose bytes do not match its extension, and creates nothing', async () => {
    const email = newEmail();
    const res = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email, await captchaAnswer(ctx)),
      [
        { field: 'file-0', filename: 'cedula.pdf', contentType: 'application/pdf', data: PNG_BYTES },
        {
          field: 'file-1',
          filename: 'virus.exe',
          contentType: 'application/octet-stream',
          data: Buffer.from('MZ\x90\x00'),
        },
      ],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation({ 'file-0': [MESSAGES.fileFormatInvalid], 'file-1': [MESSAGES.fileFormatInvalid] }),
    );
    expect((await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    expect(await outboxFor(ctx, email)).toEqual([]);
  });

  it('answers missing, blank and unknown fields field by field', async () => {
    const res = await multipartRequest(ctx, '/api/user/', [
      ['first_name', ''],
      ['unexpected', 'x'],
    ]);
    expect(res.statusCode).toBe(400);
    const message = res.json().message as Record<string, string[]>;
    for (const field of [
      'email',
      'password',
      'captcha',
      'first_last_name',
      'identification_type',
      'identification_number',
    ]) {
      expect(message[field]).toEqual([API_ERROR_TEXTS.fieldRequired]);
    }
    expect(message.first_name).toEqual([SERVER_TEXTS.fieldBlank]);
    expect(message.email).toEqual([API_ERROR_TEXTS.fieldRequired]);
    expect(message.unexpected).toEqual([SERVER_TEXTS.fieldUnknown]);
  });

  it.each([
    ['a weak password', { password: 'abc' }, 'password', MESSAGES.passwordHint.minLength],
    ['a common password', { password: 'Colombia2024*' }, 'password', AUTH_MESSAGES.passwordCommon],
    ['a bad e-mail', { email: 'no-es-un-correo' }, 'email', AUTH_MESSAGES.emailInvalid],
    [
      'a short identification',
      { identification_number: '123' },
      'identification_number',
      MESSAGES.identificationInvalid,
    ],
    [
      'a bad NIT',
      { person_type: '2', identification_type: '3', identification_number: '90012-34' },
      'identification_number',
      MESSAGES.nitInvalid,
    ],
    [
      'a company with a cédula',
      { person_type: '2', identification_type: '1' },
      'identification_type',
      PORTAL_TEXTS.identificationTypeNotLegal,
    ],
    [
      'a natural person with a company’s RUT',
      { person_type: '1', identification_type: '3', identification_number: '900123456-7' },
      'identification_type',
      PORTAL_TEXTS.identificationTypeNotNatural,
    ],
    [
      'an unknown identification type',
      { identification_type: '99' },
      'identification_type',
      SERVER_TEXTS.fieldInvalidChoice('99'),
    ],
    ['a bad phone', { phone: '12ab' }, 'phone', AUTH_MESSAGES.phoneInvalid],
  ])('refuses %s with its message', async (_n, overrides, field, message) => {
    const email = (overrides as { email?: string }).email ?? newEmail();
    const fields = registrationFields(email, 'sin-captcha', overrides);
    const res = await multipartRequest(ctx, '/api/user/', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[field]).toContain(message);
  });

  it('registers a company with its RUT, and its profile cannot switch to a cédula', async () => {
    const email = newEmail();
    const created = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email, await captchaAnswer(ctx), {
        person_type: '2',
        identification_type: '3',
        identification_number: '900123456-7',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const confirmed = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/code/',
      body: { email, code: await latestCode(ctx, email) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { access, user } = await signInByMail(ctx, email);
    const toCedula = await ctx.request({
      method: 'PUT',
      url: `/api/profile/${user.id}/`,
      body: {
        first_name: 'Textiles',
        first_last_name: 'Andinos',
        identification_type: '1',
        identification_number: '52345678',
      },
      token: access,
    });
    expect(toCedula.statusCode).toBe(400);
    expect(toCedula.json().message.identification_type).toEqual([PORTAL_TEXTS.identificationTypeNotLegal]);
  });

  it('refuses a bad captcha', async () => {
    const bad = await multipartRequest(ctx, '/api/user/', registrationFields(newEmail(), 'x:1'));
    expect(bad.json()).toEqual(validation({ captcha: [MESSAGES.recaptchaFailed] }));
  });

  it('answers a registered address like a new one and mails its owner a link to recovery', async () => {
    const { email } = await registeredConsumer(ctx);
    const before = (await outboxFor(ctx, email)).length;
    const fresh = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(newEmail(), await captchaAnswer(ctx)),
    );
    const taken = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email.toUpperCase(), await captchaAnswer(ctx), { first_name: 'Otra persona' }),
    );
    // Same status, same keys, same message: the visitor cannot tell the two apart.
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({ is_active: false, detail: AUTH_MESSAGES.userCreated });
    expect(taken.body).not.toContain(AUTH_MESSAGES.emailTaken);
    // No second account: the owner's password still signs in, and the owner got one notice.
    const accounts = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    expect(accounts.rows).toHaveLength(1);
    const mails = await outboxFor(ctx, email);
    expect(mails).toHaveLength(before + 1);
    const notice = mails.at(-1)!.content;
    expect(notice).toContain('Alguien intentó crear una cuenta nueva');
    expect(notice).toMatch(/https?:\/\/[^\s]+\/recovery/);
    expect(notice).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses registrations past the hourly limit per IP address with a Spanish 429', async () => {
    const configured = ctx.app.config.registrationsPerIpHour;
    ctx.app.config.registrationsPerIpHour = 2;
    try {
      for (let i = 0; i < 2; i += 1) {
        const ok = await multipartRequest(
          ctx,
          '/api/user/',
          registrationFields(newEmail(), await captchaAnswer(ctx)),
        );
        expect(ok.statusCode).toBe(201);
      }
      const email = newEmail();
      const refused = await multipartRequest(
        ctx,
        '/api/user/',
        registrationFields(email, await captchaAnswer(ctx)),
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toEqual({
        status_code: 429,
        detail: SERVER_TEXTS.throttledWait(Number(refused.headers['retry-after'])),
      });
      const accounts = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      expect(accounts.rows).toHaveLength(0);
    } finally {
      ctx.app.config.registrationsPerIpHour = configured;
    }
  });

  it('keeps checking the other fields of a registration that uses a registered address', async () => {
    const { email } = await registeredConsumer(ctx);
    const res = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email, await captchaAnswer(ctx), { phone: '12ab' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ phone: [AUTH_MESSAGES.phoneInvalid] });
  });

  it('lets a consumer read and edit only their own record', async () => {
    const me = await registeredConsumer(ctx);
    const other = await registeredConsumer(ctx);
    const { access } = await signInByMail(ctx, me.email);

    const mine = await ctx.request({ url: `/api/user/${me.id}/`, token: access });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: me.id,
      email: me.email,
      is_staff: false,
      groups: [],
      modules: [],
    });
    expect(mine.body).not.toMatch(/password|hash|totp_secret/);

    for (const res of [
      await ctx.request({ url: `/api/user/${other.id}/`, token: access }),
      await ctx.request({
        method: 'PATCH',
        url: `/api/user/detail/${other.id}`,
        body: { first_name: 'Intruso' },
        token: access,
      }),
      await ctx.request({
        method: 'PUT',
        url: `/api/profile/${other.id}/`,
        body: {
          first_name: 'X',
          first_last_name: 'Y',
          identification_type: '1',
          identification_number: '55555555',
        },
        token: access,
      }),
      await ctx.request({ url: '/api/user/999999999/', token: access }),
      await ctx.request({ url: '/api/user/abc/', token: access }),
      await ctx.request({ url: '/api/user/99999999999999999999/', token: access }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).not.toContain(other.email);
    }
    const untouched = await ctx.db.query<{ first_name: string }>(
      'SELECT first_name FROM persons WHERE user_id = $1',
      [other.id],
    );
    expect(untouched.rows[0]?.first_name).toBe('María');

    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/user/detail/${me.id}`,
      body: { second_name: 'José', gender: 'F' },
      token: access,
    });
    const genders = await ctx.db.query<{ code: string }>(
      "SELECT code FROM option_items WHERE list = 'gender' ORDER BY sort LIMIT 1",
    );
    const gender = genders.rows[0]!.code;
    if (gender !== 'F') expect(patched.json().message.gender).toEqual([SERVER_TEXTS.fieldInvalidChoice('F')]);
    const ok = await ctx.request({
      method: 'PATCH',
      url: `/api/user/detail/${me.id}/`,
      body: { second_name: 'José', gender },
      token: access,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().person).toMatchObject({ second_name: 'José', gender, first_name: 'María' });

    const incomplete = await ctx.request({
      method: 'PUT',
      url: `/api/profile/${me.id}/`,
      body: { first_name: 'Lucía' },
      token: access,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message.first_last_name).toEqual([API_ERROR_TEXTS.fieldRequired]);
    const profile = await ctx.request({
      method: 'PUT',
      url: `/api/profile/${me.id}/`,
      body: {
        first_name: 'Lucía',
        first_last_name: 'Rojas',
        identification_type: '1',
        identification_number: '80123456',
      },
      token: access,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().person).toMatchObject({
      first_name: 'Lucía',
      second_name: '',
      first_last_name: 'Rojas',
      identification_number: '80123456',
    });
  });

  it("lets staff read what their module covers (staff accounts, or consumers'), and lists modules", async () => {
    const consumer = await registeredConsumer(ctx);
    const reader = await staffToken(ctx, ['Usuarios', 'Alertas']);
    const consumerReader = await staffToken(ctx, ['Consumidores financieros']);
    const other = await staffToken(ctx, ['Reportes']);

    // «Usuarios» opens staff accounts, not consumers'; «Consumidores financieros» the other way round.
    const staffRead = await ctx.request({ url: `/api/user/${other.id}/`, token: reader.access });
    expect(staffRead.statusCode, staffRead.body).toBe(200);
    expect((await ctx.request({ url: `/api/user/${consumer.id}/`, token: reader.access })).json()).toEqual(
      NOT_FOUND,
    );
    const read = await ctx.request({ url: `/api/user/${consumer.id}/`, token: consumerReader.access });
    expect(read.statusCode).toBe(200);
    expect(read.json().email).toBe(consumer.email);
    expect(
      (await ctx.request({ url: `/api/user/${other.id}/`, token: consumerReader.access })).json(),
    ).toEqual(NOT_FOUND);
    // Reading is not editing.
    const edit = await ctx.request({
      method: 'PATCH',
      url: `/api/user/detail/${consumer.id}`,
      body: { first_name: 'X' },
      token: reader.access,
    });
    expect(edit.json()).toEqual(NOT_FOUND);
    // Staff without the module are consumers for this purpose.
    expect((await ctx.request({ url: `/api/user/${consumer.id}/`, token: other.access })).json()).toEqual(
      NOT_FOUND,
    );

    const modules = await ctx.request({ url: '/api/module/', token: reader.access });
    expect(modules.json()).toEqual([
      { id: 1, name: 'Usuarios' },
      { id: 28, name: 'Alertas' },
    ]);
    const all = await ctx.request({ url: '/api/modules_list/', token: reader.access });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(30);

    const { access } = await signInByMail(ctx, consumer.email);
    const refused = await ctx.request({ url: '/api/modules_list/', token: access });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status_code: 403, detail: AUTH_MESSAGES.forbidden });
  });
});
