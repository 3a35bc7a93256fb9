import { tokensCss } from '../tokens/tokens-css.js';
import { adoptStyles } from './styles.js';
import { WIDGETS_VERSION } from './version.js';

/** Tag names of the portal's elements: one prefix, `sfc-`. */
export type SfcTagName = `sfc-${string}`;

interface DefineRegistry {
  versions: Map<string, string>;
  warned: Set<string>;
}

// Kept on globalThis under Symbol.for so separately built bundles on one page (each with its
// own copy of this module) share one record of who registered which tag at which version.
const REGISTRY_KEY = Symbol.for('@sfc/widgets/define-registry');

function registry(): DefineRegistry {
  const host = globalThis as typeof globalThis & { [REGISTRY_KEY]?: DefineRegistry };
  host[REGISTRY_KEY] ??= { versions: new Map(), warned: new Set() };
  return host[REGISTRY_KEY];
}

/**
 * Registers `ctor` as `<tag>` and returns the constructor that ends up registered.
 *
 * Registering a tag that is already registered is harmless: at the same version it is a
 * no-op; at a different version (two bundles on one page) the first registration is kept and
 * one `console.warn` says so, once per tag. It also adopts the document-level design tokens
 * (`--sfc-*` and the high-contrast palette) once, so every element on the page can follow the
 * accessibility bar's contrast switch.
 */
export function define(
  tag: SfcTagName,
  ctor: CustomElementConstructor,
  version: string = WIDGETS_VERSION,
): CustomElementConstructor {
  const { versions, warned } = registry();
  adoptStyles(document, tokensCss);
  const existing = customElements.get(tag);
  if (existing) {
    const first = versions.get(tag) ?? 'unknown';
    if (first !== version && !warned.has(tag)) {
      warned.add(tag);
      console.warn(
        `[sfc] <${tag}> is already registered by version ${first}; ignoring version ${version} and keeping the first.`,
      );
    }
    return existing;
  }
  customElements.define(tag, ctor);
  versions.set(tag, version);
  return ctor;
}
