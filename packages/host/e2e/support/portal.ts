import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { withAccountLock } from './account-lock.js';
import { expectAccessible } from './a11y.js';
import { latestMailCode, latestSignInCode, mailCount, untilSignInCodeCanBeResent } from './outbox.js';

/** Opens `path` on the portal, waits for its screen, and runs the accessibility checks. */
export async function visit(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expectAccessible(page, name);
}

/** The pathname the browser shows now. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** How long a sign-up may take to reach /verify (captcha solved in the browser, Argon2 on the server). */
export const SIGNUP_TIMEOUT_MS = 60_000;

/** Waits until the page is on `path`, then checks it. */
export async function expectPath(page: Page, path: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, timeout === undefined ? {} : { timeout });
  expect(currentPath(page)).toBe(path);
}

/**
 * Picks `option` in the searchable select labelled `label`, within `scope` (the page, or one
 * element of a page that has other selects with the same option, e.g. the report viewer's).
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Types a 6-digit code into the code boxes (the first box takes the whole code, like autofill). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Dígito 1 de 6').fill(code);
}

/** A second factor as the sign-in screen offers it. */
export type SecondFactorChoice = 'mail' | 'sms' | 'qr';

const FACTOR_LABELS: Record<SecondFactorChoice, RegExp> = {
  mail: /correo electrónico/,
  sms: /mensaje de texto/,
  qr: /aplicación autenticadora/,
};

/**
 * Signs in through `/login`: prelogin, the chosen second factor, then the code `codeFor` returns
 * (called after the code was asked for). With `check`, runs the accessibility checks on each step
 * (once per suite is enough: the steps look the same for every account). Resolves once the
 * area's home shows.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  factor: SecondFactorChoice,
  codeFor: () => Promise<string>,
  { check = false }: { check?: boolean } = {},
): Promise<void> {
  const checkA11y = (name: string) => (check ? expectAccessible(page, name) : Promise.resolve());
  await page.goto('/login');
  await checkA11y('login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña\W*$/).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  await checkA11y('login, second factor');
  await page.getByRole('radio', { name: FACTOR_LABELS[factor] }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Ingresa tu código de verificación' }).waitFor();
  await checkA11y('login, code');
  await typeCode(page, await codeFor());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL((url) => /^\/(customer|dashboard)\/home$/.test(url.pathname));
}

/** {@link signIn} with the code mailed to `email`, read from the outbox. */
export async function signInWithMailCode(
  page: Page,
  email: string,
  password: string,
  options: { check?: boolean } = {},
): Promise<void> {
  await withAccountLock(email, async () => {
    await untilSignInCodeCanBeResent(email);
    const before = await mailCount(email);
    await signIn(page, email, password, 'mail', () => latestSignInCode(email, before), options);
  });
}

/** A consumer account for a test: registration data and the password. */
export interface TestConsumer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A mobile number given at signup (left empty when absent). */
  phone?: string;
}

/** A new consumer with a unique e-mail address. */
export function newConsumer(tag: string, firstName = 'Ana', lastName = 'Pérez'): TestConsumer {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `${tag}.${unique}@example.com`, password: 'Río-Magdalena#2026', firstName, lastName };
}

/**
 * Registers `consumer` through `/signup` and confirms the account through `/verify` with the code
 * from the outbox, as a person would. Ends on the confirmation message.
 */
export async function registerConsumer(page: Page, consumer: TestConsumer): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Persona natural' }).check();
  await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
  await page
    .getByLabel('Número de identificación')
    .fill(String(1_000_000 + Math.floor(Math.random() * 8_999_999)));
  await page.getByLabel('Primer nombre').fill(consumer.firstName);
  await page.getByLabel('Primer apellido').fill(consumer.lastName);
  await page.getByLabel('Correo electrónico').fill(consumer.email);
  if (consumer.phone) await page.getByLabel('Número de celular').fill(consumer.phone);
  await page.getByLabel(/^Contraseña\W*$/).fill(consumer.password);
  await page.getByLabel('Confirmar contraseña').fill(consumer.password);
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The browser solves the proof-of-work captcha and the server hashes the password (Argon2)
  // first: both are CPU-bound, slow on a loaded 2-core machine.
  await expectPath(page, '/verify', SIGNUP_TIMEOUT_MS);
  await typeCode(page, await latestMailCode(consumer.email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('Tu cuenta fue activada correctamente.').waitFor();
}
