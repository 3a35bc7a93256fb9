// Side-effect-free library entry: the form elements, the element helpers and the design tokens.
// Custom elements register themselves only through their own `*.element.ts` entries.
export * from './form/index.js';
export * from './define/index.js';
export * from './tokens/index.js';
