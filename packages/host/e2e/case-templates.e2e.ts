import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// The demo complaint analyst (README): position «Analista», so their direction's templates are read-only.
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const run = Date.now().toString(36).slice(-4);
const NAME = `Solicitud de extracto ${run}`;

/**
 * The message templates of a direction in Chromium: the administrator (position «Administrador»)
 * creates one with a placeholder, sees its preview and deactivates it; the analyst of the
 * direction sees the list without the means to change it.
 */
describe('message templates per direction', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPortalPage(browser);
    await signInWithMailCode(admin.page, DEMO.staff.email, DEMO.staff.password);
  });

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('the administrator creates a template with a placeholder previewed, and deactivates it', async () => {
    const { page } = admin;
    await page.goto('/dashboard/complaints/management');
    await page.getByRole('link', { name: 'Plantillas de mensajes' }).click();
    await page.getByRole('heading', { name: 'Plantillas de mensajes', level: 1 }).waitFor();
    await page
      .getByLabel('Dirección')
      .selectOption({ label: 'Dirección de Protección al Consumidor Financiero' });
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const form = page.getByRole('form', { name: 'Nueva plantilla' });
    await form.getByLabel('Nombre').fill(NAME);
    await form.getByLabel('Uso').selectOption({ label: 'Solicitud al consumidor' });
    await form.getByLabel('Texto').fill('Hola, ');
    await form.getByRole('button', { name: 'Insertar {nombre_consumidor}' }).click();
    await form.getByLabel('Texto').press('End');
    await form.getByLabel('Texto').pressSequentially(': envía el extracto de la queja {codigo}.');
    expect(await page.getByTestId('template-preview').textContent()).toBe(
      'Hola, Mariana Córdoba Ruiz: envía el extracto de la queja 1-7-2026-000123.',
    );
    await expectAccessible(page, 'templates, new template form');
    await screenshotBothWidths(page, 'case-templates-form');
    await form.getByRole('button', { name: 'Guardar plantilla' }).click();
    await page.getByText(`Plantilla «${NAME}» guardada.`).waitFor();
    await page.getByRole('button', { name: `Desactivar «${NAME}»` }).click();
    await page.getByText(`Plantilla «${NAME}» desactivada: ya no aparece en el redactor.`).waitFor();
    await expect
      .poll(async () => page.getByRole('row', { name: new RegExp(NAME) }).textContent())
      .toContain('Inactiva');
  });

  it('the analyst of the direction sees its templates without the means to change them', async () => {
    const analyst = await newPortalPage(browser);
    try {
      await signInWithMailCode(analyst.page, ANALYST.email, ANALYST.password);
      await analyst.page.goto('/dashboard/complaints/management/templates');
      await analyst.page.getByRole('heading', { name: 'Plantillas de mensajes', level: 1 }).waitFor();
      await analyst.page.getByText(/Solo la coordinación de la dirección y los administradores/).waitFor();
      expect(await analyst.page.getByRole('row').count()).toBeGreaterThan(1);
      expect(await analyst.page.getByRole('button', { name: 'Nueva plantilla' }).count()).toBe(0);
      await expectAccessible(analyst.page, 'templates, read-only');
    } finally {
      await analyst.context.close();
    }
  });
});
