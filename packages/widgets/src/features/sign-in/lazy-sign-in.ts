import { lazy } from 'react';

/**
 * The shared sign-in, loaded on first render: for an element whose visitors are mostly signed in
 * already (its code stays out of the element's first download; render it inside `Suspense`).
 */
export const LazySignIn = /* @__PURE__ */ lazy(() =>
  import('./sign-in.js').then((module) => ({ default: module.SignIn })),
);
