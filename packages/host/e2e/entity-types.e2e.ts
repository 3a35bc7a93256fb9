import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { chooseOption, newConsumer, registerConsumer, signInWithMailCode, visit } from './support/portal.js';

const PENSION_FUNDS = 'Sociedades administradoras de fondos de pensiones y cesantías';

/** The option names the open searchable select labelled `label` offers. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await page.getByRole('option').first().waitFor();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

describe('«Tipo de entidad» offers only types with entities, the pension funds among them', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consumer = newConsumer('pensiones', 'Rosa', 'Gutiérrez');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await registerConsumer(page, consumer);
    await signInWithMailCode(page, consumer.email, consumer.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a consumer picks the pension funds and finds Porvenir, Protección and Colfondos', async () => {
    await visit(page, '/customer/complaint/registration', 'complaint registration');
    const types = await optionsOf(page, 'Tipo de entidad');
    expect(types).toEqual(
      expect.arrayContaining([
        PENSION_FUNDS,
        'Entidades administradoras del régimen solidario de prima media',
      ]),
    );
    // No entity of these types is in the catalog: they are not offered.
    expect(types).not.toContain('Entidades cooperativas de carácter financiero');
    expect(types).not.toContain('Corporaciones financieras');
    // What to do when the type is not there is said beside the field.
    await page.getByText(/Si no encuentras el de tu entidad/).waitFor();

    await chooseOption(page, 'Tipo de entidad', PENSION_FUNDS);
    const funds = await optionsOf(page, 'Entidad vigilada');
    expect(funds).toEqual(expect.arrayContaining(['Porvenir', 'Protección', 'Colfondos']));
    expect(funds).not.toContain('Bancolombia');
    await chooseOption(page, 'Entidad vigilada', 'Porvenir');
    // The pension sector's products follow the entity.
    expect((await optionsOf(page, 'Producto')).length).toBeGreaterThan(0);
  });
});
