// The consumer's complaint tracking feature (portal-spec §2 `complaint/tracking`), as the host's
// screens use it: the list, a complaint's detail, the action forms and the calls behind them.
// Each lives in its own module so the custom element can load the detail and forms on demand.
export * from './complaint-list.js';
export * from './complaint-calls.js';
export * from './complaint-links.js';
export * from './complaint-detail.js';
export * from './complaint-action-forms.js';
