import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_TEXTS, MESSAGES, TOKEN_EXPIRED_MESSAGES } from '../messages/messages.js';
import { ENTITY_API_TEXTS } from '../messages/entity-api-texts.js';
import { memoryCookieJar } from '../session/cookie-jar.js';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from '../session/session-store.js';
import { memoryStorage } from '../session/storage.js';
import {
  canonicalJson,
  hmacSha256Hex,
  hmacSha256HexAsync,
  signatureFor,
  storageSignaturePayloads,
} from '../signing/index.js';
import {
  createApiClient,
  createGetClientWithInvalidate,
  createUnsignedClient,
  type ApiClient,
} from './api-client.js';
import { login, prelogin } from './auth-calls.js';
import { RETRY_STATUSES } from './http-exchange.js';
import {
  formDataOf,
  startScriptedServer,
  type RecordedRequest,
  type ScriptedServer,
} from './testing/scripted-http-server.mjs';

const SECRET = 'portal-signing-secret';
const OLD = { access: 'old-access', refresh: 'old-refresh' };
const NEW = { access: 'new-access', refresh: 'new-refresh' };

let server: ScriptedServer;
let storage: ReturnType<typeof memoryStorage>;
let cookies: ReturnType<typeof memoryCookieJar>;
let store: SessionStore;
let navigations: Array<{ path: string; state?: unknown }>;
let client: ApiClient;

function options() {
  return {
    origin: server.origin,
    signingSecret: SECRET,
    store,
    navigate: (path: string, state?: unknown) => void navigations.push({ path, state }),
  };
}

const ok = (body: unknown = { ok: true }) => ({ status: 200, body });
const isRefresh = (request: RecordedRequest) => request.url === '/api/token/refresh/';
const bearer = (request: RecordedRequest) => request.headers['authorization'];
const expiredBody = {
  detail: 'Given token not valid for any token type',
  message: [{ message: 'El token es inválido o ha expirado' }],
};

/** Answers like a server whose old access token has expired and whose refresh rotates tokens. */
function expiringServer(refreshAnswer = { status: 200, body: NEW as unknown }) {
  return (request: RecordedRequest) => {
    if (isRefresh(request)) return refreshAnswer;
    if (bearer(request) === `Bearer ${NEW.access}`) return ok({ page: request.url });
    return { status: 401, body: expiredBody };
  };
}

beforeEach(async () => {
  server = await startScriptedServer(() => ok());
  storage = memoryStorage();
  cookies = memoryCookieJar();
  store = createSessionStore({ storage, cookies });
  navigations = [];
  client = createApiClient(options());
});

afterEach(async () => {
  await server.close();
});

