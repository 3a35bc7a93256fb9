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
  complaint,
  complaintRoutes,
  fillComplaint,
  inside,
  insideWithText,
  optionRoutes,
  SIGNED_IN,
  signInRoutes,
  signInThrough,
  waitForText,
} from '../../features/consumer-session/testing/consumer-api.js';
import { sharedStore } from '../../services/element-services.js';
import '../complaint-form/complaint-form.element.js';
import { SfcComplaintTracking } from './complaint-tracking.element.js';

const LIST_HEADING = 'Seguimiento de mis quejas';

/** The codes in the list, top to bottom. */
function listedCodes(element: Element): string[] {
  return inside(element, 'tbody tr td:first-child').map((cell) => cell.textContent ?? '');
}

function signedInAlready(user: Record<string, unknown> = SIGNED_IN.user): void {
  const state = sharedStore().getState();
  state.setTokens({ access: SIGNED_IN.access, refresh: SIGNED_IN.refresh });
  state.setUser(user);
}

function detailOf(id: number, code: string) {
  return {
    ...complaint(id, code),
    texto_queja: 'Me cobraron dos veces la misma compra.',
    acciones: {
      can_attach: true,
      can_desist: true,
      can_escalate: false,
      can_replica: false,
      can_rate: false,
    },
    files: [],
    history: [],
  };
}

