import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import fc from 'fast-check';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { TEST_HOST, TEST_PORTAL_SECRET, describeOnPostgres } from '../../../test/harness.js';
import { COMPLAINT_FIELDS } from '../../domain/complaints/fields.js';
import { multipartRequest, resetThrottles } from '../auth/sign-in-test-kit.js';
import { PDF, consumer, insertedComplaint, type TestAccount } from './complaint-test-kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

function writeRoutes(id: number): [Method, string][] {
  return [
    ['POST', '/api/queja/'],
    ['PATCH', `/api/queja/${id}/`],
    ['PUT', `/api/queja/${id}/`],
    ['POST', '/api/quejareplica/'],
    ['POST', '/api/quejaescalamiento/'],
    ['POST', '/api/quejacalificacion/'],
    ['POST', '/api/nuevos_anexos/'],
    ['POST', '/api/technical-support/'],
  ];
}

const FIELDS = [
  ...COMPLAINT_FIELDS.map((s) => s.name),
  'id',
  'calificacion',
  'comentario',
  'name',
  'email',
  'phone',
  'identification',
  'problem_type',
  'description',
  'captcha',
];

const GARBAGE: string[] = [
  '[]',
  '"x"',
  '123',
  'null',
  'true',
  '{}',
  '{"a":',
  '{"id": {"a": 1}}',
  '{"id": [1, 2]}',
  '{"id": 99999999999999999999}',
  '{"id": -1, "calificacion": 1e400}',
  '{"id": "1\\u0000"}',
  '{"id": 1.5, "argumento_replica": null}',
  '{"id": "abc", "argumento_escalamiento": ["x"]}',
  '{"desistimiento_queja": {"x": 1}}',
  '{"desistimiento_queja": "1", "argumento_desistimiento": 5}',
  '{"tipo_entidad": "1e5", "entidad_cod": 7, "departamento_cod": [], "municipio_cod": {}}',
  '{"tipo_entidad": 99999999999, "entidad_cod": "7"}',
  '{"tipo_entidad": -1, "entidad_cod": "\\ud800"}',
  '{"canal_cod": "13.5", "producto_cod": 1e308, "macro_motivo_cod": true}',
  '{"fecha_creacion": "2026-02-30T10:00:00", "monto_reclamado": "1e999"}',
  '{"nombres": "\\ud800\\udfff", "numero_id_CF": "\\u0000"}',
  `{"texto_queja": "${'a'.repeat(200_000)}"}`,
  '{"__proto__": {"estado_cod": 4}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"calificacion": "5", "comentario": {"a": 1}}',
];

