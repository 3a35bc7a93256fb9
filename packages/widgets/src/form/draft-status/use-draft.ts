import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createDraftController,
  indexedDbDraftStore,
  selectUserId,
  type ApiClient,
  type DraftController,
  type DraftLocalStore,
  type DraftState,
} from '@sfc/core';

/** Options of {@link useDraft}. */
export interface UseDraftOptions {
  /** The signed-in user's client: drafts are theirs (no user, no draft). */
  api: ApiClient;
  /** Form kind (`complaint`, `annual-report-step-2`…). */
  form: string;
  /** The object the form is about, if any. */
  objectId?: string | number | null;
  /** Off: the form keeps no draft (e.g. read-only). */
  enabled?: boolean;
  /** The browser's store (tests pass an in-memory one). */
  local?: DraftLocalStore;
}

/** What a form gets from {@link useDraft}. */
export interface DraftHandle<P> extends DraftState<P> {
  /** The form's values changed. */
  change(payload: P): void;
  /** A field was left: save now. */
  flush(): void;
  /** Continue the offered draft; returns its payload to put back in the form. */
  accept(): P | null;
  discard(): void;
  /** The form was submitted: forget the draft. */
  submitted(): Promise<void>;
  keepMine(): void;
}

const IDLE: DraftState<never> = { status: 'idle', unsaved: false, offer: null };
let sharedLocal: DraftLocalStore | undefined;
const noSubscribe = () => () => undefined;

/**
 * The draft of a long form (ADR 0041): saved a moment after typing stops and when a field is
 * left, kept in IndexedDB while offline, offered back on the next visit, and asked about before
 * the page is left with changes the server does not hold yet.
 */
export function useDraft<P>({ api, form, objectId, enabled = true, local }: UseDraftOptions): DraftHandle<P> {
  // A client without a session store (a story's or a test's stand-in) keeps no drafts.
  const session = api.store as ApiClient['store'] | undefined;
  const readOwner = () => (session ? selectUserId(session.getState()) : null);
  const owner = useSyncExternalStore(session?.subscribe ?? noSubscribe, readOwner, readOwner);
  const object = objectId === null || objectId === undefined ? null : String(objectId);
  const controller = useMemo<DraftController<P> | null>(() => {
    if (!enabled || owner === null) return null;
    return createDraftController<P>({
      api,
      local: local ?? (sharedLocal ??= indexedDbDraftStore()),
      form,
      objectId: object,
      owner: String(owner),
    });
  }, [api, form, object, owner, enabled, local]);
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!controller) return;
    const unsubscribe = controller.store.subscribe(() => rerender((n) => n + 1));
    void controller.start();
    return () => {
      unsubscribe();
      // Whatever was typed last still goes to the server.
      void controller.flush().finally(() => controller.dispose());
    };
  }, [controller]);

  const state = controller ? controller.store.getState() : (IDLE as DraftState<P>);
  useEffect(() => {
    if (!state.unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their own question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [state.unsaved]);

  return {
    ...state,
    change: (payload) => controller?.change(payload),
    flush: () => void controller?.flush(),
    accept: () => controller?.accept() ?? null,
    discard: () => void controller?.discard(),
    submitted: async () => controller?.submitted(),
    keepMine: () => void controller?.keepMine(),
  };
}
