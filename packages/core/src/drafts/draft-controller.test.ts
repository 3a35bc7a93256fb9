import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/api-result.js';
import {
  createDraftController,
  type Connectivity,
  type DraftApi,
  type ServerDraft,
} from './draft-controller.js';
import { memoryDraftStore } from './draft-local.js';
import { hasUnsavedDrafts } from './unsaved-drafts.js';

type Payload = { text: string };

/** A server holding drafts like /api/drafts/ does (version check included), and a switch to go offline. */
function fakeServer() {
  const drafts = new Map<string, ServerDraft<Payload>>();
  let id = 0;
  const state = { offline: false, puts: 0 };
  const offline = <T>(): ApiResult<T> => ({ ok: false, status: 0, message: 'x', reason: 'network-error' });
  const api: DraftApi = {
    async get<T>(path: string) {
      if (state.offline) return offline<T>();
      const form = /form=([^&]+)/.exec(path)![1]!;
      const results = [...drafts.values()].filter((d) => d.form === form);
      return { ok: true, status: 200, data: { count: results.length, results } as T };
    },
    async put<T>(_path: string, body: unknown) {
      if (state.offline) return offline<T>();
      state.puts++;
      const b = body as { form: string; payload: Payload; version?: number };
      const existing = drafts.get(b.form);
      if (existing && existing.version !== b.version)
        return {
          ok: false,
          status: 409,
          data: { current: existing },
          message: 'x',
          reason: 'invalid-response',
        };
      const saved = {
        id: existing?.id ?? ++id,
        form: b.form,
        object_id: null,
        payload: b.payload,
        version: (existing?.version ?? 0) + 1,
        updated_at: new Date().toISOString(),
      };
      drafts.set(b.form, saved);
      return { ok: true, status: 200, data: saved as T };
    },
    async delete<T>(path: string) {
      for (const [k, d] of drafts) if (path === `/drafts/${d.id}/`) drafts.delete(k);
      return { ok: true, status: 200, data: {} as T };
    },
  };
  const listeners = new Set<() => void>();
  const connectivity: Connectivity = {
    online: () => !state.offline,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const setOffline = (value: boolean) => {
    state.offline = value;
    for (const fn of listeners) fn();
  };
  return { api, drafts, state, connectivity, setOffline };
}

describe('draft controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const TEXT = 'Primer párrafo.\n\nSegundo párrafo con tildes: información.\n\nTercero.';

  it('saves a moment after typing stops, not on every keystroke, and offers it back on the next visit', async () => {
    const server = fakeServer();
    const local = memoryDraftStore();
    const options = {
      api: server.api,
      local,
      form: 'complaint',
      owner: '7',
      connectivity: server.connectivity,
    };
    const first = createDraftController<Payload>(options);
    await first.start();
    first.change({ text: 'Pri' });
    first.change({ text: TEXT });
    expect(first.store.getState().unsaved).toBe(true);
    expect(hasUnsavedDrafts()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.state.puts).toBe(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.state.puts).toBe(1);
    expect(first.store.getState()).toMatchObject({ status: 'saved', unsaved: false });
    expect(hasUnsavedDrafts()).toBe(false);
    first.dispose();

    // Another device (no local copy) gets the server's draft offered.
    const second = createDraftController<Payload>({ ...options, local: memoryDraftStore() });
    await second.start();
    expect(second.store.getState().offer?.payload).toEqual({ text: TEXT });
    expect(second.accept()).toEqual({ text: TEXT });
    second.change({ text: `${TEXT} Más.` });
    await second.flush();
    expect(server.drafts.get('complaint')).toMatchObject({ version: 2, payload: { text: `${TEXT} Más.` } });
    await second.submitted();
    expect(server.drafts.size).toBe(0);
    second.dispose();
  });

  it('keeps typing offline in the browser and sends it when the connection returns', async () => {
    const server = fakeServer();
    const local = memoryDraftStore();
    const draft = createDraftController<Payload>({
      api: server.api,
      local,
      form: 'complaint',
      owner: '7',
      connectivity: server.connectivity,
    });
    await draft.start();
    server.setOffline(true);
    draft.change({ text: TEXT });
    expect(draft.store.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.state.puts).toBe(0);
    expect([...local.entries.values()][0]).toMatchObject({ payload: { text: TEXT }, synced: false });
    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(draft.store.getState().status).toBe('saved');
    expect(server.drafts.get('complaint')?.payload).toEqual({ text: TEXT });
    draft.dispose();
  });

  it('a second tab with an older version reports a conflict instead of overwriting, until the user keeps theirs', async () => {
    const server = fakeServer();
    const options = { api: server.api, form: 'report', owner: '7', connectivity: server.connectivity };
    const tabOne = createDraftController<Payload>({ ...options, local: memoryDraftStore() });
    const tabTwo = createDraftController<Payload>({ ...options, local: memoryDraftStore() });
    await tabOne.start();
    await tabTwo.start();
    tabOne.change({ text: 'uno' });
    await tabOne.flush();
    tabTwo.change({ text: 'dos' });
    await tabTwo.flush();
    expect(tabTwo.store.getState().status).toBe('conflict');
    expect(server.drafts.get('report')?.payload).toEqual({ text: 'uno' });
    await tabTwo.keepMine();
    expect(server.drafts.get('report')?.payload).toEqual({ text: 'dos' });
    tabOne.dispose();
    tabTwo.dispose();
  });

  it('discarding the offer deletes the draft in the browser and on the server', async () => {
    const server = fakeServer();
    const local = memoryDraftStore();
    const options = {
      api: server.api,
      local,
      form: 'support',
      owner: '7',
      connectivity: server.connectivity,
    };
    const a = createDraftController<Payload>(options);
    await a.start();
    a.change({ text: 'ayuda' });
    await a.flush();
    a.dispose();
    const b = createDraftController<Payload>(options);
    await b.start();
    expect(b.store.getState().offer).not.toBeNull();
    await b.discard();
    expect(b.store.getState().offer).toBeNull();
    expect(server.drafts.size).toBe(0);
    expect(local.entries.size).toBe(0);
    b.dispose();
  });
});
