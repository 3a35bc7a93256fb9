import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JURISDICTIONAL_TEXTS as J, RECOMMENDATION_FIELDS, RECOMMENDATION_TEXTS } from '@sfc/core';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { signInWithMailCode } from './support/portal.js';

/**
 * Defects staff met on their daily screens, each as the role that met it: dates shown month
 * first, messages that name their field, a plan term's rule, a desisted complaint's state in the
 * consumer's profile, the alert settings' controls, and the user form offering only what the
 * server accepts from an EV. Two sign-ins (the administrator holds every module; the EV).
 */

const EV = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };
/** A date as the API exchanges it (YYYY-MM-DD): never what a screen shows. */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;

describe('staff screens: defects seen by each role', () => {
  let browser: Browser;
  let admin: Page;
  let ev: Page;
  const contexts: BrowserContext[] = [];
  async function signedIn(account: { email: string; password: string }): Promise<Page> {
    const { context, page } = await newPortalPage(browser);
    contexts.push(context);
    await signInWithMailCode(page, account.email, account.password);
    return page;
  }
  beforeAll(async () => {
    browser = await launchBrowser();
    [admin, ev] = await Promise.all([signedIn(DEMO.staff), signedIn(EV)]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  /** The main region's text once its first table has rows. */
  async function tableText(page: Page, path: string): Promise<string> {
    await page.goto(path);
    await page.locator('#main-content table tbody tr').first().waitFor();
    return page.locator('#main-content').innerText();
  }

  it('shows days month first (MM/DD/YYYY) on the quality, jurisdictional and classification screens', async () => {
    for (const path of [
      '/dashboard/complaints/management/samples',
      '/dashboard/fco/historical-demand',
      '/dashboard/classification/habeas_data',
    ]) {
      const text = await tableText(admin, path);
      expect(text.match(ISO_DAY), path).toBeNull();
      expect(text, path).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
    }
    await admin.goto('/dashboard/management/productivity');
    const heading = admin.getByRole('heading', {
      level: 2,
      name: /\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/,
    });
    await heading.waitFor();
    await admin.locator('#main-content table caption').first().waitFor({ state: 'attached' });
    expect((await admin.locator('#main-content').innerText()).match(ISO_DAY)).toBeNull();
  });

  it('names the field in a refused SMMLV: «Año: …», «Valor (COP): …»', async () => {
    await admin.goto('/dashboard/fco/clasification-demand');
    const form = admin.getByRole('form', { name: J.smmlvSave });
    await form.getByLabel(J.smmlvYear).fill('1800');
    await form.getByLabel(J.smmlvValue).fill('0');
    await form.getByRole('button', { name: J.smmlvSave }).click();
    const alert = admin.getByRole('alert').filter({ hasText: `${J.smmlvYear}:` });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`${J.smmlvValue}: ${J.ruleAmountZero}`);
  });

  it('says the plan term’s rule (1 to 60 working days) for a term of 0', async () => {
    await admin.goto('/dashboard/fco/new_recommendation');
    await admin.getByLabel(RECOMMENDATION_FIELDS.title).fill('Plazo de prueba');
    await admin.getByLabel(RECOMMENDATION_FIELDS.finding).fill('Hallazgo de prueba.');
    await admin.getByRole('textbox', { name: /^Recomendación/ }).fill('Recomendación de prueba.');
    await admin.getByRole('button', { name: RECOMMENDATION_TEXTS.saveAndContinue }).click();
    await admin.getByRole('heading', { level: 2, name: /Entidades y plazo/ }).waitFor();
    await admin.getByLabel(RECOMMENDATION_FIELDS.plan_term_days).fill('0');
    await admin.getByRole('button', { name: RECOMMENDATION_TEXTS.saveAndContinue }).click();
    await admin
      .getByRole('link', {
        name: `${RECOMMENDATION_FIELDS.plan_term_days}: ${RECOMMENDATION_TEXTS.planTermRange}`,
      })
      .waitFor();
    expect(await admin.getByText(/menor o igual a 60/).count()).toBe(0);
  });

  it('names a desisted complaint’s state in the consumer’s profile', async () => {
    await admin.goto(
      `/dashboard/users/financial_consumers?search=${encodeURIComponent(DEMO.consumer.email)}`,
    );
    await admin.getByRole('link', { name: /^Ver / }).first().click();
    const complaints = admin.getByRole('table', { name: 'Quejas del consumidor' });
    await complaints.locator('tbody tr').first().waitFor();
    const states = await complaints.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(states).toContain('Desistida');
    expect(states.filter((s) => s.trim() === '')).toEqual([]);
  });

  it('draws the alert settings’ days input and «Guardar» as the portal’s controls', async () => {
    await admin.goto('/dashboard/alerts/settings');
    const save = admin.getByRole('button', { name: 'Guardar' }).first();
    await save.waitFor();
    const button = await save.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, minHeight: parseFloat(s.minHeight) };
    });
    expect(button.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(button.minHeight).toBeGreaterThanOrEqual(44);
    const input = await admin
      .getByLabel(/Días hábiles de anticipación/)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
    expect(input).toBeGreaterThanOrEqual(1);
  });

  it('offers an EV only its own side’s position and the roles it may grant, and no DCF account to edit', async () => {
    await ev.goto('/dashboard/users');
    await ev.locator('#main-content table tbody tr').first().waitFor();
    expect(await ev.locator('#main-content table tbody').innerText()).not.toMatch(/Defensor/);

    // Its own account: name and contact are editable; position, roles and entities are not offered.
    await ev
      .locator('#main-content table tbody tr')
      .first()
      .getByRole('link', { name: /Editar/ })
      .click();
    await ev.getByText(/No puedes cambiar tu propio cargo/).waitFor();
    expect(await ev.getByRole('combobox', { name: /^Cargo/ }).isDisabled()).toBe(true);
    expect(await ev.getByLabel(/^Primer nombre/).isDisabled()).toBe(false);

    await ev.goto('/dashboard/users/add');
    // Was every position (the authority's and the DCF's too), refused only after the whole form.
    await ev.getByRole('checkbox').first().waitFor();
    await ev.getByRole('combobox', { name: /^Cargo/ }).click();
    await ev.getByRole('option').first().waitFor();
    expect(await ev.getByRole('option').allTextContents()).toEqual(['Funcionario de entidad vigilada']);
    await ev.keyboard.press('Escape');
    const roles = ev.getByRole('group', { name: /Roles/ });
    await roles.getByRole('checkbox').first().waitFor();
    const offered = await roles
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
      );
    expect(offered).toContain('Entidad vigilada');
    expect(offered).not.toContain('Analista de quejas');
    expect(offered).not.toContain('Administrador de usuarios');
  });
});
