import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { redactUrl } from '../src/logger.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { describeOnBothDrivers, signedInject } from './harness.js';

it.each([
  ['/api/mfa-otp/?otp=123456&user_id=7', '/api/mfa-otp/?otp=[redacted]&user_id=7'],
  ['/api/x/?token=abc&page=2', '/api/x/?token=[redacted]&page=2'],
  ['/api/country/?page=2', '/api/country/?page=2'],
  ['/api/country/', '/api/country/'],
])('redactUrl(%s)', (url, expected) => {
  expect(redactUrl(url)).toBe(expected);
});

describeOnBothDrivers('structured logs keep secrets out', (ctx) => {
  it('headers, passwords, tokens, one-time codes and signing keys never reach the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
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
});
