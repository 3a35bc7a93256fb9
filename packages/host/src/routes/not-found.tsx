import { NotFoundPage } from '../features/maintenance/components/not-found-page.js';

/** Screen of `any unknown path`. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
