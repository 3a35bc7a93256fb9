import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import {
  chooseOption,
  expectPath,
  newConsumer,
  registerConsumer,
  signInWithMailCode,
  visit,
} from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

const REQUIRED = 'Este campo es obligatorio';
const FORMAT_OR_SIZE = 'El formato del archivo no es válido o el peso del mismo supera el permitido 10 MB';
const TOTAL = '*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos.';
const NOT_FOUND = 'No encontramos esta queja entre las tuyas.';
const MB = 1024 * 1024;

// Small real files: a one-page PDF and a 1×1 PNG (the server checks their first bytes).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (name: string, size = PDF.length) => ({
  name,
  mimeType: 'application/pdf',
  buffer: size <= PDF.length ? PDF : Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]),
});

/** Picks the first option of the searchable select labelled `label` (catalogue names vary). */
async function chooseFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await page.getByRole('option').first().waitFor();
  await page.getByRole('option').first().click();
}

/** The hidden file input of the drop zone whose legend is `legend`. */
const dropInput = (page: Page, legend: string | RegExp) =>
  page.getByRole('group', { name: legend }).locator('input[type=file]');

/** Id of the new consumer's complaint, which another consumer must not see. */
let filedComplaintId = '';

describe('the demo consumer rates a closed complaint', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('finds the closed unrated complaint in tracking, opens it and rates it', async () => {
    await signInWithMailCode(page, DEMO.consumer.email, DEMO.consumer.password);
    await visit(page, '/customer/complaint/tracking', 'complaint tracking');
    await page
      .getByRole('table')
      .waitFor()
      .catch(async (e) => {
        await page.screenshot({ path: '/tmp/dbg-tracking.png', fullPage: true });
        throw e;
      });
    expect(await page.getByRole('cell', { name: 'Cerrada', exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'Desistida', exact: true }).count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'complaint-tracking');
    const row = page.getByRole('row').filter({ hasText: 'Nequi' });
    await row.getByRole('link', { name: /Ver detalle/ }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+$/);
    await page.getByRole('heading', { name: 'Historial de estados' }).waitFor();
    await expectAccessible(page, 'complaint detail (closed)');
    await screenshotBothWidths(page, 'complaint-detail-closed');
    await page.getByRole('link', { name: 'Calificar la atención' }).click();
    await page.waitForURL(/\/customer\/complaint\/calification\/.+$/);
    await page.getByRole('radio', { name: '4' }).waitFor();
    await expectAccessible(page, 'complaint rating');
    await page.getByRole('button', { name: 'Enviar calificación' }).click();
    await page.getByText(REQUIRED).first().waitFor();
    await page.getByRole('radio', { name: '4' }).check();
    await page.getByLabel('Comentario (opcional)').fill('Me respondieron a tiempo.');
    await page.getByRole('button', { name: 'Enviar calificación' }).click();
    await page.getByText('Gracias por calificar la atención de tu queja.').waitFor();
    await page.getByRole('link', { name: 'Detalle de la queja' }).click();
    await page.getByText('4 de 5', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Calificaste la atención: 4 de 5.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Calificar la atención' }).count()).toBe(0);
  });

  it('files a réplica on the closed complaint, which reopens it', async () => {
    await page.getByRole('link', { name: 'Presentar réplica' }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+\/replica$/);
    await page.getByText(/Explica por qué no estás de acuerdo/).waitFor();
    await expectAccessible(page, 'complaint réplica');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(REQUIRED).waitFor();
    await page.getByLabel(/^Argumentos de tu réplica/).fill('La respuesta no explica el cobro.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Registramos tu réplica. La entidad volverá a revisar tu queja.').waitFor();
    await page.getByRole('link', { name: 'Detalle de la queja' }).click();
    await page.locator('.sfc-detail__data').getByText('En réplica').waitFor();
    expect(await page.getByRole('link', { name: 'Presentar réplica' }).count()).toBe(0);
  });
});

