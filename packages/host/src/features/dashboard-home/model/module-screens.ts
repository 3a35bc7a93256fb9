import type { NavigationModule } from '@sfc/core';
import { moduleLandingPath } from '../../../lib/module-landings.js';

/**
 * Where a module of the user's role leads on the dashboard: its main screen, when the portal has
 * built it (the workspace's side navigation uses the same list); `null` if none yet.
 */
export function moduleScreenPath(module: NavigationModule): string | null {
  return moduleLandingPath(module);
}