describe('sfc-complaint-tracking', () => {
  let api: ReturnType<typeof installFixtureApi> | null = null;
  let filed: Array<ReturnType<typeof complaint>> = [];
  const serve = (routes: FixtureRoutes = {}) =>
    (api = installFixtureApi({
      ...signInRoutes(),
      ...optionRoutes(),
      ...complaintRoutes(filed),
      'GET /api/complaint_detail/30/': { body: detailOf(30, '172026000030') },
      ...routes,
    }));

  beforeEach(() => {
    filed = [complaint(30, '172026000030')];
  });

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
        define('sfc-complaint-tracking', SfcComplaintTracking),
        SfcComplaintTracking as CustomElementConstructor,
      );
      assertEqual(
        define('sfc-complaint-tracking', class extends HTMLElement {}),
        SfcComplaintTracking as CustomElementConstructor,
        'the first class stays',
      );
      assertEqual(warn.calls.length, 0, 'no warning at the same version');
    } finally {
      warn.restore();
    }
  });

  it('turns its attributes into properties', async () => {
    serve();
    const element = await fixture<SfcComplaintTracking>(
      '<sfc-complaint-tracking api-base="/api" signup-href="/signup"></sfc-complaint-tracking>',
    );
    assertEqual(element.apiBase, '/api', 'api-base');
    assertEqual(element.signupHref, '/signup', 'signup-href');
    const signup = await waitForText<HTMLAnchorElement>(element, 'a', '¿No tienes una cuenta? Regístrate');
    assertEqual(signup.getAttribute('href'), '/signup', 'its sign-in links where the page says');
    element.removeAttribute('signup-href');
    assertEqual(element.signupHref, undefined, 'a removed attribute resets the property');
    await waitFor(() => !insideWithText(element, 'a', '¿No tienes una cuenta? Regístrate'), 'link gone');
  });

  it('says in Spanish that the consumer must sign in, and calls nothing but /config.json', async () => {
    const { calls } = serve();
    const element = await fixture<SfcComplaintTracking>('<sfc-complaint-tracking></sfc-complaint-tracking>');
    await waitForText(element, 'h2', EMBED_TEXTS.trackingSignInHeading);
    await waitFor(() => element.shadowRoot?.querySelector('#username'), 'its sign-in (loaded on demand)');
    assertEqual(
      calls.map((call) => call.url),
      ['/config.json'],
      'no list asked for without a session',
    );
  });

  it('loads the list without a reload when the consumer signs in through sfc-complaint-form', async () => {
    const { calls } = serve();
    const page = await fixture<HTMLDivElement>(
      '<div><sfc-complaint-form></sfc-complaint-form><sfc-complaint-tracking></sfc-complaint-tracking></div>',
    );
    const form = page.querySelector('sfc-complaint-form') as HTMLElement;
    const tracking = page.querySelector('sfc-complaint-tracking') as SfcComplaintTracking;
    await waitForText(tracking, 'h2', EMBED_TEXTS.trackingSignInHeading);
    const before = performance.getEntriesByType('navigation').length;
    await signInThrough(form);
    await waitForText(tracking, 'h2', LIST_HEADING);
    await waitFor(() => listedCodes(tracking).length === 1, 'the list shows');
    assertEqual(listedCodes(tracking), ['172026000030'], "the consumer's complaint");
    const list = callsTo(calls, 'GET', '/api/queja/');
    assertEqual(list.length, 1, 'the list was asked for once');
    assertEqual(list[0]?.headers.get('authorization'), `Bearer ${SIGNED_IN.access}`, 'with the new session');
    assertEqual(performance.getEntriesByType('navigation').length, before, 'no navigation happened');
    await waitForText(tracking, 'p', 'Ingresaste como Lucía Gómez.');
  });

  it('shows one sign-in for the page: the first element has it, the other points to it', async () => {
    serve();
    const page = await fixture<HTMLDivElement>(
      '<div><sfc-complaint-form></sfc-complaint-form><sfc-complaint-tracking></sfc-complaint-tracking></div>',
    );
    const form = page.querySelector('sfc-complaint-form') as HTMLElement;
    const tracking = page.querySelector('sfc-complaint-tracking') as SfcComplaintTracking;
    await waitForText(form, 'h2', EMBED_TEXTS.formSignInHeading);
    await waitForText(tracking, 'h2', EMBED_TEXTS.trackingSignInHeading);
    await waitFor(() => inside(form, '#username').length === 1, 'the form element shows the sign-in');
    // Two identical sign-in forms stacked before: the tracking element now shows none.
    assertEqual(inside(tracking, 'input').length, 0, 'no second sign-in form');
    await waitForText(tracking, 'p', EMBED_TEXTS.signInOnce(EMBED_TEXTS.formSignInHeading));
    await clickButton(tracking, EMBED_TEXTS.goToSignIn);
    assertEqual(form.shadowRoot?.activeElement, inside(form, '#username')[0], 'focus is in the sign-in');
    await assertAxeClean(page);

    // Without the form on the page, the tracking element shows the sign-in itself.
    form.remove();
    await waitFor(() => inside(tracking, '#username').length === 1, 'the tracking element takes over');
    await signInThrough(tracking);
    await waitForText(tracking, 'h2', LIST_HEADING);
  });

  it('loads the list again when a complaint is filed through sfc-complaint-form on the page', async () => {
    const { calls } = serve();
    signedInAlready();
    const page = await fixture<HTMLDivElement>(
      '<div><sfc-complaint-form></sfc-complaint-form><sfc-complaint-tracking></sfc-complaint-tracking></div>',
    );
    const form = page.querySelector('sfc-complaint-form') as HTMLElement;
    const tracking = page.querySelector('sfc-complaint-tracking') as SfcComplaintTracking;
    await waitFor(() => listedCodes(tracking).length === 1, 'the first list');
    await waitFor(() => form.shadowRoot?.querySelector('form.sfc-complaint-form'), 'the form');
    await fillComplaint(form);
    await clickButton(form, 'Radicar queja');
    await waitFor(() => inside(form, '[part="complaint-code"]')[0], 'filed');
    const post = callsTo(calls, 'POST', '/api/queja/')[0]?.body as FormData;
    const uploadId = post.get('file-complaint-0');
    assert(typeof uploadId === 'string', 'the form names the uploaded file');
    assertEqual(await uploadedText(uploadId), '%PDF-1.4 soporte', 'the file went ahead as an upload');
    await waitFor(() => listedCodes(tracking).length === 2, 'the list grew without a reload');
    assertEqual(listedCodes(tracking), ['172026000031', '172026000030'], 'newest first');
    assertEqual(callsTo(calls, 'GET', '/api/queja/').length, 2, 'asked again once');
  });

  it('opens a complaint inside the element, fires sfc-complaint-open, and goes back with the keyboard', async () => {
    const { calls } = serve();
    signedInAlready();
    const opened: Array<CustomEvent<{ id: number }>> = [];
    const listener = (event: CustomEvent<{ id: number }>) => opened.push(event);
    document.addEventListener('sfc-complaint-open', listener);
    try {
      const tracking = await fixture<SfcComplaintTracking>(
        '<sfc-complaint-tracking></sfc-complaint-tracking>',
      );
      const link = await waitFor(
        () => insideWithText<HTMLAnchorElement>(tracking, 'a', 'Ver detalle'),
        'the detail link',
      );
      assertEqual(
        link.getAttribute('aria-label'),
        'Ver detalle de la queja 172026000030',
        'named for its row',
      );
      link.focus();
      await sendKeys({ press: 'Enter' });
      await waitForText(tracking, 'h2', 'Queja 172026000030');
      await waitFor(
        () => tracking.shadowRoot?.activeElement?.textContent === 'Detalle de la queja',
        'focus moves to the detail',
      );
      assertEqual(location.hash, '', 'the page URL is left alone');
      assertEqual(opened.length, 1, 'sfc-complaint-open heard on the document');
      assertEqual(opened[0]?.detail, { id: 30 }, 'its detail');
      assertEqual(opened[0]?.target, tracking as EventTarget, 'from the element');
      assertEqual(callsTo(calls, 'GET', '/api/complaint_detail/30/').length, 1, 'detail loaded');
      await waitForText(tracking, 'p', 'Me cobraron dos veces la misma compra.');
      await clickButton(tracking, 'Desistir de la queja');
      const dialog = await waitFor(() => inside(tracking, 'dialog[open]')[0], 'the confirmation dialog');
      assert(tracking.shadowRoot?.contains(dialog), 'the dialog renders inside the shadow root');
      assertEqual(document.querySelector('dialog'), null, 'nothing leaked into the page');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => inside(tracking, 'dialog[open]').length === 0, 'Escape closes it');
      const back = await waitFor(
        () => insideWithText<HTMLAnchorElement>(tracking, 'a', 'Volver al seguimiento'),
        'the way back',
      );
      back.focus();
      await sendKeys({ press: 'Enter' });
      await waitForText(tracking, 'h2', LIST_HEADING);
      await waitFor(() => listedCodes(tracking).length === 1, 'the list again');
    } finally {
      document.removeEventListener('sfc-complaint-open', listener);
    }
  });

  it('tells a staff member, in Spanish, that this is for consumers, and asks for no list', async () => {
    const { calls } = serve();
    signedInAlready({ ...SIGNED_IN.user, person: { first_name: 'Ana', position: 'Analista' } });
    const tracking = await fixture<SfcComplaintTracking>('<sfc-complaint-tracking></sfc-complaint-tracking>');
    await waitForText(tracking, '[role="status"]', EMBED_TEXTS.staffCannotTrack);
    assertEqual(callsTo(calls, 'GET', '/api/queja/').length, 0, 'no list');
  });

  it('signing out in one element signs every element on the page out', async () => {
    serve();
    signedInAlready();
    const page = await fixture<HTMLDivElement>(
      '<div><sfc-complaint-form></sfc-complaint-form><sfc-complaint-tracking></sfc-complaint-tracking></div>',
    );
    const form = page.querySelector('sfc-complaint-form') as HTMLElement;
    const tracking = page.querySelector('sfc-complaint-tracking') as HTMLElement;
    await waitFor(() => listedCodes(tracking).length === 1, 'the list');
    await clickButton(tracking, 'Cerrar sesión');
    await waitForText(tracking, 'h2', EMBED_TEXTS.trackingSignInHeading);
    await waitForText(form, 'h2', EMBED_TEXTS.formSignInHeading);
    assertEqual(selectIsAuthenticated(sharedStore().getState()), false, 'the shared session ended');
  });

  it('keeps page styles out and its own styles in', async () => {
    serve();
    signedInAlready();
    addPageStyle('table, td { border: 7px solid rgb(255, 0, 0) !important; }');
    const pageTable = await fixture<HTMLTableElement>(
      '<table class="sfc-tracking__table"><tbody><tr><td>Página</td></tr></tbody></table>',
    );
    const tracking = await fixture<SfcComplaintTracking>('<sfc-complaint-tracking></sfc-complaint-tracking>');
    await waitFor(() => listedCodes(tracking).length === 1, 'the list');
    const cell = inside(tracking, 'tbody td')[0] as HTMLElement;
    assert(getComputedStyle(cell).borderTopColor !== 'rgb(255, 0, 0)', 'the page border stays out');
    assertEqual(getComputedStyle(cell).borderBottomStyle, 'solid', 'its own row rule applies');
    assertEqual(getComputedStyle(pageTable).borderCollapse, 'separate', 'its table rules stay inside');
  });

  it('has no serious or critical axe violations signed out, on the list and on a detail', async () => {
    serve();
    const tracking = await fixture<SfcComplaintTracking>('<sfc-complaint-tracking></sfc-complaint-tracking>');
    await waitFor(() => tracking.shadowRoot?.querySelector('#username'), 'the sign-in');
    await assertAxeClean(tracking);
    signedInAlready();
    await waitFor(() => listedCodes(tracking).length === 1, 'the list');
    await assertAxeClean(tracking);
    insideWithText<HTMLAnchorElement>(tracking, 'a', 'Ver detalle')?.click();
    await waitForText(tracking, 'p', 'Me cobraron dos veces la misma compra.');
    await assertAxeClean(tracking);
  });

  it('shows an escalated complaint’s case before the defender and the vocerías, and asks for one, axe clean', async () => {
    const { calls } = serve({
      'GET /api/defender/complaints/30/': {
        body: {
          codigo_queja: '172026000030',
          stage_name: 'Información solicitada',
          outcome_name: null,
          due_day: '2026-12-04',
          decision_text: null,
          has_decision: false,
          events: [
            {
              id: 1,
              kind_name: 'Información solicitada',
              at: '2026-11-27T14:00:00.000Z',
              text: 'Envía el extracto de octubre.',
              stage_name: 'Información solicitada',
            },
          ],
        },
      },
      'GET /api/defender/vocerias/': {
        body: {
          results: [
            {
              id: 9,
              entity: { id: 10, name: 'Bancolombia' },
              subject: 'Cuota de manejo',
              request: 'Que expliquen el cobro.',
              status_name: 'Respondida por la entidad',
              answer: 'Se devolvió la cuota.',
              created_at: '2026-11-20T14:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/company/': { body: { results: [{ id: 10, name: 'Bancolombia S.A.' }] } },
      'POST /api/defender/vocerias/': { status: 201, body: { id: 10 } },
    });
    signedInAlready();
    const tracking = await fixture<SfcComplaintTracking>('<sfc-complaint-tracking></sfc-complaint-tracking>');
    await waitFor(() => listedCodes(tracking).length === 1, 'the list');
    insideWithText<HTMLAnchorElement>(tracking, 'a', 'Ver detalle')?.click();
    await waitForText(tracking, 'h3', 'Trámite ante el defensor del consumidor financiero');
    await waitForText(tracking, 'p', 'Envía el extracto de octubre.');
    await waitForText(tracking, 'p', 'Respuesta de la entidad: Se devolvió la cuota.');
    (inside(tracking, 'summary')[0] as HTMLElement).click();
    await assertAxeClean(tracking);
    const field = (selector: string) => inside(tracking, selector)[0] as HTMLInputElement;
    await waitFor(() => field('#sfc-voceria-entity').value === '10', 'the complaint’s entity chosen');
    const typed: Array<[string, string]> = [
      ['#sfc-voceria-subject', 'Seguro no pedido'],
      ['#sfc-voceria-request', 'Que cancelen el seguro.'],
    ];
    for (const [selector, value] of typed) {
      field(selector).focus();
      await sendKeys({ type: value });
    }
    await clickButton(tracking, 'Enviar la solicitud');
    await waitForText(tracking, '[role="status"]', 'Recibimos tu solicitud de vocería.');
    assertEqual(callsTo(calls, 'POST', '/api/defender/vocerias/').length, 1, 'one request sent');
  });
});
