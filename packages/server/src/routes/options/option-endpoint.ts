import type { Db } from '../../db/driver.js';

/** Who may read a list: anyone (sign-up, technical support) or signed-in users. */
export type ListAccess = 'public' | 'authenticated';

/** One option-list endpoint: its path under /api, access, item schema and queries. */
export interface OptionListEndpoint {
  path: string;
  access: ListAccess;
  summary: string;
  itemSchema: Record<string, unknown>;
  /** Extra query parameters (besides page and page_size). */
  query?: Record<string, Record<string, unknown>>;
  count(db: Db, query: Record<string, unknown>): Promise<number>;
  fetch(db: Db, query: Record<string, unknown>, limit: number, offset: number): Promise<unknown[]>;
  /**
   * The route folder that registers this path instead of the option-list plugin: an
   * administration list (docs/staff-admin-api.md) that answers this option list to callers
   * without its module.
   */
  servedBy?: string;
  /**
   * The list only changes with a migration (countries, departments, municipalities: DIVIPOLA and
   * ISO catalogs), so each page is read once per process and kept.
   */
  immutable?: boolean;
}
