import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { SessionStore } from '@sfc/core';

/** An element that could show the sign-in: where it is on the page and how to bring a person to it. */
export interface SignInPlace {
  /** Tells the places apart ({@link newSignInPlaceId}). */
  id: string;
  /** The custom element (its position in the page decides which one shows the sign-in). */
  host: Element;
  /** The heading it shows above the sign-in ("Ingresa para radicar tu queja"). */
  heading: string;
  /** Moves focus to its sign-in's first field. */
  focus: () => void;
}

interface Places {
  list: SignInPlace[];
  listeners: Set<() => void>;
}

// Kept on globalThis, like the element services (and in the shared runtime chunk with them): separately built element bundles on one page
// must agree on which element shows the sign-in for the session store they share.
const PLACES_KEY = Symbol.for('@sfc/widgets/sign-in-places');
type GlobalWithPlaces = typeof globalThis & { [PLACES_KEY]?: WeakMap<SessionStore, Places> };

const COUNTER_KEY = Symbol.for('@sfc/widgets/sign-in-place-count');
type GlobalWithCounter = typeof globalThis & { [COUNTER_KEY]?: number };

/** An id no other sign-in place on the page has (React's `useId` repeats across element roots). */
export function newSignInPlaceId(): string {
  const host = globalThis as GlobalWithCounter;
  host[COUNTER_KEY] = (host[COUNTER_KEY] ?? 0) + 1;
  return `sfc-sign-in-place-${host[COUNTER_KEY]}`;
}

function placesOf(store: SessionStore): Places {
  const host = globalThis as GlobalWithPlaces;
  host[PLACES_KEY] ??= new WeakMap();
  let places = host[PLACES_KEY].get(store);
  if (!places) {
    places = { list: [], listeners: new Set() };
    host[PLACES_KEY].set(store, places);
  }
  return places;
}

function changed(places: Places): void {
  // The first in document order shows the sign-in.
  places.list.sort((a, b) =>
    a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  places.list = [...places.list];
  for (const listener of places.listeners) listener();
}

/**
 * One sign-in per page: every signed-out element registers its `place` for the page's session
 * store while `active`, and the first of them in document order shows the sign-in form; the
 * others point to it. Returns the place that shows it (`null` until one has registered).
 */
export function useSignInPlace(store: SessionStore, place: SignInPlace, active: boolean): SignInPlace | null {
  const places = placesOf(store);
  // Registered before the browser paints, so no element ever shows a second form for a frame.
  useLayoutEffect(() => {
    if (!active) return;
    places.list.push(place);
    changed(places);
    return () => {
      places.list = places.list.filter((p) => p !== place);
      changed(places);
    };
  }, [places, place, active]);
  const first = () => places.list[0] ?? null;
  return useSyncExternalStore(
    (listener) => {
      places.listeners.add(listener);
      return () => places.listeners.delete(listener);
    },
    first,
    first,
  );
}
