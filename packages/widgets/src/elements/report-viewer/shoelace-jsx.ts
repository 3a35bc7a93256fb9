// JSX typing of the Shoelace elements the report viewer renders (registered by report-tabs.ts).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  // React declares JSX as a namespace; augmenting it takes one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Shoelace's tab group: `sl-tab`s in its `nav` slot, `sl-tab-panel`s as children. */
      'sl-tab-group': ElementProps & { 'no-scroll-controls'?: boolean; placement?: string };
      /** One tab; `panel` names the `sl-tab-panel` it shows. */
      'sl-tab': ElementProps & { panel: string; active?: boolean; disabled?: boolean };
      /** One panel, shown when the tab naming it is active. */
      'sl-tab-panel': ElementProps & { name: string; active?: boolean };
    }
  }
}
