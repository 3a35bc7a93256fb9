/* global fetch, FormData, Blob */
// A small client of the supervised-entity API (entity-api.md): login and token refresh, signed
// GET/POST/PUT/PATCH, pages followed through `next`, file downloads and the multipart upload.
// Node 20, no dependencies.
import { Buffer } from 'node:buffer';
import { setTimeout as sleep } from 'node:timers/promises';
import { compactJson, signBody, signFields, signUpload, signUrl } from './sfc-signature.mjs';

/** An answer the API refused; `status` and `body` are what the server sent. */
export class SfcApiError extends Error {
  constructor(method, url, status, body) {
    super(`${method} ${url} → ${status} ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'SfcApiError';
    this.status = status;
    this.body = body;
  }
}

async function readBody(response) {
  const text = await response.text();
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

/** How many times a throttled (429) call is retried after the wait the server asks for. */
const THROTTLE_RETRIES = 3;

export class SfcEntityClient {
  /**
   * @param {{ baseUrl: string, username: string, password: string, secret: string }} options
   *   `baseUrl` like `https://api.example.gov.co` (no trailing `/api`), the API account's
   *   username and password, and the entity's signing secret.
   */
  constructor({ baseUrl, username, password, secret }) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.username = username;
    this.password = password;
    this.secret = secret;
    this.access = null;
    this.refreshToken = null;
  }

  /** `POST /api/login/`: signed like any JSON body, no Authorization header. */
  async login() {
    const tokens = await this.#send('POST', '/api/login/', {
      body: { username: this.username, password: this.password },
      auth: false,
    });
    this.access = tokens.access;
    this.refreshToken = tokens.refresh;
  }

  /** `POST /api/token/refresh`: refresh tokens rotate, so the new one replaces the old. */
  async refresh() {
    const tokens = await this.#send('POST', '/api/token/refresh', {
      body: { refresh: this.refreshToken },
      auth: false,
    });
    this.access = tokens.access;
    this.refreshToken = tokens.refresh;
  }

  /** A signed GET of a path (`/api/queja/`) or an absolute URL (a `next` link, signed as given). */
  get(pathOrUrl) {
    return this.#send('GET', pathOrUrl);
  }

  post(path, body) {
    return this.#send('POST', path, { body });
  }

  put(path, body) {
    return this.#send('PUT', path, { body });
  }

  patch(path, body) {
    return this.#send('PATCH', path, { body });
  }

  /** Every item of a paged list: `results` of the first page and of each `next` link after it. */
  async getAll(pathOrUrl) {
    const items = [];
    let next = pathOrUrl;
    while (next) {
      const page = await this.get(next);
      items.push(...page.results);
      next = page.next;
    }
    return items;
  }

  /** The bytes behind a signed download link (`file` of `/api/storage/`): no signature, no token. */
  async download(fileUrl) {
    const response = await fetch(fileUrl);
    if (!response.ok) throw new SfcApiError('GET', fileUrl, response.status, await readBody(response));
    return Buffer.from(await response.arrayBuffer());
  }

  /**
   * `POST /api/storage/`: multipart with `codigo_queja`, `type` and `file`, signed over
   * `{"codigo_queja": ..., "type": ...}` only.
   */
  upload({ codigoQueja, type, filename, data, contentType = 'application/pdf' }) {
    return this.#send('POST', '/api/storage/', {
      form: () => {
        const form = new FormData();
        form.append('codigo_queja', codigoQueja);
        form.append('type', type);
        form.append('file', new Blob([data], { type: contentType }), filename);
        return form;
      },
      signature: () => signUpload(this.secret, codigoQueja, type),
    });
  }

  /** `GET /api/queja/{codigo_queja}/requerimientos/`: every requerimiento of the authority about a complaint. */
  requerimientos(codigoQueja) {
    return this.getAll(`/api/queja/${encodeURIComponent(codigoQueja)}/requerimientos/`);
  }

  /**
   * `POST /api/queja/{codigo_queja}/requerimientos/{id}/respuesta/`: multipart `texto` and one
   * `file` part per document, signed over the text fields only: `{"texto": ...}`.
   */
  answerRequerimiento({ codigoQueja, id, texto, files = [] }) {
    return this.#send(
      'POST',
      `/api/queja/${encodeURIComponent(codigoQueja)}/requerimientos/${id}/respuesta/`,
      {
        form: () => {
          const form = new FormData();
          form.append('texto', texto);
          for (const file of files) {
            form.append(
              'file',
              new Blob([file.data], { type: file.contentType ?? 'application/pdf' }),
              file.filename,
            );
          }
          return form;
        },
        signature: () => signFields(this.secret, { texto }),
      },
    );
  }

  async #send(method, pathOrUrl, { body, form, signature, auth = true } = {}) {
    const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      const headers = {
        'X-SFC-Signature': signature
          ? signature()
          : body !== undefined
            ? signBody(this.secret, body)
            : signUrl(this.secret, url),
      };
      if (auth) headers.Authorization = `Bearer ${this.access}`;
      let payload;
      if (form) payload = form();
      else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = compactJson(body);
      }
      const response = await fetch(url, { method, headers, body: payload });
      const answer = await readBody(response);
      if (response.ok) return answer;
      // An expired access token: refresh once and repeat the call.
      if (response.status === 401 && auth && !refreshed && this.refreshToken) {
        refreshed = true;
        await this.refresh();
        continue;
      }
      if (response.status === 429 && attempt < THROTTLE_RETRIES) {
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        await sleep(Math.max(1, seconds) * 1000);
        continue;
      }
      throw new SfcApiError(method, url, response.status, answer);
    }
  }
}
