import { useSearchParams } from 'react-router';

/**
 * The `?id=` of an edit screen (`users/edit`, `roles/edit`, `companies/edit`, `directions/edit`:
 * the spec's routes carry no id, so it travels in the query string); `null` when missing or not a
 * positive integer.
 */
export function useRecordId(): string | null {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  return /^[1-9]\d*$/u.test(id) ? id : null;
}
