import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PORTAL_URL } from './env.js';

/** Debian's Chromium; never a downloaded browser (TOOLCHAIN.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Desktop viewport the tests browse at; screenshots add the 390 px phone width. */
export const DESKTOP = { width: 1280, height: 900 } as const;

/** Launches headless Chromium with the flags that work in containers and CI. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (no session, no cookies) opened on the portal, in Spanish. */
export async function newPortalPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: PORTAL_URL,
    viewport: DESKTOP,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // The portal's Content-Security-Policy forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
