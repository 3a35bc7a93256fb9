import { tokensCss } from '../tokens/tokens-css.js';
import { define } from './define.js';
import { emit } from './events.js';
import { assert, assertEqual, cleanupFixtures, fixture, spyOnWarn } from './testing/browser-kit.js';

declare module './events.js' {
  interface SfcEventMap {
    'sfc-test-ping': CustomEvent<{ n: number }>;
  }
}

function tokenSheets(): number {
  return document.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes('--sfc-color-primary')),
  ).length;
}

describe('define', () => {
  afterEach(cleanupFixtures);

  it('registers a tag and adopts the document tokens once', () => {
    class First extends HTMLElement {}
    const registered = define('sfc-test-define-once', First, '1.0.0');
    define('sfc-test-define-once-b', class extends HTMLElement {}, '1.0.0');
    assertEqual(registered, First as CustomElementConstructor, 'returns the registered class');
    assertEqual(customElements.get('sfc-test-define-once'), First as CustomElementConstructor, 'registered');
    assertEqual(tokenSheets(), 1, 'one token sheet on the document');
    assert(tokensCss.includes(':root.sfc-high-contrast'), 'the tokens carry the high-contrast palette');
  });

  it('ignores a second registration of the same version without a warning', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    const warn = spyOnWarn();
    try {
      define('sfc-test-define-same', First, '1.0.0');
      const result = define('sfc-test-define-same', Second, '1.0.0');
      assertEqual(result, First as CustomElementConstructor, 'the first class is kept');
      assertEqual(warn.calls.length, 0, 'no warning');
    } finally {
      warn.restore();
    }
  });

  it('keeps the first version and warns once when another version registers the tag', () => {
    class First extends HTMLElement {}
    const warn = spyOnWarn();
    try {
      define('sfc-test-define-versions', First, '1.0.0');
      define('sfc-test-define-versions', class extends HTMLElement {}, '2.0.0');
      define('sfc-test-define-versions', class extends HTMLElement {}, '3.0.0');
      assertEqual(
        customElements.get('sfc-test-define-versions'),
        First as CustomElementConstructor,
        'first kept',
      );
      assertEqual(warn.calls.length, 1, 'one warning');
      const text = String(warn.calls[0]?.[0]);
      assert(
        text.includes('sfc-test-define-versions') && text.includes('1.0.0') && text.includes('2.0.0'),
        text,
      );
    } finally {
      warn.restore();
    }
  });
});

describe('emit', () => {
  afterEach(cleanupFixtures);

  it('fires a prefixed event that bubbles out of nested shadow roots with its detail', async () => {
    const outer = await fixture<HTMLDivElement>('<div></div>');
    const inner = outer.attachShadow({ mode: 'open' });
    inner.innerHTML = '<section><span></span></section>';
    const span = inner.querySelector('span') as HTMLSpanElement;
    const seen: Array<{
      detail: { n: number };
      target: EventTarget | null;
      bubbles: boolean;
      composed: boolean;
    }> = [];
    const listener = (event: CustomEvent<{ n: number }>) =>
      seen.push({
        detail: event.detail,
        target: event.target,
        bubbles: event.bubbles,
        composed: event.composed,
      });
    document.addEventListener('sfc-test-ping', listener);
    try {
      emit(span, 'sfc-test-ping', { n: 7 });
    } finally {
      document.removeEventListener('sfc-test-ping', listener);
    }
    assertEqual(seen.length, 1, 'the document heard it');
    assertEqual(seen[0]?.detail, { n: 7 }, 'detail');
    assertEqual(seen[0]?.target, outer as EventTarget, 'retargeted to the shadow host');
    assert(seen[0]?.bubbles && seen[0]?.composed, 'bubbles and composed');
  });

  it('reports preventDefault on a cancelable event', async () => {
    const host = await fixture<HTMLDivElement>('<div></div>');
    host.addEventListener('sfc-test-ping', (event) => event.preventDefault(), { once: true });
    assertEqual(emit(host, 'sfc-test-ping', { n: 1 }, { cancelable: true }), false, 'cancelled');
    assertEqual(emit(host, 'sfc-test-ping', { n: 2 }), true, 'not cancelable by default');
  });
});
