import { define } from '../../define/define.js';
import { reactElement } from '../../define/react-element.js';
import { consumerSessionStyles } from '../../features/consumer-session/consumer-session.styles.js';
import { ComplaintFormEmbed, type ComplaintFormEmbedProps } from './complaint-form-embed.js';

/**
 * The complaint registration of the portal on any page (portal-spec §2
 * `complaint/registration`), the same React form as the portal's own screen. When nobody is
 * signed in it offers the portal's sign-in (e-mail and password, then a code by mail, SMS or
 * authenticator app) inside the element; the session is the page's shared one, so every `sfc-*`
 * element updates at once. A consumer gets the form prefilled from their profile (entity,
 * product, reason, channel, place, their data, the complaint text, power of attorney and
 * attachments, sent as multipart `POST /queja/` with `file-complaint-N`), then the complaint's
 * code. A staff account gets a message instead of the form. Lists and dialogs render inside the
 * shadow root.
 *
 * @summary Radicar una queja, con ingreso del consumidor dentro del elemento.
 * @tag sfc-complaint-form
 *
 * @attr api-base - Base URL of the portal's API (property `apiBase`); default `/api` on the page's origin. The signing key is read from `/config.json` on that origin.
 * @attr signup-href - Where the sign-in's registration link goes (property `signupHref`); hidden when absent.
 * @attr recovery-href - Where the "¿Olvidaste tu contraseña?" link goes (property `recoveryHref`); hidden when absent.
 * @attr verify-href - Where an unconfirmed account is confirmed (property `verifyHref`); hidden when absent.
 * @attr tracking-href - Where the confirmation's "Ir al seguimiento de mis quejas" goes (property `trackingHref`); hidden when absent.
 *
 * @prop {string | undefined} apiBase - See `api-base`.
 * @prop {string | undefined} signupHref - See `signup-href`.
 * @prop {string | undefined} recoveryHref - See `recovery-href`.
 * @prop {string | undefined} verifyHref - See `verify-href`.
 * @prop {string | undefined} trackingHref - See `tracking-href`.
 *
 * @fires sfc-signed-in - A consumer or staff member signed in through this element; `detail: { userId }`.
 * @fires sfc-signed-out - "Cerrar sesión" closed the shared session; `detail: { userId }`.
 * @fires sfc-complaint-filed - The server accepted the complaint; `detail: { id, codigoQueja }`.
 * @fires sfc-navigate - (on `window`) the API client asks the page to go elsewhere (an expired session, a 503); `detail: { path }`.
 *
 * @csspart base - The element's frame (every state).
 * @csspart session - The "Ingresaste como …" bar with "Cerrar sesión".
 * @csspart sign-out - The "Cerrar sesión" button.
 * @csspart filed - The confirmation shown once the complaint is filed.
 * @csspart complaint-code - The filed complaint's code.
 *
 * @cssprop --sfc-color-primary - Buttons, links and the notices' accent.
 * @cssprop --sfc-color-primary-dark - Headings, links, hovered buttons.
 * @cssprop --sfc-color-on-primary - Text on primary buttons.
 * @cssprop --sfc-color-error - Error messages and invalid fields.
 * @cssprop --sfc-color-success - The confirmation's accent.
 * @cssprop --sfc-color-text - Body text.
 * @cssprop --sfc-color-border - Field and section borders.
 * @cssprop --sfc-color-surface-alt - Notice backgrounds.
 * @cssprop --sfc-color-focus - Focus ring.
 * @cssprop --sfc-font-family - Font stack.
 * @cssprop --sfc-radius - Corner radius of fields and buttons.
 */
export class SfcComplaintForm extends reactElement<ComplaintFormEmbedProps>(ComplaintFormEmbed, {
  props: {
    apiBase: 'string',
    signupHref: 'string',
    recoveryHref: 'string',
    verifyHref: 'string',
    trackingHref: 'string',
  },
  styles: consumerSessionStyles,
}) {}

define('sfc-complaint-form', SfcComplaintForm);

declare global {
  interface HTMLElementTagNameMap {
    'sfc-complaint-form': SfcComplaintForm;
  }
}
