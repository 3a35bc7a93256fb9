// The sign-in feature: shared by the host's /login and the elements that sign a consumer in.
export { SignIn, type SignInProps } from './sign-in.js';
export type { SignInLinks, SignInNavigate } from './sign-in-links.js';
export { storeSignIn } from './store-sign-in.js';
export { requestLogout } from './api/logout.js';
export type { PreloginAnswer, SecondFactor, SignedIn } from './api/types.js';
