import { createHash } from 'node:crypto';
import { MESSAGES } from '@sfc/core';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { readAll } from '../../services/storage/storage-driver.js';
import { multipartRequest } from '../../routes/auth/sign-in-test-kit.js';
import { staffWith } from '../../routes/alerts/alerts-test-kit.js';
import {
  PDF,
  complaintForm,
  consumer,
  validation,
  type TestAccount,
} from '../../routes/complaints/complaint-test-kit.js';
import { listComplaintFiles } from '../complaints/repository.js';
import { sweepExpiredUploads } from './tus-uploads.js';
import { resumeTus, tusMetadata, tusRequest, tusUpload } from './upload-test-kit.js';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** A PDF of `size` bytes whose bytes differ along the way (a hash tells a shifted chunk). */
const pdfOf = (size: number) => {
  const body = Buffer.alloc(size - PDF.length);
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + (i >> 10)) & 0xff;
  return Buffer.concat([PDF, body]);
};

describeOnPostgres('Resumable uploads (tus): upload, resume, check, attach', (ctx) => {
  let maria: TestAccount;
  let pedro: TestAccount;
  beforeAll(async () => {
    maria = await consumer(ctx);
    pedro = await consumer(ctx);
  });

  const file = (account: TestAccount, fields: [string, string][]) =>
    multipartRequest(ctx, '/api/queja/', fields, [], account.token);

  it('a file sent in parts, broken off and resumed from the offset, becomes the complaint’s exact file', async () => {
    const data = pdfOf(3 * MB + 123);
    const created = await tusRequest(ctx.app, {
      method: 'POST',
      url: '/api/uploads/',
      token: maria.token,
      headers: {
        'upload-length': String(data.length),
        'upload-metadata': tusMetadata({ filename: 'extracto de marzo.pdf', filetype: 'application/pdf' }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    // Two chunks, then the connection is gone; the client asks where to go on.
    expect(await resumeTus(ctx.app, maria.token, location, data, { chunk: MB, stopAfter: 2 })).toBe(2 * MB);
    const head = await tusRequest(ctx.app, { method: 'HEAD', url: location, token: maria.token });
    expect(head.headers['upload-offset']).toBe(String(2 * MB));
    expect(await resumeTus(ctx.app, maria.token, location, data, { chunk: MB })).toBe(data.length);

    const id = location.split('/').pop()!;
    const res = await file(maria, [...complaintForm(), ['file-complaint-0', id]]);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await listComplaintFiles(ctx.db, res.json().id);
    expect(stored!.original_name).toBe('extracto de marzo.pdf');
    const bytes = await readAll((await storageFor(ctx.app).get(stored!.storage_key)).body);
    expect(sha256(bytes)).toBe(sha256(data));
    // Used once: the upload is gone, and naming it again is refused.
    expect(
      (await tusRequest(ctx.app, { method: 'HEAD', url: location, token: maria.token })).statusCode,
    ).toBe(404);
    const again = await file(maria, [...complaintForm(), ['file-complaint-0', id]]);
    expect(again.json()).toEqual(validation({ 'file-complaint-0': [UPLOAD_TEXTS.uploadUnavailable] }));
  });

  it('refuses what the multipart path refuses, with the same Spanish messages, and keeps the upload for a corrected form', async () => {
    // A wrong extension is refused when the upload is created.
    const exe = await tusRequest(ctx.app, {
      method: 'POST',
      url: '/api/uploads/',
      token: maria.token,
      headers: { 'upload-length': '10', 'upload-metadata': tusMetadata({ filename: 'programa.exe' }) },
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.body).toBe(`${MESSAGES.fileFormatInvalid} o el peso del mismo supera el permitido 30 MB`);
    // Over 30 MB: refused before a byte is sent.
    const huge = await tusRequest(ctx.app, {
      method: 'POST',
      url: '/api/uploads/',
      token: maria.token,
      headers: {
        'upload-length': String(30 * MB + 1),
        'upload-metadata': tusMetadata({ filename: 'a.pdf' }),
      },
    });
    expect(huge.statusCode).toBe(413);
    // A renamed executable: its first bytes are not a PDF's.
    const fake = await tusUpload(
      ctx.app,
      maria.token,
      'factura.pdf',
      Buffer.from('MZ\x90\x00 not a pdf at all'),
    );
    const big = await tusUpload(ctx.app, maria.token, 'grande.pdf', pdfOf(10 * MB + 1), { chunk: 4 * MB });
    const res = await file(maria, [
      ...complaintForm(),
      ['file-complaint-0', fake],
      ['file-complaint-1', big],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation({
        'file-complaint-0': [MESSAGES.fileFormatInvalid],
        'file-complaint-1': [`${MESSAGES.fileFormatInvalid} o el peso del mismo supera el permitido 10 MB`],
      }),
    );
    // Refused forms keep the uploads: a good file replaces the bad ones and the complaint is filed.
    const good = await tusUpload(ctx.app, maria.token, 'soporte.pdf', PDF);
    const filed = await file(maria, [...complaintForm(), ['file-complaint-0', good]]);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(
      (await tusRequest(ctx.app, { method: 'HEAD', url: `/api/uploads/${big}`, token: maria.token }))
        .statusCode,
    ).toBe(200);
  });

  it('another user’s upload answers like one that does not exist, and cannot be attached', async () => {
    const id = await tusUpload(ctx.app, maria.token, 'soporte.pdf', PDF);
    for (const method of ['HEAD', 'DELETE'] as const) {
      const theirs = await tusRequest(ctx.app, { method, url: `/api/uploads/${id}`, token: pedro.token });
      const missing = await tusRequest(ctx.app, {
        method,
        url: `/api/uploads/${'0'.repeat(32)}`,
        token: pedro.token,
      });
      expect([theirs.statusCode, theirs.body]).toEqual([missing.statusCode, missing.body]);
      expect(theirs.statusCode).toBe(404);
    }
    const patch = await tusRequest(ctx.app, {
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      token: pedro.token,
      headers: { 'upload-offset': '0' },
      body: Buffer.from('x'),
    });
    expect(patch.statusCode).toBe(404);
    const res = await file(pedro, [...complaintForm(), ['file-complaint-0', id]]);
    expect(res.json()).toEqual(validation({ 'file-complaint-0': [UPLOAD_TEXTS.uploadUnavailable] }));
    // The owner still has it.
    expect(
      (await tusRequest(ctx.app, { method: 'HEAD', url: `/api/uploads/${id}`, token: maria.token }))
        .statusCode,
    ).toBe(200);
  });

  it('an unfinished upload cannot be attached, and the sweep removes uploads past their time', async () => {
    const data = pdfOf(2 * MB);
    const half = await tusUpload(ctx.app, maria.token, 'a medias.pdf', data, { chunk: MB, stopAfter: 1 });
    const res = await file(maria, [...complaintForm(), ['file-complaint-0', half]]);
    expect(res.json()).toEqual(validation({ 'file-complaint-0': [UPLOAD_TEXTS.uploadUnavailable] }));
    const fresh = await tusUpload(ctx.app, maria.token, 'reciente.pdf', PDF);

    // A day and a minute later: both are past their time and the job's sweep removes them.
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await sweepExpiredUploads(ctx.app, later)).toBeGreaterThanOrEqual(2);
    const { rows } = await ctx.db.query('SELECT id FROM resumable_uploads WHERE id = ANY($1::text[])', [
      [half, fresh],
    ]);
    expect(rows).toEqual([]);
    for (const id of [half, fresh]) {
      const head = await tusRequest(ctx.app, {
        method: 'HEAD',
        url: `/api/uploads/${id}`,
        token: maria.token,
      });
      expect(head.statusCode).toBe(404);
    }
  });

  it('staff filing for a consumer attach their own upload; a consumer’s upload is not theirs to attach', async () => {
    const clerk = await staffWith(ctx, [8, 9]);
    const data = pdfOf(MB + 5);
    const own = await tusUpload(ctx.app, clerk.token, 'reclamo firmado.pdf', data, { chunk: 512 * 1024 });
    const fields: [string, string][] = [
      ...complaintForm(),
      ['consumer', String(pedro.id)],
      ['punto_recepcion', '4'],
    ];
    const mariasUpload = await tusUpload(ctx.app, maria.token, 'de maría.pdf', PDF);
    const refused = await multipartRequest(
      ctx,
      '/api/complaint_filing/',
      [...fields, ['file-complaint-0', mariasUpload]],
      [],
      clerk.token,
    );
    expect(refused.json()).toEqual(validation({ 'file-complaint-0': [UPLOAD_TEXTS.uploadUnavailable] }));
    const res = await multipartRequest(
      ctx,
      '/api/complaint_filing/',
      [...fields, ['file-complaint-0', own]],
      [],
      clerk.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await listComplaintFiles(ctx.db, res.json().id);
    expect(stored!.original_name).toBe('reclamo firmado.pdf');
    expect(stored!.sha256).toBe(sha256(data));
  });

  it('the job queue sweeps expired uploads, bytes and row, when an app starts', async () => {
    const id = await tusUpload(ctx.app, maria.token, 'viejo.pdf', PDF);
    const bytes = join(ctx.config.dataDir, 'resumable', id);
    expect(existsSync(bytes)).toBe(true);
    await ctx.db.query(
      "UPDATE resumable_uploads SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
    const app = await ctx.buildApp();
    await app.ready();
    await vi.waitFor(
      async () => {
        const { rows } = await ctx.db.query('SELECT 1 FROM resumable_uploads WHERE id = $1', [id]);
        expect(rows).toEqual([]);
        expect(existsSync(bytes)).toBe(false);
      },
      { timeout: 10_000 },
    );
  });
});

describe('upload ids in forms', () => {
  it('only 32 hex digits name an upload', async () => {
    const { UPLOAD_ID } = await import('./tus-uploads.js');
    expect(UPLOAD_ID.test('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(UPLOAD_ID.test('../../etc/passwd')).toBe(false);
  });
});
