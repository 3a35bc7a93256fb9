import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import {
  chooseOption,
  expectPath,
  newConsumer,
  registerConsumer,
  signInWithMailCode,
  visit,
} from './support/portal.js';

const MB = 1024 * 1024;
/** The client's chunk (core's UPLOAD_CHUNK_BYTES). */
const CHUNK = 5 * MB;
const PDF_HEAD = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
/** A PDF of `size` random bytes after its header: a shifted or repeated byte changes its hash. */
const pdf = (name: string, size: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PDF_HEAD, randomBytes(size - PDF_HEAD.length)]),
});
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function chooseFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await page.getByRole('option').first().click();
}

describe('a 20 MB upload broken off at about half resumes from where it stopped', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consumer = newConsumer('carga', 'Marta', 'Ríos');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await registerConsumer(page, consumer);
    await signInWithMailCode(page, consumer.email, consumer.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('sends each byte once but the cut chunk’s tail, and the complaint holds the exact files', async () => {
    // 20 MB of attachments: two files at the 10 MB per-file limit, sent one after the other.
    const files = [pdf('extracto-enero.pdf', 10 * MB), pdf('extracto-febrero.pdf', 10 * MB)];
    const total = files.reduce((sum, f) => sum + f.buffer.length, 0);
    let sentByBrowser = 0;
    let receivedByServer = 0;
    let cutAt: number | null = null;
    let resumedFrom: number | null = null;
    let headsAfterCut = 0;

    // Between the browser and the server: the first PATCH past half the bytes reaches the server
    // only in part (its first half), then the connection closes, as when a phone loses signal.
    await page.route('**/api/uploads/**', async (route: Route) => {
      const request = route.request();
      const method = request.method();
      if (method === 'HEAD' && cutAt !== null) {
        headsAfterCut++;
        // The field says the upload stopped and will go on, before the client asks where to.
        await page.getByText(UPLOAD_TEXTS.paused).first().waitFor();
      }
      if (method !== 'PATCH') return route.continue();
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      const offset = Number(request.headers()['upload-offset']);
      sentByBrowser += body.length;
      if (cutAt === null && receivedByServer >= total / 2) {
        const part = body.subarray(0, Math.floor(body.length / 2));
        const answer = await route.fetch({ postData: part });
        expect(answer.status()).toBe(204);
        receivedByServer += part.length;
        cutAt = offset + part.length;
        return route.abort('connectionclosed');
      }
      if (cutAt !== null && resumedFrom === null) resumedFrom = offset;
      const answer = await route.fetch();
      if (answer.status() === 204) receivedByServer += Number(answer.headers()['upload-offset']) - offset;
      return route.fulfill({ response: answer });
    });

    await visit(page, '/customer/complaint/registration', 'complaint registration');
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    for (const label of ['Producto', 'Motivo', 'Canal', 'Departamento', 'Municipio'])
      await chooseFirst(page, label);
    await page
      .getByLabel('Describe los hechos de tu queja')
      .fill('Adjunto los extractos de enero y febrero.');
    await page.getByRole('radio', { name: 'No' }).check();
    await page
      .getByRole('group', { name: 'Documentos de soporte (opcional)' })
      .locator('input[type=file]')
      .setInputFiles(files, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Radicar queja' }).click();

    // Progress while it goes: a labelled bar per file, with its percentage as text.
    const bar = page.getByRole('progressbar', { name: 'Carga de «extracto-enero.pdf»' });
    await bar.waitFor();
    await expectAccessible(page, 'attachments uploading');

    await expectPath(page, '/customer/complaint/message', 40_000);
    const code = (await page.getByTestId('codigo-queja').textContent()) ?? '';
    expect(code).toMatch(/^17\d+/);

    // The cut was in the second file's first chunk, at about half of the 20 MB.
    expect(cutAt).not.toBeNull();
    expect(headsAfterCut).toBeGreaterThanOrEqual(1);
    // Resumed from the byte the server had, not from the start of the file or of the chunk.
    expect(resumedFrom).toBe(cutAt);
    expect(receivedByServer).toBe(total);
    const twice = sentByBrowser - total;
    expect(twice).toBeGreaterThan(0);
    expect(twice).toBeLessThanOrEqual(CHUNK);
    await page.unroute('**/api/uploads/**');

    // The complaint's attachments are byte for byte the files chosen.
    await page.getByRole('link', { name: 'Ir al seguimiento de mis quejas' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('link', { name: `Ver detalle de la queja ${code}` }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+$/);
    for (const file of files) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Descargar ${file.name}` }).click();
      const saved = await (await download).path();
      expect(sha256(await readFile(saved)), file.name).toBe(sha256(file.buffer));
    }
  }, 45_000);

  it('an annex upload stopped by a reload goes on from the server’s offset when the same file is chosen again', async () => {
    // On the complaint's detail page from the test above.
    const annex = pdf('respuesta-banco.pdf', 8 * MB);
    let creations = 0;
    let reloaded = false;
    let firstOffsetAfterReload: number | null = null;
    let stopped!: () => void;
    const cut = new Promise<void>((resolve) => (stopped = resolve));
    await page.route('**/api/uploads/**', async (route: Route) => {
      const request = route.request();
      if (request.method() === 'POST') creations++;
      const offset = Number(request.headers()['upload-offset'] ?? NaN);
      if (!reloaded && request.method() === 'PATCH' && offset > 0) {
        // The first chunk arrived; the page goes away before the second does.
        stopped();
        return route.abort('connectionclosed');
      }
      if (!reloaded && request.method() !== 'POST' && offset > 0) return route.abort('connectionclosed');
      if (reloaded && request.method() === 'PATCH') firstOffsetAfterReload ??= offset;
      return route.continue();
    });
    const choose = async () => {
      await page
        .getByRole('group', { name: /Anexos nuevos/ })
        .locator('input[type=file]')
        .setInputFiles(annex);
      await page.getByRole('button', { name: 'Agregar anexos' }).click();
    };
    await page.getByRole('link', { name: 'Agregar anexos' }).click();
    await page.getByText(/Adjunta documentos nuevos/).waitFor();
    await choose();
    await cut;
    reloaded = true;
    await page.reload();
    await page.getByText(/Adjunta documentos nuevos/).waitFor();
    await choose();
    await page.getByText('Los anexos fueron agregados a tu queja.').waitFor();
    await page.unroute('**/api/uploads/**');
    // One upload, resumed after the reload from the first chunk's end, not started again.
    expect(creations).toBe(1);
    expect(firstOffsetAfterReload).toBe(CHUNK);
  }, 30_000);
});
