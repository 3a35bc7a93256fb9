export * from './messages.js';
export * from './constants.js';
export * from './alerts-reports-texts.js';
export * from './report-viewer-texts.js';
export * from './alerts-bell-texts.js';
export * from './embed-texts.js';
export * from './sign-in-texts.js';
export * from './complaint-form-texts.js';