describe('headers and signature', () => {
  it('signs a GET over the full absolute URL and sends origin and bearer headers', async () => {
    store.getState().setTokens(OLD);
    await client.get('/queja/', { query: { page: 2, page_size: 10 } });

    const [request] = server.requests;
    const absolute = `${server.origin}/api/queja/?page=2&page_size=10`;
    expect(request?.url).toBe('/api/queja/?page=2&page_size=10');
    expect(request?.headers['x-origin']).toBe(server.origin);
    expect(request?.headers['authorization']).toBe('Bearer old-access');
    expect(request?.headers['x-sfc-signature']).toMatch(/^[0-9A-F]{64}$/);
    expect(request?.headers['x-sfc-signature']).toBe(signatureFor({ method: 'GET', url: absolute }, SECRET));
    expect(request?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, absolute));
  });

  it("signs with the HMAC it is given: the portal's WebCrypto one gives the same signatures", async () => {
    const webCrypto = createApiClient({ ...options(), hmac: hmacSha256HexAsync });
    await webCrypto.get('/queja/', { query: { page: 2 } });
    await webCrypto.post('/queja/', { descripcion: 'Cobro no autorizado, señora Núñez' });
    const [get, post] = server.requests;
    expect(get?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, `${server.origin}/api/queja/?page=2`));
    expect(post?.headers['x-sfc-signature']).toBe(
      hmacSha256Hex(SECRET, '{"descripcion": "Cobro no autorizado, señora Núñez"}'),
    );
  });

  it('signs a paginated next link exactly as the server returned it', async () => {
    const next = `${server.origin}/api/country/?page=3`;
    await client.get(next);
    expect(server.requests[0]?.url).toBe('/api/country/?page=3');
    expect(server.requests[0]?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, next));
  });

  it('signs a POST over the canonical JSON it sends, and sends no bearer when anonymous', async () => {
    const body = { username: 'josé', filtros: { b: 1, a: 'ñ/x' }, lista: [1.5, true, null] };
    await client.post('logout/', body);

    const [request] = server.requests;
    expect(request?.url).toBe('/api/logout/');
    expect(request?.body).toBe(canonicalJson(body));
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['authorization']).toBeUndefined();
    expect(request?.headers['x-sfc-signature']).toBe(
      signatureFor(
        { method: 'POST', url: `${server.origin}/api/logout/`, body: JSON.parse(request?.body ?? '') },
        SECRET,
      ),
    );
  });

  it.each(['PUT', 'PATCH'] as const)('signs a %s over its body', async (method) => {
    await client.request(method, '/profile/5/', { body: { telefono: '3001234567' } });
    expect(server.requests[0]?.method).toBe(method);
    expect(server.requests[0]?.headers['x-sfc-signature']).toBe(
      hmacSha256Hex(SECRET, '{"telefono": "3001234567"}'),
    );
  });

  it('signs a POST without a body as {} and sends {}', async () => {
    await client.post('/qr-mfa/');
    expect(server.requests[0]?.body).toBe('{}');
    expect(server.requests[0]?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, '{}'));
  });

  it('signs a DELETE over its URL', async () => {
    await client.delete('/group/4/');
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.headers['x-sfc-signature']).toBe(
      hmacSha256Hex(SECRET, `${server.origin}/api/group/4/`),
    );
  });

  it('signs a multipart upload over its text fields only, in the order appended', async () => {
    const form = formDataOf([
      ['codigo_queja', '10123456'],
      ['type', '1'],
      ['file', { content: '%PDF-1.4', type: 'application/pdf', fileName: 'RESP_FINAL_SFC.pdf' }],
    ]);
    await client.post('/storage/', form);

    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('RESP_FINAL_SFC.pdf');
    const signature = request?.headers['x-sfc-signature'];
    expect(signature).toBe(hmacSha256Hex(SECRET, '{"codigo_queja": "10123456", "type": "1"}'));
    // The entity API's storage rule accepts it too.
    expect(
      storageSignaturePayloads({ codigo_queja: '10123456', type: '1' }).map((p) => hmacSha256Hex(SECRET, p)),
    ).toContain(signature);
  });

  /** The text fields of a multipart body exactly as they arrived (bytes between the part headers and the boundary). */
  function wireFields(request: RecordedRequest | undefined): Record<string, string> {
    const boundary = /boundary=(.+)$/.exec(request?.headers['content-type'] ?? '')?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const part of (request?.body ?? '').split(`--${boundary}`)) {
      const match = /^\r\nContent-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
      if (match) fields[match[1] as string] = match[2] as string;
    }
    return fields;
  }

  const paragraphs = [
    'El cobro no corresponde a mi crédito.',
    'Pedí la corrección en la oficina de Bogotá.',
    'Señalaron que lo revisarían.',
  ];
  it.each([
    ['LF', paragraphs.join('\n')],
    ['CRLF', paragraphs.join('\r\n')],
    ['CR', paragraphs.join('\r')],
    ['mixed, with a blank line', `${paragraphs[0]}\n\n${paragraphs[1]}\r${paragraphs[2]}\r\n`],
  ])(
    'signs a multipart text with %s line breaks exactly as it goes on the wire (CRLF)',
    async (_label, text) => {
      const form = formDataOf([
        ['descripcion', text],
        ['nombre', 'María Peña'],
        ['file-complaint-0', { content: '%PDF-1.4', type: 'application/pdf', fileName: 'extracto.pdf' }],
      ]);
      await client.post('/queja/', form);

      const [request] = server.requests;
      const sent = wireFields(request);
      const crlf = text.replace(/\r\n|\r|\n/g, '\r\n');
      expect(sent).toEqual({ descripcion: crlf, nombre: 'María Peña' });
      expect(request?.body).toContain('filename="extracto.pdf"');
      expect(request?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, canonicalJson(sent)));
    },
  );

  it('the unsigned client sends origin and bearer but no signature', async () => {
    store.getState().setTokens(OLD);
    await createUnsignedClient({ ...options(), signingSecret: undefined }).get('/module/');
    expect(server.requests[0]?.headers['x-sfc-signature']).toBeUndefined();
    expect(server.requests[0]?.headers['x-origin']).toBe(server.origin);
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer old-access');
  });

  it('the invalidate client adds X-SFC-Signature-Invalidate: true to a signed GET', async () => {
    await createGetClientWithInvalidate(options()).get('/storage-consult/url/', { query: { id_storage: 9 } });
    const [request] = server.requests;
    expect(request?.headers['x-sfc-signature-invalidate']).toBe('true');
    expect(request?.headers['x-sfc-signature']).toBe(
      hmacSha256Hex(SECRET, `${server.origin}/api/storage-consult/url/?id_storage=9`),
    );
  });

  it('honours an absolute baseURL', async () => {
    const other = createApiClient({ ...options(), baseURL: `${server.origin}/api/v2` });
    await other.get('queja/');
    expect(server.requests[0]?.url).toBe('/api/v2/queja/');
  });
});

