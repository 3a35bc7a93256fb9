import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { expectPath, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

describe('a staff member (the demo administrator) signs in', () => {
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

  it('lands on /dashboard/home, which lists the modules of the role', async () => {
    await signInWithMailCode(page, DEMO.staff.email, DEMO.staff.password);
    await expectPath(page, '/dashboard/home');
    await page.getByRole('heading', { name: 'Tus módulos' }).waitFor();
    expect(await page.locator('.module-list li').count()).toBeGreaterThan(5);
    await expectAccessible(page, 'dashboard home');
    await screenshotBothWidths(page, 'dashboard-home');
  });

  it('is sent from the customer area to the dashboard, and from /login to its home', async () => {
    await page.goto('/customer/home');
    await expectPath(page, '/dashboard/home');
    await page.goto('/login');
    await expectPath(page, '/dashboard/home');
  });

  it('opens the alerts history from the header bell, marks an alert read, and opens the reports', async () => {
    await page.goto('/dashboard/home');
    const bell = page.getByRole('button', { name: /^Alertas: \d+ sin leer$/ });
    await bell.click();
    await page.getByRole('link', { name: 'Ver todas las alertas' }).click();
    await expectPath(page, '/dashboard/alerts/notifications');
    const table = page.getByRole('table');
    await table.waitFor();
    const unread = table.getByRole('button', { name: /^Marcar como leída: / });
    const before = await unread.count();
    expect(before).toBeGreaterThan(0);
    await expectAccessible(page, 'alerts history');
    await screenshotBothWidths(page, 'dashboard-alerts-history');
    await unread.first().click();
    await page.getByText('Alerta marcada como leída.').waitFor();
    await expect.poll(() => unread.count()).toBe(before - 1);

    await page.goto('/dashboard/management/report');
    await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('tab', { name: 'Tabla' }).click();
    await page.getByRole('table').getByText('Bancolombia').waitFor();
    await expectAccessible(page, 'reports');
    await screenshotBothWidths(page, 'dashboard-reports');
  });
});
