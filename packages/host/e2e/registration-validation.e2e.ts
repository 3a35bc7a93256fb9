import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { chooseOption, visit } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

const REQUIRED = 'Este campo es obligatorio';

/** The message shown under the field labelled `label` (the field's live error region). */
async function fieldError(page: Page, id: string): Promise<string> {
  return ((await page.locator(`#${id}-error`).textContent()) ?? '').trim();
}

// Portal-spec §5 on the registration form, one case per rule, with the spec's exact texts.
describe('registration form validation (portal-spec §5)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  beforeEach(async () => {
    await visit(page, '/signup', 'signup');
    await page.getByRole('combobox', { name: 'Tipo de identificación' }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('submitting empty marks every required field, the radio group included, and lists them', async () => {
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    for (const id of [
      'person_type',
      'identification_type',
      'identification_number',
      'first_name',
      'first_last_name',
      'email',
      'password',
      'password_confirmation',
      'terms',
    ]) {
      expect(await fieldError(page, id), id).toBe(REQUIRED);
    }
    expect(await fieldError(page, 'second_name')).toBe('');
    const summary = page.getByRole('alert').filter({ hasText: 'Revisa la información del formulario' });
    expect(await summary.getByRole('link').count()).toBe(9);
    // The red asterisk marks required fields (hidden from screen readers, which get `required`).
    expect(await page.locator('label[for="first_name"] .sfc-field__required').textContent()).toBe('*');
    await expectAccessible(page, 'signup with errors');
    await screenshotBothWidths(page, 'signup-errors');
  });

  it('the phone keeps digits only while typing, like the identification number', async () => {
    const phone = page.getByLabel('Número de celular');
    await phone.pressSequentially('300 abc-123ñ4567');
    expect(await phone.inputValue()).toBe('3001234567');
    expect(await fieldError(page, 'phone')).toBe('');
  });

  it('after a refused submit, typing a fix keeps focus and every keystroke in the field', async () => {
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Revisa la información del formulario' });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const firstName = page.getByLabel('Primer nombre');
    await firstName.click();
    await firstName.pressSequentially('Carlos Andrés');
    expect(await firstName.inputValue()).toBe('Carlos Andrés');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('first_name');
    expect(await fieldError(page, 'first_name')).toBe('');
    // The summary follows the fixes in place: first name is no longer listed.
    expect(await summary.getByRole('link', { name: /Primer nombre/ }).count()).toBe(0);
    await page.getByLabel('Primer apellido').click();
    await page.keyboard.type('Muñoz');
    expect(await page.getByLabel('Primer apellido').inputValue()).toBe('Muñoz');
    await screenshotBothWidths(page, 'signup-fixing-errors');
  });

  it('an identification shorter than 4 characters: "Identificación inválida."', async () => {
    await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
    const number = page.getByLabel('Número de identificación');
    expect(await number.getAttribute('placeholder')).toBe('Ej: 1223421342');
    await number.fill('123');
    await number.blur();
    expect(await fieldError(page, 'identification_number')).toBe('Identificación inválida.');
    await number.fill('1234');
    expect(await fieldError(page, 'identification_number')).toBe('');
    // Type 1 keeps digits only.
    await number.fill('12a34');
    expect(await number.inputValue()).toBe('1234');
  });

  it('a NIT (type 3) out of format: the spec message; changing the type clears the number', async () => {
    await chooseOption(page, 'Tipo de identificación', 'RUT');
    const number = page.getByLabel('Número de identificación');
    expect(await number.getAttribute('placeholder')).toBe('Ej: 921234345343-6');
    await number.fill('90012345-67');
    await number.blur();
    expect(await fieldError(page, 'identification_number')).toBe(
      'El NIT no tiene el formato requerido, por favor verifique.',
    );
    await number.fill('900123456-7');
    expect(await fieldError(page, 'identification_number')).toBe('');
    await chooseOption(page, 'Tipo de identificación', 'Pasaporte');
    // The field clears itself on the render after the type change: wait for it, don't sample once.
    await expect.poll(() => number.inputValue(), { timeout: 5_000 }).toBe('');
    await expect.poll(() => number.getAttribute('placeholder'), { timeout: 5_000 }).toBe('Ej: 34jk234242');
  });

  it('password hints show which of the four rules are met while typing; a weak one is refused', async () => {
    const hints = await page.locator('#password-hint li').allTextContents();
    const rules = [
      'Mínimo 8 caracteres',
      'Al menos una letra mayúscula',
      'Al menos un número',
      'Al menos un carácter especial',
    ];
    expect(hints).toHaveLength(rules.length);
    rules.forEach((rule, index) => {
      expect(hints[index]).toContain(rule);
      expect(hints[index]).toContain('(pendiente)');
    });
    const password = page.getByLabel(/^Contraseña\W*$/);
    await password.fill('abcdefgh');
    expect(await page.locator('#password-hint li[data-met="true"]').count()).toBe(1);
    await password.fill('Abcdefg1');
    expect(await page.locator('#password-hint li[data-met="true"]').count()).toBe(3);
    await password.blur();
    expect(await fieldError(page, 'password')).toBe('La contraseña no cumple con los requisitos.');
    await password.fill('Abcdefg1!');
    expect(await page.locator('#password-hint li[data-met="true"]').count()).toBe(4);
    expect(await fieldError(page, 'password')).toBe('');
    const confirmation = page.getByLabel('Confirmar contraseña');
    await confirmation.fill('Abcdefg1?');
    await confirmation.blur();
    expect(await fieldError(page, 'password_confirmation')).toBe('Las contraseñas no coinciden.');
  });

  it('each person type is offered its own identification types; a company never a cédula', async () => {
    const offered = async (): Promise<string[]> => {
      const input = page.getByRole('combobox', { name: 'Tipo de identificación' });
      await input.click();
      await page.getByRole('option').first().waitFor();
      const names = (await page.getByRole('option').allInnerTexts()).map((n) => n.trim());
      await page.keyboard.press('Escape');
      return names;
    };
    await page.getByRole('radio', { name: 'Persona natural' }).check();
    await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
    const natural = await offered();
    expect(natural).toEqual(expect.arrayContaining(['Cédula de ciudadanía', 'Pasaporte']));
    expect(natural).not.toContain('RUT');

    // Becoming a company clears the cédula and offers only a company's identifications.
    await page.getByRole('radio', { name: 'Persona jurídica' }).check();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Tipo de identificación' }).inputValue())
      .toBe('');
    expect(await offered()).toEqual(['RUT', 'Sociedad extranjera sin NIT']);
    await chooseOption(page, 'Tipo de identificación', 'RUT');
    await page.getByLabel('Número de identificación').fill('900123456-7');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    expect(await fieldError(page, 'identification_type')).toBe('');
    await expectAccessible(page, 'signup as a company');
  });

  it('an e-mail address without a domain is refused', async () => {
    const email = page.getByLabel('Correo electrónico');
    await email.fill('ana@');
    await email.blur();
    expect(await fieldError(page, 'email')).toBe('Ingresa un correo electrónico válido.');
  });
});