describe('§8 response mapping', () => {
  const body = { status_code: 0, detail: 'cuerpo del servidor' };
  it.each([
    { status: 200, expected: { ok: true, status: 200, data: body } },
    { status: 201, expected: { ok: true, status: 201, data: body } },
    { status: 202, expected: { ok: true, status: 202, data: body } },
    { status: 400, expected: { ok: false, status: 400, data: body, message: MESSAGES.genericError } },
    { status: 404, expected: { ok: false, status: 404, data: body, message: MESSAGES.genericError } },
    { status: 500, expected: { ok: false, status: 500, message: MESSAGES.internalServerError } },
    { status: 401, expected: { ok: false, status: 401, message: MESSAGES.invalidServerResponse } },
    { status: 403, expected: { ok: false, status: 403, message: MESSAGES.invalidServerResponse } },
    { status: 406, expected: { ok: false, status: 406, message: MESSAGES.invalidServerResponse } },
    { status: 429, expected: { ok: false, status: 429, message: MESSAGES.invalidServerResponse } },
    { status: 502, expected: { ok: false, status: 502, message: MESSAGES.invalidServerResponse } },
  ])('$status', async ({ status, expected }) => {
    server.respondWith(() => ({ status, body }));
    const result = await client.get('/queja/1/');
    expect(result).toMatchObject(expected);
    // A GET answered with a gateway hiccup or a 500 is tried once more; the second answer is mapped.
    expect(server.requests).toHaveLength(RETRY_STATUSES.includes(status) ? 2 : 1);
  });

  it('a GET that meets a passing gateway error is tried once more and succeeds', async () => {
    let calls = 0;
    server.respondWith(() =>
      (calls += 1) === 1 ? { status: 502, body: 'Bad gateway' } : { status: 200, body },
    );
    expect(await client.get('/queja/1/')).toMatchObject({ ok: true, status: 200, data: body });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('a signed POST is never sent twice, whatever the answer', async () => {
    server.respondWith(() => ({ status: 502, body }));
    expect(await client.post('/queja/', { texto: 'Reclamo' })).toMatchObject({ ok: false, status: 502 });
    expect(server.requests).toHaveLength(1);
  });

  it('204 (no content) is not among the success statuses', async () => {
    server.respondWith(() => ({ status: 204 }));
    expect(await client.delete('/group/4/')).toMatchObject({
      ok: false,
      message: MESSAGES.invalidServerResponse,
    });
  });

  it('the exact texts', () => {
    expect(MESSAGES.internalServerError).toBe(
      'Lo sentimos, ocurrió un error interno en el servidor, por favor intenta más tarde.',
    );
    expect(MESSAGES.genericError).toBe(
      'Lo sentimos, no pudimos completar el proceso, por favor intenta de nuevo.',
    );
    expect(MESSAGES.invalidServerResponse).toBe(
      'Lo sentimos, no se obtuvo una respuesta válida del servidor, por favor intenta más tarde',
    );
  });

  it('a server that cannot be reached is an invalid server response, not an exception', async () => {
    const gone = server.origin;
    await server.close();
    const result = await createApiClient({ ...options(), origin: gone }).get('/queja/');
    expect(result).toMatchObject({ ok: false, status: 0, message: MESSAGES.invalidServerResponse });
    server = await startScriptedServer(() => ok());
  });
});

describe('token refresh', () => {
  it.each([
    { where: 'message list (simplejwt)', body: { message: [{ message: TOKEN_EXPIRED_MESSAGES[3] }] } },
    { where: 'detail', body: { detail: "El privilegio 'exp' del token ha expirado" } },
    { where: 'message string', body: { message: "Token 'exp' claim has expired" } },
    { where: 'messages list', body: { messages: [{ message: 'Token is invalid or expired' }] } },
    { where: 'code', body: { code: 'El token es inválido o ha expirado' } },
  ])('a 401 with the expiry text in $where refreshes once and retries once', async ({ body }) => {
    store.getState().setTokens(OLD);
    server.respondWith((request) => {
      if (isRefresh(request)) return ok(NEW);
      return bearer(request) === 'Bearer new-access' ? ok({ id: 1 }) : { status: 401, body };
    });

    const result = await client.get('/user/1/');

    expect(result).toEqual({ ok: true, status: 200, data: { id: 1 } });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${bearer(r) ?? '-'}`)).toEqual([
      'GET /api/user/1/ Bearer old-access',
      'POST /api/token/refresh/ -',
      'GET /api/user/1/ Bearer new-access',
    ]);
    const refresh = server.requests[1];
    expect(refresh?.body).toBe('{"refresh": "old-refresh"}');
    expect(refresh?.headers['x-sfc-signature']).toBe(hmacSha256Hex(SECRET, '{"refresh": "old-refresh"}'));
    expect(store.getState()).toMatchObject(NEW);
    expect(cookies.cookies.get('acc')?.value).toBe('new-access');
    expect(navigations).toEqual([]);
  });

  it('when another tab already renewed the pair, retries with the pair in the cookies and does not refresh', async () => {
    store.getState().setTokens(OLD);
    server.respondWith(expiringServer());
    // The other tab of this browser renewed the tokens: its pair is in the shared acc/ref cookies.
    cookies.set('acc', NEW.access, 1500);
    cookies.set('ref', NEW.refresh, 1500);

    const result = await client.get('/queja/');

    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${bearer(r) ?? '-'}`)).toEqual([
      'GET /api/queja/ Bearer old-access',
      'GET /api/queja/ Bearer new-access',
    ]);
    expect(store.getState()).toMatchObject(NEW);
    expect(navigations).toEqual([]);
  });

  it('retries only once: a second expiry answer is a failure, with no second refresh', async () => {
    store.getState().setTokens(OLD);
    server.respondWith((request) => (isRefresh(request) ? ok(NEW) : { status: 401, body: expiredBody }));

    const result = await client.post('/queja/', { texto_queja: 'x' });

    expect(result).toMatchObject({ ok: false, status: 401, message: MESSAGES.invalidServerResponse });
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(server.requests.filter((r) => r.url === '/api/queja/')).toHaveLength(2);
    expect(server.requests[2]?.body).toBe('{"texto_queja": "x"}');
  });

  it('five concurrent expiry 401s share one refresh and each retry once', async () => {
    store.getState().setTokens(OLD);
    server.respondWith(expiringServer());

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.get(`/queja/${n}/`)));

    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.map((r) => (r.ok ? r.data : null))).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ page: `/api/queja/${n}/` })),
    );
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    const retries = server.requests.filter((r) => !isRefresh(r) && bearer(r) === 'Bearer new-access');
    expect(retries.map((r) => r.url).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `/api/queja/${n}/`));
    expect(server.requests).toHaveLength(11);
  });

  it('two clients of one store (signed and unsigned) also share the refresh', async () => {
    store.getState().setTokens(OLD);
    server.respondWith(expiringServer());
    const unsigned = createUnsignedClient(options());

    const results = await Promise.all([client.get('/a/'), unsigned.get('/b/'), client.get('/c/')]);

    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(server.requests.find(isRefresh)?.headers['x-sfc-signature']).toBeDefined();
  });

  it.each([
    {
      when: 'the refresh is refused',
      answer: { status: 401, body: { detail: API_ERROR_TEXTS.refreshBlacklisted, code: 'token_not_valid' } },
    },
    {
      when: 'the refresh is refused in the real service’s envelope',
      answer: {
        status: 401,
        body: {
          status_code: 401,
          messages: { detail: API_ERROR_TEXTS.refreshBlacklisted, code: 'token_not_valid' },
          detail: ENTITY_API_TEXTS.apiExceptionDetail,
        } as unknown,
      },
    },
    { when: 'the refresh answers no data', answer: { status: 200, body: {} as unknown } },
    {
      when: 'the refresh answers an access token only',
      answer: { status: 200, body: { access: 'solo' } as unknown },
    },
    { when: 'the refresh fails on the server', answer: { status: 500, body: { detail: 'boom' } as unknown } },
  ])('logs out and navigates to /login once when $when', async ({ answer }) => {
    store.getState().setTokens(OLD);
    store.getState().setUser({ is_active: true });
    server.respondWith(expiringServer(answer));

    const results = await Promise.all([client.get('/x/'), client.get('/y/'), client.get('/z/')]);

    for (const result of results) {
      expect(result).toMatchObject({ ok: false, status: 401, reason: 'session-expired' });
    }
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(navigations).toEqual([{ path: '/login', state: undefined }]);
    expect(store.getState()).toMatchObject({ access: null, refresh: null, user: null });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(cookies.cookies.size).toBe(0);
  });

  it('logs out without calling the server when there is no refresh token', async () => {
    server.respondWith(() => ({ status: 401, body: expiredBody }));
    const result = await client.get('/x/');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(server.requests.filter(isRefresh)).toHaveLength(0);
    expect(navigations).toEqual([{ path: '/login', state: undefined }]);
  });

  it('a 401 without an expiry message is a failure and does not refresh', async () => {
    store.getState().setTokens(OLD);
    const body = { detail: 'Las credenciales de autenticación no se proveyeron.' };
    server.respondWith(() => ({ status: 401, body }));

    const result = await client.get('/usersmanagement/');

    expect(result).toEqual({
      ok: false,
      status: 401,
      data: body,
      message: MESSAGES.invalidServerResponse,
      reason: 'unauthorized',
    });
    expect(server.requests).toHaveLength(1);
    expect(store.getState().access).toBe('old-access');
    expect(navigations).toEqual([]);
  });
});

