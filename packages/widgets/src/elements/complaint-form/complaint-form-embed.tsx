import { lazy } from 'react';
import { EMBED_TEXTS } from '@sfc/core';
import type { ReactElementBaseProps } from '../../define/react-element.js';
import { ConsumerGate } from '../../features/consumer-session/consumer-gate.js';
import { SignIn } from '../../features/sign-in/sign-in.js';

/** Properties of `sfc-complaint-form` (attributes in kebab-case). */
export interface ComplaintFormEmbedProps extends ReactElementBaseProps {
  /** Base URL of the portal's API; default `/api` on the page's origin. */
  apiBase?: string;
  /** Where the sign-in's "¿No tienes una cuenta? Regístrate" goes; hidden when empty. */
  signupHref?: string;
  /** Where "¿Olvidaste tu contraseña?" goes; hidden when empty. */
  recoveryHref?: string;
  /** Where an unconfirmed account confirms itself; hidden when empty. */
  verifyHref?: string;
  /** Where the confirmation's "Ir al seguimiento de mis quejas" goes; hidden when empty. */
  trackingHref?: string;
}

// The form loads once a consumer is signed in: a new visitor downloads the sign-in first.
const ComplaintRegistration = /* @__PURE__ */ lazy(() =>
  import('./complaint-registration.js').then((module) => ({ default: module.ComplaintRegistration })),
);

/**
 * What `sfc-complaint-form` shows: the shared sign-in when nobody is signed in, a message for a
 * staff account, and for a consumer the host's complaint form (prefilled from the profile), then
 * the filed complaint's code. Everything renders in the element's shadow root (`container`).
 */
export function ComplaintFormEmbed({
  apiBase,
  container,
  signupHref,
  recoveryHref,
  verifyHref,
  trackingHref,
}: ComplaintFormEmbedProps) {
  return (
    <ConsumerGate
      apiBase={apiBase}
      container={container}
      signInHeading={EMBED_TEXTS.formSignInHeading}
      staffMessage={EMBED_TEXTS.staffCannotFile}
      signIn={SignIn}
      links={{ signup: signupHref, recovery: recoveryHref, verify: verifyHref }}
    >
      {({ api, user }) => (
        // A new user (signed out and in again) starts a fresh form with their own data.
        <ComplaintRegistration
          key={String(user.user_id ?? user.email ?? '')}
          api={api}
          user={user}
          container={container}
          trackingHref={trackingHref}
        />
      )}
    </ConsumerGate>
  );
}
