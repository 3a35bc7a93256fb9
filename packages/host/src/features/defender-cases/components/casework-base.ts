import { PATHS } from '@sfc/core';

/**
 * Where the casework's screens live. A module of its own: the consumer's side links to a case
 * without loading the staff queue's table.
 */
export const CASEWORK_BASE = `${PATHS.dashboard}/fco`;
