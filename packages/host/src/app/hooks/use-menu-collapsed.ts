import { useCallback, useState, useSyncExternalStore } from 'react';

/** Where a user's choice is kept: one key per user, so a shared computer keeps each one's. */
const keyOf = (userId: number | string) => `sfc.staff-menu-collapsed.${userId}`;

function read(key: string | null): boolean {
  if (key === null) return false;
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    // Storage refused (private mode, policy): the menu starts open.
    return false;
  }
}

/**
 * Whether the signed-in staff member folded the workspace's module menu, remembered per user in
 * localStorage (open until they fold it; open too while no user is known).
 */
export function useMenuCollapsed(
  userId: number | string | null | undefined,
): [boolean, (next: boolean) => void] {
  const key = userId === null || userId === undefined ? null : keyOf(userId);
  const [state, setState] = useState(() => ({ key, collapsed: read(key) }));
  const collapsed = state.key === key ? state.collapsed : read(key);
  const setCollapsed = (next: boolean) => {
    if (key !== null)
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Not kept: it still applies until the page is reloaded.
      }
    setState({ key, collapsed: next });
  };
  return [collapsed, setCollapsed];
}

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the window matches `query` now (kept up to date); false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (change: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => hasMatchMedia() && window.matchMedia(query).matches);
}
