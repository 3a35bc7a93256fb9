// The frame of the complaint elements: shared services, shared session, sign-in, staff check.
export { ConsumerGate, type ConsumerGateProps, type ConsumerSession } from './consumer-gate.js';
export { consumerPrefill, personFullName, type ConsumerPrefill } from './consumer-prefill.js';
export { consumerSessionStyles } from './consumer-session.styles.js';
export { SessionBar, type SessionBarProps } from './session-bar.js';
