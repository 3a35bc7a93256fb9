import { useLocation } from 'react-router';
import { Notice } from '../notice.js';

/** Navigation state a staff form leaves for the screen it returns to. */
export interface FlashState {
  notice?: string;
}

/** The message a form left when it sent the user back here (e.g. "Se creó «Analista»."). */
export function FlashNotice() {
  const state = useLocation().state as FlashState | null;
  if (!state?.notice) return null;
  return (
    <div role="status">
      <Notice kind="success">
        <p>{state.notice}</p>
      </Notice>
    </div>
  );
}
