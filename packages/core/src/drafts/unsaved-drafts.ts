import { createStore } from 'zustand/vanilla';

/** Forms on the page with changes the server does not hold yet, by an id of each. */
export const unsavedDrafts = createStore<{ ids: ReadonlySet<string> }>(() => ({ ids: new Set() }));

/** Marks form `id` as holding (or no longer holding) changes the server does not have. */
export function markUnsaved(id: string, unsaved: boolean): void {
  const { ids } = unsavedDrafts.getState();
  if (ids.has(id) === unsaved) return;
  const next = new Set(ids);
  if (unsaved) next.add(id);
  else next.delete(id);
  unsavedDrafts.setState({ ids: next });
}

/** Whether leaving the page now would leave typed text off the server (the leave guards ask first). */
export function hasUnsavedDrafts(): boolean {
  return unsavedDrafts.getState().ids.size > 0;
}
