import { API_ERROR_TEXTS, ENTITY_API_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { decodeJwt } from 'jose';
import { Writable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { createUserCommand } from '../src/cli/commands.js';
import { LOGIN_THROTTLE } from '../src/routes/token/login.js';
import { createEntityClient, type EntityCredentials } from '../src/services/entity-clients.js';
import { TokenService } from '../src/services/tokens.js';
import { describeOnPostgres, signedInject } from './harness.js';

const BAD_CREDENTIALS = { status_code: 401, detail: API_ERROR_TEXTS.noActiveAccount, messages: [] };
const ACCESS_REJECTED = {
  status_code: 401,
  detail: SERVER_TEXTS.accessTokenRejected,
  message: [
    { token_class: 'AccessToken', token_type: 'access', message: API_ERROR_TEXTS.tokenInvalidOrExpired },
  ],
};
const INVALID_REFRESH = {
  status_code: 401,
  messages: { detail: API_ERROR_TEXTS.refreshInvalid, code: 'token_not_valid' },
  detail: ENTITY_API_TEXTS.apiExceptionDetail,
};
/** A log destination that keeps every line written to it. */
function logCollector(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

const BLACKLISTED = {
  status_code: 401,
  messages: { detail: API_ERROR_TEXTS.refreshBlacklisted, code: 'token_not_valid' },
  detail: ENTITY_API_TEXTS.apiExceptionDetail,
};

describeOnPostgres('entity sign-in and tokens', (ctx) => {
  let entity: EntityCredentials;
  // Entity accounts sign with their own key (the portal's is public): keys by username.
  const entityKeys = new Map<string, string>();
  const newEntity = async (tipo_entidad: number, entidad_cod: string) => {
    const created = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad, entidad_cod });
    entityKeys.set(created.username.toLowerCase(), created.signingSecret);
    return created;
  };
  /** A request as `entity` sends it: signed with its key. */
  const asEntity = (request: Parameters<typeof ctx.request>[0], who: EntityCredentials = entity) =>
    ctx.request({ secret: who.signingSecret, ...request });

  beforeAll(async () => {
    entity = await newEntity(4, '128');
    await createUserCommand(ctx.db, { email: 'consumidora@example.com', password: 'Quejas#2026x' });
    await createUserCommand(ctx.db, {
      email: 'jefa@example.com',
      password: 'Quejas#2026x',
      position: 'Analista',
    });
  });

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    ctx.request({
      method: 'POST',
      url: '/api/login/',
      body: { username, password },
      remoteAddress: ip,
      secret: entityKeys.get(username.toLowerCase()),
    });

  const auditRows = async (username: string) =>
    (
      await ctx.db.query<{ event: string; success: boolean; detail: Record<string, unknown> }>(
        'SELECT event, success, detail FROM audit_events WHERE username = $1 ORDER BY id',
        [username],
      )
    ).rows;

  it('an entity API account logs in and gets real HS256 JWTs with the expected claims', async () => {
    const res = await login(entity.username, entity.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['refresh', 'access']);
    const access = decodeJwt(body.access);
    const refresh = decodeJwt(body.refresh);
    expect(access).toMatchObject({ token_type: 'access', user_id: entity.userId });
    expect(refresh).toMatchObject({ token_type: 'refresh', user_id: entity.userId });
    expect(access.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(refresh.jti).toMatch(/^[0-9a-f]{32}$/);
    expect((access.exp as number) - (access.iat as number)).toBe(30 * 60);
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(12 * 3600);
    const audit = await auditRows(entity.username);
    expect(audit.at(-1)).toMatchObject({ event: 'login', success: true });
  });

  it('the username is case-insensitive', async () => {
    const res = await login(entity.username.toUpperCase(), entity.password);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', () => [entity.username, 'wrong-password']],
    ['an unknown account', () => ['nobody-here', 'whatever']],
  ])('%s → 401 "No active account..." and an audit row', async (_label, credentials) => {
    const [username, password] = credentials() as [string, string];
    const res = await login(username, password, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(BAD_CREDENTIALS);
    const audit = await auditRows(username);
    expect(audit.at(-1)).toMatchObject({ event: 'login', success: false });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it.each([
    ['a consumer', 'consumidora@example.com'],
    ['staff', 'jefa@example.com'],
  ])(
    '%s with the right password gets no tokens here (second factor first, routes/auth)',
    async (_label, username) => {
      const res = await login(username, 'Quejas#2026x', '10.0.0.4');
      expect(res.statusCode).toBe(401);
      expect(res.json()).not.toHaveProperty('access');
      expect(res.json()).not.toHaveProperty('refresh');
      const audit = await auditRows(username);
      expect(audit.at(-1)).toMatchObject({ event: 'login', success: false });
    },
  );

  it('an inactive entity account cannot log in', async () => {
    const other = await newEntity(1, '2');
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [other.userId]);
    const res = await login(other.username, other.password, '10.0.0.3');
    expect(res.json()).toEqual(BAD_CREDENTIALS);
  });

  it(`after ${LOGIN_THROTTLE.perAccountFailures.limit} failures the account is throttled (429), even with the right password`, async () => {
    const victim = await newEntity(1, '6');
    for (let i = 0; i < LOGIN_THROTTLE.perAccountFailures.limit; i++) {
      const res = await login(victim.username, 'wrong', `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(victim.username, victim.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Solicitud fue regulada \(throttled\)\. Se espera/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const audit = await auditRows(victim.username);
    expect(audit.at(-1)?.detail).toEqual({ reason: 'throttled_account' });
  });

  it(`one address gets at most ${LOGIN_THROTTLE.perIpFailures.limit} failed attempts in the window`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.perIpFailures.limit; i++) {
      codes.push((await login(`someone-${i}`, 'x', '10.9.9.9')).statusCode);
    }
    expect(codes.slice(0, LOGIN_THROTTLE.perIpFailures.limit).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('an access token opens protected routes; without Authorization → 400 "missing header"', async () => {
    const { access } = (await login(entity.username, entity.password)).json();
    const ok = await asEntity({ url: '/api/channel/', token: access });
    expect(ok.statusCode).toBe(200);
    // Without a token the caller is anonymous: signed with the portal's key.
    const missing = await ctx.request({ url: '/api/channel/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status_code: 400,
      detail: 'Error',
      message: API_ERROR_TEXTS.missingHeader,
    });
  });

  it.each([
    ['garbage', () => 'not-a-jwt'],
    ['a refresh token used as access', async () => (await ctx.app.tokens.issuePair(entity.userId)).refresh],
    [
      'a token signed with another key',
      async () =>
        (
          await new TokenService({
            db: ctx.db,
            secret: 'another-key-entirely-000000000000',
            accessTokenMinutes: 30,
            refreshTokenHours: 12,
          }).issuePair(entity.userId)
        ).access,
    ],
    [
      'an expired access token',
      async () =>
        (
          await new TokenService({
            db: ctx.db,
            secret: ctx.config.jwtSecret,
            accessTokenMinutes: 30,
            refreshTokenHours: 12,
            now: () => new Date(Date.now() - 31 * 60 * 1000),
          }).issuePair(entity.userId)
        ).access,
    ],
  ])('%s → 401 with WWW-Authenticate and the AccessToken message list', async (_label, make) => {
    const token = await make();
    // A token that still names the entity is checked against the entity's key; one that names no
    // one (garbage, forged) against the portal's, as for any anonymous caller.
    const namesEntity = (await ctx.app.tokens.userIdIgnoringExpiry(token)) === entity.userId;
    const res = namesEntity
      ? await asEntity({ url: '/api/channel/', token })
      : await ctx.request({ url: '/api/channel/', token });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(res.json()).toEqual(ACCESS_REJECTED);
  });

  for (const path of ['/api/token/refresh/', '/api/token/refresh']) {
    it(`${path} rotates: new pair, the old refresh is blacklisted and its reuse revokes the family`, async () => {
      const first = (await login(entity.username, entity.password)).json();
      const rotated = await asEntity({ method: 'POST', url: path, body: { refresh: first.refresh } });
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json();
      expect(Object.keys(second).sort()).toEqual(['access', 'refresh']);
      expect(second.refresh).not.toBe(first.refresh);
      expect(decodeJwt(second.access)).toMatchObject({ token_type: 'access', user_id: entity.userId });

      const reuse = await asEntity({ method: 'POST', url: path, body: { refresh: first.refresh } });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(BLACKLISTED);

      // The whole family is gone: the token issued by the rotation no longer works either.
      const afterReuse = await asEntity({ method: 'POST', url: path, body: { refresh: second.refresh } });
      expect(afterReuse.json()).toEqual(BLACKLISTED);

      const events = await ctx.db.query<{ event: string }>(
        "SELECT event FROM audit_events WHERE event = 'token_reuse' AND user_id = $1",
        [entity.userId],
      );
      expect(events.rowCount).toBeGreaterThan(0);
    });
  }

  it('a sign-in family is independent of another: revoking one leaves the other working', async () => {
    const a = (await login(entity.username, entity.password)).json();
    const b = (await login(entity.username, entity.password)).json();
    await asEntity({ method: 'POST', url: '/api/token/refresh/', body: { refresh: a.refresh } });
    await asEntity({ method: 'POST', url: '/api/token/refresh/', body: { refresh: a.refresh } });
    const res = await asEntity({ method: 'POST', url: '/api/token/refresh/', body: { refresh: b.refresh } });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['garbage', () => 'x.y.z'],
    ['an access token', async () => (await ctx.app.tokens.issuePair(entity.userId)).access],
    [
      'an expired refresh token',
      async () =>
        (
          await new TokenService({
            db: ctx.db,
            secret: ctx.config.jwtSecret,
            accessTokenMinutes: 30,
            refreshTokenHours: 12,
            now: () => new Date(Date.now() - 13 * 3600 * 1000),
          }).issuePair(entity.userId)
        ).refresh,
    ],
  ])('refreshing with %s → 401 "Token is invalid or expired"', async (_label, make) => {
    const refresh = await make();
    const namesEntity = (await ctx.app.tokens.userIdIgnoringExpiry(refresh)) === entity.userId;
    const request = { method: 'POST' as const, url: '/api/token/refresh/', body: { refresh } };
    const res = namesEntity ? await asEntity(request) : await ctx.request(request);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_REFRESH);
  });

  it('the refresh of a deactivated account is refused', async () => {
    const other = await newEntity(1, '1');
    const pair = (await login(other.username, other.password, '10.0.0.9')).json();
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [other.userId]);
    const res = await asEntity(
      { method: 'POST', url: '/api/token/refresh/', body: { refresh: pair.refresh } },
      other,
    );
    expect(res.json()).toEqual(INVALID_REFRESH);
    const access = await asEntity({ url: '/api/channel/', token: pair.access }, other);
    expect(access.statusCode).toBe(401);
  });

  it('headers, passwords, tokens, one-time codes and signing keys never reach the log', async () => {
    const { lines, stream } = logCollector();
    const app = await ctx.buildApp({ config: { logLevel: 'debug' }, deps: { logStream: stream } });
    const entity = await createEntityClient(ctx.db, app.secretBox, { tipo_entidad: 1, entidad_cod: '13' });
    const login = await signedInject(app, {
      method: 'POST',
      url: '/api/login/',
      body: { username: entity.username, password: entity.password },
      secret: entity.signingSecret,
      remoteAddress: '10.3.0.1',
    });
    expect(login.statusCode).toBe(200);
    const { access, refresh } = login.json();
    app.log.info({ body: { password: entity.password, otp: '123456' }, refresh }, 'handler detail');
    await signedInject(app, { url: '/api/mfa-otp/?otp=654321&user_id=1', token: access });
    await signedInject(app, {
      method: 'POST',
      url: '/api/token/refresh/',
      body: { refresh },
      signature: 'BAD',
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    expect(() => lines.map((line) => JSON.parse(line))).not.toThrow();
    for (const secret of [entity.password, entity.signingSecret, access, refresh, '654321', '123456']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });

  it('describes each answered request in one line: method, URL with secrets masked, status and time', async () => {
    const { lines, stream } = logCollector();
    const app = await ctx.buildApp({ config: { logLevel: 'info' }, deps: { logStream: stream } });
    const login = await signedInject(app, {
      method: 'POST',
      url: '/api/login/',
      body: { username: entity.username, password: entity.password },
      secret: entity.signingSecret,
      remoteAddress: '10.3.0.2',
    });
    expect(login.statusCode).toBe(200);
    const before = lines.length;
    const res = await signedInject(app, {
      url: '/api/mfa-otp/?otp=777111&user_id=1',
      token: login.json().access,
    });
    const written = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.req !== undefined);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/mfa-otp/?otp=[redacted]&user_id=1' },
      res: { statusCode: res.statusCode },
    });
    expect(written[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines.slice(before).join('')).not.toContain('777111');
    expect(JSON.stringify(written[0])).not.toMatch(/authorization|x-sfc-signature/i);
  });
});
