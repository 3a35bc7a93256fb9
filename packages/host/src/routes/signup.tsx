import { PORTAL_TEXTS as T } from '@sfc/core';
import { SignupForm } from '../features/registration/components/signup-form.js';

/** Screen of `/signup`. */
export function SignupRoute() {
  return (
    <>
      <h1>{T.signupHeading}</h1>
      <SignupForm />
    </>
  );
}
