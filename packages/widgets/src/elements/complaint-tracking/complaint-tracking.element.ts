import { define } from '../../define/define.js';
import { reactElement } from '../../define/react-element.js';
import { consumerSessionStyles } from '../../features/consumer-session/consumer-session.styles.js';
import { ComplaintTrackingEmbed, type ComplaintTrackingEmbedProps } from './complaint-tracking-embed.js';

/**
 * The consumer's complaints on any page (portal-spec §2 `complaint/tracking`), the same React
 * list and detail as the portal's own screens: ten at a time, newest first, with code, entity,
 * product, state and filing date; "Ver detalle" opens a complaint's data, attachments (signed
 * downloads), state history and the actions its state allows (annexes, réplica, escalation,
 * desisting with a confirmation dialog, rating). The element moves between list, detail and
 * action forms itself (links are `#sfc-quejas/…` fragments it handles; no router, the page's
 * URL is left alone).
 *
 * It uses the page's shared session: when a consumer signs in through another element (for
 * example `sfc-complaint-form`) it loads their list without a reload, and when a complaint is
 * filed on the page (`sfc-complaint-filed` on `document`) it loads the list again. Nobody signed
 * in: the portal's sign-in inside the element. A staff account: a message instead of the list.
 *
 * @summary Seguimiento de las quejas del consumidor: listado y detalle.
 * @tag sfc-complaint-tracking
 *
 * @attr api-base - Base URL of the portal's API (property `apiBase`); default `/api` on the page's origin. The signing key is read from `/config.json` on that origin.
 * @attr signup-href - Where the sign-in's registration link goes (property `signupHref`); hidden when absent.
 * @attr recovery-href - Where the "¿Olvidaste tu contraseña?" link goes (property `recoveryHref`); hidden when absent.
 * @attr verify-href - Where an unconfirmed account is confirmed (property `verifyHref`); hidden when absent.
 *
 * @prop {string | undefined} apiBase - See `api-base`.
 * @prop {string | undefined} signupHref - See `signup-href`.
 * @prop {string | undefined} recoveryHref - See `recovery-href`.
 * @prop {string | undefined} verifyHref - See `verify-href`.
 *
 * @fires sfc-complaint-open - A complaint's detail was opened; `detail: { id }`.
 * @fires sfc-signed-in - Someone signed in through this element; `detail: { userId }`.
 * @fires sfc-signed-out - "Cerrar sesión" closed the shared session; `detail: { userId }`.
 * @fires sfc-navigate - (on `window`) the API client asks the page to go elsewhere (an expired session, a 503); `detail: { path }`.
 *
 * @csspart base - The element's frame (every state).
 * @csspart session - The "Ingresaste como …" bar with "Cerrar sesión".
 * @csspart sign-out - The "Cerrar sesión" button.
 *
 * @cssprop --sfc-color-primary - Buttons, links and the notices' accent.
 * @cssprop --sfc-color-primary-dark - Headings, links, hovered buttons.
 * @cssprop --sfc-color-on-primary - Text on primary buttons.
 * @cssprop --sfc-color-error - Error messages.
 * @cssprop --sfc-color-text - Body text.
 * @cssprop --sfc-color-border - Table and section borders.
 * @cssprop --sfc-color-surface-alt - Table header and notice backgrounds.
 * @cssprop --sfc-color-focus - Focus ring.
 * @cssprop --sfc-font-family - Font stack.
 * @cssprop --sfc-radius - Corner radius of fields and buttons.
 */
export class SfcComplaintTracking extends reactElement<ComplaintTrackingEmbedProps>(ComplaintTrackingEmbed, {
  props: { apiBase: 'string', signupHref: 'string', recoveryHref: 'string', verifyHref: 'string' },
  styles: consumerSessionStyles,
}) {}

define('sfc-complaint-tracking', SfcComplaintTracking);

declare global {
  interface HTMLElementTagNameMap {
    'sfc-complaint-tracking': SfcComplaintTracking;
  }
}
