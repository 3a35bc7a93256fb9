import { useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../events.js';
import type { ReactElementBaseProps } from '../react-element.js';

/** Props of {@link TestWidget}. */
export interface TestWidgetProps extends ReactElementBaseProps {
  label?: string;
  count?: number;
  disabled?: boolean;
  config?: { items: string[] };
  formatter?: (label: string) => string;
}

declare module '../events.js' {
  interface SfcEventMap {
    'sfc-test-pick': CustomEvent<{ label: string | undefined; clicks: number }>;
  }
}

/** CSS of the test widget: values the tests can read back through getComputedStyle. */
export const testWidgetCss = `.widget { border-top: 3px solid rgb(0, 72, 132); }`;

/**
 * A tiny component for the reactElement tests: shows its props, keeps local state, fires an
 * event through `emit` and renders a portal into the shadow root it gets as `container`.
 */
export function TestWidget({ label, count, disabled, config, formatter, container }: TestWidgetProps) {
  const [clicks, setClicks] = useState(0);
  const text = label === undefined ? 'sin etiqueta' : (formatter?.(label) ?? label);
  return (
    <div
      className="widget"
      part="root"
      data-container-is-shadow-root={String(container instanceof ShadowRoot)}
    >
      <span className="label">{text}</span>
      <span className="count">{count === undefined ? 'sin número' : `${typeof count}:${count}`}</span>
      <span className="items">{config?.items.join(',') ?? ''}</span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          setClicks(clicks + 1);
          emit(container.host, 'sfc-test-pick', { label, clicks: clicks + 1 });
        }}
      >
        Elegir ({clicks})
      </button>
      {createPortal(<p className="portal">En el portal</p>, container)}
    </div>
  );
}
