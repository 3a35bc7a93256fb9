import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { staffWith } from './alerts-test-kit.js';

type Method = 'GET' | 'POST' | 'PATCH';

/** Every alert and dashboard route that reads a body. */
const BODY_ROUTES: [Method, string][] = [
  ['POST', '/api/alerts/mark_alert/'],
  ['PATCH', '/api/alerts/configuration_alert/1/'],
  ['POST', '/api/alerts/change_state_configuration/'],
  ['POST', '/api/dashboard/complaints/'],
  ['POST', '/api/dashboard/volumetry/'],
];

const FIELDS = ['id', 'all', 'is_active', 'days_before', 'fecha_inicio', 'fecha_fin', 'entidades'];

/** Bodies a careless or hostile client might send. */
const GARBAGE = [
  '[]',
  '"x"',
  '123',
  'null',
  'true',
  '{}',
  '{"id": 99999999999999999999}',
  '{"id": -1}',
  '{"id": 1.5}',
  '{"id": 1e400}',
  '{"id": "2147483648"}',
  '{"id": "\\u0000"}',
  '{"all": "yes"}',
  '{"all": null, "id": null}',
  '{"is_active": [true], "id": {"a": 1}}',
  '{"days_before": -1, "is_active": 1}',
  '{"days_before": 1e400}',
  '{"fecha_inicio": "\\u0000", "fecha_fin": "2026-01-01"}',
  '{"fecha_inicio": "\\ud800", "fecha_fin": "\\udfff"}',
  '{"fecha_inicio": "9999-12-31", "fecha_fin": "9999-12-31"}',
  '{"fecha_inicio": "0001-01-01", "fecha_fin": "0001-12-31"}',
  '{"fecha_inicio": "2026-01-01", "fecha_fin": "2026-01-31", "entidades": [2147483648]}',
  '{"fecha_inicio": "2026-01-01", "fecha_fin": "2026-01-31", "entidades": [null, {"id": 1}]}',
  `{"fecha_inicio": "2026-01-01", "fecha_fin": "2026-01-31", "entidades": [${Array.from({ length: 600 }, (_, i) => i + 1).join(',')}]}`,
  `{"fecha_inicio": "${'2'.repeat(10_000)}", "fecha_fin": "2026-01-01"}`,
  '{"__proto__": {"all": true}}',
  '{"constructor": {"prototype": {"id": 1}}}',
];

const QUERIES = [
  '',
  '?page=0',
  '?page=-1',
  '?page=1e400',
  '?page_size=0',
  '?page_size=1001',
  '?page_size=abc',
  '?page=%00',
  '?page[]=1&page_size[]=2',
  `?page=${'9'.repeat(5000)}`,
  '?page=%E0%A4%A',
  '?page=99999999999',
];

describeOnPostgres('No input makes the alert and dashboard routes answer 500', (ctx) => {
  let everything: TestAccount;
  let failures: string[] = [];

  beforeAll(async () => {
    everything = await staffWith(ctx, [16, 28, 29]);
  });

  const check = (what: string, status: number, body: string) => {
    if (status >= 500) failures.push(`${what} → ${status} ${body.slice(0, 200)}`);
  };
  const parses = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };

  it('garbage JSON bodies', async () => {
    failures = [];
    for (const [method, url] of BODY_ROUTES) {
      for (const body of GARBAGE) {
        const res = await ctx.request({
          method,
          url,
          body,
          token: everything.token,
          ...(parses(body) ? {} : { signature: 'A'.repeat(64) }),
        });
        check(`${method} ${url} ${body.slice(0, 60)}`, res.statusCode, res.body);
        if (res.statusCode >= 400)
          expect(res.json().status_code, `${url} ${body.slice(0, 60)}`).toBe(res.statusCode);
      }
    }
    expect(failures).toEqual([]);
  });

  it('odd query strings on the lists', async () => {
    failures = [];
    for (const path of [
      '/api/alerts/new_alerts/',
      '/api/alerts/history',
      '/api/alerts/type_alert',
      '/api/alerts/configuration_alert',
    ]) {
      for (const query of QUERIES) {
        const res = await ctx.request({ url: `${path}${query}`, token: everything.token });
        check(`GET ${path}${query.slice(0, 60)}`, res.statusCode, res.body);
      }
    }
    for (const id of ['0', '-1', '1.5', '99999999999', '%00', 'abc', '1e3']) {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/alerts/configuration_alert/${id}/`,
        token: everything.token,
        body: { is_active: true },
      });
      check(`PATCH configuration_alert/${id}/`, res.statusCode, res.body);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect(failures).toEqual([]);
  });

  it("random objects made of the routes' field names", async () => {
    failures = [];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.integer(), fc.string())),
      // JSON-safe leaves only: a client cannot send (or sign) Infinity.
      fc.object({ values: [fc.string(), fc.integer(), fc.boolean(), fc.constant(null)], maxDepth: 2 }),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), body, async ([method, url], payload) => {
        const res = await ctx.request({ method, url, body: payload, token: everything.token });
        check(`${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`, res.statusCode, res.body);
        return res.statusCode < 500;
      }),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  });
});
