import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { expectPath } from './support/portal.js';

const MESSAGE = 'Estamos en mantenimiento programado hasta las 6:00 p. m. Gracias por tu paciencia.';

// Portal-spec §8: a 503 from the API navigates to /error/503 with the message it carried. The 503
// is injected at the network layer for one call (the option list the registration form loads).
describe('a 503 from the API', () => {
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

  it('shows /error/503 with the server message', async () => {
    await page.route('**/api/persontype/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status_code: 503, detail: MESSAGE }),
      }),
    );
    await page.goto('/signup');
    await expectPath(page, '/error/503');
    await page.getByText(MESSAGE).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Servicio no disponible');
    await expectAccessible(page, 'error 503');
  });
});
