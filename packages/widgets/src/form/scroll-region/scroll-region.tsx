import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { TABLE_TEXTS } from '@sfc/core';
import { useStyles } from '../shared/use-styles.js';
import { scrollRegionStyles } from './scroll-region.styles.js';

const SHEETS = [['sfc-scroll-region', scrollRegionStyles]] as const;

/**
 * Whether the element behind `ref` is narrower than its content (kept up to date on resize).
 * Measured when the resize observer reports, after the browser's own layout and before it paints
 * (its first report comes with the first layout), and shown in that same frame: measuring in the
 * commit instead forced a layout of the whole page inside React's task (a quarter of the staff
 * queue's longest task on a phone; ADR 0059).
 */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const read = () => frame.scrollWidth > frame.clientWidth + 1;
    if (typeof ResizeObserver === 'undefined') {
      setOverflowing(read());
      return;
    }
    const measure = () => {
      const now = read();
      flushSync(() => setOverflowing(now));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** Id of what names the region (the table's caption); or give its name as `label`. */
  labelledBy?: string;
  /** The region's name, when nothing on screen names it. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A wide table's own horizontal scroll, so the page never scrolls sideways: a region named by the
 * table's caption that keyboard users can focus and scroll with the arrow keys. When the table is
 * wider than the region (narrow screens, 200 % zoom, large text), a hint above it says so.
 */
export function ScrollRegion({ labelledBy, label, children, className }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const overflowing = useOverflowing(ref);
  const hintId = `sfc-scroll-hint${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className={`sfc-scroll-region${className ? ` ${className}` : ''}`}>
      {overflowing ? (
        <p id={hintId} className="sfc-scroll-region__hint">
          {TABLE_TEXTS.scrollHint}
        </p>
      ) : null}
      <div
        ref={ref}
        className="sfc-scroll-region__frame"
        role="region"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={overflowing ? hintId : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
