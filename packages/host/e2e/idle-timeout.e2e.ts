import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import {
  currentPath,
  expectPath,
  newConsumer,
  registerConsumer,
  signInWithMailCode,
} from './support/portal.js';

// Portal-spec §2: after 30 minutes idle (not on /login) the user goes to /logout. The page's clock
// is Playwright's fake clock, so half an hour passes in an instant and exactly when the test says.
describe('session idle time-out', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await page.clock.install();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('keeps a user idle for 29 minutes signed in, and sends one idle for 30 to /logout', async () => {
    // An account of its own: a mail code can be asked for once per OTP_RESEND_SECONDS per user.
    const consumer = newConsumer('inactiva');
    await registerConsumer(page, consumer);
    await signInWithMailCode(page, consumer.email, consumer.password);
    await expectPath(page, '/customer/home');
    await page.clock.fastForward('29:00');
    expect(currentPath(page)).toBe('/customer/home');
    await page.clock.fastForward('01:01');
    await expectPath(page, '/logout');
    await page.getByText('Sesión cerrada correctamente.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sfc-session'))).toBeNull();
    await expectAccessible(page, 'logout after idle');
  });

  it('does not leave /login however long it stays idle', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
    await page.clock.fastForward('45:00');
    expect(currentPath(page)).toBe('/login');
  });
});
