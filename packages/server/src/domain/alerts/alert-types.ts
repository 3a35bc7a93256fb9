import { RESPONSE_TERM_BUSINESS_DAYS } from './response-deadline.js';

/** Alert type ids (table `alert_types`, migration 040; part of the contract). */
export const ALERT_TYPE = {
  /** "Nueva queja": a complaint was filed (portal or entity API). */
  newComplaint: 1,
  /** "Cambio de estado": a complaint's `estado_cod` changed. */
  stateChange: 2,
  /** "Vencimiento próximo": a complaint's response deadline is near (response-deadline.ts). */
  deadline: 3,
  /** "Alerta temprana": an entity's complaints in a month far above its own history (early-warning-alerts.ts). */
  earlyWarning: 4,
} as const;

/** Default of `days_before` in a new configuration row (business days). */
export const DEFAULT_DAYS_BEFORE = 3;

/** Largest `days_before` (the whole response term: earlier would be before filing). */
export const MAX_DAYS_BEFORE = RESPONSE_TERM_BUSINESS_DAYS;
