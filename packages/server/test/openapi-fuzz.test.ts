import { API_ERROR_TEXTS, SERVER_TEXTS, canonicalJson, hmacSha256Hex, parseLossless } from '@sfc/core';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { insertUser } from '../src/db/repositories/users.js';
import { simplePdf } from '../src/domain/complaints/demo-pdf.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import {
  describeOnPglite,
  signedInject,
  TEST_HOST,
  TEST_PORTAL_SECRET,
  type DriverContext,
} from './harness.js';

// A property-based fuzz over the OpenAPI document: every operation, as four kinds of caller,
// each request signed correctly, at least 200 cases each. Whatever a client sends, the answer is
// never a 5xx. PGlite only: the subject is the HTTP layer, the same on both drivers.

const CASES_PER_OPERATION = 200;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
};
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  jsonBody?: Schema;
}

/** A caller: its token (if any) and the key it signs with. */
interface Actor {
  name: string;
  token?: string;
  secret: string;
}

/** Number lexemes JSON.stringify cannot write (beyond 2^53, or huge): kept as `__BIG__<digits>`. */
const BIG_MARK = /"__BIG__(-?\d+(?:\.\d+)?(?:e\d+)?)"/g;
const bigLexeme = fc
  .constantFrom(
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '-9223372036854775809',
    '1e400',
    '123456789012345678901234567890',
    '0.5',
  )
  .map((digits) => `__BIG__${digits}`);

/** Texts people and broken clients send: accents, ñ, paragraphs, huge numbers, emptiness, markup. */
const awkwardText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  'ñandú',
  'Compré un seguro en la sucursal de Bogotá.\n\nNunca me entregaron la póliza; pedí explicación y nadie respondió.\n',
  "Robert'); DROP TABLE complaints;--",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u200b\u202e',
  '😀',
  'a'.repeat(5000),
);

const smallInteger = fc.integer({ min: -3, max: 40 });

function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const junk = fc.oneof(awkwardText, bigLexeme, fc.constant(null), smallInteger, fc.boolean());
  if (!schema || depth > 3) return junk;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) fitting.push(fc.constantFrom(...schema.enum));
  for (const type of types) {
    if (type === 'integer') fitting.push(smallInteger, fc.integer(), bigLexeme);
    else if (type === 'number') fitting.push(fc.double({ noNaN: true }));
    else if (type === 'string') fitting.push(fc.string({ maxLength: 40 }), awkwardText);
    else if (type === 'boolean') fitting.push(fc.boolean());
    else if (type === 'array') fitting.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }));
    else if (type === 'object') fitting.push(objectFor(schema, depth + 1));
  }
  if (fitting.length === 0) return junk;
  // Mostly what the schema asks for, sometimes anything at all.
  return fc.oneof({ arbitrary: fc.oneof(...fitting), weight: 4 }, { arbitrary: junk, weight: 1 });
}

function objectFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema?.properties ?? {};
  const known = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [name, valueFor(sub, depth)] as const),
  );
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('extra', 'id', 'page', 'codigo_queja', 'ñ'), valueFor(undefined, depth), {
        maxKeys: 2,
      }),
      fc.boolean(),
    )
    .map(([fields, extra, withExtra]) => (withExtra ? { ...fields, ...extra } : fields));
}

/** Field names of the multipart forms (complaints, uploads, support) and of their JSON variants. */
const FORM_FIELDS = [
  'codigo_queja',
  'type',
  'tipo_entidad',
  'entidad_cod',
  'texto_queja',
  'producto_cod',
  'macro_motivo_cod',
  'canal_cod',
  'departamento_cod',
  'municipio_cod',
  'estado_cod',
  'calificacion',
  'id',
  'email',
  'description',
  'captcha',
];

const formFields = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string({ minLength: 1, maxLength: 10 })),
    fc.oneof(awkwardText, fc.string({ maxLength: 30 }), smallInteger.map(String)),
  ),
  { maxLength: 8 },
);

