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
});
