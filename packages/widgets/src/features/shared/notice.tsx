import type { ReactNode } from 'react';

/** Props of {@link Notice}. */
export interface NoticeProps {
  kind: 'success' | 'error' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A message box (host screens and the elements' sign-in): errors are announced at once (`role="alert"`), confirmations and information
 * politely (`role="status"`). Render it empty-free: the region should appear with its text.
 */
export function Notice({ kind, title, children }: NoticeProps) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__body">{children}</div> : null}
    </div>
  );
}
