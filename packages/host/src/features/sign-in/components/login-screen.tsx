import { useState } from 'react';
import { MESSAGES, PORTAL_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { readFailure } from '../../../lib/server-errors.js';
import { useServices } from '../../../lib/services.js';
import { sendSignInCode } from '../api/send-code.js';
import type { PreloginAnswer, SecondFactor } from '../api/types.js';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js';
import { CodeStep } from './code-step.js';
import { CredentialsStep } from './credentials-step.js';
import { MethodStep } from './method-step.js';

type Step =
  | { kind: 'credentials' }
  | { kind: 'method'; challenge: PreloginAnswer }
  | { kind: 'code'; challenge: PreloginAnswer; method: SecondFactor; notice: string | null };

/**
 * `/login`: prelogin with e-mail and password, then one of the second factors the server offers
 * (mail code, SMS code, authenticator app), then the 6-digit code (packages/server/docs/sign-in.md).
 */
export function LoginScreen() {
  const { api } = useServices();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(challenge: PreloginAnswer, method: SecondFactor) {
    setFailure(null);
    if (method === 'qr') {
      setStep({ kind: 'code', challenge, method, notice: null });
      return;
    }
    setBusy(true);
    const sent = await sendSignInCode(api, method, challenge.user_id);
    setBusy(false);
    // Too soon after an earlier code (429): that code still works, so the user goes on to type it.
    if (sent.ok || sent.status === 429) {
      setStep({ kind: 'code', challenge, method, notice: sent.ok ? null : readFailure(sent).form });
      return;
    }
    setFailure(readFailure(sent).form ?? MESSAGES.genericError);
  }

  return (
    <section className="narrow">
      <h1>{T.loginTitle}</h1>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {step.kind === 'credentials' ? (
        <CredentialsStep onPrelogin={(challenge) => setStep({ kind: 'method', challenge })} />
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
          challenge={step.challenge}
          method={step.method}
          initialNotice={step.notice}
          onSignedIn={completeSignIn}
          onOtherMethod={() => setStep({ kind: 'method', challenge: step.challenge })}
        />
      ) : null}
    </section>
  );
}
