import { Suspense, lazy, useEffect, useState } from 'react';
import type { ApiClient } from '@sfc/core';
import { Notice } from '../shared/notice.js';
import { readCodeSending } from './api/code-sending.js';
import { sendSignInCode } from './api/send-code.js';
import type { PreloginAnswer, SecondFactor, SignedIn } from './api/types.js';
import { CredentialsStep } from './components/credentials-step.js';
import type { SignInLinks, SignInNavigate } from './sign-in-links.js';

// The second-factor steps come after a server round trip: their code (the code input, the
// verification calls) stays out of the first download of the pages and elements that sign in, and
// is fetched while the password is typed (ADR 0005's element budgets).
const loadMethodStep = () => import('./components/method-step.js');
const loadCodeStep = () => import('./components/code-step.js');
const MethodStep = /* @__PURE__ */ lazy(() =>
  loadMethodStep().then((module) => ({ default: module.MethodStep })),
);
const CodeStep = /* @__PURE__ */ lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));

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
  useEffect(() => {
    void loadMethodStep();
    void loadCodeStep();
  }, []);

  async function choose(challenge: PreloginAnswer, method: SecondFactor) {
    setFailure(null);
    if (method === 'qr') {
      setStep({ kind: 'code', challenge, method, notice: null, cooldown: 0 });
      return;
    }
    setBusy(true);
    const sending = readCodeSending(await sendSignInCode(api, method, challenge.user_id));
    setBusy(false);
    // A code to type (sent now, or the valid one sent moments ago): the code step says which, in the
    // server's words, and counts the wait on the resend link. No code (the hour's limit): stay here.
    if (sending.codeAvailable) {
      setStep({ kind: 'code', challenge, method, notice: sending.notice, cooldown: sending.wait });
      return;
    }
    setFailure(sending.failure);
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
      <Suspense fallback={null}>
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
      </Suspense>
    </>
  );
}
