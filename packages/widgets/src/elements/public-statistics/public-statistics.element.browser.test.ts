import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  nextFrame,
  waitFor,
} from '../../define/testing/browser-kit.js';
import { installFixtureApi, type FixtureCall } from '../../define/testing/fixture-api.js';
import type { PublicStatisticsData } from './public-statistics-calls.js';
import { FILTER_OPTIONS, SECTOR_YEAR } from './public-statistics.fixtures.js';
import { SfcPublicStatistics } from './public-statistics.element.js';

const shadow = (element: Element) => element.shadowRoot!;
const figure = (element: Element, name: string) =>
  shadow(element).querySelector(`[data-figure="${name}"] dd`)?.textContent ?? null;

describe('sfc-public-statistics', () => {
  let api: ReturnType<typeof installFixtureApi> | null = null;
  const serve = (answer: (call: FixtureCall) => PublicStatisticsData = () => SECTOR_YEAR) =>
    (api = installFixtureApi({
      'GET /api/public-statistics/filters/': { body: FILTER_OPTIONS },
      'GET /api/public-statistics/': (call) => ({ body: answer(call) }),
    }));

  afterEach(() => {
    cleanupFixtures();
    api?.restore();
    api = null;
  });

  it('is defined, shows the figures of its attributes without signing in or signing, and keeps the page CSS out', async () => {
    assert(customElements.get('sfc-public-statistics') === SfcPublicStatistics, 'the tag is registered');
    const { calls } = serve();
    const page = addPageStyle('button { background: #ffd400 !important; font-family: Georgia !important; }');
    const element = await fixture<SfcPublicStatistics>(
      '<sfc-public-statistics periodo="2026" entidad="7"></sfc-public-statistics>',
    );
    await waitFor(() => figure(element, 'quejas') === '1.043', 'the summary shows the count');
    const asked = calls.find((c) => c.url.startsWith('/api/public-statistics/?'))!;
    assertEqual(asked.url, '/api/public-statistics/?periodo=2026&entidad=7');
    assertEqual(asked.headers.get('x-sfc-signature'), null, 'open data is not signed');
    assertEqual(asked.headers.get('authorization'), null, 'nor sent with a session');
    const button = shadow(element).querySelector('button')!;
    assert(
      getComputedStyle(button).backgroundColor !== 'rgb(255, 212, 0)',
      'the page paints none of its buttons',
    );
    page.remove();
  });

  it('draws each chart in its shadow root beside a table once scrolled to, and is axe clean', async () => {
    serve();
    const element = await fixture<SfcPublicStatistics>('<sfc-public-statistics></sfc-public-statistics>');
    await waitFor(() => figure(element, 'quejas') === '1.043', 'the summary shows the count');
    for (const section of shadow(element).querySelectorAll('section')) {
      section.scrollIntoView();
      await nextFrame();
      await nextFrame();
    }
    await waitFor(
      () => shadow(element).querySelectorAll('canvas[role="img"]').length === 4,
      'four charts drawn',
      8000,
    );
    assertEqual(shadow(element).querySelectorAll('table').length, 4, 'a table per chart');
    await assertAxeClean(shadow(element).querySelector('[part~="base"]')!);
  });

  it('asks again when an attribute changes, and tells the page with sfc-statistics-load', async () => {
    const { calls } = serve((call) => ({
      ...SECTOR_YEAR,
      periodo: new URL(call.url, location.href).searchParams.get('periodo') ?? '2026',
    }));
    const element = await fixture<SfcPublicStatistics>(
      '<sfc-public-statistics hide-filters></sfc-public-statistics>',
    );
    await waitFor(() => figure(element, 'quejas'), 'the figures show');
    assertEqual(shadow(element).querySelector('form'), null, 'no filter form with hide-filters');
    const loads: string[] = [];
    document.addEventListener('sfc-statistics-load', (event) => loads.push(event.detail.periodo), {
      once: true,
    });
    element.setAttribute('periodo', '2025');
    await waitFor(() => loads.length === 1, 'a load event');
    assertEqual(loads[0], '2025');
    assert(
      calls.some((c) => c.url === '/api/public-statistics/?periodo=2025'),
      'asked for 2025',
    );
  });
});
