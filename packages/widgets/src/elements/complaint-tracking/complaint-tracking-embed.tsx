import { lazy, useEffect, useId, useState } from 'react';
import { COMPLAINT_SCREEN_TEXTS as T, EMBED_TEXTS, type ApiClient } from '@sfc/core';
import { emit } from '../../define/events.js';
import type { ReactElementBaseProps } from '../../define/react-element.js';
import { ConsumerGate } from '../../features/consumer-session/consumer-gate.js';
import { useFocusOnMount } from '../../features/shared/use-focus-on-mount.js';
import { LazySignIn } from '../../features/sign-in/lazy-sign-in.js';
import { ComplaintTracking } from './complaint-list.js';
import { ELEMENT_COMPLAINT_LINKS, viewOf, type TrackingView } from './element-views.js';

/** Properties of `sfc-complaint-tracking` (attributes in kebab-case). */
export interface ComplaintTrackingEmbedProps extends ReactElementBaseProps {
  /** Base URL of the portal's API; default `/api` on the page's origin. */
  apiBase?: string;
  /** Where the sign-in's "¿No tienes una cuenta? Regístrate" goes; hidden when empty. */
  signupHref?: string;
  /** Where "¿Olvidaste tu contraseña?" goes; hidden when empty. */
  recoveryHref?: string;
  /** Where an unconfirmed account confirms itself; hidden when empty. */
  verifyHref?: string;
}

// The list comes with the element; a complaint's detail and action forms load when opened.
const ComplaintDetail = /* @__PURE__ */ lazy(() =>
  import('./complaint-detail.js').then((module) => ({ default: module.ComplaintDetail })),
);
const actionForms = () => import('./complaint-action-forms.js');
const AnnexesForm = /* @__PURE__ */ lazy(() => actionForms().then((m) => ({ default: m.AnnexesForm })));
const ReasonForm = /* @__PURE__ */ lazy(() => actionForms().then((m) => ({ default: m.ReasonForm })));
const RatingForm = /* @__PURE__ */ lazy(() => actionForms().then((m) => ({ default: m.RatingForm })));

const TITLES: Record<TrackingView['kind'], string> = {
  list: T.trackingTitle,
  detail: T.detailTitle,
  annexes: T.annexesTitle,
  replica: T.replicaTitle,
  escalate: T.escalateTitle,
  rate: T.calificationTitle,
};

/** The view's heading; it takes focus when the consumer moved here (not when the page loads). */
function ViewHeading({ id, text, focus }: { id: string; text: string; focus: boolean }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id={id} ref={focus ? ref : undefined} tabIndex={-1}>
      {text}
    </h2>
  );
}

/** Counts `sfc-complaint-filed` events on the page (another element filed a complaint). */
function useFiledCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const filed = () => setCount((current) => current + 1);
    document.addEventListener('sfc-complaint-filed', filed);
    return () => document.removeEventListener('sfc-complaint-filed', filed);
  }, []);
  return count;
}

function Tracking({ api, container }: { api: ApiClient; container: ShadowRoot }) {
  const id = useId();
  const [view, setView] = useState<TrackingView>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState(false);
  const filedCount = useFiledCount();
  const navigate = (href: string) => {
    const next = viewOf(href);
    if (!next) return;
    setView(next);
    setMoved(true);
    if (next.kind === 'detail') emit(container.host, 'sfc-complaint-open', { id: Number(next.complaintId) });
  };
  const props = { api, links: ELEMENT_COMPLAINT_LINKS, onNavigate: navigate };
  const viewKey = JSON.stringify(view);
  return (
    <section aria-labelledby={id} key={viewKey}>
      <ViewHeading id={id} text={TITLES[view.kind]} focus={moved} />
      {view.kind === 'list' ? (
        <>
          <p>{T.trackingIntro}</p>
          {/* A complaint filed on this page changes the list: load it again. */}
          <ComplaintTracking key={filedCount} {...props} page={page} onPageChange={setPage} />
        </>
      ) : null}
      {view.kind === 'detail' ? (
        <ComplaintDetail {...props} complaintId={view.complaintId} container={container} />
      ) : null}
      {view.kind === 'annexes' ? (
        <AnnexesForm {...props} complaintId={view.complaintId} existingBytes={view.existingBytes} />
      ) : null}
      {view.kind === 'replica' || view.kind === 'escalate' ? (
        <ReasonForm {...props} kind={view.kind} complaintId={view.complaintId} />
      ) : null}
      {view.kind === 'rate' ? <RatingForm {...props} complaintId={view.complaintId} /> : null}
    </section>
  );
}

/**
 * What `sfc-complaint-tracking` shows: for a consumer, their complaints (the host's list), each
 * complaint's detail and its action forms, moving between them inside the element; the shared
 * sign-in when nobody is signed in; a message for a staff account.
 */
export function ComplaintTrackingEmbed({
  apiBase,
  container,
  signupHref,
  recoveryHref,
  verifyHref,
}: ComplaintTrackingEmbedProps) {
  return (
    <ConsumerGate
      apiBase={apiBase}
      container={container}
      signInHeading={EMBED_TEXTS.trackingSignInHeading}
      staffMessage={EMBED_TEXTS.staffCannotTrack}
      signIn={LazySignIn}
      links={{ signup: signupHref, recovery: recoveryHref, verify: verifyHref }}
    >
      {({ api, user }) => (
        // Another user signed in (through any element): their own list, loaded afresh.
        <Tracking key={String(user.user_id ?? user.email ?? '')} api={api} container={container} />
      )}
    </ConsumerGate>
  );
}
