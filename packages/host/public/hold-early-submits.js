// Prerendered pages (scripts/prerender.mjs) paint their forms before the application hydrates
// them. A submit in that moment would send the bare HTML form: a GET with every field in the
// address, the password too. It is held here instead, and the portal layout hands it to the
// application once hydrated (releaseEarlySubmit in app/layouts/early-submit.ts).
/* global window, document */
(() => {
  let held = null;
  const hold = (event) => {
    event.preventDefault();
    held = event.submitter || event.target;
  };
  document.addEventListener('submit', hold, true);
  window.sfcReleaseEarlySubmit = () => {
    document.removeEventListener('submit', hold, true);
    const submitter = held;
    held = null;
    return submitter;
  };
})();
