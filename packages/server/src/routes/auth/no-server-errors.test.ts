import { randomBytes } from 'node:crypto';
import { API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import fc from 'fast-check';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnPostgres, TEST_HOST } from '../../../test/harness.js';
import { multipartRequest, registeredConsumer, resetThrottles, signInByMail } from './sign-in-test-kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Every route of this folder and of routes/users, with a path that names an existing user. */
function routes(userId: number): [Method, string][] {
  return [
    ['POST', '/api/preloginuser/'],
    ['POST', '/api/mfa-otp/'],
    ['POST', '/api/smsotp/'],
    ['POST', '/api/qr-mfa/'],
    ['POST', '/api/qrmfa-confirm/'],
    ['POST', '/api/qrmfa-auth/'],
    ['POST', '/api/qrmfa-enable/'],
    ['POST', '/api/validationphone/'],
    ['PUT', '/api/confirmationphone/'],
    ['PUT', '/api/updatephone/'],
    ['POST', '/api/confirmcode/code/'],
    ['POST', '/api/confirmcode/resend/'],
    ['POST', '/api/password/reset/'],
    ['POST', '/api/password/code/resend/'],
    ['POST', '/api/password/change/'],
    ['POST', '/api/logout/'],
    ['POST', '/api/user/'],
    ['PATCH', `/api/user/detail/${userId}`],
    ['PUT', `/api/profile/${userId}/`],
  ];
}

const FIELDS = [
  'username',
  'password',
  'captcha',
  'user_id',
  'otp',
  'code',
  'email',
  'phone',
  'enable',
  'first_name',
  'first_last_name',
  'identification_type',
  'identification_number',
  'gender',
  'person_type',
];

/** Bodies a careless or hostile client might send. */
const GARBAGE: string[] = [
  '[]',
  '"x"',
  '123',
  'null',
  'true',
  '{}',
  '{"a":',
  '{"user_id": 1}{',
  '\u0000',
  '{"user_id": {"a": 1}}',
  '{"user_id": 99999999999999999999}',
  '{"user_id": -1}',
  '{"user_id": 0}',
  '{"user_id": "abc"}',
  '{"user_id": 1.5}',
  '{"user_id": "2147483648"}',
  '{"user_id": 1e400}',
  '{"otp": [1, 2], "user_id": 1}',
  '{"otp": null, "user_id": 1}',
  '{"code": {"x": 1}, "email": 123}',
  '{"email": "a@b.co", "code": "123456", "password": null}',
  '{"username": "a\\u0000b", "password": "x\\u0000"}',
  '{"email": "\\u0000@x.co", "captcha": "\\u0000"}',
  '{"username": "a", "password": "b", "captcha": ["x"]}',
  '{"phone": "++++++++++++++++++++"}',
  '{"phone": "3001234567\\u0000"}',
  '{"enable": "yes"}',
  '{"enable": null}',
  '{"__proto__": {"x": 1}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  `{"first_name": "${'a'.repeat(10_000)}"}`,
  '{"first_name": "\\ud800", "identification_type": "\\u0000", "identification_number": "12\\u00003456"}',
  '{"captcha": "v1.9999999999.0.AAAA.BBBB:1", "email": "a@b.co"}',
  '{"username": "\\ud800", "password": "\\udfff"}',
  '{"email": "\\ud800@x.co", "code": "\\udfff"}',
  '{"gender": "F\\u0000", "person_type": 7}',
];

