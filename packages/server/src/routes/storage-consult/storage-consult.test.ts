import { API_ERROR_TEXTS, COMPLAINT_MESSAGES, MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres } from '../../../test/harness.js';
import { downloadKey, signDownload } from '../../services/storage/signed-url.js';
import { resetThrottles } from '../auth/sign-in-test-kit.js';
import {
  NOT_FOUND,
  PDF,
  consumer,
  filedComplaint,
  pdfPart,
  staff,
  validation,
  type TestAccount,
} from '../complaints/complaint-test-kit.js';

describeOnPostgres('Stored files: record, signed link, download', (ctx) => {
  let maria: TestAccount;
  let pedro: TestAccount;
  let fileId: number;
  let codigo: string;

  beforeAll(async () => {
    maria = await consumer(ctx);
    pedro = await consumer(ctx);
    await resetThrottles(ctx);
    const filed = await filedComplaint(ctx, maria, undefined, [
      pdfPart('file-complaint-0', 'extracto de mayo.pdf'),
    ]);
    fileId = (filed.files as { id_storage: number }[])[0]!.id_storage;
    codigo = filed.codigo_queja;
  });
  beforeEach(() => resetThrottles(ctx));

  const download = (url: string) => {
    const u = new URL(url);
    expect(u.host).toBe(TEST_HOST);
    return ctx.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: { host: TEST_HOST } });
  };

  it('answers the file record to its owner', async () => {
    const res = await ctx.request({
      url: `/api/storage-consult/detail/?id_storage=${fileId}`,
      token: maria.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id_storage: fileId,
      name: 'extracto de mayo.pdf',
      size: PDF.length,
      content_type: 'application/pdf',
      kind: 'complaint',
      codigo_queja: codigo,
      bucket: 'local',
    });
    expect(res.json().full_path).toMatch(/^complaints\//);
  });

  it('gives a signed link valid for ten minutes that downloads the file with its stored name, without a session', async () => {
    const before = Date.now();
    const res = await ctx.request({
      url: `/api/storage-consult/url/?id_storage=${fileId}`,
      token: maria.token,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires * 1000 - before).toBeGreaterThan(9.9 * 60 * 1000);
    expect(expires * 1000 - before).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);

    const file = await download(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="extracto de mayo.pdf"; filename*=UTF-8''extracto%20de%20mayo.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const inline = await download(`${url}&inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses a tampered link with 403 and an expired one with 410, in Spanish', async () => {
    const { url } = (
      await ctx.request({ url: `/api/storage-consult/url/?id_storage=${fileId}`, token: maria.token })
    ).json() as { url: string };
    const link = new URL(url);
    const sig = link.searchParams.get('sig')!;
    const tampered = [
      `/files/${fileId}?expires=${link.searchParams.get('expires')}&sig=${sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `/files/${fileId}?expires=${Number(link.searchParams.get('expires')) + 60}&sig=${sig}`,
      `/files/${fileId + 1}?expires=${link.searchParams.get('expires')}&sig=${sig}`,
      `/files/${fileId}`,
      `/files/abc?expires=x&sig=y`,
    ];
    for (const path of tampered) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ status_code: 403, detail: MESSAGES.downloadUrlMissing });
    }
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await ctx.app.inject({
      method: 'GET',
      url: `/files/${fileId}?expires=${past}&sig=${signDownload(downloadKey(ctx.config.secretsKey), fileId, past)}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ status_code: 410, detail: COMPLAINT_MESSAGES.downloadLinkExpired });
  });

  it('shows another consumer nothing: 404 for the record and the link', async () => {
    for (const url of [
      `/api/storage-consult/detail/?id_storage=${fileId}`,
      `/api/storage-consult/url/?id_storage=${fileId}`,
      '/api/storage-consult/detail/?id_storage=999999',
    ]) {
      const res = await ctx.request({ url, token: pedro.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('lets staff with a complaints module get the link', async () => {
    const manager = await staff(ctx, ['Búsqueda de quejas']);
    const res = await ctx.request({
      url: `/api/storage-consult/url/?id_storage=${fileId}`,
      token: manager.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await download(res.json().url)).statusCode).toBe(200);
  });

  it('asks for id_storage as an integer', async () => {
    const none = await ctx.request({ url: '/api/storage-consult/url/', token: maria.token });
    expect(none.json()).toEqual(validation({ id_storage: [API_ERROR_TEXTS.fieldRequired] }));
    const text = await ctx.request({
      url: '/api/storage-consult/detail/?id_storage=uno',
      token: maria.token,
    });
    expect(text.json()).toEqual(validation({ id_storage: [SERVER_TEXTS.fieldNotInteger] }));
  });

  it('gives the complaint detail signed links to every file', async () => {
    const detail = (
      await ctx.request({ url: `/api/complaint_detail/${codigo}/`, token: maria.token })
    ).json();
    expect(detail.files).toHaveLength(1);
    const file = await download(detail.files[0].url_file);
    expect(file.rawPayload).toEqual(PDF);
  });
});
