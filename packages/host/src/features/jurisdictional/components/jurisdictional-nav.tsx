import { NavLink } from 'react-router';
import { JURISDICTIONAL_TEXTS as J, PATHS } from '@sfc/core';

/** The three screens of the module, side by side under each title (the side navigation names only the first). */
export function JurisdictionalNav() {
  const links = [
    { to: `${PATHS.dashboard}/fco/clasification-demand`, label: J.classificationTitle },
    { to: `${PATHS.dashboard}/fco/management-demand`, label: J.managementTitle },
    { to: `${PATHS.dashboard}/fco/historical-demand`, label: J.historyTitle },
  ];
  return (
    <nav aria-label={J.moduleName} className="no-print sub-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