const QUERIES = [
  '',
  '?otp=123456',
  '?user_id=1',
  '?otp=%00&user_id=1',
  '?otp=1&user_id=1e400',
  '?otp[]=1&user_id[]=2',
  '?otp=123456&user_id=0',
  '?otp=123456&user_id=99999999999999999999',
  '?otp=123456&user_id=-3',
  `?otp=${'9'.repeat(5000)}&user_id=1`,
  '?otp=%E0%A4%A&user_id=1',
  '?otp=123456&user_id=1&extra=1',
];

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describeOnPostgres('No input makes the sign-in and user routes answer 500', (ctx) => {
  let token: string;
  let userId: number;

  beforeAll(async () => {
    await resetThrottles(ctx);
    const user = await registeredConsumer(ctx);
    userId = user.id;
    token = (await signInByMail(ctx, user.email)).access;
  });
  beforeEach(() => resetThrottles(ctx));

  let failures: string[] = [];
  beforeEach(() => {
    failures = [];
  });
  const check = (what: string, status: number, body: string) => {
    if (status >= 500) failures.push(`${what} → ${status} ${body.slice(0, 200)}`);
  };

  it('garbage JSON bodies, with and without a session', async () => {
    for (const [method, url] of routes(userId)) {
      for (const body of GARBAGE) {
        for (const auth of [undefined, token]) {
          const res = await ctx.request({
            method,
            url,
            body,
            token: auth,
            // Text that is not JSON cannot be signed the way a client would; its signature is moot.
            ...(parses(body) ? {} : { signature: 'A'.repeat(64) }),
          });
          check(`${method} ${url} ${body.slice(0, 60)}`, res.statusCode, res.body);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a NUL character with a 400 on its field (PostgreSQL text cannot hold it)', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/preloginuser/',
      body: { username: 'a\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      message: { username: [SERVER_TEXTS.fieldInvalid] },
      detail: API_ERROR_TEXTS.validationDetail,
    });
  });

  it("random objects made of the routes' field names", async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      // JSON-safe nested values only: a client cannot send (or sign) Infinity or NaN.
      fc.object({ values: [fc.string(), fc.integer(), fc.boolean(), fc.constant(null)], maxDepth: 2 }),
    );
    const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
    const all = routes(userId);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        body,
        fc.boolean(),
        async ([method, url], payload, withToken) => {
          const res = await ctx.request({ method, url, body: payload, token: withToken ? token : undefined });
          check(`${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`, res.statusCode, res.body);
          return res.statusCode < 500;
        },
      ),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  });

  it('odd query strings and ids on the GET routes', async () => {
    for (const path of ['/api/mfa-otp/', '/api/smsotp/']) {
      for (const query of QUERIES) {
        const res = await ctx.request({ url: `${path}${query}` });
        check(`GET ${path}${query}`, res.statusCode, res.body);
      }
    }
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', "1'--", `${userId}`]) {
      for (const url of [`/api/user/${id}/`, '/api/module/', '/api/modules_list/', '/api/captcha/']) {
        const res = await ctx.request({ url, token });
        check(`GET ${url}`, res.statusCode, res.body);
      }
    }
    expect(failures).toEqual([]);
  });

  it('broken multipart registrations', async () => {
    const sent = [
      await multipartRequest(
        ctx,
        '/api/user/',
        [
          ['email', 'a\u0000@b.co'],
          ['email', 'x'],
          ['password', ''],
        ],
        [
          { field: 'file-0', filename: '', contentType: 'application/pdf', data: Buffer.alloc(0) },
          { field: 'foto', filename: 'a.png', contentType: 'image/png', data: randomBytes(64) },
          {
            field: 'file-9999',
            filename: 'a'.repeat(300) + '.pdf',
            contentType: 'x/y',
            data: randomBytes(10),
          },
        ],
      ),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/',
        headers: {
          host: TEST_HOST,
          'content-type': 'multipart/form-data; boundary=nada',
          'x-sfc-signature': 'A'.repeat(64),
        },
        payload: '--otra\r\nbasura',
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/',
        headers: {
          host: TEST_HOST,
          'content-type': 'multipart/form-data',
          'x-sfc-signature': 'A'.repeat(64),
        },
        payload: 'x',
      }),
    ];
    for (const res of sent) check('POST /api/user/ multipart', res.statusCode, res.body);
    expect(failures).toEqual([]);
  });
});
