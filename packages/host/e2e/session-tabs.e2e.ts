import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { withAccountLock } from './support/account-lock.js';
import { latestSignInCode, mailCount, untilSignInCodeCanBeResent } from './support/outbox.js';
import { currentPath, expectPath, newConsumer, registerConsumer, typeCode } from './support/portal.js';

const TRACKING = '/customer/complaint/tracking';

describe('the session reaches every tab, and sign-in returns to the page asked for', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consumer = newConsumer('pestanas', 'Tomás', 'Ibáñez');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await registerConsumer(page, consumer);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('an anonymous visit to a protected page signs in and lands back on that page', async () => {
    await page.goto(`${TRACKING}?page=1`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${TRACKING}?page=1`);

    await untilSignInCodeCanBeResent(consumer.email);
    const before = await mailCount(consumer.email);
    await page.getByLabel('Correo electrónico').fill(consumer.email);
    await page.getByLabel(/^Contraseña\W*$/).fill(consumer.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /correo electrónico/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await typeCode(page, await latestSignInCode(consumer.email, before));
    await page.getByRole('button', { name: 'Verificar' }).click();

    await expectPath(page, TRACKING);
    expect(new URL(page.url()).search).toBe('?page=1');
    await page.getByRole('heading', { name: 'Seguimiento de mis quejas' }).waitFor();
  });

  it('a second tab opened on a protected page shows it, signed in, without asking to sign in again', async () => {
    const tab = await context.newPage();
    tab.setDefaultTimeout(15_000);
    await tab.goto('/customer/profile');
    await tab.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    expect(currentPath(tab)).toBe('/customer/profile');
    await expect.poll(() => tab.getByText(consumer.email).count()).toBeGreaterThan(0);
    await tab.close();
    // The first tab is still signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Seguimiento de mis quejas' }).waitFor();
    expect(currentPath(page)).toBe(TRACKING);
  });
  it('a staff member sent to sign in from a dashboard page lands back on it', async () => {
    const { context: staffContext, page: staff } = await newPortalPage(browser);
    try {
      await staff.goto('/dashboard/companies');
      await staff.waitForURL((url) => url.pathname === '/login');
      expect(new URL(staff.url()).searchParams.get('next')).toBe('/dashboard/companies');
      await withAccountLock(DEMO.staff.email, async () => {
        await untilSignInCodeCanBeResent(DEMO.staff.email);
        const before = await mailCount(DEMO.staff.email);
        await staff.getByLabel('Correo electrónico').fill(DEMO.staff.email);
        await staff.getByLabel(/^Contraseña\W*$/).fill(DEMO.staff.password);
        await staff.getByRole('button', { name: 'Continuar' }).click();
        await staff.getByRole('radio', { name: /correo electrónico/ }).check();
        await staff.getByRole('button', { name: 'Continuar' }).click();
        await typeCode(staff, await latestSignInCode(DEMO.staff.email, before));
        await staff.getByRole('button', { name: 'Verificar' }).click();
      });
      await expectPath(staff, '/dashboard/companies');
      await staff.getByRole('heading', { name: 'Entidades vigiladas' }).waitFor();
    } finally {
      await staffContext.close();
    }
  });
});