describe('a new consumer files, follows, adds to and desists from a complaint', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let detailPath = '';
  const consumer = newConsumer('queja', 'Lucía', 'Gómez');
  const email = consumer.email;

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

  it('shows each §5 message on the complaint form', async () => {
    await visit(page, '/customer/complaint/registration', 'complaint registration');
    // Prefilled from the profile.
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Lucía Gómez');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await page.getByRole('alert').filter({ hasText: 'Revisa la información del formulario' }).waitFor();
    const requiredFields = [
      'Tipo de entidad',
      'Entidad vigilada',
      'Producto',
      'Motivo',
      'Canal',
      'Departamento',
      'Municipio',
      'Describe los hechos de tu queja',
    ];
    for (const label of requiredFields) {
      const control =
        label === 'Describe los hechos de tu queja'
          ? page.getByRole('textbox', { name: label })
          : page.getByRole('combobox', { name: label, exact: true });
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(errorId, label).toBeTruthy();
      expect(await page.locator(`[id="${errorId}"]`).textContent(), label).toBe(REQUIRED);
    }
    expect(
      await page
        .getByRole('radiogroup', { name: /¿Actúas como apoderado/ })
        .getByText(REQUIRED)
        .count(),
    ).toBe(1);
    await expectAccessible(page, 'complaint registration, errors');
    await screenshotBothWidths(page, 'complaint-form-errors');

    // Digits only, as typed (like the identification number): letters and dashes never land.
    await page.getByLabel('Número de celular').fill('');
    await page.getByLabel('Número de celular').pressSequentially('310-98 abc76543');
    expect(await page.getByLabel('Número de celular').inputValue()).toBe('3109876543');
    expect(await page.getByText('Este campo es solo numerico').count()).toBe(0);

    // Textarea: 1000 characters, each line break costs 3 more.
    const text = page.getByLabel('Describe los hechos de tu queja');
    await text.fill('Línea uno\nLínea dos\nLínea tres');
    await page.getByText('30/994').waitFor();
    // Pasting 1,555 characters with three line breaks (a limit of 991): nothing is cut, the
    // counter and a notice say how much is over, and sending names it as the field's error.
    const pasted = `${'a'.repeat(500)}\n${'b'.repeat(500)}\n${'c'.repeat(500)}\n${'d'.repeat(52)}`;
    await text.fill(pasted);
    expect((await text.inputValue()).length).toBe(1555);
    await page.getByText('1555/991').waitFor();
    const over =
      'Tu texto supera el máximo en 564 caracteres. No se borró nada: acórtalo para poder enviarlo.';
    await page.getByRole('status').filter({ hasText: over }).waitFor();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    const tooLong =
      'El texto admite 991 caracteres y tiene 564 caracteres de más; acórtalo para poder enviarlo.';
    await page.getByRole('alert').getByText(`Describe los hechos de tu queja: ${tooLong}`).waitFor();
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    expect((await text.inputValue()).length).toBe(1555);
    await expectAccessible(page, 'complaint text over its limit');
    // Shortened to fit, the notice and the error go.
    await text.fill(`${'a'.repeat(500)}\n${'b'.repeat(400)}\n${'c'.repeat(87)}\n${'d'}`);
    await page.getByText('991/991').waitFor();
    expect(await page.getByText(tooLong).count()).toBe(0);
    expect(await page.getByText(over).count()).toBe(0);

    // Power of attorney: yes asks for the name and the power document.
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    const attorneyName = page.getByLabel('Nombre de la persona que representas');
    await expect.poll(() => attorneyName.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .getByRole('group', { name: /Poder que te acredita/ })
        .getByText(REQUIRED)
        .count(),
    ).toBe(1);
    await page.getByRole('radio', { name: 'No' }).check();
  });

  it('refuses a wrong-type file, an oversized file and going over 30 MB with the spec texts', async () => {
    const zone = 'Documentos de soporte (opcional)';
    await dropInput(page, zone).setInputFiles({
      name: 'programa.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    // The spec's text, with which file and which rule.
    const formats = 'pdf, jpg, jpeg, png, mp4, doc, docx, xls, xlsx, bmp, mp3, msg, csv';
    const group = page.getByRole('group', { name: zone });
    await group
      .getByText(
        `«programa.exe»: ${FORMAT_OR_SIZE}. Los archivos .exe no se aceptan; los formatos permitidos son: ${formats}.`,
      )
      .waitFor();
    await dropInput(page, zone).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Apuntes de la llamada'),
    });
    await group
      .getByText(
        `«notas.txt»: ${FORMAT_OR_SIZE}. Los archivos .txt no se aceptan; los formatos permitidos son: ${formats}.`,
      )
      .waitFor();
    // An iPhone photo the browser could not hand over as JPEG: said plainly, with how to send it.
    await dropInput(page, zone).setInputFiles({
      name: 'IMG_0412.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]),
    });
    await group
      .getByText(
        `«IMG_0412.HEIC»: ${FORMAT_OR_SIZE}. Las fotos HEIC/HEIF no se aceptan (formatos permitidos: ${formats}). ` +
          'Envíala como JPG: en el iPhone, elígela desde «Seleccionar archivos» > «Fototeca», que la entrega como JPG, ' +
          'o activa Ajustes > Cámara > Formatos > «Más compatible» para tomar las fotos en JPG.',
      )
      .waitFor();
    // The picker names JPEG by type, so a phone's photo library hands its photos over as JPEG.
    expect(await dropInput(page, zone).getAttribute('accept')).toContain('image/jpeg');
    await dropInput(page, zone).setInputFiles(
      { name: 'video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(11 * MB, 0) },
      { timeout: 60_000 },
    );
    await group
      .getByText(`«video.mp4»: ${FORMAT_OR_SIZE}. El archivo pesa 11 MB y el máximo por archivo es 10 MB.`)
      .waitFor();
    await expectAccessible(page, 'attachment refused with its file and rule');
    await dropInput(page, zone).setInputFiles(pdf('grande.pdf', 11 * MB), { timeout: 60_000 });
    await group
      .getByText(/^«grande\.pdf»: .*El archivo pesa 11 MB y el máximo por archivo es 10 MB\.$/)
      .waitFor();
    expect(await page.getByRole('list', { name: 'Archivos seleccionados' }).count()).toBe(0);
    // Three files at the per-file limit fill the 30 MB exactly (allowed); one more byte is too much.
    await dropInput(page, zone).setInputFiles(
      [pdf('a.pdf', 10 * MB), pdf('b.pdf', 10 * MB), pdf('c.pdf', 10 * MB), pdf('d.pdf')],
      { timeout: 90_000 },
    );
    await page
      .getByRole('group', { name: zone })
      .getByText(`«d.pdf»: ${TOTAL} El archivo pesa`, { exact: false })
      .waitFor();
    const list = page.getByRole('list', { name: 'Archivos seleccionados' });
    expect(await list.getByRole('listitem').count()).toBe(3);
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      await list.getByRole('button', { name: `Quitar ${name}` }).click();
  }, 180_000);

  it('files a complaint with a PDF and a PNG against a real supervised entity', async () => {
    await page.reload();
    await page.getByRole('combobox', { name: 'Tipo de entidad' }).waitFor();
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    await chooseFirst(page, 'Producto');
    await chooseFirst(page, 'Motivo');
    await chooseFirst(page, 'Canal');
    await chooseFirst(page, 'Departamento');
    await chooseFirst(page, 'Municipio');
    await page
      .getByLabel('Describe los hechos de tu queja')
      .fill('Me cobraron dos veces la cuota de manejo de mi tarjeta débito.');
    await page.getByRole('radio', { name: 'No' }).check();
    await dropInput(page, 'Documentos de soporte (opcional)').setInputFiles([
      pdf('extracto.pdf'),
      { name: 'captura.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.getByRole('list', { name: 'Archivos seleccionados' }).getByText('captura.png').waitFor();
    await screenshotBothWidths(page, 'complaint-form-filled');
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/customer/complaint/message');
    const code = (await page.getByTestId('codigo-queja').textContent()) ?? '';
    expect(code).toMatch(/^17\d+/);
    await expectAccessible(page, 'complaint filed');

    await page.getByRole('link', { name: 'Ir al seguimiento de mis quejas' }).click();
    await expectPath(page, '/customer/complaint/tracking');
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Recibida' }).count()).toBe(1);
    await expectAccessible(page, 'complaint tracking (new consumer)');
    await row.getByRole('link', { name: `Ver detalle de la queja ${code}` }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+$/);
    detailPath = new URL(page.url()).pathname;
    filedComplaintId = detailPath.split('/').pop() ?? '';
    await page.getByText('extracto.pdf', { exact: true }).waitFor();
    await page.getByText('captura.png', { exact: true }).waitFor();
    await expectAccessible(page, 'complaint detail');
    await screenshotBothWidths(page, 'complaint-detail');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar extracto.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('extracto.pdf');
  });

  it('adds an attachment', async () => {
    await page.getByRole('link', { name: 'Agregar anexos' }).click();
    await page.waitForURL(/\/customer\/complaint\/details\/\d+\/anexos\/1\/\d+$/);
    await page.getByText(/Adjunta documentos nuevos/).waitFor();
    await expectAccessible(page, 'complaint annexes');
    await dropInput(page, /Anexos nuevos/).setInputFiles(pdf('respuesta-banco.pdf'));
    await page.getByRole('button', { name: 'Agregar anexos' }).click();
    await page.getByText('Los anexos fueron agregados a tu queja.').waitFor();
    await page.goto(detailPath);
    await page.getByText('respuesta-banco.pdf', { exact: true }).waitFor();
  });

  it('escalates to the consumer defender with a required reason', async () => {
    await page.getByRole('link', { name: 'Escalar al defensor del consumidor financiero' }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+\/escalate$/);
    await page.getByText(/Explica por qué quieres que el defensor/).waitFor();
    await expectAccessible(page, 'complaint escalate');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(REQUIRED).waitFor();
    await page.getByLabel(/^Motivo del escalamiento/).fill('La entidad no me ha respondido.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Tu queja fue escalada al defensor del consumidor financiero.').waitFor();
    await page.getByRole('link', { name: 'Detalle de la queja' }).click();
    await page
      .locator('.sfc-detail__data')
      .getByText('Escalada al defensor del consumidor financiero')
      .waitFor();
    expect(
      await page.getByRole('link', { name: 'Escalar al defensor del consumidor financiero' }).count(),
    ).toBe(0);
  });

  it('desists after confirming in the dialog', async () => {
    await page.getByRole('button', { name: 'Desistir de la queja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desistir de la queja' });
    await dialog.waitFor();
    await expectAccessible(page, 'desist dialog');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Registramos tu desistimiento de la queja.').waitFor();
    await page.locator('.sfc-detail__data').getByText('Desistida').waitFor();
    expect(await page.getByRole('link', { name: 'Agregar anexos' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Desistir de la queja' }).count()).toBe(0);
  });
});

describe("another consumer's complaint id in the URL", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    const other = newConsumer('otra', 'Marta', 'Ríos');
    await registerConsumer(page, other);
    await signInWithMailCode(page, other.email, other.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the not-found message and nothing of the complaint', async () => {
    expect(filedComplaintId).toMatch(/^\d+$/);
    for (const path of [
      `/customer/complaint/tracking/detail/${filedComplaintId}`,
      `/customer/complaint/tracking/detail/${filedComplaintId}/replica`,
      `/customer/complaint/tracking/detail/${filedComplaintId}/escalate`,
      `/customer/complaint/details/${filedComplaintId}/anexos/1/0`,
      `/customer/complaint/calification/${filedComplaintId}`,
    ]) {
      await page.goto(path);
      await page.getByText(NOT_FOUND).waitFor();
      expect(await page.getByText('Bancolombia').count(), path).toBe(0);
      expect(await page.getByText(/Me cobraron dos veces/).count(), path).toBe(0);
      expect(await page.getByText('extracto.pdf').count(), path).toBe(0);
      expect(await page.getByRole('button', { name: /ENVIAR|Enviar|Agregar anexos/ }).count(), path).toBe(0);
    }
    await expectAccessible(page, 'complaint not found');
  });
});
