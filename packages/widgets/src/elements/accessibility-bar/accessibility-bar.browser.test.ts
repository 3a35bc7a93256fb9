import { ACCESSIBILITY_BAR_TEXTS as T } from '@sfc/core';
import { sendKeys } from '@web/test-runner-commands';
import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  spyOnWarn,
} from '../../define/testing/browser-kit.js';
import { ACCESSIBILITY_STORAGE_KEYS, SfcAccessibilityBar } from './accessibility-bar.element.js';

const root = document.documentElement;

function resetPage(): void {
  localStorage.clear();
  root.classList.remove('sfc-high-contrast');
  root.style.fontSize = '';
}

async function bar(attributes = ''): Promise<SfcAccessibilityBar> {
  return fixture<SfcAccessibilityBar>(`<sfc-accessibility-bar ${attributes}></sfc-accessibility-bar>`);
}

function control(element: SfcAccessibilityBar, part: string): HTMLElement {
  const found = element.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);
  assert(found, `part ${part}`);
  return found;
}

async function press(element: SfcAccessibilityBar, part: string): Promise<void> {
  control(element, part).click();
  await element.updateComplete;
}

function status(element: SfcAccessibilityBar): string {
  return element.shadowRoot?.querySelector('[role="status"]')?.textContent?.trim() ?? '';
}

function rootPx(): number {
  return parseFloat(getComputedStyle(root).fontSize);
}

