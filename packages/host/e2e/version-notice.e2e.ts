import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';

// Portal-spec §4/§8/§9: /vers.json is polled every 60 s; a new deployment shows "Nueva versión
// disponible" for 60 s in a live region. The deployment is simulated by answering /vers.json with
// another version from the second poll on; the page's clock is Playwright's fake one.
describe('new version notice', () => {
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

  it('appears in the status region after a new build is published and goes away after 60 s', async () => {
    let polls = 0;
    await page.route('**/vers.json', (route) => {
      polls += 1;
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ version: polls === 1 ? 'build-a' : 'build-b' }),
      });
    });
    await page.goto('/sfc');
    await page.locator('h1').waitFor();
    // The heading comes with the prerendered HTML: the poller starts once the portal has hydrated,
    // with its first look at the deployed version.
    await expect.poll(() => polls).toBeGreaterThanOrEqual(1);
    const region = page.locator('.version-notice-region');
    expect(await region.getAttribute('role')).toBe('status');
    expect((await region.textContent())?.trim()).toBe('');

    await page.clock.fastForward('01:00');
    await region.getByText('Nueva versión disponible').waitFor();
    expect(await region.textContent()).toContain(
      'Por favor, recarga la página para obtener la última versión.',
    );
    expect(await region.getByRole('button', { name: 'Recargar página' }).count()).toBe(1);
    await expectAccessible(page, 'new version notice');

    await page.clock.fastForward('01:01');
    await expect.poll(async () => (await region.textContent())?.trim()).toBe('');
    // The third look at the deployed version is due at the same instant; its request follows.
    await expect.poll(() => polls).toBeGreaterThanOrEqual(3);
  });
});
