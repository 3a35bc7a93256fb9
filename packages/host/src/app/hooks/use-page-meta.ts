import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { PORTAL_TEXTS } from '@sfc/core';
import { currentHandle } from '../../lib/route-handle.js';

/** Sets the document's `<title>` from the screen's route handle: one distinct title per screen. */
export function useDocumentTitle(): void {
  const handle = currentHandle(useMatches());
  const title = handle ? PORTAL_TEXTS.pageTitle(handle.title) : PORTAL_TEXTS.siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * After a client-side navigation to another path (not the first load), moves focus to the new
 * screen's `<h1>`, so keyboard and screen-reader users start at the new content, as after a full
 * page load. A change of the query string only (a list's filter, sort or page) keeps focus where
 * the user is.
 */
export function useFocusOnNavigation(): void {
  const { pathname: key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    const target = heading ?? document.getElementById('main-content');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: false });
  }, [key]);
}
