import type { FastifyInstance } from 'fastify';
import { canonicalJson, hmacSha256Hex } from '../../core.js';
import { TEST_HOST, TEST_PORTAL_SECRET } from '../../../test/harness.js';

/** `Upload-Metadata` as tus clients send it: `key base64(value)` pairs. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('base64')}`)
    .join(',');
}

/** One tus request as the portal's client sends it: signed with the portal's key, with the caller's token. */
export function tusRequest(
  app: FastifyInstance,
  request: {
    method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE';
    url: string;
    token: string;
    headers?: Record<string, string>;
    body?: Buffer;
  },
) {
  const { method, url, token } = request;
  // HEAD and DELETE are signed over the URL, POST and PATCH (no JSON body) over `{}`.
  const payload = method === 'HEAD' || method === 'DELETE' ? `http://${TEST_HOST}${url}` : canonicalJson({});
  const headers: Record<string, string> = {
    host: TEST_HOST,
    'tus-resumable': '1.0.0',
    authorization: `Bearer ${token}`,
    'x-sfc-signature': hmacSha256Hex(TEST_PORTAL_SECRET, payload),
    ...request.headers,
  };
  if (request.body) headers['content-type'] = 'application/offset+octet-stream';
  return app.inject({ method, url, headers, ...(request.body ? { payload: request.body } : {}) });
}

/**
 * Uploads `data` as `filename` in chunks of `chunk` bytes (creation, then PATCHes from the
 * server's offset), returning the upload's id; stops after `stopAfter` chunks when given.
 */
export async function tusUpload(
  app: FastifyInstance,
  token: string,
  filename: string,
  data: Buffer,
  options: { chunk?: number; stopAfter?: number } = {},
): Promise<string> {
  const created = await tusRequest(app, {
    method: 'POST',
    url: '/api/uploads/',
    token,
    headers: {
      'upload-length': String(data.length),
      'upload-metadata': tusMetadata({ filename, filetype: 'application/pdf' }),
    },
  });
  if (created.statusCode !== 201) throw new Error(`creation: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  const id = location.split('/').pop()!;
  await resumeTus(app, token, location, data, options);
  return id;
}

/** Sends what the server lacks of `data` to the upload at `location` (HEAD, then PATCHes). */
export async function resumeTus(
  app: FastifyInstance,
  token: string,
  location: string,
  data: Buffer,
  options: { chunk?: number; stopAfter?: number } = {},
): Promise<number> {
  const head = await tusRequest(app, { method: 'HEAD', url: location, token });
  if (head.statusCode !== 200) throw new Error(`HEAD: ${head.statusCode}`);
  let offset = Number(head.headers['upload-offset']);
  const chunk = options.chunk ?? 1024 * 1024;
  let sent = 0;
  while (offset < data.length && (options.stopAfter === undefined || sent < options.stopAfter)) {
    const res = await tusRequest(app, {
      method: 'PATCH',
      url: location,
      token,
      headers: { 'upload-offset': String(offset) },
      body: data.subarray(offset, offset + chunk),
    });
    if (res.statusCode !== 204) throw new Error(`PATCH: ${res.statusCode} ${res.body}`);
    offset = Number(res.headers['upload-offset']);
    sent++;
  }
  return offset;
}
