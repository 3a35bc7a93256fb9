import { define } from './define.js';
import { reactElement, type ReactElementInstance } from './react-element.js';
import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  waitFor,
} from './testing/browser-kit.js';
import { TestWidget, testWidgetCss, type TestWidgetProps } from './testing/test-widget.js';

const TestWidgetElement = reactElement(TestWidget, {
  props: { label: 'string', count: 'number', disabled: 'boolean', config: 'json', formatter: 'property' },
  styles: testWidgetCss,
});
define('sfc-test-widget', TestWidgetElement);

type WidgetElement = ReactElementInstance<TestWidgetProps>;

function part(element: Element, selector: string): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
}

async function rendered(markup: string): Promise<WidgetElement> {
  const element = await fixture<WidgetElement>(markup);
  await waitFor(() => part(element, '.widget'), 'the React tree rendered');
  return element;
}

async function textOf(element: Element, selector: string, expected: string): Promise<void> {
  await waitFor(() => part(element, selector)?.textContent === expected, `${selector} shows "${expected}"`);
}

describe('reactElement', () => {
  afterEach(cleanupFixtures);

  it('exposes attributes as camelCase properties of each kind', async () => {
    const element = await rendered(
      `<sfc-test-widget label="Hola" count="3" config='{"items":["a","b"]}'></sfc-test-widget>`,
    );
    assertEqual(element.label, 'Hola', 'string attribute');
    assertEqual(element.count, 3, 'number attribute');
    assertEqual(element.config, { items: ['a', 'b'] }, 'json attribute');
    await textOf(element, '.label', 'Hola');
    await textOf(element, '.count', 'number:3');
    await textOf(element, '.items', 'a,b');
  });

  it('follows attribute changes, including empty values and removal', async () => {
    const element = await rendered('<sfc-test-widget label="Hola" count="3"></sfc-test-widget>');
    element.setAttribute('label', '');
    await textOf(element, '.label', '');
    assertEqual(element.label, '', 'an empty attribute is an empty string');
    element.removeAttribute('label');
    element.removeAttribute('count');
    await textOf(element, '.label', 'sin etiqueta');
    await textOf(element, '.count', 'sin número');
    assertEqual(element.label, undefined, 'a removed attribute resets the property');
  });

  it('turns a bare boolean attribute into true and its removal into false', async () => {
    const element = await rendered('<sfc-test-widget disabled></sfc-test-widget>');
    assertEqual(element.disabled, true, 'bare attribute');
    await waitFor(() => part(element, 'button')?.hasAttribute('disabled'), 'inner button disabled');
    element.removeAttribute('disabled');
    assertEqual(element.disabled, false, 'removed attribute');
    await waitFor(() => !part(element, 'button')?.hasAttribute('disabled'), 'inner button enabled');
    element.disabled = true;
    assertEqual(element.getAttribute('disabled'), '', 'true property writes the bare attribute');
    element.disabled = false;
    assertEqual(element.hasAttribute('disabled'), false, 'false property removes it');
  });

  it('takes property values, including property-only ones, without writing attributes', async () => {
    const element = await rendered('<sfc-test-widget></sfc-test-widget>');
    element.label = 'Desde propiedad';
    element.formatter = (label) => label.toUpperCase();
    await textOf(element, '.label', 'DESDE PROPIEDAD');
    assertEqual(element.hasAttribute('label'), false, 'string properties are not reflected');
  });

  it('picks up properties set before the element was defined', async () => {
    const early = document.createElement('sfc-test-widget-late') as WidgetElement;
    early.label = 'Temprano';
    document.body.append(early);
    try {
      define('sfc-test-widget-late', reactElement(TestWidget, { props: { label: 'string' } }));
      await textOf(early, '.label', 'Temprano');
      assertEqual(early.label, 'Temprano', 'the accessor holds it');
    } finally {
      early.remove();
    }
  });

  it('renders in an open shadow root and passes it as the container prop, portals included', async () => {
    const element = await rendered('<sfc-test-widget></sfc-test-widget>');
    assert(element.shadowRoot, 'open shadow root');
    assertEqual(
      part(element, '.widget')?.dataset.containerIsShadowRoot,
      'true',
      'container is the shadow root',
    );
    await waitFor(() => part(element, '.portal'), 'the portal rendered inside the shadow root');
    assertEqual(document.querySelector('.portal'), null, 'nothing leaked into the document');
  });

  it('fires events that cross the shadow root with a typed detail', async () => {
    const element = await rendered('<sfc-test-widget label="Uno"></sfc-test-widget>');
    const details: Array<{ label: string | undefined; clicks: number }> = [];
    const targets: Array<EventTarget | null> = [];
    const listener = (event: CustomEvent<{ label: string | undefined; clicks: number }>) => {
      details.push(event.detail);
      targets.push(event.target);
    };
    document.addEventListener('sfc-test-pick', listener);
    try {
      part(element, 'button')?.click();
      await waitFor(() => details.length === 1, 'the document heard sfc-test-pick');
    } finally {
      document.removeEventListener('sfc-test-pick', listener);
    }
    assertEqual(details[0], { label: 'Uno', clicks: 1 }, 'detail');
    assertEqual(targets[0], element as EventTarget, 'target is the element');
  });

  it('adopts the base and element styles, one sheet object shared by all instances', async () => {
    const one = await rendered('<sfc-test-widget></sfc-test-widget>');
    const two = await rendered('<sfc-test-widget></sfc-test-widget>');
    const sheetsOne = one.shadowRoot?.adoptedStyleSheets ?? [];
    const sheetsTwo = two.shadowRoot?.adoptedStyleSheets ?? [];
    assertEqual(sheetsOne.length, 2, 'base + element sheet');
    assert(
      sheetsOne.every((sheet, i) => sheet === sheetsTwo[i]),
      'the same sheet objects',
    );
    const widget = part(one, '.widget') as HTMLElement;
    assertEqual(getComputedStyle(widget).borderTopWidth, '3px', 'element CSS applies');
    assertEqual(getComputedStyle(one).textTransform, 'none', 'base CSS applies to the host');
  });

  it('falls back to a <style> inside the tree without constructable stylesheets', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
    assert(descriptor, 'Chromium has adoptedStyleSheets on ShadowRoot.prototype');
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    let element: WidgetElement;
    try {
      element = await rendered('<sfc-test-widget></sfc-test-widget>');
      await waitFor(() => part(element, 'style'), 'a <style> element in the shadow root');
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
    }
    assertEqual(element.shadowRoot?.adoptedStyleSheets.length, 0, 'nothing adopted');
    assertEqual(
      getComputedStyle(part(element, '.widget') as HTMLElement).borderTopWidth,
      '3px',
      'CSS applies',
    );
  });

  it('keeps page styles out and its own styles in', async () => {
    addPageStyle('button { color: rgb(255, 0, 0) !important; } .widget { border-top: 9px dotted red; }');
    const page = await fixture<HTMLDivElement>(
      '<div><button type="button">Página</button><div class="widget"></div></div>',
    );
    const element = await rendered('<sfc-test-widget></sfc-test-widget>');
    assert(
      getComputedStyle(part(element, 'button') as HTMLElement).color !== 'rgb(255, 0, 0)',
      'no red inside',
    );
    assertEqual(
      getComputedStyle(part(element, '.widget') as HTMLElement).borderTopWidth,
      '3px',
      'own CSS wins',
    );
    assertEqual(
      getComputedStyle(page.querySelector('.widget') as HTMLElement).borderTopWidth,
      '9px',
      'page untouched',
    );
  });

  it('keeps React state when moved and unmounts when removed for good', async () => {
    const element = await rendered('<sfc-test-widget></sfc-test-widget>');
    part(element, 'button')?.click();
    await textOf(element, 'button', 'Elegir (1)');
    const elsewhere = await fixture<HTMLDivElement>('<div></div>');
    elsewhere.append(element);
    await new Promise((resolve) => setTimeout(resolve));
    await textOf(element, 'button', 'Elegir (1)');
    element.remove();
    await waitFor(() => !part(element, '.widget'), 'the tree is unmounted');
  });

  it('has no serious or critical axe violations', async () => {
    const element = await rendered('<sfc-test-widget label="Etiqueta" count="2"></sfc-test-widget>');
    await assertAxeClean(element);
  });
});
