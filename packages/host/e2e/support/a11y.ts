import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core');

/** The class the accessibility bar puts on `<html>` for high contrast (@sfc/widgets tokens). */
export const HIGH_CONTRAST_CLASS = 'sfc-high-contrast';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * The axe rules whose verdict depends on the page's colours: all a theme changes. The high-contrast
 * pass runs only these (the other rules see the same markup and layout in both themes).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return result.violations;
  }, rules);
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describe(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
          )
          .join('\n'),
    )
    .join('\n');
}

/**
 * axe-core on the current page, in the normal theme and again in high contrast (the class the
 * accessibility bar toggles; there only the colour rules, {@link COLOUR_RULES}): fails on any
 * serious or critical violation, naming page and mode.
 * Also checks what every screen must have: `lang="es"`, a title and exactly one `<h1>`.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('#main-content h1').first().waitFor();
  expect(await page.getAttribute('html', 'lang'), `${name}: lang`).toBe('es');
  expect(await page.locator('h1').count(), `${name}: one <h1>`).toBe(1);
  expect(await page.title(), `${name}: title`).not.toBe('');
  const normal = await seriousViolations(page);
  const wasHigh = await page.evaluate(
    (cls) => document.documentElement.classList.contains(cls),
    HIGH_CONTRAST_CLASS,
  );
  await page.evaluate((cls) => document.documentElement.classList.add(cls), HIGH_CONTRAST_CLASS);
  const high = await seriousViolations(page, COLOUR_RULES);
  if (!wasHigh)
    await page.evaluate((cls) => document.documentElement.classList.remove(cls), HIGH_CONTRAST_CLASS);
  expect(describe(normal), `${name}: axe, normal contrast`).toBe('');
  expect(describe(high), `${name}: axe, high contrast`).toBe('');
}

/** axe-core on the current page in the current theme only: fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  expect(describe(await seriousViolations(page)), `${name}: axe`).toBe('');
}
