import { LandingPage } from '../features/landing/components/landing-page.js';

/** Screen of `/sfc`. */
export function SfcRoute() {
  return <LandingPage />;
}
