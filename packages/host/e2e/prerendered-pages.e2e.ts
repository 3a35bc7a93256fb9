import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { expectPath } from './support/portal.js';

// The public screens the build renders to HTML, with what a visitor reads before any script runs.
const PRERENDERED = [
  { path: '/sfc', h1: 'Portal de quejas de consumidores financieros' },
  { path: '/login', h1: 'Ingresar', field: 'Correo electrónico' },
  { path: '/signup', h1: 'Crear una cuenta', field: 'Primer nombre' },
  { path: '/recovery', h1: 'Recuperar contraseña' },
  { path: '/technical-support', h1: 'Soporte técnico' },
  { path: '/estadisticas', h1: 'Estadísticas de quejas', field: 'Entidad' },
] as const;

/**
 * Holds the portal's entry script on `page` until the returned function is called, to look at the
 * page before any script runs; each call holds the next load of the page.
 */
async function entryScriptGate(page: Page): Promise<() => () => void> {
  let held = Promise.resolve();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
}

/** The console errors and uncaught exceptions of `page` (a hydration mismatch is reported as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

describe('prerendered public pages', () => {
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

  it('show their heading, menu and form before the script runs; the script then takes over the same page', async () => {
    const held = await newPortalPage(browser);
    const hold = await entryScriptGate(held.page);
    const errors = errorsOf(held.page);
    try {
      for (const screen of PRERENDERED) {
        const release = hold();
        const { page: view } = held;
        await view.goto(screen.path, { waitUntil: 'commit' });
        await view.locator('h1').waitFor();
        expect(await view.locator('h1').textContent()).toBe(screen.h1);
        expect(await view.getByRole('navigation', { name: 'Menú principal' }).textContent()).toContain(
          'Ingresar',
        );
        if ('field' in screen) expect(await view.getByLabel(screen.field).count()).toBe(1);
        expect(await view.title()).toMatch(/^.+ \| Portal de quejas SFC$/);
        await view.evaluate(() => {
          (window as { prerenderedHeading?: Element | null }).prerenderedHeading =
            document.querySelector('h1');
        });
        release();
        // Hydrated: React answers on the page, and the heading is the very element the HTML brought.
        await view.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        );
        expect(
          await view.evaluate(
            () =>
              (window as { prerenderedHeading?: Element | null }).prerenderedHeading ===
              document.querySelector('h1'),
          ),
        ).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await held.context.close();
    }
  });

  it('keep what a visitor typed and sent before the script ran: the sign-in goes on, and the address carries no field', async () => {
    const held = await newPortalPage(browser);
    const hold = await entryScriptGate(held.page);
    try {
      const release = hold();
      const { page: view } = held;
      await view.goto('/login', { waitUntil: 'commit' });
      await view.getByLabel('Correo electrónico').fill(DEMO.consumer.email);
      await view.getByLabel(/^Contraseña\W*$/).fill(DEMO.consumer.password);
      await view.getByRole('button', { name: 'Continuar' }).click();
      // Nothing was sent while the script was held: the bare form did not submit itself.
      expect(new URL(view.url()).search).toBe('');
      release();
      await view.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
      expect(new URL(view.url()).search).toBe('');
    } finally {
      await held.context.close();
    }
  });

  it('work once the script runs: a link of the prerendered menu navigates inside the portal', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectPath(page, '/recovery');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Recuperar contraseña');
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('nadie@example.com');
  });

  it("sends an anonymous visitor of a staff screen to sign in without downloading the staff area's code", async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard/complaints/management');
    await expectPath(page, '/login');
    await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
    expect(scripts.filter((path) => /dashboard|staff|complaint-work/.test(path))).toEqual([]);
  });
});
