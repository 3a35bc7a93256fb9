// JSX typing of the custom elements the host renders directly.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** @sfc/widgets' Lit accessibility bar (contrast, font size 14–20 px, relay centre). */
      'sfc-accessibility-bar': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'relay-url'?: string;
        orientation?: 'horizontal' | 'vertical';
        'no-persist'?: boolean;
      };
      /** Shoelace's QR code (canvas), used to show the authenticator's otpauth URI. */
      'sl-qr-code': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        value: string;
        label?: string;
        size?: number;
      };
    }
  }
}
