import { ALERTS_BELL_TEXTS as T, MESSAGES, signatureFor } from '@sfc/core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  nextFrame,
  spyOnWarn,
  waitFor,
} from '../../define/testing/browser-kit.js';
import {
  FIXTURE_SIGNING_SECRET,
  installFixtureApi,
  type FixtureCall,
  type FixtureRoutes,
} from '../../define/testing/fixture-api.js';
import { sharedStore } from '../../services/element-services.js';
import type { Alert } from './alerts-calls.js';
import { SfcAlertsBell } from './alerts-bell.element.js';

const NEW_ALERTS = '/api/alerts/new_alerts/?page_size=7';

function alert(id: number): Alert {
  return {
    id,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: `Nueva queja 1720260000${id}`,
    message: `Se radicó la queja 1720260000${id} contra Banco de Bogotá S.A.`,
    complaint_code: `1720260000${id}`,
    created_at: `2026-11-22T15:${String(id).padStart(2, '0')}:05.000Z`,
    is_read: false,
  };
}

/** The server's alert rules over `unread` (newest first): the paged GET and the marks. */
function alertsRoutes(
  unread: Alert[],
  get: Partial<{ delayMs: number; status: number }> = {},
): FixtureRoutes {
  return {
    'GET /api/alerts/new_alerts/': () => ({
      ...get,
      body:
        get.status && get.status !== 200
          ? { detail: 'Error' }
          : {
              count: unread.length,
              next: null,
              previous: null,
              pages: 1,
              current_page: 1,
              results: unread.slice(0, 7),
            },
    }),
    'POST /api/alerts/mark_alert/': (call) => {
      const body = call.body as { id?: number; all?: boolean };
      unread.splice(0, unread.length, ...(body.all ? [] : unread.filter((a) => a.id !== body.id)));
      return { body: { detail: 'Listo.', count: unread.length } };
    },
  };
}

function signIn(moduleIds: number[] = [28]): void {
  const state = sharedStore().getState();
  state.setTokens({ access: 'fixture-access-token', refresh: 'fixture-refresh-token' });
  state.setUser({ email: 'funcionaria@sfc.test', is_active: true, person: { position: 'Analista' } });
  state.setModules(moduleIds.map((id) => ({ id, name: `Módulo ${id}` })));
}

function part<T extends HTMLElement = HTMLElement>(element: Element, name: string): T | null {
  return element.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;
}

function bellButton(element: Element): HTMLButtonElement | null {
  return part<HTMLButtonElement>(element, 'button');
}

async function bell(markup = '<sfc-alerts-bell></sfc-alerts-bell>'): Promise<SfcAlertsBell> {
  return fixture<SfcAlertsBell>(markup);
}

async function shows(element: Element, label: string): Promise<HTMLButtonElement> {
  return waitFor(
    () => (bellButton(element)?.getAttribute('aria-label') === label ? bellButton(element) : null),
    `the bell is named "${label}"`,
  );
}

function focused(element: Element): Element | null {
  return element.shadowRoot?.activeElement ?? null;
}

function alertRequests(calls: FixtureCall[]): FixtureCall[] {
  return calls.filter((call) => call.url.includes('/alerts/'));
}