const filePart = fc.record({
  field: fc.constantFrom('file', 'file-complaint-0', 'files', 'anexo', 'document'),
  filename: fc.constantFrom('soporte.pdf', 'foto.png', 'x.exe', 'sin extensión', '../../a.pdf', 'ñ.pdf'),
  data: fc.constantFrom(simplePdf(['Prueba']), Buffer.from('MZ\u0090\u0000'), Buffer.alloc(0)),
});

/** A request body: JSON from the schema, or for routes without one a form or a JSON object. */
type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; filename: string; data: Buffer }[];
    };

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant({ kind: 'none' });
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((value): Body => ({ kind: 'json', text: JSON.stringify(value).replace(BIG_MARK, '$1') }));
  if (operation.jsonBody)
    return fc.oneof(
      { arbitrary: json(objectFor(operation.jsonBody)), weight: 8 },
      { arbitrary: json(fc.jsonValue({ maxDepth: 2 })), weight: 1 },
      { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    );
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(formFields, fc.array(filePart, { maxLength: 2 }))
        .map(([fields, files]): Body => ({ kind: 'multipart', fields, files })),
      weight: 6,
    },
    { arbitrary: json(fc.dictionary(fc.constantFrom(...FORM_FIELDS), valueFor(undefined))), weight: 3 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
  );
}

function parameterValue(parameter: Parameter): fc.Arbitrary<string> {
  return valueFor(parameter.schema).map((value) =>
    typeof value === 'string' ? value.replace(/^__BIG__/, '') : JSON.stringify(value),
  );
}

function urlFor(operation: Operation): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(
    ...pathParameters.map((p) => fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), parameterValue(p))),
  );
  const query = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, parameterValue(p)])), {
    requiredKeys: [],
  });
  return fc.tuple(pathValues, query).map(([values, params]) => {
    let path = operation.path;
    pathParameters.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, encodeURIComponent(values[i] ?? '') || '0');
    });
    const search = Object.entries(params)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  });
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const content = (raw.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (raw.parameters as Parameter[] | undefined) ?? [],
        jsonBody: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Sends one fuzzed request as `actor`, signed as a correct client of that actor would sign it. */
function send(
  ctx: DriverContext,
  operation: Operation,
  actor: Actor,
  url: string,
  body: Body,
  address: string,
) {
  const headers: Record<string, string> = { host: TEST_HOST };
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  let payload: string | Buffer | undefined;
  let signed = '{}';
  if (operation.method === 'GET' || operation.method === 'DELETE') signed = `http://${TEST_HOST}${url}`;
  else if (body.kind === 'json') {
    payload = body.text;
    headers['content-type'] = 'application/json';
    signed = canonicalJson(parseLossless(body.text));
  } else if (body.kind === 'multipart') {
    const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of body.fields)
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    for (const file of body.files)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    payload = Buffer.concat(chunks);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    signed = canonicalJson(Object.fromEntries(body.fields));
  }
  headers['x-sfc-signature'] = hmacSha256Hex(actor.secret, signed);
  return ctx.app.inject({ method: operation.method, url, headers, payload, remoteAddress: address });
}

function describeBody(body: Body): string {
  if (body.kind === 'json') return body.text.slice(0, 500);
  if (body.kind === 'multipart')
    return `multipart ${JSON.stringify(body.fields).slice(0, 400)} files ${body.files.map((f) => f.filename)}`;
  return '(no body)';
}

