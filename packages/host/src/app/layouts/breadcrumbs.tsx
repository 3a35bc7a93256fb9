import { Link, useMatches } from 'react-router';
import { LABELS, PORTAL_TEXTS as T, selectIsAuthenticated, selectIsStaff } from '@sfc/core';
import { currentHandle } from '../../lib/route-handle.js';
import { useSession } from '../../lib/use-session.js';
import { homePathFor } from './home-path.js';

/** Breadcrumbs of the current screen, always starting with "Inicio" (portal-spec §2). */
export function Breadcrumbs() {
  const handle = currentHandle(useMatches());
  const home = homePathFor(useSession(selectIsAuthenticated), useSession(selectIsStaff));
  const labels = handle?.breadcrumb ?? [];
  return (
    <nav className="breadcrumbs" aria-label={T.breadcrumbLabel}>
      <ol>
        <li>
          {labels.length === 0 ? (
            <span aria-current="page">{LABELS.breadcrumbRoot}</span>
          ) : (
            <Link to={home}>{LABELS.breadcrumbRoot}</Link>
          )}
        </li>
        {labels.map((label, index) => (
          <li key={`${index}-${label}`} aria-current={index === labels.length - 1 ? 'page' : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
