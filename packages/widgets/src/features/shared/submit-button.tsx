import type { ReactNode } from 'react';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  children: ReactNode;
  /** While true the button shows a spinner and `busyLabel`, and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: ReactNode;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/** The form's main button (GOV.CO primary style), with a busy state that blocks double submits. */
export function SubmitButton({
  children,
  busy = false,
  busyLabel,
  disabled,
  variant = 'primary',
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={`sfc-button${variant === 'secondary' ? ' sfc-button--secondary' : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? <span className="sfc-spinner" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
