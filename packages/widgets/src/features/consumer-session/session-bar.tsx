import { useState } from 'react';
import {
  EMBED_TEXTS as T,
  selectUserId,
  type ApiClient,
  type SessionStore,
  type SessionUser,
} from '@sfc/core';
import { emit } from '../../define/events.js';
import { useFocusOnMount } from '../shared/use-focus-on-mount.js';
import { requestLogout } from '../sign-in/api/logout.js';
import { personFullName } from './consumer-prefill.js';

/** Props of {@link SessionBar}. */
export interface SessionBarProps {
  api: ApiClient;
  store: SessionStore;
  user: SessionUser;
  /** The element's shadow root: `sfc-signed-out` goes out from its host. */
  container: ShadowRoot;
  /** Take focus when shown (right after signing in here, so the change is announced). */
  takeFocus: boolean;
  onSignedOut: () => void;
}

function FocusedText({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1}>
      {text}
    </p>
  );
}

/**
 * "Ingresaste como …" and "Cerrar sesión": closing tells the server (which revokes the refresh
 * tokens), then clears the shared session whatever it answered, so every element on the page
 * signs out with it, and fires `sfc-signed-out`.
 */
export function SessionBar({ api, store, user, container, takeFocus, onSignedOut }: SessionBarProps) {
  const [busy, setBusy] = useState(false);
  const text = T.signedInAs(personFullName(user) || String(user.email ?? ''));

  async function signOut() {
    setBusy(true);
    const userId = selectUserId(store.getState());
    await requestLogout(api, String(user.username ?? user.email ?? ''));
    onSignedOut();
    store.getState().logout();
    emit(container.host, 'sfc-signed-out', { userId });
  }

  return (
    <div className="sfc-session" part="session">
      {takeFocus ? <FocusedText text={text} /> : <p>{text}</p>}
      <button
        type="button"
        className="sfc-button sfc-button--link"
        part="sign-out"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void signOut()}
      >
        {busy ? T.signingOut : T.signOut}
      </button>
    </div>
  );
}