describe('503', () => {
  it('navigates to the maintenance page with the server message', async () => {
    server.respondWith(() => ({
      status: 503,
      body: { detail: 'Mantenimiento programado hasta las 6:00 a.m.' },
    }));
    const result = await client.get('/queja/');
    expect(navigations).toEqual([
      { path: '/error/503', state: { message: 'Mantenimiento programado hasta las 6:00 a.m.' } },
    ]);
    expect(result).toMatchObject({
      ok: false,
      status: 503,
      message: 'Mantenimiento programado hasta las 6:00 a.m.',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the catalogue text when the 503 carries no message', async () => {
    server.respondWith(() => ({
      status: 503,
      body: '<html>Service Unavailable</html>',
      headers: { 'content-type': 'text/html' },
    }));
    await client.get('/queja/');
    expect(navigations).toEqual([
      { path: '/error/503', state: { message: 'El servicio no está disponible por el momento' } },
    ]);
  });
});

describe('login and prelogin', () => {
  it('login stores the answered tokens and sends no bearer', async () => {
    store.getState().setTokens({ access: 'stale', refresh: 'stale' });
    server.respondWith(() => ok(NEW));
    const result = await login(client, { username: 'ana', password: 'Clave#2026' });
    expect(result).toEqual({ ok: true, status: 200, data: NEW });
    expect(server.requests[0]?.url).toBe('/api/login/');
    expect(server.requests[0]?.body).toBe('{"username": "ana", "password": "Clave#2026"}');
    expect(bearer(server.requests[0] as RecordedRequest)).toBeUndefined();
    expect(store.getState()).toMatchObject(NEW);
  });

  it.each([
    { call: 'login', run: () => login(client, { username: 'ana', password: 'x' }) },
    { call: 'prelogin', run: () => prelogin(client, { username: 'ana', password: 'x' }) },
  ])('$call: a 200 body containing error is a failure', async ({ run }) => {
    const body = { error: 'Usuario o contraseña incorrectos' };
    server.respondWith(() => ok(body));
    const result = await run();
    expect(result).toEqual({
      ok: false,
      status: 200,
      data: body,
      message: MESSAGES.genericError,
      reason: 'rejected',
    });
    expect(store.getState().access).toBeNull();
  });

  it('prelogin posts to /preloginuser/ and passes a clean answer through', async () => {
    server.respondWith(() => ok({ mfa: ['mail', 'qr'] }));
    expect(await prelogin(client, { username: 'ana', password: 'x' })).toEqual({
      ok: true,
      status: 200,
      data: { mfa: ['mail', 'qr'] },
    });
    expect(server.requests[0]?.url).toBe('/api/preloginuser/');
  });

  it('bad credentials (401 without expiry text) never trigger a refresh', async () => {
    store.getState().setTokens(OLD);
    server.respondWith(() => ({
      status: 401,
      body: { detail: API_ERROR_TEXTS.noActiveAccount, messages: [] },
    }));
    const result = await login(client, { username: 'ana', password: 'mala' });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      data: { detail: 'No active account found with the given credentials' },
    });
    expect(server.requests).toHaveLength(1);
  });
});
