import { useState, type FormEvent } from 'react';
import { SIGN_IN_TEXTS as T } from '@sfc/core';
import { RadioGroup } from '../../../form/radio-group/radio-group.js';
import type { Option } from '../../../form/shared/types.js';
import { SubmitButton } from '../../shared/submit-button.js';
import { useFocusOnMount } from '../../shared/use-focus-on-mount.js';
import type { PreloginAnswer, SecondFactor } from '../api/types.js';

const ORDER: readonly SecondFactor[] = ['mail', 'sms', 'qr'];

function labelFor(method: SecondFactor, challenge: PreloginAnswer): string {
  if (method === 'mail') return T.secondFactorMail(challenge.email ?? '');
  if (method === 'sms') return T.secondFactorSms(challenge.phone ?? '');
  return T.secondFactorQr;
}

/** Step 2: the choice among the second factors the server offers this user. */
export function MethodStep({
  challenge,
  busy,
  onChoose,
  onBack,
}: {
  challenge: PreloginAnswer;
  busy: boolean;
  onChoose: (method: SecondFactor) => void;
  onBack: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const options: Option<SecondFactor>[] = ORDER.filter((method) => challenge.mfa?.[method]).map((method) => ({
    value: method,
    label: labelFor(method, challenge),
  }));
  const [method, setMethod] = useState<SecondFactor | null>(options[0]?.value ?? null);
  const [showErrors, setShowErrors] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (method) onChoose(method);
  }

  return (
    <form className="sfc-form portal-form" noValidate onSubmit={submit}>
      <h2 ref={heading} tabIndex={-1}>
        {T.secondFactorHeading}
      </h2>
      <RadioGroup
        id="second-factor"
        name="second-factor"
        label={T.secondFactorLegend}
        required
        options={options}
        value={method}
        onChange={setMethod}
        showErrors={showErrors}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>{T.continue}</SubmitButton>
        <SubmitButton type="button" variant="secondary" onClick={onBack} disabled={busy}>
          {T.back}
        </SubmitButton>
      </div>
    </form>
  );
}
