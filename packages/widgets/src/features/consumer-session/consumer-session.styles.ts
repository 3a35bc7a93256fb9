import { tokenVar } from '../../tokens/index.js';

/**
 * The host portal's look for what the complaint elements render around the features inside
 * their shadow roots (the portal page styles the same classes with its own sheet): notices,
 * action rows and link lists of the sign-in, the signed-in bar, headings.
 */
export const consumerSessionStyles = `
.sfc-embed { display: grid; gap: 1rem; max-width: 60rem; }
.sfc-embed h2 { margin: 0.5rem 0 0; font-size: 1.375rem; line-height: 1.3; color: ${tokenVar('color-primary-dark')}; }
.sfc-embed h2:focus { outline: none; }
.sfc-embed h2:focus-visible { outline: 3px solid ${tokenVar('color-focus')}; outline-offset: 2px; }
.sfc-embed p { margin: 0.5rem 0; }
.sfc-embed a { color: ${tokenVar('color-primary-dark')}; }
.portal-form { max-width: 38rem; display: grid; gap: 0.25rem; }
.form-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; margin: 0.5rem 0 1rem; }
.form-links { list-style: none; margin: 1rem 0 0; padding: 0; }
.form-links li { margin: 0.5rem 0; }
.notice {
  margin: 0.5rem 0; padding: 0.75rem 1rem; border-left: 6px solid ${tokenVar('color-primary')};
  background: ${tokenVar('color-surface-alt')};
}
.notice--error { border-left-color: ${tokenVar('color-error')}; }
.notice--success { border-left-color: ${tokenVar('color-success')}; }
.notice p { margin: 0.25rem 0; }
.notice__title { font-weight: 700; }
.sfc-session {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem;
  padding: 0.5rem 0.75rem; border: 1px solid ${tokenVar('color-border')}; border-radius: ${tokenVar('radius')};
}
.sfc-session p { margin: 0; }
.sfc-session p:focus { outline: none; }
.sfc-session p:focus-visible { outline: 3px solid ${tokenVar('color-focus')}; outline-offset: 2px; }
.sfc-filed__code { font-size: 1.25rem; letter-spacing: 0.05em; }
.sfc-receipt { padding: 1rem; border: 1px solid ${tokenVar('color-border')}; border-radius: ${tokenVar('radius')}; }
.sfc-receipt h3 { margin: 0 0 0.5rem; font-size: 1.125rem; }
.sfc-receipt__data { margin: 0; display: grid; gap: 0.5rem; }
.sfc-receipt__data dt { font-weight: 700; }
.sfc-receipt__data dd { margin: 0; overflow-wrap: anywhere; }
.sfc-button-link {
  display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.5rem 1.25rem; font-weight: 600;
  border: 2px solid ${tokenVar('color-primary')}; border-radius: ${tokenVar('radius')};
  background: ${tokenVar('color-primary')}; color: ${tokenVar('color-on-primary')}; text-decoration: none;
}
.sfc-embed .sfc-button-link { color: ${tokenVar('color-on-primary')}; }
.sfc-button-link:hover { background: ${tokenVar('color-primary-dark')}; border-color: ${tokenVar('color-primary-dark')}; }
`;
