import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { expectPath, signInWithMailCode } from './support/portal.js';

// The EV user of Bancolombia (README's demo logins): the demo role «Entidad vigilada» holds
// «Tarifas», whose screens only the authority's staff are answered. The menus offer only what
// the server answers for the user.
const EV = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };

describe('the menus of an entity (EV) user', () => {
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

  it('offer no «Tarifas», in the module menu nor on the home, and keep the entity’s modules', async () => {
    await signInWithMailCode(page, EV.email, EV.password);
    await expectPath(page, '/dashboard/home');
    await page.getByRole('heading', { name: 'Tus módulos' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Módulos' });
    const menu = await nav.getByRole('link').allInnerTexts();
    const home = await page.locator('.module-list li').allInnerTexts();
    expect(menu.map((t) => t.trim())).toContain('Gestión de quejas');
    expect(menu.map((t) => t.trim())).not.toContain('Tarifas');
    expect(home.join('\n')).not.toContain('Tarifas');
    await expectAccessible(page, 'EV dashboard home');
  });
});
