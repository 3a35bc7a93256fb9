import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { useSession } from '../../lib/use-session.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Who is signed in to the workspace (name and e-mail) and the way out. */
export function SessionBar() {
  const name = useSession((state) => {
    const person = state.user?.person as Record<string, unknown> | null | undefined;
    return [text(person?.first_name), text(person?.first_last_name)].filter(Boolean).join(' ');
  });
  const email = useSession((state) => text(state.user?.email));
  return (
    <section className="session-bar" aria-label={T.sessionBarLabel}>
      <p className="session-bar__who">
        <span className="session-bar__name">{T.signedInAs(name || email)}</span>
        {name && email ? <span className="session-bar__email">{email}</span> : null}
      </p>
      <Link className="session-bar__out" to={PATHS.logout}>
        {T.signOut}
      </Link>
    </section>
  );
}
