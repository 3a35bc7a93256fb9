import { Link } from 'react-router';
import { PATHS, PORTAL_TEXTS as T } from '@sfc/core';
import { useSession } from '../../../lib/use-session.js';

/** `/customer/home`: a plain welcome with the ways to file a complaint and follow one up. */
export function CustomerHome() {
  const firstName = useSession((state) => {
    const person = state.user?.person as { first_name?: unknown } | null | undefined;
    return typeof person?.first_name === 'string' ? person.first_name : '';
  });
  return (
    <>
      <h1>{T.customerGreeting(firstName)}</h1>
      <p className="lead">{T.customerIntro}</p>
      <ul className="card-grid">
        <li className="card">
          <h2>{T.fileComplaintTitle}</h2>
          <p>{T.fileComplaintBody}</p>
          <Link className="sfc-button-link" to={`${PATHS.customer}/complaint/registration`}>
            {T.fileComplaintTitle}
          </Link>
        </li>
        <li className="card">
          <h2>{T.trackingTitle}</h2>
          <p>{T.trackingBody}</p>
          <Link className="sfc-button-link" to={`${PATHS.customer}/complaint/tracking`}>
            {T.trackingTitle}
          </Link>
        </li>
        <li className="card">
          <h2>{T.navProfile}</h2>
          <p>{T.profileCardBody}</p>
          <Link className="sfc-button-link sfc-button-link--secondary" to={PATHS.profile}>
            {T.navProfile}
          </Link>
        </li>
      </ul>
    </>
  );
}
