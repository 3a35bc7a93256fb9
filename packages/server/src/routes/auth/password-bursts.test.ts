import { SERVER_TEXTS } from '../../core.js';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { createEntityClient } from '../../services/entity-clients.js';
import { LOGIN_THROTTLE } from '../token/login.js';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from './sign-in-flow.js';
import { GOOD_PASSWORD, registeredConsumer, resetThrottles } from './sign-in-test-kit.js';

// Wrong passwords sent all at once, as a script does with Promise.all: each attempt is counted
// before its password is checked, so only as many as the limit are ever tried, and the right
// password sent in the same burst, once the limit is taken, is refused like the rest.

const BURST = 40;

/** How many answers had each status. */
function statusCounts(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

function expectThrottled(answer: LightMyRequestResponse): void {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json().detail).toBe(SERVER_TEXTS.throttledWait(Number(answer.headers['retry-after'])));
}

describeOnBothDrivers('simultaneous wrong passwords', (ctx) => {
  beforeEach(() => resetThrottles(ctx));

  it(`portal sign-in: of ${BURST} at once on one account, ${ACCOUNT_FAILURES.limit} are tried and the right one in the burst is refused`, async () => {
    const { email } = await registeredConsumer(ctx);
    const prelogin = (password: string, address: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/preloginuser/',
        body: { username: email, password },
        remoteAddress: address,
      });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        // Each from its own address, so the account's limit is the one that holds them.
        prelogin(i === BURST - 1 ? GOOD_PASSWORD : `Equivocada#${i}`, `10.40.0.${i + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({
      401: ACCOUNT_FAILURES.limit,
      429: BURST - ACCOUNT_FAILURES.limit,
    });
    expectThrottled(answers.at(-1)!);
    expectThrottled(await prelogin(GOOD_PASSWORD, '10.40.1.1'));
  });

  it(`portal sign-in: of ${BURST} at once from one address, ${ADDRESS_FAILURES.limit} are tried`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        ctx.request({
          method: 'POST',
          url: '/api/preloginuser/',
          body: { username: `nadie-${i}@example.com`, password: 'Equivocada#1' },
          remoteAddress: '10.41.0.1',
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({
      401: ADDRESS_FAILURES.limit,
      429: BURST - ADDRESS_FAILURES.limit,
    });
  });

  it(`entity API login: of ${BURST} at once on one account, ${LOGIN_THROTTLE.perAccountFailures.limit} are tried and the right one in the burst is refused`, async () => {
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, {
      tipo_entidad: 1,
      entidad_cod: '51',
    });
    const login = (password: string, address: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: { username: entity.username, password },
        secret: entity.signingSecret,
        remoteAddress: address,
      });
    const limit = LOGIN_THROTTLE.perAccountFailures.limit;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        login(i === BURST - 1 ? entity.password : `equivocada-${i}`, `10.42.0.${i + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: limit, 429: BURST - limit });
    expectThrottled(answers.at(-1)!);
    expectThrottled(await login(entity.password, '10.42.1.1'));
  });

  it(`entity API login: of ${BURST} at once from one address, ${LOGIN_THROTTLE.perIpFailures.limit} are tried`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        ctx.request({
          method: 'POST',
          url: '/api/login/',
          body: { username: `nadie-${i}`, password: 'x' },
          remoteAddress: '10.43.0.1',
        }),
      ),
    );
    const limit = LOGIN_THROTTLE.perIpFailures.limit;
    expect(statusCounts(answers)).toEqual({ 401: limit, 429: BURST - limit });
  });

  it('a right password gives its count back: failures below the limit, then a success, then the limit again', async () => {
    const { email } = await registeredConsumer(ctx);
    const prelogin = (password: string) =>
      ctx.request({ method: 'POST', url: '/api/preloginuser/', body: { username: email, password } });
    for (let i = 0; i < ACCOUNT_FAILURES.limit - 1; i++)
      expect((await prelogin('Equivocada#1')).statusCode).toBe(401);
    // The right password is tried and answers; it is not counted as a failure.
    expect((await prelogin(GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await prelogin('Equivocada#1')).statusCode).toBe(401);
    expectThrottled(await prelogin(GOOD_PASSWORD));
  });
});
