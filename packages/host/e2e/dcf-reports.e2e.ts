import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { latestCode, messageCount } from './support/outbox.js';
import { expectPath, signIn, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// Demo accounts (README): the defender of entities 1-7 and 1-39, and an authority analyst whose
// role holds «Registro de informe anual». The demo defender also has a validated phone, so the
// second session signs in by SMS (a mail code can be asked once a minute).
const DCF = { email: 'dcf@demo.sfc.local', password: 'Defensor#2026', phone: '3157260014' };
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const EV = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };
const REC_TITLE = 'Reversión de cargos no reconocidos';
const YEAR = new Date().getFullYear() - 1;
const SUMMARY = 'Atendimos 412 quejas de consumidores; la mayoría por cobros no reconocidos en tarjetas.';
const COMMENT = 'Detalla los canales de atención de cada oficina.';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const save = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' }).click();
const stepHeading = (page: Page, n: number) =>
  page.getByRole('heading', { name: new RegExp(`^Paso ${n} de 6`) }).waitFor();

describe('a defender writes the annual report over two sessions; an analyst returns it, then accepts it', () => {
  let browser: Browser;
  let dcf: { context: BrowserContext; page: Page };
  let analyst: { context: BrowserContext; page: Page };
  let reportPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    dcf = await newPortalPage(browser);
    analyst = await newPortalPage(browser);
  });
  afterAll(async () => {
    await dcf?.context.close();
    await analyst?.context.close();
    await browser?.close();
  });

  it('creates a draft, saves two steps, signs out', async () => {
    const { page } = dcf;
    await signInWithMailCode(page, DCF.email, DCF.password);
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Informe anual', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Informes anuales', level: 1 }).waitFor();
    await page.getByRole('cell', { name: String(YEAR - 1) }).waitFor();
    await expectAccessible(page, 'annual reports (defender)');
    await screenshotBothWidths(page, 'annual-reports-dcf');

    await page.getByRole('link', { name: 'Nuevo informe anual' }).click();
    await expectAccessible(page, 'new annual report');
    expect(await page.getByLabel('Año del informe').inputValue()).toBe(String(YEAR));
    await page.getByRole('button', { name: 'Crear informe' }).click();
    await stepHeading(page, 1);
    reportPath = new URL(page.url()).pathname;
    await page.getByText(`Se creó el borrador del informe ${YEAR}.`).waitFor();
    await expectAccessible(page, 'annual report, step 1');
    await page.getByLabel('Resumen de la gestión del año').fill(SUMMARY);
    await save(page);

    await stepHeading(page, 2);
    await page.getByText('Se guardó el paso «Datos generales».').waitFor();
    await page.getByRole('group', { name: /Bancolombia/i }).waitFor();
    await expectAccessible(page, 'annual report, step 2 (entities)');
    await screenshotBothWidths(page, 'annual-report-step-2');
    await page
      .getByRole('group', { name: /Bancolombia/i })
      .getByLabel('Quejas recibidas')
      .fill('412');
    await page
      .getByRole('group', { name: /Bancolombia/i })
      .getByLabel('Quejas tramitadas')
      .fill('400');
    await save(page);
    await stepHeading(page, 3);

    await page.getByRole('region', { name: 'Sesión' }).getByRole('link', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/logout');
    await page.getByText('Sesión cerrada correctamente.').waitFor();
  });

  it('comes back in a new session and finds the draft intact, finishes it, attaches and submits', async () => {
    const { page } = dcf;
    const before = await messageCount('sms', DCF.phone);
    await signIn(page, DCF.email, DCF.password, 'sms', () => latestCode('sms', DCF.phone, before));
    await page.goto('/dashboard/annual-report');
    await page.getByRole('link', { name: `Continuar: Informe anual ${YEAR}` }).click();
    await stepHeading(page, 3);
    await page.getByRole('link', { name: 'Datos generales' }).click();
    await stepHeading(page, 1);
    expect(await page.getByLabel('Resumen de la gestión del año').inputValue()).toBe(SUMMARY);
    await page.getByRole('link', { name: 'Quejas por entidad' }).click();
    await stepHeading(page, 2);
    expect(
      await page
        .getByRole('group', { name: /Bancolombia/i })
        .getByLabel('Quejas recibidas')
        .inputValue(),
    ).toBe('412');

    await page.getByRole('link', { name: 'Incidentes' }).click();
    await stepHeading(page, 3);
    await page.getByRole('radio', { name: 'No' }).check();
    await save(page);
    await stepHeading(page, 4);
    await page.getByLabel('Puntos de atención').fill('3');
    await page.getByLabel('Canales de atención').fill('Oficina, correo y teléfono');
    await page.getByLabel('Personas atendidas').fill('950');
    await save(page);
    await stepHeading(page, 5);
    await page.getByLabel('Reuniones con la junta directiva').fill('2');
    await save(page);

    await stepHeading(page, 6);
    await expectAccessible(page, 'annual report, attachments and submission');
    await page
      .getByRole('group', { name: /Anexos del informe/ })
      .locator('input[type=file]')
      .setInputFiles({ name: 'acta-junta.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Adjuntar' }).click();
    await page.getByText('Se adjuntó 1 archivo.').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'acta-junta.pdf' }).waitFor();
    await screenshotBothWidths(page, 'annual-report-step-6');
    await page.getByRole('button', { name: 'Enviar informe a la Superintendencia' }).click();
    await page.getByText('Enviaste el informe a la Superintendencia.').waitFor();
    expect(await page.getByTestId('report-state').textContent()).toBe('Enviado');
    await expectAccessible(page, 'annual report, printable view');
  });

  it('an analyst returns it with a comment', async () => {
    const { page } = analyst;
    await signInWithMailCode(page, ANALYST.email, ANALYST.password);
    await page.goto('/dashboard/register-annual-report?state=submitted');
    await page.getByRole('heading', { name: 'Registro de informes anuales' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`Revisión: Informe anual ${YEAR}`) }).click();
    await page.getByRole('heading', { name: 'Revisión' }).waitFor();
    await expectAccessible(page, 'annual report review');
    await screenshotBothWidths(page, 'annual-report-review');
    await page.getByLabel('Observaciones para el defensor').fill(COMMENT);
    await page.getByRole('button', { name: 'Devolver con observaciones' }).click();
    await page.getByText('Devolviste el informe al defensor.').waitFor();
  });

  it('the defender sees the comment, corrects and resubmits', async () => {
    const { page } = dcf;
    await page.goto(reportPath.replace(/\/edit\/(\d+)$/, '/edit/$1') + '?step=4');
    await page.getByText(COMMENT).waitFor();
    await expectAccessible(page, 'annual report returned');
    await page
      .getByLabel('Canales de atención')
      .fill('Oficinas de Bogotá y Medellín, correo, teléfono y chat');
    await save(page);
    await page.goto(reportPath + '?step=6');
    await stepHeading(page, 6);
    await page.getByRole('button', { name: 'Enviar informe a la Superintendencia' }).click();
    await page.getByText('Enviaste el informe a la Superintendencia.').waitFor();
  });

  it('the analyst accepts it; history and PDF show it', async () => {
    const { page } = analyst;
    await page.goto(reportPath.replace('/annual-report/edit/', '/register-annual-report/manage/'));
    await page.getByRole('heading', { name: 'Revisión' }).waitFor();
    await page.getByText('Oficinas de Bogotá y Medellín, correo, teléfono y chat').waitFor();
    await page.getByRole('button', { name: 'Aceptar informe' }).click();
    await page.getByText('Aceptaste el informe.').waitFor();

    await page.goto(reportPath.replace('/annual-report/edit/', '/register-annual-report/detail/'));
    expect(await page.getByTestId('report-state').textContent()).toBe('Aceptado');
    const history = page.getByRole('table', { name: 'Historial' });
    await history.getByRole('cell', { name: COMMENT }).waitFor();
    expect(await history.getByRole('row').count()).toBe(7);
    await expectAccessible(page, 'annual report accepted');
    await screenshotBothWidths(page, 'annual-report-accepted');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe('an analyst issues a recommendation to a bank, which answers until it is closed', () => {
    let ev: { context: BrowserContext; page: Page };
    let viewPath = '';

    beforeAll(async () => {
      ev = await newPortalPage(browser);
    });
    afterAll(async () => {
      await ev?.context.close();
    });

    /** The status the queue at `path` shows for the recommendation at Bancolombia. */
    async function queueStatus(page: Page, path: string): Promise<string> {
      await page.goto(`${path}?search=${encodeURIComponent(REC_TITLE)}`);
      const row = page.getByRole('row').filter({ hasText: REC_TITLE }).filter({ hasText: 'Bancolombia' });
      await row.waitFor();
      return (await row.getByRole('cell').nth(2).textContent()) ?? '';
    }

    it('issues it in steps', async () => {
      const { page } = analyst;
      await page.goto('/dashboard/fco/recommendations-dcf');
      await expectAccessible(page, 'recommendations issued');
      await page.getByRole('link', { name: 'Nueva recomendación' }).click();
      await page.getByLabel('Título').fill(REC_TITLE);
      await page
        .getByLabel('Hallazgo')
        .fill('Las quejas por cargos no reconocidos se responden después del término legal.');
      await page.getByLabel(/^Recomendación\*?$/).fill('Ajustar el procedimiento de reversión de cargos.');
      await expectAccessible(page, 'new recommendation, step 1');
      await save(page);
      await page.getByRole('heading', { name: /^Paso 2 de 3/ }).waitFor();
      await page.getByRole('button', { name: /^Entidades destinatarias/ }).click();
      await page.getByLabel('Buscar...').fill('Bancolombia');
      await page.getByRole('checkbox', { name: 'Bancolombia', exact: true }).check();
      await page.keyboard.press('Escape');
      await expectAccessible(page, 'new recommendation, step 2');
      await save(page);
      await page.getByRole('heading', { name: /^Paso 3 de 3/ }).waitFor();
      await page.getByRole('button', { name: 'Emitir recomendación' }).click();
      await page.getByText('Emitiste la recomendación.').waitFor();
      await page.getByRole('link', { name: 'Ver', exact: true }).click();
      await page
        .getByTestId(/^status-/)
        .first()
        .waitFor();
      viewPath = new URL(page.url()).pathname + new URL(page.url()).search;
      expect(await queueStatus(page, '/dashboard/fco/recommendations-dcf')).toBe(
        'Pendiente de plan de acción',
      );
    });

    it('the bank answers with an action plan and a progress report with evidence', async () => {
      const { page } = ev;
      await signInWithMailCode(page, EV.email, EV.password);
      expect(await queueStatus(page, '/dashboard/fco/recommendations-ev')).toBe(
        'Pendiente de plan de acción',
      );
      await expectAccessible(page, 'recommendations received');
      await page.goto(viewPath);
      await page.getByRole('heading', { name: 'Enviar plan de acción', level: 3 }).waitFor();
      await expectAccessible(page, 'recommendation, action plan');
      await page.getByLabel('Descripción').fill('Plan aprobado por la vicepresidencia de operaciones.');
      await page.getByLabel(/^Acción\*?$/).fill('Automatizar la reversión de cargos');
      await page.getByLabel('Responsable').fill('Vicepresidencia de operaciones');
      await page.getByLabel('Fecha de cumplimiento').fill('2026-12-15');
      await page.getByRole('button', { name: 'Enviar plan de acción' }).click();
      await page.getByRole('heading', { name: 'Enviar informe de avance', level: 3 }).waitFor();
      expect(
        await page
          .getByTestId(/^status-/)
          .first()
          .textContent(),
      ).toBe('En seguimiento');

      const report = page.getByRole('region', { name: 'Enviar informe de avance' });
      await report.getByLabel('Descripción').fill('Se automatizó el 60 % de las reversiones.');
      await report.getByLabel('Avance (%)').fill('60');
      await report
        .getByRole('group', { name: /Evidencias/ })
        .locator('input[type=file]')
        .setInputFiles({ name: 'evidencia-reversiones.pdf', mimeType: 'application/pdf', buffer: PDF });
      await report.getByRole('button', { name: 'Enviar informe de avance' }).click();
      // Sent: the follow-up table shows the report with its evidence, which the bank can download.
      await page.getByRole('cell', { name: /Se automatizó el 60 % de las reversiones/ }).waitFor();
      await page.getByRole('button', { name: 'Descargar evidencia-reversiones.pdf' }).waitFor();
      await screenshotBothWidths(page, 'recommendation-entity');
      expect(await queueStatus(page, '/dashboard/fco/recommendations-ev')).toBe('En seguimiento');
    });

    it('the analyst records follow-up and closes it; both queues show it closed', async () => {
      const { page } = analyst;
      await page.goto(viewPath);
      await page.getByRole('heading', { name: 'Registrar seguimiento', level: 3 }).waitFor();
      await page.getByRole('button', { name: 'Descargar evidencia-reversiones.pdf' }).waitFor();
      await expectAccessible(page, 'recommendation, follow-up');
      await page.getByLabel(/^Seguimiento\*?$/).fill('Revisamos una muestra de 20 reversiones: cumplen.');
      await page.getByRole('button', { name: 'Registrar seguimiento' }).click();
      await page.getByRole('cell', { name: /Revisamos una muestra de 20 reversiones/ }).waitFor();
      await page.getByRole('button', { name: 'Cerrar recomendación' }).click();
      await page.getByRole('heading', { name: 'Reabrir recomendación', level: 3 }).waitFor();
      expect(
        await page
          .getByTestId(/^status-/)
          .first()
          .textContent(),
      ).toBe('Cerrada');
      await screenshotBothWidths(page, 'recommendation-closed');
      expect(await queueStatus(page, '/dashboard/fco/recommendations-dcf')).toBe('Cerrada');
      expect(await queueStatus(ev.page, '/dashboard/fco/recommendations-ev')).toBe('Cerrada');
    });
  });
});
