import { useState } from 'react';
import { MESSAGES, readFailure, type ApiClient } from '@sfc/core';
import { Notice } from '../shared/notice.js';
import { resendCooldown } from './api/resend-cooldown.js';
import { sendSignInCode } from './api/send-code.js';
import type { PreloginAnswer, SecondFactor, SignedIn } from './api/types.js';
import { CodeStep } from './components/code-step.js';
import { CredentialsStep } from './components/credentials-step.js';
import { MethodStep } from './components/method-step.js';
import type { SignInLinks, SignInNavigate } from './sign-in-links.js';

/** Props of {@link SignIn}. */
export interface SignInProps {
  /** Core's signed API client (no session needed: every call is made before one exists). */
  api: ApiClient;
  /** Called with the tokens and the user once the second factor is accepted. */
  onSignedIn: (signedIn: SignedIn) => void;
  /** Recovery, sign-up and confirmation links; each shows only when given. */
  links?: SignInLinks;
  /** In-app navigation for those links (the host's router); plain links when omitted. */
  onNavigate?: SignInNavigate;
}

type Step =
  | { kind: 'credentials' }
  | { kind: 'method'; challenge: PreloginAnswer }
  | {
      kind: 'code';
      challenge: PreloginAnswer;
      method: SecondFactor;
      notice: string | null;
      /** Seconds before another code may be asked for (the last one was sent moments ago). */
      cooldown: number;
    };

/**
 * Signing in (portal-spec §4; packages/server/docs/sign-in.md): prelogin with e-mail and
 * password, then one of the second factors the server offers (mail code, SMS code, authenticator
 * app), then the 6-digit code. Each later step's heading takes focus as it appears. Only the
 * answer is handed on: storing the session and going somewhere is the caller's (the host's
 * `/login`, or an element on any page). No router, no side effects at import.
 */
export function SignIn({ api, onSignedIn, links = {}, onNavigate }: SignInProps) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(challenge: PreloginAnswer, method: SecondFactor) {
    setFailure(null);
    if (method === 'qr') {
      setStep({ kind: 'code', challenge, method, notice: null, cooldown: 0 });
      return;
    }
    setBusy(true);
    const sent = await sendSignInCode(api, method, challenge.user_id);
    setBusy(false);
    // Too soon after an earlier code (429): that code still works, so the user goes on to type it;
    // the wait shows as a countdown on the resend link, not as a second message.
    if (sent.ok || sent.status === 429) {
      const cooldown = resendCooldown(sent);
      const notice = sent.ok || cooldown !== null ? null : readFailure(sent).form;
      setStep({ kind: 'code', challenge, method, notice, cooldown: cooldown ?? 0 });
      return;
    }
    setFailure(readFailure(sent).form ?? MESSAGES.genericError);
  }

  return (
    <>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {step.kind === 'credentials' ? (
        <CredentialsStep
          api={api}
          links={links}
          onNavigate={onNavigate}
          onPrelogin={(challenge) => setStep({ kind: 'method', challenge })}
        />
      ) : null}
      {step.kind === 'method' ? (
        <MethodStep
          challenge={step.challenge}
          busy={busy}
          onChoose={(method) => void choose(step.challenge, method)}
          onBack={() => setStep({ kind: 'credentials' })}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          api={api}
          challenge={step.challenge}
          method={step.method}
          initialNotice={step.notice}
          initialCooldown={step.cooldown}
          onSignedIn={onSignedIn}
          onOtherMethod={() => setStep({ kind: 'method', challenge: step.challenge })}
        />
      ) : null}
    </>
  );
}