function record<K extends 'sfc-alerts-change' | 'sfc-alert-read'>(type: K) {
  const events: Array<HTMLElementEventMap[K]> = [];
  const listener = (event: HTMLElementEventMap[K]) => events.push(event);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sfc-alerts-bell', () => {
  let api: ReturnType<typeof installFixtureApi> | null = null;
  const serve = (routes: FixtureRoutes) => (api = installFixtureApi(routes));

  afterEach(() => {
    cleanupFixtures();
    sharedStore().getState().logout();
    document.documentElement.classList.remove('sfc-high-contrast');
    api?.restore();
    api = null;
  });

  it('is registered, and loading a second copy of its module is harmless', async () => {
    assertEqual(customElements.get('sfc-alerts-bell'), SfcAlertsBell as CustomElementConstructor, 'tag');
    const warn = spyOnWarn();
    try {
      await import(/* @vite-ignore */ new URL('./alerts-bell.element.ts?copy=2', import.meta.url).href);
    } finally {
      warn.restore();
    }
    assertEqual(customElements.get('sfc-alerts-bell'), SfcAlertsBell as CustomElementConstructor, 'kept');
    assertEqual(warn.calls.length, 0, 'same version: no warning');
    serve(alertsRoutes([alert(1)]));
    signIn();
    const element = await bell();
    assert(element instanceof SfcAlertsBell, 'instances still upgrade');
    await shows(element, 'Alertas: 1 sin leer');
  });

  it('maps its attributes to properties and follows changes (it has no boolean attribute)', async () => {
    const server = serve({
      ...alertsRoutes([alert(1)]),
      'GET /v2/api/alerts/new_alerts/': { body: { count: 4, results: [alert(2)] } },
    });
    signIn();
    const element = await bell(
      '<sfc-alerts-bell api-base="/v2/api" interval="30" history-href="/panel/alertas"></sfc-alerts-bell>',
    );
    assertEqual(element.apiBase, '/v2/api', 'api-base → apiBase');
    assertEqual(element.interval, 30, 'interval → number');
    assertEqual(element.historyHref, '/panel/alertas', 'history-href → historyHref');
    await shows(element, 'Alertas: 4 sin leer');
    assertEqual(
      alertRequests(server.calls)[0]?.url,
      '/v2/api/alerts/new_alerts/?page_size=7',
      'API base used',
    );
    const link = () => part<HTMLAnchorElement>(element, 'history-link');
    assertEqual(link()?.getAttribute('href'), '/panel/alertas', 'link target');
    element.historyHref = '/otra/ruta';
    await waitFor(() => link()?.getAttribute('href') === '/otra/ruta', 'property updates the link');
    assertEqual(element.hasAttribute('history-href'), true, 'no attribute churn');
    element.removeAttribute('history-href');
    await waitFor(() => link()?.getAttribute('href') === '/dashboard/alerts/notifications', 'default link');
    element.removeAttribute('interval');
    assertEqual(element.interval, undefined, 'removed interval resets the property');
  });

  it('shows the unread count and tells the page through a composed sfc-alerts-change', async () => {
    serve(alertsRoutes([alert(3), alert(2), alert(1)]));
    signIn();
    const heard = record('sfc-alerts-change');
    const element = await bell();
    const button = await shows(element, 'Alertas: 3 sin leer');
    await waitFor(() => heard.events.length > 0, 'sfc-alerts-change');
    heard.stop();
    const badge = part(element, 'badge');
    assertEqual(badge?.textContent, '3', 'badge text');
    assertEqual(badge?.getAttribute('aria-hidden'), 'true', 'the name already says the count');
    assertEqual(button.getAttribute('aria-expanded'), 'false', 'closed');
    const event = heard.events[0];
    assertEqual(event?.detail, { count: 3 }, 'detail');
    assert(event?.bubbles && event.composed, 'bubbles and composed');
    assertEqual(event?.target, element as EventTarget, 'the document sees the element as the target');
  });

  it('lists the newest alerts and marks them read with signed requests', async () => {
    const unread = [alert(12), alert(11), alert(10)];
    const server = serve(alertsRoutes(unread));
    signIn();
    const element = await bell();
    const button = await shows(element, 'Alertas: 3 sin leer');
    const get = alertRequests(server.calls)[0];
    const getUrl = `${location.origin}${NEW_ALERTS}`;
    assertEqual(get?.url, NEW_ALERTS, 'GET with the page size');
    assertEqual(
      get?.headers.get('X-SFC-Signature'),
      signatureFor({ method: 'GET', url: getUrl }, FIXTURE_SIGNING_SECRET),
      'GET signed over its URL',
    );
    assertEqual(get?.headers.get('Authorization'), 'Bearer fixture-access-token', 'bearer token');

    button.click();
    await waitFor(() => !part(element, 'panel')?.hidden, 'panel open');
    const items = () => [...(element.shadowRoot?.querySelectorAll('[part~="item"]') ?? [])];
    assertEqual(items().length, 3, 'three items');
    const first = items()[0] as HTMLElement;
    assert(first.textContent?.includes('Nueva queja 172026000012'), 'title');
    assert(first.textContent?.includes('Se radicó la queja 172026000012'), 'message');
    assertEqual(
      first.querySelector('time')?.textContent,
      '11/22/2026 10:12',
      'date in Bogotá, MM/DD/YYYY hh:mm',
    );

    const read = record('sfc-alert-read');
    const changes = record('sfc-alerts-change');
    const mark = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="mark-button"]')][1];
    assertEqual(
      mark?.getAttribute('aria-label'),
      T.markReadOf('Nueva queja 172026000011'),
      'names its alert',
    );
    mark?.click();
    await shows(element, 'Alertas: 2 sin leer');
    const post = server.calls.find((call) => call.method === 'POST');
    assertEqual(post?.url, '/api/alerts/mark_alert/', 'POST path');
    assertEqual(post?.body, { id: 11 }, 'POST body');
    assertEqual(
      post?.headers.get('X-SFC-Signature'),
      signatureFor(
        { method: 'POST', url: `${location.origin}/api/alerts/mark_alert/`, body: { id: 11 } },
        FIXTURE_SIGNING_SECRET,
      ),
      'POST signed over its body',
    );
    await waitFor(() => items().length === 2, 'the read alert left the list');
    await waitFor(
      () => focused(element)?.getAttribute('aria-label') === T.markReadOf('Nueva queja 172026000010'),
      'focus moved to the next alert',
    );
    assertEqual(read.events[0]?.detail, { id: 11, all: false, count: 2 }, 'sfc-alert-read detail');

    part(element, 'mark-all-button')?.click();
    await shows(element, 'Alertas: ninguna sin leer');
    const posts = server.calls.filter((call) => call.method === 'POST');
    assertEqual(posts[1]?.body, { all: true }, 'mark all body');
    assertEqual(read.events[1]?.detail, { id: null, all: true, count: 0 }, 'mark all detail');
    assertEqual(
      changes.events.map((event) => event.detail.count),
      [2, 0],
      'count changes',
    );
    read.stop();
    changes.stop();
    await waitFor(() => element.shadowRoot?.textContent?.includes(T.empty), 'empty state');
    assertEqual(part(element, 'badge'), null, 'no badge at 0');
    await waitFor(() => focused(element) === part(element, 'history-link'), 'focus kept in the panel');
  });

  it("shows an entity's early warning (about no complaint) in the list, axe clean", async () => {
    const warning: Alert = {
      id: 40,
      type_alert: { id: 4, name: 'Alerta temprana' },
      title: 'Alerta temprana: Bancolombia, noviembre de 2026',
      message:
        'Bancolombia recibió 12 quejas en noviembre de 2026 (hasta el 11/20/2026), muy por encima de las 1,4 que predice su propio histórico de los 365 días anteriores (prueba de Poisson, valor p < 0,000001).',
      complaint_code: null,
      created_at: '2026-11-20T15:00:00.000Z',
      is_read: false,
    };
    serve(alertsRoutes([warning, alert(10)]));
    signIn();
    const element = await bell();
    (await shows(element, 'Alertas: 2 sin leer')).click();
    await waitFor(() => !part(element, 'panel')?.hidden, 'panel open');
    const first = element.shadowRoot?.querySelector<HTMLElement>('[part~="item"]');
    assert(first?.textContent?.includes('Alerta temprana: Bancolombia, noviembre de 2026'), 'title');
    assert(
      first?.textContent?.includes('muy por encima de las 1,4 que predice su propio histórico'),
      'message',
    );
    assertEqual(first?.querySelector('time')?.textContent, '11/20/2026 10:00', 'date in Bogotá');
    await assertAxeClean(element);
    first?.querySelector<HTMLButtonElement>('[part~="mark-button"]')?.click();
    await shows(element, 'Alertas: 1 sin leer');
  });

  it('never piles requests on a slow server, and leaves no timer once removed', async () => {
    const starts: number[] = [];
    const unread = [alert(1)];
    const routes = alertsRoutes(unread);
    const slowGet = routes['GET /api/alerts/new_alerts/'] as (call: FixtureCall) => object;
    serve({
      ...routes,
      'GET /api/alerts/new_alerts/': (call) => {
        starts.push(performance.now());
        return { ...slowGet(call), delayMs: 1200 };
      },
    });
    signIn();
    const element = await bell('<sfc-alerts-bell interval="1"></sfc-alerts-bell>');
    const button = await waitFor(() => bellButton(element), 'bell');
    button.click(); // opening asks for fresh alerts while the first request is still out
    await sleep(3600);
    // A plain 1 s timer would have sent 4 requests by now, 2 of them still unanswered.
    assertEqual(starts.length, 2, 'requests sent in 3.6 s');
    const gap = (starts[1] ?? 0) - (starts[0] ?? 0);
    assert(
      gap >= 2150,
      `the next request waits for the answer plus the interval (gap ${Math.round(gap)} ms)`,
    );
    await shows(element, 'Alertas: 1 sin leer');
    element.remove();
    await sleep(2600);
    assertEqual(starts.length, 2, 'nothing sent after removal');
  });

  it('shows nothing and calls nothing without module 28 or without a session', async () => {
    const server = serve(alertsRoutes([alert(1)]));
    const anonymous = await bell();
    signIn([16, 29]);
    const noModule = await bell();
    for (let i = 0; i < 10; i++) await nextFrame();
    for (const element of [anonymous, noModule]) {
      assertEqual(bellButton(element), null, 'no bell');
      assertEqual(element.getBoundingClientRect().width, 0, 'takes no room');
    }
    assertEqual(server.calls.length, 0, 'not even /config.json');
  });

  it('appears when someone with module 28 signs in elsewhere on the page, and goes on sign-out', async () => {
    const server = serve(alertsRoutes([alert(2), alert(1)]));
    const element = await bell();
    for (let i = 0; i < 5; i++) await nextFrame();
    assertEqual(bellButton(element), null, 'off while anonymous');
    const heard = record('sfc-alerts-change');
    signIn(); // what a sign-in element or the portal does in the shared store
    await shows(element, 'Alertas: 2 sin leer');
    assertEqual(alertRequests(server.calls).length >= 1, true, 'loaded on sign-in');
    sharedStore().getState().logout();
    await waitFor(() => bellButton(element) === null, 'the bell goes on sign-out');
    heard.stop();
    assertEqual(
      heard.events.map((event) => event.detail.count),
      [2, 0],
      'the page hears the count and then 0',
    );
  });

  it('works from the keyboard: Tab, Enter, arrows, Escape back to the bell, Tab out closes', async () => {
    serve(alertsRoutes([alert(2), alert(1)]));
    signIn();
    const before = await fixture<HTMLButtonElement>('<button type="button">Antes</button>');
    const element = await bell();
    const after = await fixture<HTMLButtonElement>('<button type="button">Después</button>');
    const button = await shows(element, 'Alertas: 2 sin leer');
    before.focus();
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(element), button as Element, 'Tab reaches the bell');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 'Enter opens');
    assertEqual(focused(element), button as Element, 'opening keeps focus on the bell');
    await sendKeys({ press: 'ArrowDown' });
    const marks = () => [...element.shadowRoot!.querySelectorAll('[part~="mark-button"]')];
    await waitFor(() => focused(element) === marks()[0], 'ArrowDown enters the panel');
    await sendKeys({ press: 'ArrowDown' });
    assertEqual(focused(element), marks()[1] as Element, 'ArrowDown moves to the next control');
    await sendKeys({ press: 'ArrowUp' });
    assertEqual(focused(element), marks()[0] as Element, 'ArrowUp moves back');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(element), marks()[1] as Element, 'Tab moves through the items');
    await sendKeys({ press: 'End' });
    assertEqual(focused(element), part(element, 'history-link') as Element, 'End reaches the link');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'Escape closes');
    assertEqual(focused(element), button as Element, 'focus returns to the bell');
    assertEqual(part(element, 'panel')?.hidden, true, 'panel hidden');

    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focused(element) === marks()[0], 'ArrowDown on the bell opens and enters');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Tab' });
    assertEqual(document.activeElement, after as Element, 'Tab leaves the bell');
    await waitFor(() => part(element, 'panel')?.hidden === true, 'leaving closes the panel');
  });

  for (const [where, style] of [
    ['near the end of a 390 px phone’s header', 'display:flex;justify-content:flex-end;padding:0 40px 0 0'],
    ['at the start of a 390 px phone’s header', 'display:flex;justify-content:flex-start;padding:0 0 0 4px'],
    ['in the middle of a 390 px phone’s header', 'display:flex;justify-content:center;padding:0'],
  ] as const) {
    it(`opens its panel inside the screen when it sits ${where}`, async () => {
      serve(alertsRoutes([alert(2), alert(1)]));
      signIn();
      await setViewport({ width: 390, height: 844 });
      try {
        const header = await fixture<HTMLDivElement>(
          `<div style="${style};margin:0;box-sizing:border-box;width:100%"><sfc-alerts-bell></sfc-alerts-bell></div>`,
        );
        const element = header.querySelector('sfc-alerts-bell')!;
        const button = await shows(element, 'Alertas: 2 sin leer');
        button.click();
        const panel = part(element, 'panel')!;
        await waitFor(() => !panel.hidden && part(element, 'mark-button'), 'the panel lists the alerts');
        await nextFrame();
        const box = panel.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        // Was x = 307 to 681 near the end of the header: "Marcar como leída" could not be tapped.
        assert(box.left >= 0 && box.right <= width, `panel from ${box.left} to ${box.right} in ${width}`);
        const mark = part<HTMLButtonElement>(element, 'mark-button')!;
        const r = mark.getBoundingClientRect();
        const hit = element.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        assert(
          hit === mark || mark.contains(hit),
          'the first "Marcar como leída" is what a tap there reaches',
        );
        assertEqual(document.documentElement.scrollWidth <= width, true, 'the page does not scroll sideways');
        await assertAxeClean(element);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('says so when the alerts cannot be loaded', async () => {
    serve(alertsRoutes([], { status: 500 }));
    signIn();
    const element = await bell();
    const button = await waitFor(() => bellButton(element), 'bell');
    assertEqual(button.getAttribute('aria-label'), T.bell, 'no count to give');
    button.click();
    const error = await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]'), 'error shown');
    assert(error.textContent?.includes(MESSAGES.internalServerError), `error text: ${error.textContent}`);
  });

  it('keeps page styles out of its shadow root', async () => {
    addPageStyle(`
      button { color: rgb(255, 0, 0) !important; background: rgb(0, 255, 0) !important; }
      p, li, a { color: rgb(255, 0, 0) !important; }
      body { text-transform: uppercase; letter-spacing: 5px; font-family: serif; }`);
    serve(alertsRoutes([alert(1)]));
    signIn();
    const element = await bell();
    const button = await shows(element, 'Alertas: 1 sin leer');
    button.click();
    await waitFor(() => !part(element, 'panel')?.hidden, 'panel open');
    const style = getComputedStyle(button);
    assert(style.color !== 'rgb(255, 0, 0)', `bell colour ${style.color}`);
    assert(style.backgroundColor !== 'rgb(0, 255, 0)', `bell background ${style.backgroundColor}`);
    const title = element.shadowRoot!.querySelector('.sfc-alerts-bell__item-title') as HTMLElement;
    const titleStyle = getComputedStyle(title);
    assert(titleStyle.color !== 'rgb(255, 0, 0)', `title colour ${titleStyle.color}`);
    assertEqual(titleStyle.textTransform, 'none', 'inherited text-transform stops at the host');
    assertEqual(titleStyle.letterSpacing, 'normal', 'inherited letter-spacing stops at the host');
    assert(titleStyle.fontFamily.includes('Work Sans'), `font ${titleStyle.fontFamily}`);
  });

  it('keeps its styles out of the page', async () => {
    const page = await fixture<HTMLDivElement>(
      `<div><button type="button" class="sfc-button sfc-alerts-bell__button">Página</button>
        <p class="sfc-alerts-bell__title">Texto</p><ul class="sfc-alerts-bell__list"><li>x</li></ul>
        <span class="sfc-alerts-bell__badge">5</span></div>`,
    );
    const snapshot = () =>
      ['button', 'p', 'ul', 'span'].map((selector) => {
        const style = getComputedStyle(page.querySelector(selector) as Element);
        return [style.color, style.backgroundColor, style.borderStyle, style.padding, style.fontFamily].join(
          '|',
        );
      });
    const before = snapshot();
    serve(alertsRoutes([alert(1)]));
    signIn();
    const element = await bell();
    (await shows(element, 'Alertas: 1 sin leer')).click();
    await waitFor(() => !part(element, 'panel')?.hidden, 'panel open');
    assertEqual(snapshot(), before, 'page elements look the same');
  });

  it('has no serious or critical axe violations, and follows high contrast', async () => {
    serve(alertsRoutes([alert(3), alert(2), alert(1)]));
    signIn();
    const element = await bell();
    const button = await shows(element, 'Alertas: 3 sin leer');
    await assertAxeClean(element);
    button.click();
    await waitFor(() => !part(element, 'panel')?.hidden, 'panel open');
    await assertAxeClean(element);
    const badgeBase = () => part(element, 'badge') as HTMLElement;
    assertEqual(
      getComputedStyle(badgeBase()).backgroundColor,
      'rgb(0, 72, 132)',
      'badge in the portal colour',
    );
    document.documentElement.classList.add('sfc-high-contrast');
    assertEqual(getComputedStyle(badgeBase()).backgroundColor, 'rgb(255, 255, 0)', 'badge in high contrast');
    assertEqual(
      getComputedStyle(part(element, 'panel') as HTMLElement).backgroundColor,
      'rgb(0, 0, 0)',
      'panel in high contrast',
    );
    await assertAxeClean(element);
  });
});
