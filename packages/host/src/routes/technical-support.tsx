import { PORTAL_TEXTS as T } from '@sfc/core';
import { SupportForm } from '../features/technical-support/components/support-form.js';

/** Screen of `/technical-support`. */
export function TechnicalSupportRoute() {
  return (
    <>
      <h1>{T.supportTitle}</h1>
      <SupportForm />
    </>
  );
}