function record<K extends 'sfc-contrast-change' | 'sfc-font-size-change'>(type: K) {
  const events: Array<HTMLElementEventMap[K]> = [];
  const listener = (event: HTMLElementEventMap[K]) => events.push(event);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

describe('sfc-accessibility-bar', () => {
  beforeEach(resetPage);
  afterEach(() => {
    cleanupFixtures();
    resetPage();
  });

  it('is registered, and loading a second copy of its module is harmless', async () => {
    assertEqual(
      customElements.get('sfc-accessibility-bar'),
      SfcAccessibilityBar as CustomElementConstructor,
      'tag',
    );
    const warn = spyOnWarn();
    try {
      // A different URL is a separate module instance, like a second bundle on the page.
      await import(/* @vite-ignore */ new URL('./accessibility-bar.element.ts?copy=2', import.meta.url).href);
    } finally {
      warn.restore();
    }
    assertEqual(
      customElements.get('sfc-accessibility-bar'),
      SfcAccessibilityBar as CustomElementConstructor,
      'kept',
    );
    assertEqual(warn.calls.length, 0, 'same version: no warning');
    const element = await bar();
    assert(element instanceof SfcAccessibilityBar, 'instances still upgrade');
  });

  it('names its controls in Spanish and marks the link as opening a new tab', async () => {
    const element = await bar();
    assertEqual(control(element, 'base').getAttribute('aria-label'), T.barLabel, 'group label');
    assertEqual(
      control(element, 'contrast-button').textContent?.replace('◐', '').trim(),
      'Contraste',
      'contrast',
    );
    assertEqual(control(element, 'contrast-button').getAttribute('aria-pressed'), 'false', 'aria-pressed');
    assertEqual(
      control(element, 'decrease-button').textContent?.replace('A−', '').trim(),
      'Reducir letra',
      'smaller',
    );
    assertEqual(
      control(element, 'increase-button').textContent?.replace('A+', '').trim(),
      'Aumentar letra',
      'larger',
    );
    const link = control(element, 'relay-link') as HTMLAnchorElement;
    assertEqual(link.href, 'https://centroderelevo.gov.co/', 'relay-centre URL');
    assertEqual(link.target, '_blank', 'new tab');
    assertEqual(link.rel, 'noopener noreferrer', 'no opener');
    assertEqual(
      link.textContent?.replace('↗', '').replace(/\s+/g, ' ').trim(),
      'Centro de Relevo (se abre en una nueva pestaña)',
      'accessible text with the new-tab note',
    );
  });

  it('maps attributes to properties and reflects booleans and orientation', async () => {
    const element = await bar('relay-url="https://example.org/relevo" no-persist orientation="vertical"');
    assertEqual(element.relayUrl, 'https://example.org/relevo', 'relay-url → relayUrl');
    assertEqual(element.noPersist, true, 'bare no-persist → true');
    assertEqual(element.orientation, 'vertical', 'orientation');
    assertEqual(
      (control(element, 'relay-link') as HTMLAnchorElement).href,
      'https://example.org/relevo',
      'href',
    );
    assertEqual(getComputedStyle(control(element, 'base')).flexDirection, 'column', 'vertical layout');
    element.removeAttribute('no-persist');
    await element.updateComplete;
    assertEqual(element.noPersist, false, 'removed → false');
    element.noPersist = true;
    element.orientation = 'horizontal';
    element.relayUrl = 'https://centroderelevo.gov.co/otro';
    await element.updateComplete;
    assertEqual(element.getAttribute('no-persist'), '', 'true reflects as a bare attribute');
    assertEqual(element.getAttribute('orientation'), 'horizontal', 'orientation reflects');
    assertEqual(
      (control(element, 'relay-link') as HTMLAnchorElement).href,
      'https://centroderelevo.gov.co/otro',
      'href',
    );
  });

  it('works from the keyboard: Tab to each control, Enter and Space to use it', async () => {
    const element = await bar();
    const before = await fixture<HTMLButtonElement>('<button type="button">Antes</button>');
    element.before(before.parentElement as HTMLElement);
    before.focus();
    const focused = () => element.shadowRoot?.activeElement?.getAttribute('part');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), 'button contrast-button', 'Tab reaches Contraste');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    assertEqual(root.classList.contains('sfc-high-contrast'), true, 'Enter toggles contrast');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), 'button decrease-button', 'Tab reaches Reducir letra');
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    assertEqual(rootPx(), 14, 'Space reduces the font');
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    assertEqual(focused(), 'button decrease-button', 'a refused button keeps the focus');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), 'button increase-button', 'Tab reaches Aumentar letra');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    assertEqual(rootPx(), 16, 'Enter enlarges the font');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), 'relay-link', 'Tab reaches the relay-centre link');
  });

  // One row per case of portal-spec §1/§9: no decrease at or below 14 px, no increase at or above 20 px.
  const bounds: Array<[start: number, button: string, expected: number, changed: boolean]> = [
    [16, 'increase-button', 18, true],
    [18, 'increase-button', 20, true],
    [19, 'increase-button', 20, true],
    [20, 'increase-button', 20, false],
    [22, 'increase-button', 22, false],
    [16, 'decrease-button', 14, true],
    [15, 'decrease-button', 14, true],
    [14, 'decrease-button', 14, false],
    [12, 'decrease-button', 12, false],
    [14, 'increase-button', 16, true],
    [20, 'decrease-button', 18, true],
  ];
  for (const [start, button, expected, changed] of bounds) {
    it(`${button} at ${start}px → ${expected}px${changed ? '' : ' (refused)'}`, async () => {
      root.style.fontSize = `${start}px`;
      const element = await bar();
      const heard = record('sfc-font-size-change');
      await press(element, button);
      heard.stop();
      assertEqual(rootPx(), expected, 'root font size');
      assertEqual(heard.events.length, changed ? 1 : 0, 'events');
      if (changed) {
        assertEqual(heard.events[0]?.detail, { fontSizePx: expected }, 'detail');
        assertEqual(status(element), T.fontSizeNow(expected), 'announced size');
      } else {
        const refusal = button === 'increase-button' ? T.fontSizeAtMax(start) : T.fontSizeAtMin(start);
        assertEqual(status(element), refusal, 'refusal announced');
        assertEqual(control(element, button).getAttribute('aria-disabled'), 'true', 'aria-disabled');
      }
    });
  }

  it('shows the refused state: aria-disabled and a different look, still focusable', async () => {
    root.style.fontSize = '20px';
    const element = await bar();
    const increase = control(element, 'increase-button');
    const decrease = control(element, 'decrease-button');
    assertEqual(increase.getAttribute('aria-disabled'), 'true', 'increase refused at 20px');
    assertEqual(decrease.getAttribute('aria-disabled'), 'false', 'decrease allowed at 20px');
    assert(
      getComputedStyle(increase).borderStyle !== getComputedStyle(decrease).borderStyle,
      'looks different',
    );
    assert(
      getComputedStyle(increase).backgroundColor !== getComputedStyle(decrease).backgroundColor,
      'different background',
    );
    increase.focus();
    assertEqual(element.shadowRoot?.activeElement, increase as Element, 'still focusable');
  });

  it('toggles the high-contrast class with aria-pressed and a composed event', async () => {
    const element = await bar();
    const heard = record('sfc-contrast-change');
    await press(element, 'contrast-button');
    await press(element, 'contrast-button');
    await press(element, 'contrast-button');
    heard.stop();
    assertEqual(root.classList.contains('sfc-high-contrast'), true, 'class on <html>');
    assertEqual(control(element, 'contrast-button').getAttribute('aria-pressed'), 'true', 'pressed');
    assertEqual(
      heard.events.map((event) => event.detail.highContrast),
      [true, false, true],
      'details',
    );
    const event = heard.events[0];
    assert(event && event.bubbles && event.composed, 'bubbles and composed');
    assertEqual(event?.target, element as EventTarget, 'the document sees the bar as the target');
    assertEqual(status(element), T.contrastOn, 'announced');
    assertEqual(element.highContrast, true, 'property');
  });

  it('persists both settings in localStorage and restores them on the next page', async () => {
    const element = await bar();
    await press(element, 'contrast-button');
    await press(element, 'increase-button');
    assertEqual(localStorage.getItem(ACCESSIBILITY_STORAGE_KEYS.contrast), 'true', 'contrast stored');
    assertEqual(localStorage.getItem(ACCESSIBILITY_STORAGE_KEYS.fontSize), '18', 'font size stored');
    cleanupFixtures();
    // A new page: <html> starts plain, the storage remains.
    root.classList.remove('sfc-high-contrast');
    root.style.fontSize = '';
    const next = await bar();
    assertEqual(root.classList.contains('sfc-high-contrast'), true, 'contrast restored');
    assertEqual(rootPx(), 18, 'font size restored');
    assertEqual(
      control(next, 'contrast-button').getAttribute('aria-pressed'),
      'true',
      'button state restored',
    );
  });

  it('neither reads nor writes localStorage with no-persist', async () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEYS.fontSize, '20');
    const element = await bar('no-persist');
    assertEqual(rootPx(), 16, 'stored size ignored');
    await press(element, 'contrast-button');
    assertEqual(localStorage.getItem(ACCESSIBILITY_STORAGE_KEYS.contrast), null, 'nothing written');
  });

  it('keeps two bars on one page in sync', async () => {
    const first = await bar();
    const second = await bar();
    await press(first, 'contrast-button');
    await press(first, 'increase-button');
    await second.updateComplete;
    assertEqual(control(second, 'contrast-button').getAttribute('aria-pressed'), 'true', 'contrast synced');
    assertEqual(second.fontSizePx, 18, 'font size synced');
  });

  it('keeps page styles out of its shadow root', async () => {
    addPageStyle(`
      button { color: rgb(255, 0, 0) !important; background: rgb(0, 255, 0) !important; }
      a { color: rgb(255, 0, 0) !important; }
      body { text-transform: uppercase; letter-spacing: 5px; font-family: serif; }`);
    const element = await bar();
    const button = getComputedStyle(control(element, 'contrast-button'));
    assert(button.color !== 'rgb(255, 0, 0)', `button colour ${button.color}`);
    assert(button.backgroundColor !== 'rgb(0, 255, 0)', `button background ${button.backgroundColor}`);
    assert(getComputedStyle(control(element, 'relay-link')).color !== 'rgb(255, 0, 0)', 'link colour');
    assertEqual(button.textTransform, 'none', 'inherited text-transform stops at the host');
    assertEqual(button.letterSpacing, 'normal', 'inherited letter-spacing stops at the host');
    assert(button.fontFamily.includes('Work Sans'), `font ${button.fontFamily}`);
  });

  it('keeps its styles out of the page', async () => {
    const page = await fixture<HTMLDivElement>(
      '<div><button type="button">Página</button><a href="#x">Enlace</a><div class="bar">x</div></div>',
    );
    const snapshot = () =>
      ['button', 'a', '.bar'].map((selector) => {
        const style = getComputedStyle(page.querySelector(selector) as Element);
        return [style.color, style.backgroundColor, style.borderStyle, style.display, style.fontFamily].join(
          '|',
        );
      });
    const before = snapshot();
    await bar();
    assertEqual(snapshot(), before, 'page elements look the same');
  });

  it('has no serious or critical axe violations, in normal and high contrast', async () => {
    root.style.fontSize = '20px';
    const element = await bar();
    await assertAxeClean(element);
    await press(element, 'contrast-button');
    const background = getComputedStyle(control(element, 'base')).backgroundColor;
    assertEqual(background, 'rgb(26, 26, 26)', 'high-contrast palette applied');
    await assertAxeClean(element);
  });
});
