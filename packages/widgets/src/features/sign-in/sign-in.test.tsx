import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AUTH_MESSAGES,
  createSessionStore,
  FORM_LABELS,
  MESSAGES,
  mapResponse,
  PORTAL_TEXTS,
  selectIsAuthenticated,
  type ApiClient,
  type ApiResult,
} from '@sfc/core';
import { makeJwt } from '@sfc/core/session/testing/make-jwt';
import type { SignedIn } from './api/types.js';
import { SignIn } from './sign-in.js';
import { storeSignIn } from './store-sign-in.js';

afterEach(cleanup);

const CHALLENGE = {
  user_id: 42,
  email: 'lu***@example.com',
  phone: '****4321',
  mfa: { mail: true, sms: true, qr: false },
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  query?: unknown;
}

/** A client that answers each `METHOD path` from `answers` (status and body as the server's) and records calls. */
function fakeApi(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  const answer = (key: string): ApiResult<unknown> => {
    const [status, body] = answers[key] ?? [404, { detail: 'No encontrado.' }];
    return mapResponse(status, body);
  };
  const api = {
    post: async (path: string, body: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answer(`POST ${path}`);
    },
    get: async (path: string, options: { query?: unknown } = {}) => {
      calls.push({ method: 'GET', path, query: options.query });
      return answer(`GET ${path}`);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

function fillCredentials(email = 'lucia@example.com', password = 'Río-Magdalena#2026') {
  fireEvent.change(screen.getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('SignIn', () => {
  it('goes from the credentials through the mail code to the tokens', async () => {
    const signedIn: SignedIn = { access: 'a', refresh: 'r', user: { email: 'lucia@example.com' } };
    const { api, calls } = fakeApi({
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [
        200,
        { detail: AUTH_MESSAGES.otpSentMail, sent: true, expires_in: 600, resend_after: 60 },
      ],
      'GET /mfa-otp/': [200, signedIn],
    });
    const done: SignedIn[] = [];
    render(<SignIn api={api} onSignedIn={(answer) => done.push(answer)} />);
    fillCredentials();

    const heading = await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    // The step's heading takes focus in an effect, after the heading is on screen.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('radio', { name: /lu\*\*\*@example\.com/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /\*\*\*\*4321/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /autenticadora/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    const codeHeading = await screen.findByRole('heading', { name: 'Ingresa tu código de verificación' });
    expect(screen.getByText(AUTH_MESSAGES.otpSentMail)).toBeTruthy();
    expect(codeHeading).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dígito 1 de 6'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(done).toEqual([signedIn]));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/preloginuser/',
        body: { username: 'lucia@example.com', password: 'Río-Magdalena#2026' },
      },
      { method: 'POST', path: '/mfa-otp/', body: { user_id: 42 } },
      { method: 'GET', path: '/mfa-otp/', query: { otp: '123456', user_id: 42 } },
    ]);
  });

  it('shows wrong credentials in Spanish and stays on the first step', async () => {
    const { api } = fakeApi({
      'POST /preloginuser/': [
        401,
        {
          detail: 'No active account found with the given credentials',
          error: 'No active account found with the given credentials',
        },
      ],
    });
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_TEXTS.invalidCredentials);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeTruthy();
  });

  it('offers the confirmation link, with the typed e-mail, to an unconfirmed account', async () => {
    const { api } = fakeApi({
      'POST /preloginuser/': [401, { error: AUTH_MESSAGES.accountInactive }],
    });
    const visits: Array<[string, unknown]> = [];
    render(
      <SignIn
        api={api}
        onSignedIn={() => {}}
        links={{ verify: '/confirmar' }}
        onNavigate={(href, state) => visits.push([href, state])}
      />,
    );
    fillCredentials('nuevo@example.com');
    const alert = await screen.findByRole('alert');
    const links = [...alert.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [PORTAL_TEXTS.unconfirmedAccount, '/confirmar'],
    ]);
    fireEvent.click(links[0] as HTMLAnchorElement);
    expect(visits).toEqual([['/confirmar', { email: 'nuevo@example.com' }]]);
  });

  it('lists only the links it is given, as plain links without onNavigate', () => {
    const { api } = fakeApi({});
    render(<SignIn api={api} onSignedIn={() => {}} links={{ signup: 'https://portal.example/signup' }} />);
    expect(screen.getByRole('link', { name: PORTAL_TEXTS.noAccount }).getAttribute('href')).toBe(
      'https://portal.example/signup',
    );
    expect(screen.queryByRole('link', { name: PORTAL_TEXTS.forgotPassword })).toBeNull();
    expect(screen.queryByRole('link', { name: PORTAL_TEXTS.unconfirmedAccount })).toBeNull();
  });

  it('keeps the user on the method step with the server message when the code cannot be sent', async () => {
    const { api } = fakeApi({
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [400, { message: { non_field_errors: ['No pudimos enviar el código.'] } }],
    });
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos enviar el código.');
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
  });

  it('a code sent moments ago: the screen says it is still valid, not that one was sent, and counts the wait', async () => {
    const stillValid = AUTH_MESSAGES.otpStillValid('mail', 9, 49);
    const { api, calls } = fakeApi({
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [200, { detail: stillValid, sent: false, expires_in: 580, resend_after: 49 }],
    });
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Ingresa tu código de verificación' });
    expect(screen.getByText(stillValid)).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.otpSentMail)).toBeNull();
    const resend = screen.getByRole('button', { name: FORM_LABELS.resendCodeIn(49) });
    expect(resend).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.path === '/mfa-otp/')).toHaveLength(1);
    // No "obligatorio" on arrival either: the user has not typed anything yet.
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
  });

  it('resending says the same code went again, in the server’s words, and counts the next wait', async () => {
    const resent = AUTH_MESSAGES.otpResent('mail', 8);
    const answers: Record<string, [number, unknown]> = {
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [200, { detail: AUTH_MESSAGES.otpSentMail, sent: true, resend_after: 0 }],
    };
    const { api } = fakeApi(answers);
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Ingresa tu código de verificación' });
    expect(screen.getByText(AUTH_MESSAGES.otpSentMail)).toBeTruthy();
    answers['POST /mfa-otp/'] = [200, { detail: resent, sent: true, resend_after: 60 }];
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.resendCode }));
    expect(await screen.findByText(resent)).toBeTruthy();
    expect(screen.getByRole('button', { name: FORM_LABELS.resendCodeIn(60) })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('no valid code and the hour’s limit reached: the wait is said where the code was asked for', async () => {
    const limit = AUTH_MESSAGES.otpHourlyLimitWait(1800);
    const { api } = fakeApi({
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [429, { status_code: 429, detail: limit, retry_after: 1800 }],
    });
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(limit).toContain('podrás pedir uno nuevo en 30 minutos');
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ingresa tu código de verificación' })).toBeNull();
  });

  it('shows a refused code on the code field and clears the boxes', async () => {
    const { api } = fakeApi({
      'POST /preloginuser/': [200, CHALLENGE],
      'POST /mfa-otp/': [200, {}],
      'GET /mfa-otp/': [400, { message: { otp: [AUTH_MESSAGES.otpInvalid] } }],
    });
    render(<SignIn api={api} onSignedIn={() => {}} />);
    fillCredentials();
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Ingresa tu código de verificación' });
    fireEvent.change(screen.getByLabelText('Dígito 1 de 6'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeTruthy();
    expect((screen.getByLabelText('Dígito 1 de 6') as HTMLInputElement).value).toBe('');
  });
});

describe('storeSignIn', () => {
  it('replaces whatever session there was with the new tokens and user', async () => {
    const store = createSessionStore();
    store.getState().setModules([{ id: 1, name: 'Antiguo' }]);
    const access = await makeJwt({ user_id: 42 });
    storeSignIn(store, { access, refresh: 'r', user: { email: 'lucia@example.com' } });
    const state = store.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(state.modules).toBeNull();
    expect(state.user).toEqual({ email: 'lucia@example.com', user_id: 42 });
  });
});
