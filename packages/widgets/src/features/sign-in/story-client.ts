import { mapResponse, type ApiClient } from '@sfc/core';

/** The password the story client accepts. */
export const STORY_PASSWORD = 'Clave-2026';

/**
 * A client for the stories: any e-mail with the password "Clave-2026" gets the mail and SMS
 * factors, and the code 123456 signs in; anything else is refused as the server refuses it.
 */
export function storySignInClient(): ApiClient {
  const post = async (path: string, body: { password?: string }) => {
    if (path === '/preloginuser/')
      return body.password === STORY_PASSWORD
        ? mapResponse(200, {
            user_id: 7,
            email: 'lu***@example.com',
            phone: '****6543',
            mfa: { mail: true, sms: true, qr: false },
          })
        : mapResponse(401, { error: 'No active account found with the given credentials' });
    return mapResponse(200, { detail: 'Código enviado.' });
  };
  const get = async (_path: string, options: { query?: { otp?: string } } = {}) =>
    options.query?.otp === '123456'
      ? mapResponse(200, { access: 'a', refresh: 'r', user: { email: 'lucia@example.com' } })
      : mapResponse(400, { message: { otp: ['El código ingresado no es válido.'] } });
  return { post, get } as unknown as ApiClient;
}

/** Waits (up to 2 s) for what `find` looks for in `root`. */
export async function storyWait<T>(find: () => T | null | undefined): Promise<T | null> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Types `value` into `input` as React sees typing (the native setter, then an input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The button of `root` whose text is `text`. */
function button(root: HTMLElement, text: string): HTMLButtonElement | null {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;
}

/**
 * Plays the sign-in up to its second factor, as a person would: e-mail and password, «Continuar»;
 * with `toCode`, the mail factor's «Continuar» too, up to the code entry.
 */
export async function playToSecondFactor(root: HTMLElement, toCode = false): Promise<void> {
  const email = await storyWait(() => root.querySelector<HTMLInputElement>('#username'));
  const password = root.querySelector<HTMLInputElement>('input[type=password]');
  if (!email || !password) return;
  typeInto(email, 'lucia@example.com');
  typeInto(password, STORY_PASSWORD);
  button(root, 'Continuar')?.click();
  const heading = await storyWait(() =>
    [...root.querySelectorAll('h2, h3')].find((h) => h.textContent === 'Verificación en dos pasos'),
  );
  if (!heading || !toCode) return;
  root.querySelector<HTMLInputElement>('input[type=radio]')?.click();
  (await storyWait(() => button(root, 'Continuar')))?.click();
}
