/**
 * Texts of the server's staff alerts and dashboard reports (`/api/alerts/...`,
 * `/api/dashboard/complaints/`, `/api/dashboard/volumetry/`). The spec does not word them; they
 * are written once here, in the portal's register (tú). Alert type names ("Nueva queja", "Cambio
 * de estado", "Vencimiento próximo", "Alerta temprana") live in the server's `alert_types` table,
 * like module names.
 */

/** Appends a full stop unless the text already ends with one ("... Banco de Bogotá S.A."). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** Alerts: permission refusals, `mark_alert` answers, and the title and message of each alert. */
export const ALERTS_API_TEXTS = {
  alertsForbidden: 'Tu rol no tiene acceso a las alertas.',
  settingsForbidden: 'Tu rol no tiene acceso a la configuración de alertas.',
  markTargetRequired: 'Indica el "id" de una alerta o "all": true (solo uno de los dos).',
  markedOne: 'La alerta quedó marcada como leída.',
  markedAll: 'Todas tus alertas quedaron marcadas como leídas.',
  newComplaintTitle: (code: string) => `Nueva queja ${code}`,
  newComplaintMessage: (code: string, entity: string) =>
    sentence(`Se radicó la queja ${code} contra ${entity}`),
  stateChangeTitle: (code: string) => `Cambio de estado ${code}`,
  stateChangeMessage: (code: string, entity: string, from: string, to: string) =>
    `La queja ${code} contra ${entity} pasó de «${from}» a «${to}».`,
  deadlineTitle: (code: string) => `Vencimiento próximo ${code}`,
  /** `date` as the portal shows days (MM/DD/YYYY, docs/dates.md); `daysLeft` business days after today. */
  deadlineMessage: (code: string, entity: string, date: string, daysLeft: number) =>
    daysLeft === 0
      ? `El plazo de respuesta de la queja ${code} contra ${entity} vence hoy, ${date}.`
      : `El plazo de respuesta de la queja ${code} contra ${entity} vence el ${date} (${
          daysLeft === 1 ? 'queda 1 día hábil' : `quedan ${daysLeft} días hábiles`
        }).`,
  /** An early warning (ADR 0018, 0024): `month` "noviembre de 2026". Staff and the entity's users read the same text. */
  earlyWarningTitle: (entity: string, month: string) => `Alerta temprana: ${entity}, ${month}`,
  earlyWarningMessage: ({
    entity,
    month,
    until,
    complaints,
    expected,
    pValue,
  }: {
    entity: string;
    month: string;
    /** The day a month still running was counted to (MM/DD/YYYY), or null for a whole month. */
    until: string | null;
    complaints: number;
    /** Formatted, "9,4". */
    expected: string;
    /** Formatted, "0,000012" or "< 0,000001". */
    pValue: string;
  }) =>
    `${entity} recibió ${complaints} quejas en ${month}${until ? ` (hasta el ${until})` : ''}, muy por encima de las ${expected} que predice su propio histórico de los 365 días anteriores (prueba de Poisson, valor p ${pValue}).`,
} as const;

/** Dashboard reports: refusals, field messages, titles and column labels. */
export const REPORTS_API_TEXTS = {
  reportsForbidden: 'Tu rol no tiene acceso a los reportes.',
  dateFormat: 'Fecha con formato erróneo. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.',
  dateOutOfRange: (min: string, max: string) => `La fecha debe estar entre ${min} y ${max}.`,
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  rangeTooLong: (years: number) => `El rango de fechas no puede superar ${years} años.`,
  unknownEntity: (id: number) => `La entidad ${id} no existe.`,
  complaintsTitle: 'Quejas por entidad y estado',
  volumetryTitle: 'Volumetría de quejas por mes',
  entityColumn: 'Entidad',
  periodColumn: 'Periodo',
  totalColumn: 'Total',
  complaintsDataset: 'Quejas',
} as const;
