import { Link } from 'react-router';
import { LEDGER_TEXTS as L, PORTAL_TEXTS as T, PUBLIC_STATISTICS_TEXTS as S } from '@sfc/core';

/** `/sfc`: what a financial consumer can do here, and the ways in (sign in, register, support, statistics). */
export function LandingPage() {
  return (
    <>
      <section className="hero">
        <h1>{T.landingHeading}</h1>
        <p className="lead">{T.landingIntro}</p>
      </section>
      <section aria-labelledby="what-heading">
        <h2 id="what-heading">{T.landingWhatHeading}</h2>
        <ul className="check-list">
          {T.landingWhat.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="start-heading">
        <h2 id="start-heading">{T.landingStartHeading}</h2>
        <ul className="card-grid">
          <li className="card">
            <h3>{T.landingSignInTitle}</h3>
            <p>{T.landingSignInBody}</p>
            <Link className="sfc-button-link" to="/login">
              {T.navSignIn}
            </Link>
          </li>
          <li className="card">
            <h3>{T.landingSignUpTitle}</h3>
            <p>{T.landingSignUpBody}</p>
            <Link className="sfc-button-link" to="/signup">
              {T.landingSignUpAction}
            </Link>
          </li>
          <li className="card">
            <h3>{T.landingSupportTitle}</h3>
            <p>{T.landingSupportBody}</p>
            <Link className="sfc-button-link sfc-button-link--secondary" to="/technical-support">
              {T.landingSupportAction}
            </Link>
          </li>
          <li className="card">
            <h3>{S.title}</h3>
            <p>{S.landingBody}</p>
            <Link className="sfc-button-link sfc-button-link--secondary" to="/estadisticas">
              {S.landingAction}
            </Link>
          </li>
          <li className="card">
            <h3>{L.verifyTitle}</h3>
            <p>{L.landingBody}</p>
            <Link className="sfc-button-link sfc-button-link--secondary" to="/verificar">
              {L.landingAction}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
