import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser.js';
import { REPO_ROOT } from './env.js';

/** Where the suite leaves its screenshots (git-ignored). */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

/** The widths every main screen is captured at: desktop and a common phone. */
export const SCREENSHOT_WIDTHS = [1280, 390] as const;

/** Full-page screenshots of the current screen at 1280 and 390 px: `<name>-<width>.png`. */
export async function screenshotBothWidths(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const files: string[] = [];
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  await page.setViewportSize(DESKTOP);
  return files;
}
