import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser.js';
import { REPO_ROOT } from './env.js';

/** Where the suite leaves its screenshots (git-ignored). */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

/** The widths every main screen is captured at: desktop and a common phone. */
export const SCREENSHOT_WIDTHS = [1280, 390] as const;

/**
 * Whether the suite writes its screenshots: for people to look at after a run, so not in CI
 * (`CI` set), where the clean clone and its pictures are thrown away and full-page captures at two
 * widths cost minutes of a 2-core machine.
 */
export const TAKE_SCREENSHOTS = !process.env.CI;

/**
 * Full-page screenshots of the current screen at 1280 and 390 px: `<name>-<width>.png` (none in
 * CI, see {@link TAKE_SCREENSHOTS}).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<string[]> {
  if (!TAKE_SCREENSHOTS) return [];
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
