import { EMBED_TEXTS, selectIsAuthenticated } from '@sfc/core';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../../define/define.js';
import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  spyOnWarn,
  waitFor,
} from '../../define/testing/browser-kit.js';
import { installFixtureApi, uploadedText, type FixtureRoutes } from '../../define/testing/fixture-api.js';
import {
  callsTo,
  clickButton,
  complaintRoutes,
  fillComplaint,
  CONSUMER,
  control,
  inside,
  insideWithText,
  optionRoutes,
  SIGNED_IN,
  signInRoutes,
  signInThrough,
  typeInto,
  waitForText,
} from '../../features/consumer-session/testing/consumer-api.js';
import { sharedStore } from '../../services/element-services.js';
import { SfcComplaintForm } from './complaint-form.element.js';

type Recorded<K extends keyof HTMLElementEventMap> = {
  events: Array<HTMLElementEventMap[K]>;
  stop: () => void;
};

function record<K extends 'sfc-signed-in' | 'sfc-signed-out' | 'sfc-complaint-filed'>(type: K): Recorded<K> {
  const events: Array<HTMLElementEventMap[K]> = [];
  const listener = (event: HTMLElementEventMap[K]) => events.push(event);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

/** Signs the consumer in without the UI (a session another element or the portal started). */
function signedInAlready(user: Record<string, unknown> = SIGNED_IN.user): void {
  const state = sharedStore().getState();
  state.setTokens({ access: SIGNED_IN.access, refresh: SIGNED_IN.refresh });
  state.setUser(user);
}

describe('sfc-complaint-form', () => {
  let api: ReturnType<typeof installFixtureApi> | null = null;
  const serve = (routes: FixtureRoutes = {}) =>
    (api = installFixtureApi({ ...signInRoutes(), ...optionRoutes(), ...complaintRoutes([]), ...routes }));

  afterEach(() => {
    cleanupFixtures();
    sharedStore().getState().logout();
    api?.restore();
    api = null;
  });

  it('registers once: a second registration of the tag is harmless', async () => {
    const warn = spyOnWarn();
    try {
      assertEqual(
        define('sfc-complaint-form', SfcComplaintForm),
        SfcComplaintForm as CustomElementConstructor,
      );
      assertEqual(
        define('sfc-complaint-form', class extends HTMLElement {}),
        SfcComplaintForm as CustomElementConstructor,
        'the first class stays',
      );
      assertEqual(warn.calls.length, 0, 'no warning at the same version');
    } finally {
      warn.restore();
    }
    serve();
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    assert(element instanceof SfcComplaintForm, 'upgraded');
    await waitForText(element, 'h2', EMBED_TEXTS.formSignInHeading);
  });

  it('turns its attributes into properties and shows the sign-up link it is given', async () => {
    serve();
    const element = await fixture<SfcComplaintForm>(
      '<sfc-complaint-form api-base="/api" signup-href="/signup" tracking-href="/mis-quejas"></sfc-complaint-form>',
    );
    assertEqual(element.apiBase, '/api', 'api-base');
    assertEqual(element.signupHref, '/signup', 'signup-href');
    assertEqual(element.trackingHref, '/mis-quejas', 'tracking-href');
    const signup = await waitForText<HTMLAnchorElement>(element, 'a', '¿No tienes una cuenta? Regístrate');
    assertEqual(signup.getAttribute('href'), '/signup', 'the link goes where the page says');
    assertEqual(insideWithText(element, 'a', '¿Olvidaste tu contraseña?'), null, 'no recovery-href, no link');
    element.setAttribute('signup-href', 'https://portal.example/registro');
    await waitFor(
      () => signup.isConnected && signup.getAttribute('href') === 'https://portal.example/registro',
      'the link follows the attribute',
    );
    element.recoveryHref = '/recuperar';
    await waitForText(element, 'a', '¿Olvidaste tu contraseña?');
    assertEqual(element.hasAttribute('recovery-href'), false, 'string properties are not reflected');
  });

  it('signs a consumer in with the mail code, stores the session and fires sfc-signed-in', async () => {
    const { calls } = serve();
    const signedIn = record('sfc-signed-in');
    try {
      const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
      await signInThrough(element);
      await waitForText(element, 'p', 'Ingresaste como Lucía Gómez.');
      const state = sharedStore().getState();
      assert(selectIsAuthenticated(state), 'the shared store holds the session');
      assertEqual(state.access, SIGNED_IN.access, 'access token');
      assertEqual(state.refresh, SIGNED_IN.refresh, 'refresh token');
      assertEqual(state.user?.email, CONSUMER.email, 'user');
      assertEqual(document.cookie.includes('acc='), true, 'the acc cookie, as the portal writes it');
      assertEqual(signedIn.events.length, 1, 'one sfc-signed-in heard on the document');
      assertEqual(signedIn.events[0]?.detail, { userId: CONSUMER.id }, 'its detail');
      assertEqual(signedIn.events[0]?.target, element as EventTarget, 'retargeted to the element');
      assert(signedIn.events[0]?.bubbles && signedIn.events[0]?.composed, 'bubbles and composed');
      // Every call was signed with the key from /config.json; the code check sent no token.
      const prelogin = callsTo(calls, 'POST', '/api/preloginuser/')[0];
      assert(prelogin?.headers.get('x-sfc-signature')?.match(/^[0-9A-F]{64}$/), 'signed prelogin');
      assertEqual(prelogin?.body, { username: CONSUMER.email, password: CONSUMER.password }, 'prelogin body');
      assertEqual(
        callsTo(calls, 'POST', '/api/mfa-otp/')[0]?.body,
        { user_id: CONSUMER.id },
        'mail code asked',
      );
      assertEqual(callsTo(calls, 'GET', '/api/mfa-otp/').length, 1, 'code checked once');
      // The form, prefilled from the profile as the portal's screen does.
      const name = await waitFor(() => element.shadowRoot?.querySelector('form.sfc-complaint-form'), 'form');
      assert(name, 'the complaint form shows');
      assertEqual((control(element, 'Nombre completo') as HTMLInputElement).value, 'Lucía Gómez', 'name');
      assertEqual((control(element, 'Correo electrónico') as HTMLInputElement).value, CONSUMER.email, 'mail');
      assertEqual((control(element, 'Número de celular') as HTMLInputElement).value, '3109876543', 'phone');
    } finally {
      signedIn.stop();
    }
  });

  it('shows a wrong password in Spanish and stays on the first step', async () => {
    serve();
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    await waitFor(() => element.shadowRoot?.querySelector('#username'), 'sign-in');
    await typeInto(control(element, 'Correo electrónico'), CONSUMER.email);
    await typeInto(control(element, 'Contraseña'), 'otra-clave');
    await clickButton(element, 'Continuar');
    await waitForText(element, '[role="alert"]', 'El correo o la contraseña no son correctos.');
    assertEqual(selectIsAuthenticated(sharedStore().getState()), false, 'nobody signed in');
  });

  it('files a complaint, its file sent ahead as a resumable upload that file-complaint-0 names, and fires sfc-complaint-filed', async () => {
    const { calls } = serve();
    signedInAlready();
    const filed = record('sfc-complaint-filed');
    try {
      const element = await fixture<SfcComplaintForm>(
        '<sfc-complaint-form tracking-href="/mis-quejas"></sfc-complaint-form>',
      );
      await waitFor(() => element.shadowRoot?.querySelector('form.sfc-complaint-form'), 'the form');
      await fillComplaint(element);
      await clickButton(element, 'Radicar queja');
      const code = await waitFor(() => inside(element, '[part="complaint-code"]')[0], 'the filed code');
      assertEqual(code.textContent, '172026000031', 'the code the server gave');
      await waitForText(element, 'h2', 'Tu queja fue radicada');
      await waitFor(
        () => element.shadowRoot?.activeElement?.textContent === 'Tu queja fue radicada',
        'focus moves to the news',
      );
      const post = callsTo(calls, 'POST', '/api/queja/')[0];
      const body = post?.body as FormData;
      assert(body instanceof FormData, 'multipart');
      assertEqual(body.get('entidad_cod'), '7', 'entity code');
      assertEqual(body.get('municipio_cod'), '05001', 'municipality');
      assertEqual(body.get('nombres'), 'Lucía Gómez', 'prefilled name sent');
      const uploadId = body.get('file-complaint-0');
      assert(
        typeof uploadId === 'string' && /^[0-9a-f]{32}$/.test(uploadId),
        'file-complaint-0 names the upload',
      );
      assertEqual(await uploadedText(uploadId), '%PDF-1.4 soporte', 'the upload holds the chosen file');
      assertEqual(post?.headers.get('authorization'), `Bearer ${SIGNED_IN.access}`, 'bearer token');
      assertEqual(filed.events.length, 1, 'one sfc-complaint-filed');
      assertEqual(filed.events[0]?.detail, { id: 31, codigoQueja: '172026000031' }, 'its detail');
      assertEqual(filed.events[0]?.target, element as EventTarget, 'from the element');
      const tracking = insideWithText<HTMLAnchorElement>(element, 'a', 'Ir al seguimiento de mis quejas');
      assertEqual(tracking?.getAttribute('href'), '/mis-quejas', 'tracking-href');
      await clickButton(element, 'Radicar otra queja');
      await waitFor(() => element.shadowRoot?.querySelector('form.sfc-complaint-form'), 'a fresh form');
      assertEqual(
        (control(element, 'Describe los hechos de tu queja') as HTMLTextAreaElement).value,
        '',
        'empty',
      );
    } finally {
      filed.stop();
    }
  });

  it("shows the form's rule messages and sends nothing when required fields are empty", async () => {
    const { calls } = serve();
    signedInAlready();
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    await waitFor(() => element.shadowRoot?.querySelector('form.sfc-complaint-form'), 'the form');
    await clickButton(element, 'Radicar queja');
    const summary = await waitForText(element, '[role="alert"]', /^Revisa la información del formulario/);
    assert(
      summary.textContent?.includes('Tipo de entidad: Este campo es obligatorio'),
      summary.textContent ?? '',
    );
    assertEqual(callsTo(calls, 'POST', '/api/queja/').length, 0, 'nothing sent');
  });

  it('tells a staff member, in Spanish, that complaints are filed with a consumer account', async () => {
    const modules = [
      { id: 16, name: 'Reportes' },
      { id: 28, name: 'Alertas' },
    ];
    const { calls } = serve({ 'GET /api/module/': { body: modules } });
    signedInAlready({
      ...SIGNED_IN.user,
      email: 'analista@sfc.test',
      person: { first_name: 'Ana', position: 'Analista' },
    });
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    await waitForText(element, '[role="status"]', EMBED_TEXTS.staffCannotFile);
    assertEqual(element.shadowRoot?.querySelector('form.sfc-complaint-form'), null, 'no form');
    // The staff member's modules load into the shared session, for the bell and the report viewer.
    await waitFor(() => sharedStore().getState().modules, 'modules in the shared session');
    assertEqual(sharedStore().getState().modules, modules, 'the modules the server gave');
    assertEqual(callsTo(calls, 'GET', '/api/module/').length, 1, 'one modules request');
  });

  it('signs out with "Cerrar sesión": the shared session ends and the sign-in is back', async () => {
    const { calls } = serve();
    signedInAlready();
    const signedOut = record('sfc-signed-out');
    try {
      const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
      await clickButton(element, 'Cerrar sesión');
      await waitForText(element, '[role="status"]', 'Cerraste tu sesión.');
      await waitForText(element, 'h2', EMBED_TEXTS.formSignInHeading);
      assertEqual(selectIsAuthenticated(sharedStore().getState()), false, 'session cleared');
      assertEqual(
        callsTo(calls, 'POST', '/api/logout/')[0]?.body,
        { username: CONSUMER.email },
        'server told',
      );
      assertEqual(signedOut.events[0]?.detail, { userId: CONSUMER.id }, 'sfc-signed-out');
      await waitFor(
        () => element.shadowRoot?.activeElement?.textContent === EMBED_TEXTS.formSignInHeading,
        'focus moves to the sign-in',
      );
    } finally {
      signedOut.stop();
    }
  });

  it('signs in with the keyboard alone', async () => {
    serve();
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    await waitFor(() => element.shadowRoot?.querySelector('#username'), 'sign-in');
    control(element, 'Correo electrónico').focus();
    await sendKeys({ type: CONSUMER.email });
    await sendKeys({ press: 'Tab' });
    assertEqual(element.shadowRoot?.activeElement?.id, 'password', 'Tab reaches the password');
    await sendKeys({ type: CONSUMER.password });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => element.shadowRoot?.activeElement?.textContent === 'Verificación en dos pasos',
      'the second step takes focus',
    );
    await sendKeys({ press: 'Tab' });
    assertEqual((element.shadowRoot?.activeElement as HTMLInputElement | null)?.type, 'radio', 'the choice');
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => element.shadowRoot?.activeElement?.textContent === 'Ingresa tu código de verificación',
      'the code step takes focus',
    );
    await sendKeys({ press: 'Tab' });
    assertEqual(
      (element.shadowRoot?.activeElement as HTMLElement | null)?.getAttribute('aria-label'),
      'Dígito 1 de 6',
      'Tab reaches the first box',
    );
    await sendKeys({ type: CONSUMER.code });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => element.shadowRoot?.activeElement?.textContent === 'Ingresaste como Lucía Gómez.',
      'focus moves to the news that the consumer is in',
    );
  });

  it('keeps page styles out and its own styles in', async () => {
    serve();
    addPageStyle(
      'h2 { color: rgb(255, 0, 0) !important; font-size: 60px !important; } ' +
        '.form-actions { display: none; } .notice { border-left: 0; }',
    );
    const page = await fixture<HTMLDivElement>(
      '<div><h2>De la página</h2><div class="notice">Aviso de la página</div></div>',
    );
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    const heading = await waitForText(element, 'h2', EMBED_TEXTS.formSignInHeading);
    assert(getComputedStyle(heading).color !== 'rgb(255, 0, 0)', 'the page colour stays out');
    assert(getComputedStyle(heading).fontSize !== '60px', 'the page size stays out');
    const actions = await waitFor(() => inside(element, '.form-actions')[0], 'the sign-in buttons');
    assertEqual(getComputedStyle(actions).display, 'flex', 'its own layout applies');
    const pageNotice = page.querySelector('.notice') as HTMLElement;
    assertEqual(getComputedStyle(pageNotice).borderLeftWidth, '0px', 'its .notice style stays inside');
  });

  it('has no serious or critical axe violations signed out, with an error, and on the form', async () => {
    serve();
    const element = await fixture<SfcComplaintForm>(
      '<sfc-complaint-form signup-href="/signup"></sfc-complaint-form>',
    );
    await waitForText(element, 'h2', EMBED_TEXTS.formSignInHeading);
    await assertAxeClean(element);
    await typeInto(control(element, 'Correo electrónico'), CONSUMER.email);
    await typeInto(control(element, 'Contraseña'), 'otra-clave');
    await clickButton(element, 'Continuar');
    await waitForText(element, '[role="alert"]', 'El correo o la contraseña no son correctos.');
    await assertAxeClean(element);
    signedInAlready();
    await waitFor(() => element.shadowRoot?.querySelector('form.sfc-complaint-form'), 'the form');
    await waitFor(() => inside(element, '[aria-busy="true"]').length === 0, 'lists loaded');
    await assertAxeClean(element);
  });

  it('loads nothing but /config.json while nobody is signed in', async () => {
    const { calls } = serve();
    const element = await fixture<SfcComplaintForm>('<sfc-complaint-form></sfc-complaint-form>');
    await waitForText(element, 'h2', EMBED_TEXTS.formSignInHeading);
    assertEqual(
      calls.map((call) => call.url),
      ['/config.json'],
      'no API call before someone signs in',
    );
  });
});
