import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { expectPath, visit } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// Every public screen of portal-spec §2, as an anonymous visitor sees it.
const PUBLIC_SCREENS = [
  { path: '/sfc', h1: 'Portal de quejas de consumidores financieros', shot: 'sfc' },
  { path: '/login', h1: 'Ingresar', shot: 'login' },
  { path: '/signup', h1: 'Crear una cuenta', shot: 'signup' },
  { path: '/verify', h1: 'Confirmar cuenta' },
  { path: '/logout', h1: 'Sesión cerrada' },
  { path: '/recovery', h1: 'Recuperar contraseña' },
  { path: '/recovery/restore', h1: 'Crear una contraseña nueva' },
  { path: '/technical-support', h1: 'Soporte técnico', shot: 'technical-support' },
  { path: '/error/503', h1: 'Servicio no disponible' },
  { path: '/esta-pagina-no-existe', h1: 'Página no encontrada' },
] as const;

describe('public screens', () => {
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

  it('each has its own title, one h1, the GOV.CO frame, breadcrumbs from "Inicio", and no serious axe violation', async () => {
    const titles = new Set<string>();
    for (const screen of PUBLIC_SCREENS) {
      await visit(page, screen.path, screen.path);
      await expect.poll(() => page.locator('h1').textContent()).toBe(screen.h1);
      titles.add(await page.title());
      expect(await page.getByRole('link', { name: /^GOV\.CO/ }).count()).toBe(1);
      expect(
        await page
          .getByRole('navigation', { name: 'Ruta de navegación' })
          .locator('li')
          .first()
          .textContent(),
      ).toBe('Inicio');
      expect(await page.locator('sfc-accessibility-bar').count()).toBe(1);
      expect(await page.getByRole('contentinfo').textContent()).toContain(
        'Superintendencia Financiera de Colombia',
      );
      if ('shot' in screen) await screenshotBothWidths(page, screen.shot);
    }
    expect(titles.size).toBe(PUBLIC_SCREENS.length);
  });

  it('sends / to /customer and, without a session, on to /login', async () => {
    await page.goto('/');
    await expectPath(page, '/login');
    await page.goto('/customer/home');
    await expectPath(page, '/login');
    await page.goto('/profile');
    await expectPath(page, '/login');
    await page.goto('/dashboard/home');
    await expectPath(page, '/login');
  });

  it('the maintenance page opened directly shows the default unavailable message', async () => {
    await page.goto('/error/503');
    await page.getByText('El servicio no está disponible por el momento').waitFor();
  });

  it('has a skip link that moves to the main content', async () => {
    await page.goto('/sfc');
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await skip.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('accessibility bar: contrast toggles the high-contrast theme, font size stays within 14–20 px', async () => {
    await page.goto('/sfc');
    const bar = page.locator('sfc-accessibility-bar');
    const contrast = bar.getByRole('button', { name: /Contraste/ });
    await contrast.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('sfc-high-contrast'))).toBe(
      true,
    );
    expect(await contrast.getAttribute('aria-pressed')).toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(0, 0, 0)');
    await screenshotBothWidths(page, 'sfc-high-contrast');
    await contrast.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('sfc-high-contrast'))).toBe(
      false,
    );

    const rootSize = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const increase = bar.getByRole('button', { name: /Aumentar letra/ });
    const decrease = bar.getByRole('button', { name: /Reducir letra/ });
    // Each button is refused (aria-disabled) at its bound; pressing it anyway changes nothing.
    while ((await increase.getAttribute('aria-disabled')) !== 'true') await increase.click();
    expect(await rootSize()).toBe(20);
    await increase.click({ force: true });
    expect(await rootSize()).toBe(20);
    while ((await decrease.getAttribute('aria-disabled')) !== 'true') await decrease.click();
    expect(await rootSize()).toBe(14);
    await decrease.click({ force: true });
    expect(await rootSize()).toBe(14);
    await page.evaluate(() => {
      localStorage.clear();
      document.documentElement.style.fontSize = '';
    });
  });

  it('the portal and the embedding demonstration page name an icon the server has (no 404 in the console)', async () => {
    for (const path of ['/login', '/embed-demo']) {
      await page.goto(path);
      const icon = await page.locator('link[rel~="icon"]').getAttribute('href');
      expect(icon, path).toBeTruthy();
      const response = await page.request.get(icon!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
    }
    expect((await page.request.get('/favicon.ico', { maxRedirects: 0 })).status()).toBe(301);
  });
});
