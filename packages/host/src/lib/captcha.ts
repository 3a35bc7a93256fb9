import { useState } from 'react';
import { fetchCaptchaAnswer, PORTAL_TEXTS as T, type ApiClient } from '@sfc/core';
import { useServices } from './services.js';

/**
 * The `captcha` value of a form: the server's proof-of-work challenge solved in the browser.
 * The search yields to the page between batches so the "verifying" message paints and the
 * page stays responsive.
 */
export function solveCaptcha(api: Pick<ApiClient, 'get'>): Promise<string> {
  return fetchCaptchaAnswer(api, { pause: () => new Promise((resolve) => setTimeout(resolve, 0)) });
}

/**
 * The send of a public form behind the captcha: `withCaptcha(send)` solves it, then awaits
 * `send(captcha)` and answers `{ sent }` with its result, or null when the captcha could not be
 * solved. `busy` and `busyLabel` are the submit button's (the captcha's text, then the sending's).
 */
export function useCaptchaSend() {
  const { api } = useServices();
  const [phase, setPhase] = useState<'idle' | 'captcha' | 'sending'>('idle');
  async function withCaptcha<R>(send: (captcha: string) => Promise<R>): Promise<{ sent: R } | null> {
    setPhase('captcha');
    let captcha: string;
    try {
      captcha = await solveCaptcha(api);
    } catch {
      setPhase('idle');
      return null;
    }
    setPhase('sending');
    const sent = await send(captcha);
    setPhase('idle');
    return { sent };
  }
  return {
    withCaptcha,
    busy: phase !== 'idle',
    busyLabel: phase === 'captcha' ? T.solvingCaptcha : T.sending,
  };
}
