import { API_ERROR_TEXTS, AUTH_MESSAGES, MESSAGES } from '../../core.js';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import {
  ageCodes,
  captchaAnswer,
  GOOD_PASSWORD,
  latestCode,
  multipartRequest,
  newEmail,
  outboxFor,
  PDF_BYTES,
  prelogin,
  registeredConsumer,
  registrationFields,
  resetThrottles,
  signInByMail,
} from './sign-in-test-kit.js';

const noAccount = (error: string = API_ERROR_TEXTS.noActiveAccount) => ({
  status_code: 401,
  detail: API_ERROR_TEXTS.noActiveAccount,
  messages: [],
  error,
});
const fieldError = (field: string, message: string) => ({
  status_code: 400,
  message: { [field]: [message] },
  detail: API_ERROR_TEXTS.validationDetail,
});
const totpAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describeOnPostgres('Portal sign-in', (ctx) => {
  beforeEach(() => resetThrottles(ctx));

  it('registers, confirms by mail, signs in with the mail code and reads its modules', async () => {
    const email = newEmail();
    const captcha = await captchaAnswer(ctx);
    const created = await multipartRequest(ctx, '/api/user/', registrationFields(email, captcha), [
      { field: 'file-0', filename: 'cédula.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email, is_active: false, detail: AUTH_MESSAGES.userCreated });
    const userId = created.json().id as number;

    const [mail] = await outboxFor(ctx, email);
    expect(mail?.file).toMatch(/\.eml$/);
    expect(mail?.content).toContain('Gracias por registrarte en el portal de quejas de la SFC');

    // Not confirmed yet: the password is right but the account is not active.
    const early = await ctx.request({
      method: 'POST',
      url: '/api/preloginuser/',
      body: { username: email, password: GOOD_PASSWORD },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual(noAccount(AUTH_MESSAGES.accountInactive));

    const confirmed = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/code/',
      body: { email, code: await latestCode(ctx, email) },
    });
    expect(confirmed.json()).toEqual({ detail: AUTH_MESSAGES.accountConfirmed });

    const step1 = await prelogin(ctx, email);
    expect(step1).toEqual({
      user_id: userId,
      email: `${email.slice(0, 2)}***@example.com`,
      phone: null,
      mfa: { mail: true, sms: false, qr: false },
      expires_in: 600,
    });
    expect(JSON.stringify(step1)).not.toMatch(/access|refresh/);

    const sent = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id: userId } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().detail).toBe(AUTH_MESSAGES.otpSentMail);
    const code = await latestCode(ctx, email);

    const tokens = await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${userId}` });
    expect(tokens.statusCode, tokens.body).toBe(200);
    const body = tokens.json();
    expect(body.access).toMatch(/^eyJ/);
    expect(body.refresh).toMatch(/^eyJ/);
    expect(body.user).toMatchObject({ id: userId, email, is_active: true, is_staff: false });
    expect(body.user.person).toMatchObject({ first_name: 'María', first_last_name: 'Núñez' });

    const modules = await ctx.request({ url: '/api/module/', token: body.access });
    expect(modules.statusCode).toBe(200);
    expect(modules.json()).toEqual([]);

    // Every step was audited, and no audit row holds the code or the password.
    const { rows } = await ctx.db.query<{ event: string; success: boolean; detail: unknown }>(
      'SELECT event, success, detail FROM audit_events WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    expect(rows.map((r) => `${r.event}:${r.success}`)).toEqual([
      'signup:true',
      'prelogin:false',
      'signup_confirm:true',
      'prelogin:true',
      'mfa_mail_send:true',
      'mfa_mail_verify:true',
      'login:true',
    ]);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(GOOD_PASSWORD);
  });

  it('refuses tokens from /api/login/ to a portal user, saying a second factor is needed', async () => {
    const { email } = await registeredConsumer(ctx);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body: { username: email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status_code: 401,
      detail: AUTH_MESSAGES.secondFactorRequired,
      messages: [],
      error: AUTH_MESSAGES.secondFactorRequired,
    });
  });

  it.each([
    ['a wrong password', (email: string) => ({ username: email, password: 'Otra-Clave#99' })],
    ['an unknown user', () => ({ username: 'nadie@example.com', password: GOOD_PASSWORD })],
  ])('answers %s with the entity-api 401 plus error, and no challenge', async (_n, body) => {
    const { email } = await registeredConsumer(ctx);
    const res = await ctx.request({ method: 'POST', url: '/api/preloginuser/', body: body(email) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(noAccount());
  });

  it('throttles the account after five wrong passwords, even for the right one', async () => {
    const { email } = await registeredConsumer(ctx);
    for (let i = 0; i < 5; i++) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/preloginuser/',
        body: { username: email, password: `Mala-${i}#x` },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await ctx.request({
      method: 'POST',
      url: '/api/preloginuser/',
      body: { username: email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('needs a live prelogin before sending or checking a code', async () => {
    const { id } = await registeredConsumer(ctx);
    const expected = {
      status_code: 401,
      detail: AUTH_MESSAGES.signInChallengeMissing,
      messages: [],
      error: AUTH_MESSAGES.signInChallengeMissing,
    };
    for (const res of [
      await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id: id } }),
      await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id: 2_000_000_000 } }),
      await ctx.request({ url: `/api/mfa-otp/?otp=123456&user_id=${id}` }),
      await ctx.request({ method: 'POST', url: '/api/qrmfa-auth/', body: { user_id: id, otp: '123456' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expected);
    }
  });

  it('refuses wrong, expired and reused mail codes', async () => {
    const { id, email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const code = await latestCode(ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await ctx.request({ url: `/api/mfa-otp/?otp=${wrong}&user_id=${user_id}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));

    await ctx.db.query(
      "UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [id],
    );
    const expired = await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${user_id}` });
    expect(expired.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpExpired));

    // A fresh code works once; the same code after a new prelogin does not.
    await ageCodes(ctx, id);
    await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const fresh = await latestCode(ctx, email);
    expect((await ctx.request({ url: `/api/mfa-otp/?otp=${fresh}&user_id=${user_id}` })).statusCode).toBe(
      200,
    );
    await prelogin(ctx, email);
    const reused = await ctx.request({ url: `/api/mfa-otp/?otp=${fresh}&user_id=${user_id}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));
  });

  it('refuses the sixth attempt even with the right code', async () => {
    const { email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const code = await latestCode(ctx, email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await ctx.request({ url: `/api/mfa-otp/?otp=${wrong}&user_id=${user_id}` });
      expect(res.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));
    }
    const sixth = await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${user_id}` });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpTooManyAttempts));
    expect(sixth.body).not.toContain('access');
  });

  it('asking again within the minute sends nothing and says the code is still valid', async () => {
    const { email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    const first = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    expect(first.json()).toMatchObject({ detail: AUTH_MESSAGES.otpSentMail, sent: true, resend_after: 60 });
    expect(first.json().expires_in).toBeGreaterThan(590);
    const again = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(body.sent).toBe(false);
    expect(body.resend_after).toBeGreaterThan(0);
    expect(body.resend_after).toBeLessThanOrEqual(60);
    expect(body.detail).toBe(AUTH_MESSAGES.otpStillValid('mail', 9, body.resend_after));
    expect(body.detail).toMatch(
      /^Ya te enviamos un código a tu correo electrónico .* sigue vigente 9 minutos más\./,
    );
    const codeMails = async () =>
      (await outboxFor(ctx, email)).filter((m) => m.content.includes('ingreso a tu cuenta'));
    expect(await codeMails()).toHaveLength(1);
  });

  it('after the minute the same valid code is sent again, and it signs in', async () => {
    const { id, email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const code = await latestCode(ctx, email);
    await ageCodes(ctx, id);
    const resent = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const body = resent.json();
    expect(body).toMatchObject({ sent: true, resend_after: 60 });
    expect(body.detail).toBe(AUTH_MESSAGES.otpResent('mail', Math.floor(body.expires_in / 60)));
    expect(body.detail).toMatch(
      /^Te enviamos de nuevo el mismo código a tu correo electrónico; sigue vigente 9 minutos más\.$/,
    );
    const mails = (await outboxFor(ctx, email)).filter((m) => m.content.includes('ingreso a tu cuenta'));
    expect(mails).toHaveLength(2);
    expect(await latestCode(ctx, email)).toBe(code);
    expect((await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${user_id}` })).statusCode).toBe(200);
  });

  it('ordinary sign-ins one after another are never refused: used codes do not count', async () => {
    const { email } = await registeredConsumer(ctx);
    for (let i = 0; i < 7; i++) {
      const { user_id } = await prelogin(ctx, email);
      const sent = await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ sent: true, detail: AUTH_MESSAGES.otpSentMail });
      const code = await latestCode(ctx, email);
      expect((await ctx.request({ url: `/api/mfa-otp/?otp=${code}&user_id=${user_id}` })).statusCode).toBe(
        200,
      );
    }
  });

  it('codes asked for and never used: five an hour, then the wait is told in minutes', async () => {
    const { id, email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    const ask = () => ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    for (let i = 0; i < 5; i++) {
      expect((await ask()).json()).toMatchObject({ sent: true });
      await ageCodes(ctx, id, 61);
    }
    // The valid code is kept: nothing more is sent this hour, and the answer says so.
    const held = (await ask()).json();
    expect(held.sent).toBe(false);
    expect(held.resend_after).toBeGreaterThan(120);
    expect(held.detail).toContain('sigue vigente');
    // Without a valid code (five wrong tries), a new one waits for the hour, and the answer says how long.
    await ctx.db.query('UPDATE one_time_codes SET attempts = 5 WHERE user_id = $1', [id]);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(120);
    expect(refused.json()).toEqual({
      status_code: 429,
      detail: AUTH_MESSAGES.otpHourlyLimitWait(wait),
      retry_after: wait,
    });
    expect(refused.json().detail).toMatch(/podrás pedir uno nuevo en \d+ minutos\.$/);
  });

  it('validates a phone and signs in with the SMS code', async () => {
    const { email } = await registeredConsumer(ctx);
    const { access } = await signInByMail(ctx, email);
    const phone = `300${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

    const noGateway = await ctx.request({
      method: 'POST',
      url: '/api/smsotp/',
      body: { user_id: (await prelogin(ctx, email)).user_id },
    });
    expect(noGateway.json()).toEqual(fieldError('user_id', AUTH_MESSAGES.secondFactorUnavailable));

    const updated = await ctx.request({
      method: 'PUT',
      url: '/api/updatephone/',
      body: { phone },
      token: access,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [sms] = await outboxFor(ctx, phone);
    expect(sms?.file).toMatch(/-sms-\d+\.txt$/);
    const wrongCode = await ctx.request({
      method: 'PUT',
      url: '/api/confirmationphone/',
      body: { code: '12' },
      token: access,
    });
    expect(wrongCode.json()).toEqual(fieldError('code', AUTH_MESSAGES.otpInvalid));
    const confirmed = await ctx.request({
      method: 'PUT',
      url: '/api/confirmationphone/',
      body: { code: await latestCode(ctx, phone) },
      token: access,
    });
    expect(confirmed.json()).toEqual({ detail: AUTH_MESSAGES.phoneConfirmed, phone });

    const step1 = await prelogin(ctx, email);
    expect(step1.mfa).toEqual({ mail: true, sms: true, qr: false });
    expect(step1.phone).toBe(`******${phone.slice(-4)}`);
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/smsotp/',
      body: { user_id: String(step1.user_id) },
    });
    expect(sent.json().detail).toBe(AUTH_MESSAGES.otpSentSms);
    const res = await ctx.request({
      url: `/api/smsotp/?otp=${await latestCode(ctx, phone)}&user_id=${step1.user_id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.phone).toBe(phone);
  });

  it('enrols an authenticator with a session and signs in with a TOTP code', async () => {
    const { email } = await registeredConsumer(ctx);
    const { access } = await signInByMail(ctx, email);
    const generated = await ctx.request({ method: 'POST', url: '/api/qr-mfa/', body: {}, token: access });
    expect(generated.statusCode, generated.body).toBe(200);
    const { secret, qr } = generated.json() as { secret: string; qr: string };
    expect(qr).toContain('otpauth://totp/Portal%20SFC:');

    // Pending until confirmed: it cannot be enabled nor used yet.
    const early = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-enable/',
      body: { enable: true },
      token: access,
    });
    expect(early.json()).toEqual(fieldError('enable', AUTH_MESSAGES.totpNotConfigured));
    const confirm = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-confirm/',
      body: { otp: totpAt(secret) },
      token: access,
    });
    expect(confirm.json()).toEqual({ detail: AUTH_MESSAGES.totpActivated });

    const step1 = await prelogin(ctx, email);
    expect(step1.mfa.qr).toBe(true);
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-auth/',
      body: { user_id: step1.user_id, otp: '000000' },
    });
    expect(wrong.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));
    // The confirming code's time step is spent; the next step's code (within the drift window) signs in.
    const next = totpAt(secret, 30);
    const signedIn = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-auth/',
      body: { user_id: step1.user_id, otp: next },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.mfa.qr).toBe(true);

    const replay = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-auth/',
      body: { user_id: (await prelogin(ctx, email)).user_id, otp: next },
    });
    expect(replay.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));

    const off = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-enable/',
      body: { enable: false },
      token: access,
    });
    expect(off.json()).toEqual({ detail: AUTH_MESSAGES.totpDisabled, enabled: false });
    const step2 = await prelogin(ctx, email);
    expect(step2.mfa.qr).toBe(false);
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-auth/',
      body: { user_id: step2.user_id, otp: totpAt(secret, 60) },
    });
    expect(refused.json()).toEqual(fieldError('user_id', AUTH_MESSAGES.secondFactorUnavailable));
  });

  it('enrols an authenticator during sign-in only after the mail code, then gives tokens', async () => {
    const { id, email } = await registeredConsumer(ctx);
    const { user_id } = await prelogin(ctx, email);
    // The password alone is not enough to attach an authenticator.
    const bare = await ctx.request({ method: 'POST', url: '/api/qr-mfa/', body: { user_id } });
    expect(bare.json()).toEqual(fieldError('otp', AUTH_MESSAGES.otpInvalid));
    const unconfirmed = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-confirm/',
      body: { user_id, otp: '123456' },
    });
    expect(unconfirmed.statusCode).toBe(401);

    await ageCodes(ctx, id);
    await ctx.request({ method: 'POST', url: '/api/mfa-otp/', body: { user_id } });
    const generated = await ctx.request({
      method: 'POST',
      url: '/api/qr-mfa/',
      body: { user_id, otp: await latestCode(ctx, email) },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/qrmfa-confirm/',
      body: { user_id, otp: totpAt(generated.json().secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      detail: AUTH_MESSAGES.totpActivated,
      user: { id, mfa: { qr: true } },
    });
    expect(res.json().access).toMatch(/^eyJ/);
  });

  it('resets a forgotten password by mail code and revokes every refresh token', async () => {
    const { id, email } = await registeredConsumer(ctx);
    const session = await signInByMail(ctx, email);

    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/password/reset/',
      body: { email: 'no-existe@example.com', captcha: await captchaAnswer(ctx) },
    });
    const known = await ctx.request({
      method: 'POST',
      url: '/api/password/reset/',
      body: { email, captcha: await captchaAnswer(ctx) },
    });
    expect(known.statusCode).toBe(200);
    // Same answer whether the account exists or not.
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ detail: AUTH_MESSAGES.passwordResetSent });
    const code = await latestCode(ctx, email);
    expect((await outboxFor(ctx, email)).at(-1)?.content).toContain('restablecer la contraseña');

    // Resending within the minute sends nothing new but answers the same.
    const before = (await outboxFor(ctx, email)).length;
    const resend = await ctx.request({ method: 'POST', url: '/api/password/code/resend/', body: { email } });
    expect(resend.json()).toEqual({ detail: AUTH_MESSAGES.passwordResetSent });
    expect((await outboxFor(ctx, email)).length).toBe(before);

    const weak = await ctx.request({
      method: 'POST',
      url: '/api/password/change/',
      body: { email, code, password: 'Password1!' },
    });
    expect(weak.json()).toEqual(fieldError('password', AUTH_MESSAGES.passwordCommon));
    const short = await ctx.request({
      method: 'POST',
      url: '/api/password/change/',
      body: { email, code, password: 'abc' },
    });
    expect(short.json().message.password).toEqual([
      MESSAGES.passwordHint.minLength,
      MESSAGES.passwordHint.uppercase,
      MESSAGES.passwordHint.digit,
      MESSAGES.passwordHint.special,
    ]);
    const newPassword = 'Nevado-del-Ruiz#5321';
    const changed = await ctx.request({
      method: 'POST',
      url: '/api/password/change/',
      body: { email, code, password: newPassword },
    });
    expect(changed.json()).toEqual({ detail: AUTH_MESSAGES.passwordChanged });

    const refresh = await ctx.request({
      method: 'POST',
      url: '/api/token/refresh/',
      body: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const reused = await ctx.request({
      method: 'POST',
      url: '/api/password/change/',
      body: { email, code, password: 'Otra-Nueva#4455' },
    });
    expect(reused.json()).toEqual(fieldError('code', AUTH_MESSAGES.otpInvalid));

    const old = await ctx.request({
      method: 'POST',
      url: '/api/preloginuser/',
      body: { username: email, password: GOOD_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect((await prelogin(ctx, email, newPassword)).user_id).toBe(id);
  });

  it('refuses a missing, wrong or reused captcha with the reCAPTCHA message', async () => {
    const { email } = await registeredConsumer(ctx);
    const failed = fieldError('captcha', MESSAGES.recaptchaFailed);
    const garbage = await ctx.request({
      method: 'POST',
      url: '/api/password/reset/',
      body: { email, captcha: 'no-soy-humano' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual(failed);
    const answer = await captchaAnswer(ctx);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/password/reset/', body: { email, captcha: answer } }))
        .statusCode,
    ).toBe(200);
    const replay = await ctx.request({
      method: 'POST',
      url: '/api/password/reset/',
      body: { email, captcha: answer },
    });
    expect(replay.json()).toEqual(failed);
    const missing = await ctx.request({ method: 'POST', url: '/api/password/reset/', body: { email } });
    expect(missing.json()).toEqual(fieldError('captcha', API_ERROR_TEXTS.fieldRequired));
  });

  it('logs out: every refresh token of the user is revoked', async () => {
    const { email } = await registeredConsumer(ctx);
    const a = await signInByMail(ctx, email);
    const b = await signInByMail(ctx, email);
    const out = await ctx.request({
      method: 'POST',
      url: '/api/logout/',
      body: { username: email },
      token: a.access,
    });
    expect(out.json()).toEqual({ detail: AUTH_MESSAGES.loggedOut });
    for (const refresh of [a.refresh, b.refresh]) {
      expect(
        (await ctx.request({ method: 'POST', url: '/api/token/refresh/', body: { refresh } })).statusCode,
      ).toBe(401);
    }
    const anonymous = await ctx.request({ method: 'POST', url: '/api/logout/', body: { username: email } });
    expect(anonymous.statusCode).toBe(400);
  });

  it('resends the registration code and confirms the account once', async () => {
    const email = newEmail();
    const created = await multipartRequest(
      ctx,
      '/api/user/',
      registrationFields(email, await captchaAnswer(ctx)),
    );
    expect(created.statusCode).toBe(201);
    await ageCodes(ctx, created.json().id);
    const resend = await ctx.request({ method: 'POST', url: '/api/confirmcode/resend/', body: { email } });
    expect(resend.json()).toEqual({ detail: AUTH_MESSAGES.confirmationCodeSent });
    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/resend/',
      body: { email: 'x@example.com' },
    });
    expect(unknown.body).toBe(resend.body);
    const codes = await outboxFor(ctx, email);
    expect(codes).toHaveLength(2);
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/code/',
      body: { email, code: '12345x' },
    });
    expect(wrong.json()).toEqual(fieldError('code', AUTH_MESSAGES.otpInvalid));
    const ok = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/code/',
      body: { email, code: await latestCode(ctx, email) },
    });
    expect(ok.json()).toEqual({ detail: AUTH_MESSAGES.accountConfirmed });
    const again = await ctx.request({
      method: 'POST',
      url: '/api/confirmcode/code/',
      body: { email, code: '000000' },
    });
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.accountAlreadyActive });
  });
});
