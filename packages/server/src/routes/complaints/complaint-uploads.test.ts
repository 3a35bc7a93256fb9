import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_TEXTS, COMPLAINT_MESSAGES, MESSAGES } from '@sfc/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { startS3TestServer, type S3TestServer } from '../../services/storage/testing/s3-test-server.js';
import { setStorageFor } from '../../services/storage/create-storage.js';
import { StorageError, type StorageDriver } from '../../services/storage/storage-driver.js';
import { multipartRequest, resetThrottles } from '../auth/sign-in-test-kit.js';
import { tusUpload } from '../../domain/uploads/upload-test-kit.js';
import {
  PDF,
  complaintForm,
  consumer,
  fileComplaintRequest,
  insertedComplaint,
  pdfPart,
  validation,
  type TestAccount,
} from './complaint-test-kit.js';

const MB = 1024 * 1024;

/** The local driver, failing the `failOn`-th put of the test (counting from 1). */
class FailingStorage extends LocalStorage {
  puts = 0;
  constructor(
    root: string,
    private readonly failOn: number,
  ) {
    super(root);
  }
  override async put(...args: Parameters<LocalStorage['put']>): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failOn) throw new StorageError('disk full (injected)');
    return super.put(...args);
  }
}

describeOnBothDrivers('Complaints: attachments are checked and saved all or nothing', (ctx) => {
  let maria: TestAccount;
  let uploads: string;
  const files = () => {
    try {
      return (readdirSync(uploads, { recursive: true }) as string[])
        .filter((p) => /\.[a-z0-9]+$/.test(p))
        .sort();
    } catch {
      return [];
    }
  };
  const complaintCount = async () =>
    (
      await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM complaints WHERE owner_user_id = $1',
        [maria.id],
      )
    ).rows[0]!.n;
  const useStorage = (driver: StorageDriver) => setStorageFor(ctx.app.config, driver);

  beforeAll(async () => {
    maria = await consumer(ctx);
    uploads = join(ctx.config.dataDir, 'uploads');
  });
  beforeEach(() => resetThrottles(ctx));
  afterEach(() => useStorage(new LocalStorage(uploads)));

  it('stores files under server-generated keys, with the names as given', async () => {
    const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
      pdfPart('file-complaint-0', '../../etc/carta de reclamación.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.query<{ storage_key: string; original_name: string; content_type: string }>(
      'SELECT storage_key, original_name, content_type FROM stored_files WHERE complaint_id = $1',
      [res.json().id],
    );
    expect(rows[0]!.storage_key).toMatch(/^complaints\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(rows[0]!.original_name).toBe('carta de reclamación.pdf');
    expect(rows[0]!.content_type).toBe('application/pdf');
    expect(files()).toContain(rows[0]!.storage_key);
  });

  it('leaves no complaint and no file when the 2nd file fails to store', async () => {
    useStorage(new FailingStorage(uploads, 2));
    const before = { files: files(), complaints: await complaintCount() };
    const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
      pdfPart('file-complaint-0', 'uno.pdf'),
      pdfPart('file-complaint-1', 'dos.pdf'),
      pdfPart('file-complaint-2', 'tres.pdf'),
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status_code: 503, detail: API_ERROR_TEXTS.unavailable });
    expect(await complaintCount()).toBe(before.complaints);
    expect(files()).toEqual(before.files);
  });

  it('removes the stored files when the database refuses the complaint', async () => {
    await ctx.db.query(`CREATE OR REPLACE FUNCTION test_refuse_files() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await ctx.db.query(
      'CREATE TRIGGER test_refuse_files BEFORE INSERT ON stored_files FOR EACH ROW EXECUTE FUNCTION test_refuse_files()',
    );
    try {
      const before = { files: files(), complaints: await complaintCount() };
      const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
        pdfPart('file-complaint-0'),
        pdfPart('file-complaint-1'),
      ]);
      expect(res.statusCode).toBe(500);
      expect(await complaintCount()).toBe(before.complaints);
      expect(files()).toEqual(before.files);
    } finally {
      await ctx.db.query('DROP TRIGGER test_refuse_files ON stored_files');
      await ctx.db.query('DROP FUNCTION test_refuse_files()');
    }
  });

  it('leaves the complaint as it was when an annex fails to store', async () => {
    const open = await insertedComplaint(ctx, maria.id);
    useStorage(new FailingStorage(uploads, 2));
    const before = files();
    const res = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [['id', String(open.id)]],
      [pdfPart('file-anexos-0'), pdfPart('file-anexos-1')],
      maria.token,
    );
    expect(res.statusCode).toBe(503);
    expect(files()).toEqual(before);
    const stored = await ctx.db.query('SELECT 1 FROM stored_files WHERE complaint_id = $1', [open.id]);
    expect(stored.rowCount).toBe(0);
    const versions = await ctx.db.query('SELECT 1 FROM complaint_versions WHERE complaint_id = $1', [
      open.id,
    ]);
    expect(versions.rowCount).toBe(1);
  });

  it.each<[string, { field: string; filename: string; data: Buffer }, string]>([
    [
      'a PDF whose bytes are an executable',
      {
        field: 'file-complaint-0',
        filename: 'factura.pdf',
        data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      },
      MESSAGES.fileFormatInvalid,
    ],
    [
      'a PNG that is really a PDF',
      { field: 'file-complaint-0', filename: 'foto.png', data: PDF },
      MESSAGES.fileFormatInvalid,
    ],
    [
      'an extension the portal does not take',
      { field: 'file-complaint-0', filename: 'script.js', data: Buffer.from('alert(1)') },
      MESSAGES.fileFormatOrSizeInvalid(10),
    ],
    [
      'a file over 10 MB',
      {
        field: 'file-complaint-0',
        filename: 'grande.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(10 * MB)]),
      },
      MESSAGES.fileFormatOrSizeInvalid(10),
    ],
  ])('refuses %s with the spec’s message, storing nothing', async (_case, file, message) => {
    const before = { files: files(), complaints: await complaintCount() };
    const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
      { ...file, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ [file.field]: [message] }));
    expect(await complaintCount()).toBe(before.complaints);
    expect(files()).toEqual(before.files);
  });

  it('takes a file of exactly 10 MB', async () => {
    const data = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length)]);
    const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
      pdfPart('file-complaint-0', 'justo.pdf', data),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().annexes_size).toBe(10 * MB);
  });

  it('refuses the annex that takes the complaint past 30 MB', async () => {
    const open = await insertedComplaint(ctx, maria.id);
    // An earlier 29.5 MB of attachments (the record is enough: the total is counted in the database).
    await ctx.db.query(
      `INSERT INTO stored_files (storage_key, original_name, size_bytes, content_type, sha256, complaint_id, kind)
       VALUES ('complaints/2026/01/00000000000000000000000000000000.pdf', 'previo.pdf', $1, 'application/pdf', '', $2, 'anexo')`,
      [Math.round(29.5 * MB), open.id],
    );
    const res = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [['id', String(open.id)]],
      [pdfPart('file-anexos-0', 'uno.pdf', Buffer.concat([PDF, Buffer.alloc(MB)]))],
      maria.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ 'file-anexos-0': [MESSAGES.filesTotalExceeded] }));
  });

  it('refuses a file under a field it does not know, and text where a file goes', async () => {
    const res = await fileComplaintRequest(
      ctx,
      maria,
      [...complaintForm(), ['file-complaint-9', 'no soy un archivo']],
      [pdfPart('documento', 'x.pdf')],
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['documento', 'file-complaint-9']);
  });

  it('names the field holding a NUL or a number out of range beside a file, and files nothing', async () => {
    const count = async () =>
      (await ctx.db.query('SELECT id FROM complaints WHERE owner_user_id = $1', [maria.id])).rows.length;
    const before = await count();
    for (const [field, value] of [
      ['texto_queja', 'Cobro indebido\u0000 en mi cuenta'],
      ['producto_cod', '1e400'],
    ]) {
      const res = await fileComplaintRequest(ctx, maria, complaintForm({ [field!]: value! }), [
        pdfPart('file-complaint-0'),
      ]);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().message)).toEqual([field]);
    }
    expect(await count()).toBe(before);
  });

  it('needs the power of attorney document when filing as a representative', async () => {
    const res = await fileComplaintRequest(
      ctx,
      maria,
      complaintForm({ es_apoderado: '1', apoderado_nombre: 'José Pérez' }),
      [pdfPart('file-complaint-0')],
    );
    expect(res.json()).toEqual(
      validation({ 'file-apoderado-0': [COMPLAINT_MESSAGES.powerOfAttorneyRequired] }),
    );
  });
  describe('with attachments in an S3-compatible bucket (s3rver)', () => {
    let s3: S3TestServer;
    beforeAll(async () => {
      s3 = await startS3TestServer();
    });
    afterAll(() => s3.close());

    it('files a complaint whose attachment downloads through its signed link', async () => {
      useStorage(s3.storage());
      const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
        pdfPart('file-complaint-0', 'extracto de cuenta de ahorros — octubre.pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const fileId = (res.json().files as { id_storage: number }[])[0]!.id_storage;
      expect(await s3.keys()).toHaveLength(1);
      const link = await ctx.request({
        url: `/api/storage-consult/url/?id_storage=${fileId}`,
        token: maria.token,
      });
      const url = new URL((link.json() as { url: string }).url);
      const file = await ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: { host: url.host } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(PDF);
      expect(file.headers['content-type']).toBe('application/pdf');
    });

    it('deletes the uploaded objects from the bucket when the database refuses the complaint', async () => {
      useStorage(s3.storage());
      await ctx.db
        .query(`CREATE OR REPLACE FUNCTION test_refuse_files() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
      await ctx.db.query(
        'CREATE TRIGGER test_refuse_files BEFORE INSERT ON stored_files FOR EACH ROW EXECUTE FUNCTION test_refuse_files()',
      );
      try {
        const before = { objects: await s3.keys(), complaints: await complaintCount() };
        const res = await fileComplaintRequest(ctx, maria, complaintForm(), [
          pdfPart('file-complaint-0'),
          pdfPart('file-complaint-1'),
        ]);
        expect(res.statusCode).toBe(500);
        expect(await complaintCount()).toBe(before.complaints);
        expect(await s3.keys()).toEqual(before.objects);
      } finally {
        await ctx.db.query('DROP TRIGGER test_refuse_files ON stored_files');
        await ctx.db.query('DROP FUNCTION test_refuse_files()');
      }
    });

    it('takes a resumable upload into the bucket (tus S3 store) and files it as the exact file', async () => {
      useStorage(s3.storage());
      const before = await s3.keys();
      // Six parts of 1 MB: the store keeps the incomplete tail until a 5 MB part is complete.
      const data = Buffer.concat([PDF, Buffer.alloc(6 * MB - PDF.length, 7)]);
      const id = await tusUpload(ctx.app, maria.token, 'extracto.pdf', data, { chunk: MB });
      expect((await s3.keys()).some((key) => key.startsWith(id))).toBe(true);
      const res = await fileComplaintRequest(ctx, maria, [...complaintForm(), ['file-complaint-0', id]]);
      expect(res.statusCode, res.body).toBe(201);
      const fileId = (res.json().files as { id_storage: number }[])[0]!.id_storage;
      const link = await ctx.request({
        url: `/api/storage-consult/url/?id_storage=${fileId}`,
        token: maria.token,
      });
      const url = new URL((link.json() as { url: string }).url);
      const file = await ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: { host: url.host } });
      expect(file.rawPayload.equals(data)).toBe(true);
      // The upload's own objects are gone; only the complaint's file was added.
      const after = await s3.keys();
      expect(after.filter((key) => key.startsWith(id))).toEqual([]);
      expect(after.length).toBe(before.length + 1);
    });
  });
});
