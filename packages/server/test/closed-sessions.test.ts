import { API_ERROR_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { decodeJwt } from 'jose';
import { beforeEach, expect, it } from 'vitest';
import { registeredConsumer, resetThrottles, signInByMail } from '../src/routes/auth/sign-in-test-kit.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { describeOnPostgres, signedInject } from './harness.js';

// An access token dies with its session: after logout (or once its refresh token is replayed)
// it gets the 401 clients parse, on this app and on a second app on the same database that
// had already seen the token working.

const ACCESS_REJECTED = {
  status_code: 401,
  detail: SERVER_TEXTS.accessTokenRejected,
  message: [
    { token_class: 'AccessToken', token_type: 'access', message: API_ERROR_TEXTS.tokenInvalidOrExpired },
  ],
};

describeOnPostgres('closed sessions refuse their access tokens', (ctx) => {
  beforeEach(() => resetThrottles(ctx));

  it('after logout the access token is refused with the 401 clients parse, on both apps', async () => {
    const { email } = await registeredConsumer(ctx);
    const session = await signInByMail(ctx, email);
    expect(decodeJwt(session.access).sid).toEqual(expect.any(String));
    const other = await ctx.buildApp();
    const modulesOn = (app: typeof ctx.app) =>
      signedInject(app, { url: '/api/module/', token: session.access });
    const modules = () => ctx.request({ url: '/api/module/', token: session.access });
    // Both apps have seen the session open (and keep that for a few seconds).
    expect((await modules()).statusCode).toBe(200);
    expect((await modulesOn(other)).statusCode).toBe(200);

    const logout = await ctx.request({
      method: 'POST',
      url: '/api/logout/',
      token: session.access,
      body: {},
    });
    expect(logout.statusCode, logout.body).toBe(200);

    for (const res of [await modules(), await modulesOn(other)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ACCESS_REJECTED);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
    const again = await ctx.request({ method: 'POST', url: '/api/logout/', token: session.access, body: {} });
    expect(again.statusCode).toBe(401);
  });

  it('a replayed refresh token closes its own session only', async () => {
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 1, entidad_cod: '2' });
    const signIn = async () => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: { username: entity.username, password: entity.password },
        secret: entity.signingSecret,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { access: string; refresh: string };
    };
    const channels = (access: string) =>
      ctx.request({ url: '/api/channel/', token: access, secret: entity.signingSecret });
    const stolen = await signIn();
    const kept = await signIn();
    expect((await channels(stolen.access)).statusCode).toBe(200);
    const refresh = () =>
      ctx.request({
        method: 'POST',
        url: '/api/token/refresh/',
        body: { refresh: stolen.refresh },
        secret: entity.signingSecret,
      });
    const rotated = await refresh();
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json() as { access: string };
    // Rotation keeps the session: both access tokens of it still work.
    expect((await channels(next.access)).statusCode).toBe(200);
    expect((await channels(stolen.access)).statusCode).toBe(200);
    // The replay revokes the family: every access token of that session is refused, the other
    // session goes on.
    expect((await refresh()).statusCode).toBe(401);
    for (const access of [stolen.access, next.access]) {
      const res = await channels(access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ACCESS_REJECTED);
    }
    expect((await channels(kept.access)).statusCode).toBe(200);
  });
});
