import { sendKeys } from '@web/test-runner-commands';
import { waitFor } from '../../../define/testing/browser-kit.js';
import type { FixtureCall, FixtureRoutes } from '../../../define/testing/fixture-api.js';

/**
 * Canned server answers and shadow-DOM helpers for the complaint elements' browser tests: the
 * sign-in (prelogin, mail code), the option lists of the complaint form, `POST /queja/` and the
 * consumer's list, as packages/server answers them. The elements' real client signs and sends
 * every call; only the answers are canned (installFixtureApi).
 */

/** A JWT with `claims` as the server issues them (the client reads `user_id`, never the signature). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token_type: 'access', ...claims })}.firma`;
}

/** The demo consumer of these tests. */
export const CONSUMER = {
  id: 7,
  email: 'lucia.gomez@example.com',
  password: 'Río-Magdalena#2026',
  code: '482913',
  user: {
    id: 7,
    email: 'lucia.gomez@example.com',
    username: 'lucia.gomez@example.com',
    is_active: true,
    phone: '+573109876543',
    person: { first_name: 'Lucía', first_last_name: 'Gómez', position: null },
  },
} as const;

/** What `GET /mfa-otp/` answers for the right code: the tokens and the user. */
export const SIGNED_IN = {
  access: unsignedJwt({ user_id: CONSUMER.id }),
  refresh: 'refresh-token-lucia',
  user: CONSUMER.user,
};

/** The sign-in's three calls: prelogin, sending the mail code, checking it. */
export function signInRoutes(): FixtureRoutes {
  return {
    'POST /api/preloginuser/': (call) => {
      const body = call.body as { username?: string; password?: string };
      return body.username === CONSUMER.email && body.password === CONSUMER.password
        ? {
            body: {
              user_id: CONSUMER.id,
              email: 'lu***@example.com',
              phone: null,
              mfa: { mail: true, sms: false, qr: false },
              expires_in: 600,
            },
          }
        : {
            status: 401,
            body: {
              detail: 'No active account found with the given credentials',
              error: 'No active account found with the given credentials',
            },
          };
    },
    'POST /api/mfa-otp/': {
      body: { detail: 'Te enviamos un código de verificación a tu correo electrónico.' },
    },
    'GET /api/mfa-otp/': (call) =>
      new URL(call.url, location.origin).searchParams.get('otp') === CONSUMER.code
        ? { body: SIGNED_IN }
        : { status: 400, body: { message: { otp: ['El código ingresado no es válido.'] } } },
    'POST /api/logout/': { body: { detail: 'Sesión cerrada correctamente.' } },
  };
}

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  pages: 1,
  current_page: 1,
  results,
});

/** The option lists the complaint form reads (one entity, product, reason, channel, place). */
export function optionRoutes(): FixtureRoutes {
  return {
    'GET /api/companytype/': { body: page([{ id: 1, name: 'Establecimientos bancarios' }]) },
    'GET /api/company/': {
      body: page([{ id: 10, name: 'Bancolombia S.A.', tipo_entidad: 1, entidad_cod: '7' }]),
    },
    'GET /api/product/company/': { body: page([{ id: 3, name: 'Tarjeta de crédito' }]) },
    'GET /api/reason/company/': { body: page([{ id: 940, name: 'Cobros no reconocidos' }]) },
    'GET /api/channel/': { body: page([{ id: 13, name: 'Internet' }]) },
    'GET /api/department/': { body: page([{ id: '05', code: '05', name: 'Antioquia' }]) },
    'GET /api/municipality/': { body: page([{ id: '05001', code: '05001', name: 'Medellín' }]) },
  };
}

/** A complaint of the consumer as `GET /queja/` lists it. */
export function complaint(id: number, code: string) {
  return {
    id,
    codigo_queja: code,
    entidad_nombre: 'Bancolombia S.A.',
    producto_nombre: 'Tarjeta de crédito',
    estado_cod: 1,
    estado: { id: 1, name: 'Recibida' },
    fecha_creacion: '2026-11-20T14:30:00Z',
  };
}

/**
 * The consumer's complaints: `GET /queja/` lists `filed` (newest first), `POST /queja/` files one
 * more (multipart) and answers 201 with its code, like the server.
 */
export function complaintRoutes(filed: Array<ReturnType<typeof complaint>>): FixtureRoutes {
  return {
    'GET /api/queja/': () => ({ body: page([...filed].reverse()) }),
    'POST /api/queja/': () => {
      const id = Math.max(30, ...filed.map((c) => c.id)) + 1;
      const code = `1720260000${id}`;
      filed.push(complaint(id, code));
      return {
        status: 201,
        body: { id, codigo_queja: code, detail: `Tu queja fue radicada con el código ${code}.` },
      };
    },
  };
}

