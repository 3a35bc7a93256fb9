import r2wc from '@r2wc/react-to-web-component';
import { createElement, Fragment, useSyncExternalStore, type ComponentType } from 'react';
import { baseCss } from '../tokens/tokens-css.js';
import { attributeName, parseAttribute, type PropKind } from './attributes.js';
import { adoptStyles, supportsAdoptedStyleSheets } from './styles.js';

/** Props every wrapped component receives from {@link reactElement}. */
export interface ReactElementBaseProps {
  /**
   * The element's open shadow root, where the tree renders. Portals, dialogs, tooltips and
   * Chart.js canvases must render here (not in `document.body`) to get the adopted styles;
   * `container.host` is the custom element, the target for `emit(...)`.
   */
  container: ShadowRoot;
}

/** Options of {@link reactElement}. */
export interface ReactElementOptions<P> {
  /** The element's public properties and how each maps to an attribute (see {@link PropKind}). */
  props: { [K in Exclude<keyof P, 'container'> & string]?: PropKind };
  /** Only `open` is supported: tests, axe and the page's scripts need to reach in. */
  shadow?: 'open';
  /** CSS adopted into each instance's shadow root, after the shared base styles. */
  styles?: string | readonly string[];
}

/** Instance type of an element made by {@link reactElement}: an element with P's properties. */
export type ReactElementInstance<P> = HTMLElement & Partial<Omit<P, 'container'>>;

/** Constructor returned by {@link reactElement}, ready for `define(tag, ctor)`. */
export interface ReactElementConstructor<P> {
  new (): ReactElementInstance<P>;
  readonly observedAttributes: string[];
}

type Snapshot = Readonly<Record<string, unknown>>;

/** One element's property values, observable by React through useSyncExternalStore. */
class PropStore {
  snapshot: Snapshot;
  reflecting = false;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Snapshot) {
    this.snapshot = initial;
  }

  set(name: string, value: unknown): void {
    if (Object.is(this.snapshot[name], value)) return;
    this.snapshot = { ...this.snapshot, [name]: value };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Snapshot => this.snapshot;
}

const stores = new WeakMap<Element, PropStore>();

function storeOf(element: Element): PropStore {
  const store = stores.get(element);
  if (!store) throw new Error('Element was not constructed by reactElement');
  return store;
}

/** What r2wc's class looks like from here: its lifecycle callbacks and `container`. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/**
 * Wraps a React component as a custom element class (via @r2wc/react-to-web-component):
 *
 * - the tree renders in an open shadow root, passed to the component as `container`;
 * - the shared base styles and `styles` are adopted into that root (one constructed sheet per
 *   CSS text, shared by all instances), or rendered as a `<style>` inside the tree where
 *   constructable stylesheets are missing;
 * - attributes and properties follow {@link PropKind}: `api-base` ↔ `apiBase`, bare boolean
 *   attributes are `true`, removing any attribute resets its property (r2wc alone ignores empty
 *   and removed attributes);
 * - properties set before the element was defined are picked up on connection;
 * - moving the element in the page (remove and re-insert in one task) keeps its React state;
 *   removing it for good unmounts the tree.
 *
 * Register the result with `define(tag, ctor, version)`.
 */
export function reactElement<P extends ReactElementBaseProps>(
  Component: ComponentType<P>,
  options: ReactElementOptions<P>,
): ReactElementConstructor<P> {
  const kinds = Object.entries(options.props) as Array<[string, PropKind]>;
  const attributeToProp = new Map<string, [string, PropKind]>();
  for (const [prop, kind] of kinds)
    if (kind !== 'property') attributeToProp.set(attributeName(prop), [prop, kind]);
  const initial: Record<string, unknown> = {};
  for (const [prop, kind] of kinds) if (kind === 'boolean') initial[prop] = false;
  const css = [baseCss, ...(typeof options.styles === 'string' ? [options.styles] : (options.styles ?? []))];

  function Bridge({ container }: { container: ShadowRoot }) {
    const store = storeOf(container.host);
    const props = useSyncExternalStore(store.subscribe, store.getSnapshot);
    return createElement(
      Fragment,
      null,
      supportsAdoptedStyleSheets(container) ? null : createElement('style', null, css.join('\n')),
      createElement(Component, { ...props, container } as unknown as P),
    );
  }
  Bridge.displayName = `SfcElement(${Component.displayName ?? Component.name})`;

  // r2wc owns the shadow root, the container prop and the React root's mount and unmount;
  // attributes and properties are handled here because r2wc's parsing drops empty and removed
  // attributes (see TOOLCHAIN.md, r2wc gotchas).
  const Base = r2wc(Bridge as unknown as ComponentType<object>, {
    shadow: 'open',
    props: [],
  }) as unknown as new () => R2wcElement;

  class SfcReactElement extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      stores.set(this, new PropStore(initial));
      const root = this.shadowRoot as ShadowRoot;
      if (supportsAdoptedStyleSheets(root)) for (const text of css) adoptStyles(root, text);
    }

    override connectedCallback(): void {
      // A page may set properties before the element is defined; those own properties shadow
      // the accessors below, so move them onto the accessors.
      for (const [prop] of kinds) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Deferred so that moving the element (remove, then insert in the same task) keeps state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const store = storeOf(this);
      const entry = attributeToProp.get(name);
      if (!entry || store.reflecting) return;
      store.set(entry[0], parseAttribute(entry[1], value));
    }
  }

  for (const [prop, kind] of kinds) {
    Object.defineProperty(SfcReactElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: SfcReactElement) {
        return storeOf(this).snapshot[prop];
      },
      set(this: SfcReactElement, value: unknown) {
        const store = storeOf(this);
        if (kind !== 'boolean') return store.set(prop, value);
        store.set(prop, Boolean(value));
        store.reflecting = true;
        try {
          this.toggleAttribute(attributeName(prop), Boolean(value));
        } finally {
          store.reflecting = false;
        }
      },
    });
  }

  return SfcReactElement as unknown as ReactElementConstructor<P>;
}