const QUERIES = [
  '',
  '?page=0',
  '?page=-1',
  '?page=abc',
  '?page_size=0',
  '?page_size=100000',
  '?page=99999999999999',
  '?page[]=1',
];
const IDS = [
  '0',
  '-1',
  'abc',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  '1e5',
  "1'--",
  'x'.repeat(59),
  '1.5',
];

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describeOnPostgres('No input makes the complaint, storage and support routes answer 500', (ctx) => {
  let maria: TestAccount;
  let complaintId: number;
  let failures: string[] = [];
  const check = (what: string, status: number, body: string) => {
    if (status >= 500) failures.push(`${what} → ${status} ${body.slice(0, 200)}`);
  };

  beforeAll(async () => {
    maria = await consumer(ctx);
    complaintId = (await insertedComplaint(ctx, maria.id, { estado_cod: 2 })).id;
  });
  beforeEach(async () => {
    failures = [];
    await resetThrottles(ctx);
  });

  it('garbage JSON bodies, with and without a session', async () => {
    for (const [method, url] of writeRoutes(complaintId)) {
      for (const body of GARBAGE) {
        for (const token of [undefined, maria.token]) {
          const res = await ctx.request({
            method,
            url,
            body,
            token,
            ...(parses(body) ? {} : { signature: 'A'.repeat(64) }),
          });
          check(`${method} ${url} ${body.slice(0, 60)}`, res.statusCode, res.body);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('random objects made of the routes’ field names', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      // Only values JSON can carry: a client cannot sign Infinity.
      fc.object({ values: [fc.string(), fc.integer(), fc.boolean(), fc.constant(null)] }),
    );
    const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes(complaintId)), body, async ([method, url], payload) => {
        const res = await ctx.request({ method, url, body: payload, token: maria.token });
        check(`${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`, res.statusCode, res.body);
        return res.statusCode < 500;
      }),
      { numRuns: 120 },
    );
    expect(failures).toEqual([]);
  });

  it('odd ids and query strings on the GET routes', async () => {
    const paths = [
      ...QUERIES.map((q) => `/api/queja/${q}`),
      ...IDS.flatMap((id) => [`/api/queja/${id}/`, `/api/complaint_detail/${id}/`]),
      ...IDS.flatMap((id) => [
        `/api/storage-consult/detail/?id_storage=${id}`,
        `/api/storage-consult/url/?id_storage=${id}`,
      ]),
      '/api/receptionpoints/?id_company=abc',
      '/api/receptionpoints/?tipo_entidad=1&entidad_cod=%00',
      `/api/receptionpoints/?entidad_cod=${'9'.repeat(500)}`,
      '/api/quejaall/?x=%00',
      '/api/quejacalificacion/?page=abc',
    ];
    for (const path of paths) {
      const res = await ctx.request({ url: path, token: maria.token });
      check(`GET ${path}`, res.statusCode, res.body);
    }
    for (const id of IDS) {
      for (const q of [
        '',
        '?expires=abc&sig=zz',
        '?expires=99999999999999999999&sig=' + 'f'.repeat(64),
        '?sig[]=1',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/files/${id}${q}` });
        check(`GET /files/${id}${q}`, res.statusCode, res.body);
      }
    }
    expect(failures).toEqual([]);
  });

  it('broken and hostile multipart bodies', async () => {
    const signed = (fields: Record<string, string>) =>
      hmacSha256Hex(TEST_PORTAL_SECRET, canonicalJson(fields));
    const raw = async (url: string, payload: Buffer | string, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          host: TEST_HOST,
          'content-type': contentType,
          authorization: `Bearer ${maria.token}`,
          'x-sfc-signature': signed({}),
        },
        payload,
      });
    for (const url of ['/api/queja/', '/api/nuevos_anexos/', '/api/technical-support/']) {
      const cases: [string, Buffer | string, string][] = [
        ['no boundary', '--x\r\n', 'multipart/form-data'],
        [
          'truncated',
          '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n1',
          'multipart/form-data; boundary=b',
        ],
        ['no part headers', '--b\r\n\r\nvalue\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
        ['empty', '', 'multipart/form-data; boundary=b'],
        [
          'a file without a name',
          `--b\r\nContent-Disposition: form-data; name="file-complaint-0"; filename=""\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n--b--\r\n`,
          'multipart/form-data; boundary=b',
        ],
        ['plain text', 'hola', 'text/plain'],
        ['xml', '<queja/>', 'application/xml'],
      ];
      for (const [name, payload, type] of cases) {
        const res = await raw(url, payload, type);
        check(`${url} ${name}`, res.statusCode, res.body);
      }
      // Many files, repeated fields, a NUL in a field, a huge field.
      const files = Array.from({ length: 12 }, (_, i) => ({
        field: url === '/api/technical-support/' ? 'document_file' : `file-complaint-${i}`,
        filename: `f${i}.pdf`,
        contentType: 'application/pdf',
        data: PDF,
      }));
      for (const fields of [
        [
          ['id', String(complaintId)],
          ['id', 'x'],
        ] as [string, string][],
        [['texto_queja', 'a\u0000b']] as [string, string][],
        [['texto_queja', 'x'.repeat(300_000)]] as [string, string][],
      ]) {
        const res = await multipartRequest(ctx, url, fields, files, maria.token);
        check(`${url} multipart ${fields[0]![0]}`, res.statusCode, res.body);
      }
    }
    expect(failures).toEqual([]);
  });
});
