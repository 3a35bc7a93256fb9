/** `GET /person/history`, `GET /person/history/{entryId}/`, `GET /person/filter/{id}/` (module 4). */
export const HISTORY_ENDPOINT = '/person/history';

/** The history of one account. */
export const accountHistoryEndpoint = (userId: number | string) =>
  `/person/filter/${encodeURIComponent(String(userId))}/`;

/** One entry. */
export const historyEntryPath = (entryId: number | string) =>
  `/person/history/${encodeURIComponent(String(entryId))}/`;

/** One change to an account (`HistoryEntry`). */
export interface HistoryEntry {
  id: number;
  at: string;
  action: 'created' | 'updated' | 'activated' | 'inactivated' | 'unlocked';
  action_label: string;
  user: { id: number; email: string; full_name: string; kind: 'staff' | 'consumer' };
  actor: { id: number; email: string; full_name: string } | null;
  changes: Array<{ field: string; label: string; before: string | null; after: string | null }>;
}
