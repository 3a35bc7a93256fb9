/**
 * Paths the rules themselves redirect to or compare against (portal-spec §2, §4, §8).
 * Hosts use these instead of spelling the strings again.
 */
export const PATHS = {
  root: '/',
  login: '/login',
  logout: '/logout',
  customer: '/customer',
  dashboard: '/dashboard',
  dashboardHome: '/dashboard/home',
  profile: '/profile',
  maintenance: '/error/503',
} as const;

/** Decodes one path segment; a malformed escape is kept as written rather than failing navigation. */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Splits a path (or a path with query and hash) into decoded segments the way a browser resolves
 * it: query and hash dropped, empty segments (double or trailing slashes) ignored, `.` and `..`
 * resolved (also when percent-encoded), so `/customer/../dashboard/users` is judged as the
 * dashboard route it really opens.
 */
export function splitPath(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    const segment = decodeSegment(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return segments;
}

/**
 * A comparison key for a path: decoded segments joined by `/`, leading slash, no trailing slash,
 * no query or hash (`/login/?next=x` → `/login`). Meant for comparing paths, not for navigating.
 */
export function normalizePath(path: string): string {
  return `/${splitPath(path).join('/')}`;
}