describeOnPglite('every OpenAPI operation under fuzzed input', (ctx) => {
  const actors: Actor[] = [];
  let operations: Operation[] = [];

  beforeAll(async () => {
    await ctx.app.ready();
    operations = operationsOf(ctx.app.swagger() as never);
    const consumerId = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: 'fuzz-consumidora@example.com',
        passwordHash: null,
        isVerified: true,
        person: {
          firstName: 'Lucía',
          firstLastName: 'Ordóñez',
          identificationType: '1',
          identificationNumber: '52123456',
        },
      }),
    );
    const position = await ctx.db.query<{ id: number }>('SELECT id FROM positions ORDER BY id LIMIT 1');
    const group = await ctx.db.query<{ id: number }>(
      "INSERT INTO groups (name) VALUES ('Fuzz') RETURNING id",
    );
    await ctx.db.query('INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules', [
      group.rows[0]!.id,
    ]);
    const staffId = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: 'fuzz-funcionario@example.com',
        passwordHash: null,
        isVerified: true,
        person: { firstName: 'Ana', firstLastName: 'Gómez', positionId: position.rows[0]!.id },
        groupIds: [group.rows[0]!.id],
      }),
    );
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, { tipo_entidad: 1, entidad_cod: '7' });
    actors.push(
      { name: 'anónimo', secret: TEST_PORTAL_SECRET },
      {
        name: 'consumidor',
        secret: TEST_PORTAL_SECRET,
        token: (await ctx.app.tokens.issuePair(consumerId)).access,
      },
      {
        name: 'funcionario',
        secret: TEST_PORTAL_SECRET,
        token: (await ctx.app.tokens.issuePair(staffId)).access,
      },
      {
        name: 'entidad',
        secret: entity.signingSecret,
        token: (await ctx.app.tokens.issuePair(entity.userId)).access,
      },
    );
  });

  it('integers beyond PostgreSQL integer, and 1e400, are a 400 on the field', async () => {
    const staff = actors[2]!;
    const cases: [string, Record<string, string[]>][] = [
      [
        '/api/product/company/?id_company=2147483648',
        { id_company: [SERVER_TEXTS.fieldMaximum(2147483647)] },
      ],
      [
        '/api/reason/company/?page=9223372036854775808&id_company=9223372036854775808',
        {
          page: [SERVER_TEXTS.fieldMaximum(2147483647)],
          id_company: [SERVER_TEXTS.fieldMaximum(2147483647)],
        },
      ],
      ['/api/country/?page_size=1e400', { page_size: [SERVER_TEXTS.fieldNotInteger] }],
    ];
    for (const [url, message] of cases) {
      const response = await signedInject(ctx.app, { url, token: staff.token });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        status_code: 400,
        message,
        detail: API_ERROR_TEXTS.validationDetail,
      });
    }
  });

  it('a body field named like an object member (valueOf, constructor, __proto__) is a field like any other', async () => {
    // Found by the fuzz: `{"valueOf": false}` to the token refresh answered 500.
    for (const field of ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const body = `{"${field}": false}`;
      const response = await signedInject(ctx.app, { method: 'POST', url: '/api/token/refresh/', body });
      expect(response.statusCode, body).toBe(400);
      // `__proto__` never reaches a handler (the body parser refuses it); the others are unknown fields.
      if (field !== '__proto__')
        expect(Object.keys(response.json().message as object), body).toContain('refresh');
    }
  });

  it('the document lists the API (so the fuzz below covers something)', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it(`no operation answers a 5xx to ${CASES_PER_OPERATION} fuzzed requests from four kinds of caller`, async () => {
    const started = Date.now();
    const timings: [string, number][] = [];
    for (const operation of operations) {
      const operationStarted = Date.now();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...actors),
          urlFor(operation),
          bodyFor(operation),
          fc.ipV4(),
          async (actor, url, body, address) => {
            const response = await send(ctx, operation, actor, url, body, address);
            expect(
              response.statusCode,
              `${operation.method} ${url} as ${actor.name}, ${describeBody(body)} → ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: CASES_PER_OPERATION },
      );
      timings.push([`${operation.method} ${operation.path}`, Date.now() - operationStarted]);
    }
    const slowest = timings.sort((x, y) => y[1] - x[1]).slice(0, 6);
    console.log(`fuzz: slowest operations ${slowest.map(([name, ms]) => `${name} ${ms} ms`).join(', ')}`);
    console.log(
      `fuzz: ${operations.length} operations × ${CASES_PER_OPERATION} cases in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 1_500_000);
});