/** The calls to `path` (without query), in order. */
export function callsTo(calls: FixtureCall[], method: string, path: string): FixtureCall[] {
  return calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
}

/** Elements matching `selector` in `element`'s shadow root. */
export function inside<T extends Element = HTMLElement>(element: Element, selector: string): T[] {
  return [...(element.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The first element matching `selector` in the shadow root whose text is (or starts with) `text`. */
export function insideWithText<T extends Element = HTMLElement>(
  element: Element,
  selector: string,
  text: string | RegExp,
): T | null {
  return (
    inside<T>(element, selector).find((node) => {
      const content = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      return typeof text === 'string' ? content === text : text.test(content);
    }) ?? null
  );
}

/** Waits for an element with that text (see {@link insideWithText}). */
export function waitForText<T extends Element = HTMLElement>(
  element: Element,
  selector: string,
  text: string | RegExp,
  timeoutMs?: number,
): Promise<T> {
  return waitFor(
    () => insideWithText<T>(element, selector, text),
    `${selector} "${String(text)}" in <${element.localName}>`,
    timeoutMs,
  );
}

/** The control labelled `label` (its `<label for>`; the required "*" is ignored). */
export function control<T extends HTMLElement = HTMLInputElement>(element: Element, label: string): T {
  const tag = insideWithText<HTMLLabelElement>(element, 'label', new RegExp(`^${escape(label)}\\s*\\*?$`));
  const id = tag?.htmlFor;
  const found = id ? element.shadowRoot?.getElementById(id) : null;
  if (!found) throw new Error(`no control labelled "${label}" in <${element.localName}>`);
  return found as T;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Focuses `input` and types `text` with the keyboard. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** Clicks the button whose text is `text` (it must be there). */
export async function clickButton(element: Element, text: string | RegExp): Promise<void> {
  const button = await waitForText<HTMLButtonElement>(element, 'button', text);
  button.click();
}

/** Waits until the sign-in step titled `heading` shows and has taken focus (so typing goes where meant). */
export async function stepShows(element: Element, heading: string): Promise<void> {
  await waitFor(
    () => element.shadowRoot?.activeElement?.textContent === heading,
    `the step "${heading}" has focus`,
  );
}

/** Signs in through `element`'s sign-in with the mouse and keyboard, as a consumer would. */
export async function signInThrough(element: Element): Promise<void> {
  await waitFor(() => element.shadowRoot?.querySelector('#username'), 'the sign-in shows');
  await typeInto(control(element, 'Correo electrónico'), CONSUMER.email);
  await typeInto(control(element, 'Contraseña'), CONSUMER.password);
  await clickButton(element, 'Continuar');
  await stepShows(element, 'Verificación en dos pasos');
  await clickButton(element, 'Continuar');
  await stepShows(element, 'Ingresa tu código de verificación');
  await typeInto(inside(element, 'input[aria-label="Dígito 1 de 6"]')[0] as HTMLElement, CONSUMER.code);
  await clickButton(element, 'Verificar');
}

/** Picks `option` in the searchable select labelled `label`. */
export async function choose(element: Element, label: string, option: string): Promise<void> {
  const input = control(element, label);
  await waitFor(
    () => !input.hasAttribute('disabled') && input.getAttribute('aria-busy') !== 'true',
    `${label} ready`,
  );
  input.click();
  const item = await waitForText(element, '[role="option"]', option);
  item.click();
  await waitFor(() => (input as HTMLInputElement).value === option, `${label} shows ${option}`);
}

/** Fills every required field of the complaint form and attaches one supporting file. */
export async function fillComplaint(element: Element): Promise<void> {
  await choose(element, 'Tipo de entidad', 'Establecimientos bancarios');
  await choose(element, 'Entidad vigilada', 'Bancolombia S.A.');
  await choose(element, 'Producto', 'Tarjeta de crédito');
  await choose(element, 'Motivo', 'Cobros no reconocidos');
  await choose(element, 'Canal', 'Internet');
  await choose(element, 'Departamento', 'Antioquia');
  await choose(element, 'Municipio', 'Medellín');
  await typeInto(
    control(element, 'Describe los hechos de tu queja'),
    'Me cobraron dos veces la misma compra.',
  );
  const no = inside<HTMLInputElement>(element, 'input[type="radio"]').find(
    (radio) => radio.closest('label')?.textContent?.trim() === 'No',
  );
  if (!no) throw new Error('no "No" answer to the attorney question');
  no.click();
  const file = inside<HTMLInputElement>(element, 'input[type="file"]').at(-1);
  if (!file) throw new Error('no attachments input');
  const files = new DataTransfer();
  files.items.add(new File(['%PDF-1.4 soporte'], 'extracto.pdf', { type: 'application/pdf' }));
  file.files = files.files;
  file.dispatchEvent(new Event('change', { bubbles: true }));
  await waitForText(element, 'li, span', /extracto\.pdf/);
}
