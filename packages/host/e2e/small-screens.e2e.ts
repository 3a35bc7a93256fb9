import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { DESKTOP, launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { signInWithMailCode } from './support/portal.js';
import path from 'node:path';
import { SCREENSHOT_DIR, screenshotBothWidths } from './support/screenshots.js';

const PHONE = { width: 390, height: 844 } as const;
/** A 1280 px window at 200 % zoom lays the page out in 640 CSS pixels. */
const ZOOMED = { width: 640, height: 450 } as const;
const HINT = 'Desplázate hacia los lados dentro de la tabla para ver todas sus columnas.';

/** How far the page scrolls sideways (0 when it fits its window). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Sets the accessibility bar's font size by pressing its buttons, as a person would. */
async function fontSize(page: Page, px: 16 | 18 | 20): Promise<void> {
  const current = async () =>
    Number.parseFloat(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize));
  while ((await current()) < px) await page.getByRole('button', { name: /Aumentar letra/ }).click();
  while ((await current()) > px) await page.getByRole('button', { name: /Reducir letra/ }).click();
  await expect.poll(current).toBe(px);
}

describe('a consumer with large text and on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await signInWithMailCode(page, DEMO.consumer.email, DEMO.consumer.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('keeps the page column’s side margins at 18 and 20 px text in a 1280 px window', async () => {
    await page.goto('/customer/home');
    const cards = page.locator('main .card');
    await cards.first().waitFor();
    const margins = async () => {
      const boxes = await cards.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()));
      const left = Math.min(...boxes.map((b) => b.left));
      const right = DESKTOP.width - Math.max(...boxes.map((b) => b.right));
      return { left, right };
    };
    const normal = await margins();
    for (const px of [18, 20] as const) {
      await fontSize(page, px);
      const big = await margins();
      // As at 16 px: the column is centred and well away from both edges.
      expect(big.right, `${px} px`).toBeGreaterThanOrEqual(64);
      expect(Math.abs(big.right - big.left), `${px} px`).toBeLessThanOrEqual(2);
      expect(await sidewaysScroll(page)).toBe(0);
    }
    expect(normal.right).toBeGreaterThanOrEqual(64);
    await screenshotBothWidths(page, 'customer-home-20px');
    await fontSize(page, 16);
  });

  it('keeps the header’s «Menú» inside a 390 px phone at 20 px text, with no sideways scroll', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/customer/home');
    await page.locator('main .card').first().waitFor();
    await fontSize(page, 20);
    try {
      await menuFitsAtLargeText();
    } finally {
      await fontSize(page, 16);
      await page.setViewportSize(DESKTOP);
    }
  });

  async function menuFitsAtLargeText(): Promise<void> {
    const button = page.getByRole('button', { name: 'Menú', exact: true });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    // Was 12 px past the right edge: the header row did not fit and the whole page scrolled.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysScroll(page)).toBe(0);
    // The authority's name stays whole and readable: the button goes beside it or under it, never over it.
    const name = await page.locator('.brand__authority').boundingBox();
    expect(name).not.toBeNull();
    const apart = name!.x + name!.width <= box!.x || name!.y + name!.height <= box!.y;
    expect(apart).toBe(true);
    expect(await page.locator('.brand__authority').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
      true,
    );
    await button.click();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mi perfil' })
      .waitFor();
    await expectAccessible(page, 'header at 20 px text on a 390 px phone');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'header-20px-390.png') });
    await button.click();
  }

  for (const [name, viewport] of [
    ['a 390 px phone', PHONE],
    ['200 % zoom', ZOOMED],
  ] as const) {
    it(`folds the menu behind a keyboard-operable button on ${name}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/customer/home');
      await page.locator('main .card').first().waitFor();
      const header = await page.locator('.site-header').boundingBox();
      const band = await page.locator('.govco-bar').boundingBox();
      // The GOV.CO band, the accessibility bar and the header: was about 330 px with the menu on two lines.
      expect((header?.height ?? 999) + (band?.height ?? 0)).toBeLessThanOrEqual(200);
      const button = page.getByRole('button', { name: 'Menú' });
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.getByRole('link', { name: 'Mi perfil' }).isVisible()).toBe(false);
      // The accessibility bar keeps to one line and its buttons keep their names.
      const bar = await page.locator('.a11y-strip').boundingBox();
      expect(bar?.height ?? 999).toBeLessThanOrEqual(64);
      await page.getByRole('button', { name: /Aumentar letra/ }).waitFor();

      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'Mi perfil' }).waitFor();
      await expectAccessible(page, `header with the menu open, ${name}`);
      if (viewport === PHONE) await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'menu-open-390.png') });
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-nav-toggle');

      // Following a link closes the menu.
      await button.click();
      await nav.getByRole('link', { name: 'Mi perfil' }).click();
      await page.waitForURL(/\/profile$/);
      // The URL changes before the header renders again for the new route.
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.setViewportSize(DESKTOP);
      // On a wide window the menu shows and the button does not.
      expect(await button.isVisible()).toBe(false);
      expect(await nav.getByRole('link', { name: 'Mi perfil' }).isVisible()).toBe(true);
    });
  }
});

describe('staff on a phone: wide tables scroll in their own region', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await signInWithMailCode(page, DEMO.staff.email, DEMO.staff.password);
    await page.setViewportSize(PHONE);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('scrolls the report table inside its labelled, focusable region, never the page', async () => {
    await page.goto('/dashboard/management/report');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('tab', { name: 'Tabla' }).click();
    const region = page.getByRole('region', { name: /^Quejas por entidad y estado/ });
    await region.getByRole('table').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByText(HINT).waitFor();
    await region.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page, 'report table on a phone');
    await screenshotBothWidths(page, 'report-table');
  });

  it('opens the alerts bell’s panel inside the phone’s screen, where «Marcar como leída» can be tapped', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/home');
    const bell = page.getByRole('button', { name: /^Alertas: \d+ sin leer$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Alertas sin leer' });
    const mark = panel.getByRole('button', { name: /^Marcar como leída/ }).first();
    await mark.waitFor();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    // Was x = 307 to 681 on a 390 px screen.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    // What a finger would tap at the button's centre is the button itself.
    const hit = await mark.evaluate((button) => {
      const r = button.getBoundingClientRect();
      let at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      while (at?.shadowRoot) {
        const inner = at.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!inner || inner === at) break;
        at = inner;
      }
      return at === button || button.contains(at);
    });
    expect(hit).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'alerts bell open on a phone');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'alerts-bell-open-390.png') });
    await page.keyboard.press('Escape');
  });

  it('shows the alerts history’s action column by scrolling its region, with a hint', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/alerts/notifications');
    const region = page.getByRole('region', { name: /^Tus alertas/ });
    await region.getByRole('table').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByText(HINT).waitFor();
    const action = region.getByRole('button', { name: /Marcar como leída/ }).first();
    const inView = () =>
      action.evaluate((button) => {
        const frame = button.closest('[role=region]')!.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right + 1;
      });
    expect(await inView()).toBe(false);
    await region.focus();
    for (let i = 0; i < 30 && !(await inView()); i += 1) await page.keyboard.press('ArrowRight');
    expect(await inView()).toBe(true);
    await screenshotBothWidths(page, 'alerts-history');
  });
});

const NARROW = { width: 360, height: 740 } as const;

/**
 * Opens a browser on a 360 px window signed in as `account` before the block's tests (closed
 * after them); the page is `session.page`.
 */
function signedInOnNarrowPhone(account: { email: string; password: string }): { page: Page } {
  const session = {} as { page: Page };
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page: session.page } = await newPortalPage(browser));
    await session.page.setViewportSize(NARROW);
    await signInWithMailCode(session.page, account.email, account.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return session;
}

describe('an entity user on a 360 px phone', () => {
  // The demo's EV user of Bancolombia (README's demo logins).
  const session = signedInOnNarrowPhone({ email: 'ev@demo.sfc.local', password: 'Entidad#2026' });

  it('reaches the "Alertas EV" from the header: the bell and its unread number, a 44 px target', async () => {
    const { page } = session;
    await page.goto('/dashboard/home');
    const link = page.getByRole('link', { name: /^Alertas EV: \d+ sin leer$/ });
    await link.waitFor();
    expect(await link.isVisible()).toBe(true);
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    // Inside the window, beside the menu button, big enough to tap.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    const name = (await link.textContent()) ?? '';
    const unread = /(\d+) sin leer/.exec(name)?.[1];
    expect(unread).toBeDefined();
    // What a sighted user reads: the bell and the number; "Alertas EV:" and "sin leer" take no
    // room (they are for screen readers).
    for (const words of ['.ev-bell__label', '.ev-bell__words'])
      expect((await link.locator(words).boundingBox())?.width ?? 0, words).toBeLessThanOrEqual(1);
    expect((await link.locator('.ev-bell__count').boundingBox())?.width ?? 0).toBeGreaterThan(1);
    expect(await sidewaysScroll(page)).toBe(0);
    const header = await page.locator('.site-header').boundingBox();
    expect(header?.height ?? 999).toBeLessThanOrEqual(200);
    await expectAccessible(page, 'entity user header at 360 px');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'ev-header-360.png') });
    await link.click();
    await page.waitForURL(/\/dashboard\/alerts\/Notifications_ev$/);
    await page.getByRole('heading', { level: 1, name: 'Alertas de la entidad' }).waitFor();
  });
});

describe('a consumer defender (staff and entity alerts) on a 360 px phone', () => {
  // The demo DCF holds both "Alertas" (28) and "Alertas EV" (30).
  const session = signedInOnNarrowPhone({ email: 'dcf@demo.sfc.local', password: 'Defensor#2026' });

  it('keeps the staff bell in the header and reaches "Alertas EV" from the menu', async () => {
    const { page } = session;
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: /^Alertas: / }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    // No room for both bells: the entity alerts' link is in the menu, not in the header row.
    expect(await page.getByRole('link', { name: /^Alertas EV: / }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const link = nav.getByRole('link', { name: 'Alertas EV', exact: true });
    await link.waitFor();
    await expectAccessible(page, 'DCF header with the menu open at 360 px');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dcf-menu-360.png') });
    await link.click();
    await page.waitForURL(/\/dashboard\/alerts\/Notifications_ev$/);
    await page.getByRole('heading', { level: 1, name: 'Alertas de la entidad' }).waitFor();
    // On a wide window the header's link is back and the menu item is not shown.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: /^Alertas EV: \d+ sin leer$/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'Alertas EV', exact: true }).isVisible()).toBe(false);
  });
});
