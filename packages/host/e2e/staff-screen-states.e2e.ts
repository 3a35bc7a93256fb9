import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { signInWithMailCode } from './support/portal.js';

// The demo logins (README): the complaint analyst, the EV user of Bancolombia (1-7), the DCF.
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const EV = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };
const DCF = { email: 'dcf@demo.sfc.local', password: 'Defensor#2026' };

/** Opens `path` and expects the screen's state: its `<h1>`, and the link back; never «Cargando…». */
async function expectState(page: Page, path: string, heading: string, back: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(
    await page
      .locator('#main-content')
      .getByText(/Cargando/)
      .count(),
  ).toBe(0);
  await page.getByRole('region', { name: heading }).getByRole('link', { name: back }).waitFor();
  await expectAccessible(page, path);
}

describe('a staff screen that cannot show its record says why, with a way back', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  async function signedIn(account: { email: string; password: string }): Promise<Page> {
    const { context, page } = await newPortalPage(browser);
    contexts.push(context);
    await signInWithMailCode(page, account.email, account.password);
    return page;
  }
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('an EV opening another entity’s complaint, an unknown recommendation or an entity not its own', async () => {
    // A complaint of another entity, as the analyst's queue (all entities) lists it.
    const analyst = await signedIn(ANALYST);
    await analyst.goto('/dashboard/complaints/management');
    const other = analyst
      .getByRole('table', { name: /^Bandeja de quejas/ })
      .locator('tbody tr')
      .filter({ hasNotText: 'Bancolombia' })
      .first();
    const code = ((await other.getByRole('link').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^\d+$/);

    const ev = await signedIn(EV);
    // Was «Cargando…» for ever: the API answers 404 for a complaint outside the entity's scope.
    await expectState(
      ev,
      `/dashboard/complaints/management/detail/${code}`,
      'No encontramos este registro',
      'Volver a la bandeja',
    );
    await expectState(
      ev,
      '/dashboard/fco/recommendations/view?id=9999',
      'No encontramos este registro',
      'Recomendaciones',
    );
    await ev.goto('/dashboard/companies/edit?id=2');
    await ev.getByRole('heading', { level: 1, name: 'Editar entidad' }).waitFor();
    await ev
      .getByRole('heading', { level: 2, name: /No encontramos este registro|No tiene permiso/ })
      .waitFor();
    await expectAccessible(ev, 'companies/edit?id=2 as EV');
  });

  it('a DCF opening an unknown annual report, or its aliases without «?id=»', async () => {
    const dcf = await signedIn(DCF);
    await expectState(
      dcf,
      '/dashboard/annual-report/detail/9999',
      'No encontramos este registro',
      'Informes anuales',
    );
    for (const alias of ['/dashboard/fco/report/view', '/dashboard/fco/reports/edit'])
      await expectState(dcf, alias, 'Falta el identificador del registro', 'Informes anuales');
  });
});
