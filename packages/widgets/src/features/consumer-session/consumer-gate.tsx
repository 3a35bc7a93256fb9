import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  EMBED_TEXTS,
  FORM_LABELS,
  MESSAGES,
  selectIsAuthenticated,
  selectIsStaff,
  selectUserId,
  type ApiClient,
  type SessionStore,
  type SessionUser,
} from '@sfc/core';
import { emit } from '../../define/events.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import type { ElementServices } from '../../services/element-services.js';
import { useElementServices, useStoreValue } from '../../services/use-element-services.js';
import { Notice } from '../shared/notice.js';
import { useFocusOnMount } from '../shared/use-focus-on-mount.js';
import type { SignInProps } from '../sign-in/sign-in.js';
import type { SignInLinks } from '../sign-in/sign-in-links.js';
import { storeSignIn } from '../sign-in/store-sign-in.js';
import { SessionBar } from './session-bar.js';
import { newSignInPlaceId, useSignInPlace, type SignInPlace } from '../../services/sign-in-place.js';
import { useStaffModules } from './use-staff-modules.js';

/** What a signed-in consumer's content gets from {@link ConsumerGate}. */
export interface ConsumerSession {
  api: ApiClient;
  store: SessionStore;
  user: SessionUser;
}

/** Props of {@link ConsumerGate}. */
export interface ConsumerGateProps {
  /** The element's `api-base`. */
  apiBase: string | undefined;
  /** The element's shadow root: `sfc-signed-in` / `sfc-signed-out` go out from its host. */
  container: ShadowRoot;
  /** Heading above the sign-in when nobody is signed in. */
  signInHeading: string;
  /** What a staff member (a position) sees instead of the content. */
  staffMessage: string;
  /**
   * The shared sign-in (`SignIn`), or a `lazy` one for an element whose visitors are mostly
   * signed in already: its code then loads only when someone needs to sign in.
   */
  signIn: ComponentType<SignInProps>;
  /** The sign-in's recovery, sign-up and confirmation links (each shown only when given). */
  links?: SignInLinks;
  /** The content for a signed-in consumer (it may be `lazy`: a loading text shows meanwhile). */
  children: (session: ConsumerSession) => ReactNode;
}

const SHEETS = [[BASE_STYLES_KEY, baseStyles]] as const;

const loading = <p role="status">{FORM_LABELS.loading}</p>;

/**
 * The frame of the complaint elements: the page's shared services for `api-base`, then the
 * shared session decides what shows. Nobody signed in: the shared sign-in, which stores the
 * session (every element on the page follows) and fires `sfc-signed-in`; with several elements
 * on a page only the first shows it, the others point to it («Ir al ingreso»). A staff member: a
 * message, no content. A consumer: "Ingresaste como …" with "Cerrar sesión", and the content.
 */
export function ConsumerGate(props: ConsumerGateProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const services = useElementServices(props.apiBase);
  return (
    <div ref={ref} className="sfc-form sfc-embed" part="base">
      {services.status === 'loading' ? loading : null}
      {services.status === 'error' ? <Notice kind="error">{services.message}</Notice> : null}
      {services.status === 'ready' ? <SessionGate {...props} services={services.services} /> : null}
    </div>
  );
}

type UserLoad = 'idle' | 'failed';

/**
 * Loads the user of a session restored with tokens only (`GET /user/{id}/`, as the host's guard
 * does), so the staff check and the prefill have what they read.
 */
function useMissingUser(api: ApiClient, store: SessionStore, missing: boolean): UserLoad {
  const [state, setState] = useState<UserLoad>('idle');
  useEffect(() => {
    const userId = selectUserId(store.getState());
    if (!missing || userId === null) return;
    let live = true;
    void api.get<SessionUser>(`/user/${encodeURIComponent(String(userId))}/`).then((result) => {
      if (!live) return;
      if (result.ok) store.getState().setUser(result.data);
      else setState('failed');
    });
    return () => {
      live = false;
    };
  }, [api, store, missing]);
  return state;
}

function SignInPanel({
  heading,
  signedOutHere,
  sectionRef,
  children,
}: {
  heading: string;
  signedOutHere: boolean;
  sectionRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby={id} ref={sectionRef}>
      {signedOutHere ? <Notice kind="info">{EMBED_TEXTS.signedOut}</Notice> : null}
      {/* Focus only after a sign-out here: on page load the element must not steal focus. */}
      <h2 id={id} ref={signedOutHere ? ref : undefined} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function SessionGate({
  services: { api, store },
  container,
  signInHeading,
  staffMessage,
  signIn: SignIn,
  links,
  children,
}: ConsumerGateProps & { services: ElementServices }) {
  const signedIn = useStoreValue(store, selectIsAuthenticated);
  const user = useStoreValue(store, (state) => state.user);
  const staff = useStoreValue(store, selectIsStaff);
  const userLoad = useMissingUser(api, store, signedIn && !user);
  const modulesMissing = useStoreValue(store, (state) => state.modules === null);
  useStaffModules(api, store, signedIn && staff && user?.is_active === true && modulesMissing);
  // Which change happened through this element, to move focus (and say so) only here.
  const [here, setHere] = useState<'signed-in' | 'signed-out' | null>(null);

  // One sign-in for the page: the first signed-out element in the page shows the form, the
  // others say where it is and take the person there.
  const sectionRef = useRef<HTMLElement>(null);
  const [placeId] = useState(newSignInPlaceId);
  const place = useMemo<SignInPlace>(
    () => ({
      id: placeId,
      host: container.host,
      heading: signInHeading,
      focus: () => {
        const field = sectionRef.current?.querySelector<HTMLElement>('input, button');
        field?.scrollIntoView({ block: 'center' });
        field?.focus();
      },
    }),
    [placeId, container, signInHeading],
  );
  const signInShownBy = useSignInPlace(store, place, !signedIn);

  // Signed out elsewhere after signing in here: a later sign-in elsewhere must not move focus here.
  if (!signedIn && here === 'signed-in') setHere(null);
  if (!signedIn && signInShownBy?.id !== placeId) {
    return (
      <SignInPanel heading={signInHeading} signedOutHere={here === 'signed-out'}>
        {signInShownBy ? (
          <>
            <p>{EMBED_TEXTS.signInOnce(signInShownBy.heading)}</p>
            <p>
              <button
                type="button"
                className="sfc-button sfc-button--secondary"
                onClick={signInShownBy.focus}
              >
                {EMBED_TEXTS.goToSignIn}
              </button>
            </p>
          </>
        ) : null}
      </SignInPanel>
    );
  }
  if (!signedIn) {
    return (
      <SignInPanel heading={signInHeading} signedOutHere={here === 'signed-out'} sectionRef={sectionRef}>
        <Suspense fallback={loading}>
          <SignIn
            api={api}
            links={links}
            onSignedIn={(answer) => {
              storeSignIn(store, answer);
              setHere('signed-in');
              emit(container.host, 'sfc-signed-in', { userId: selectUserId(store.getState()) });
            }}
          />
        </Suspense>
      </SignInPanel>
    );
  }
  if (!user) {
    return userLoad === 'failed' ? <Notice kind="error">{MESSAGES.genericError}</Notice> : loading;
  }
  return (
    <>
      <SessionBar
        api={api}
        store={store}
        user={user}
        container={container}
        takeFocus={here === 'signed-in'}
        onSignedOut={() => setHere('signed-out')}
      />
      {staff ? (
        <Notice kind="info">{staffMessage}</Notice>
      ) : (
        <Suspense fallback={loading}>{children({ api, store, user })}</Suspense>
      )}
    </>
  );
}
