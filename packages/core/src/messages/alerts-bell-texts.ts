/**
 * Texts of the staff member's alerts bell (portal-spec §2 alerts, §9 new-alerts page size 7).
 * The spec names the feature but does not word it; written once here, in the portal's register
 * (tú). Failures use the catalogue's general texts (MESSAGES), not texts of their own.
 */
export const ALERTS_BELL_TEXTS = {
  /** The bell's accessible name before the first answer. */
  bell: 'Alertas',
  /** The bell's accessible name with the unread count, e.g. "Alertas: 3 sin leer". */
  bellWithCount: (count: number) =>
    count === 0 ? 'Alertas: ninguna sin leer' : `Alertas: ${count} sin leer`,
  /** Said (polite live region) when a refresh finds more unread alerts than before. */
  newAlerts: (count: number) =>
    count === 1 ? 'Tienes 1 alerta sin leer' : `Tienes ${count} alertas sin leer`,
  panelTitle: 'Alertas sin leer',
  loading: 'Cargando alertas…',
  empty: 'No tienes alertas sin leer.',
  /** Under the list when there are more unread alerts than the seven shown. */
  showingNewest: (shown: number, total: number) => `Se muestran las ${shown} más recientes de ${total}.`,
  receivedAt: 'Recibida el',
  markRead: 'Marcar como leída',
  /** Accessible name of an item's button: says which alert it marks. */
  markReadOf: (title: string) => `Marcar como leída: ${title}`,
  markAllRead: 'Marcar todas como leídas',
  marking: 'Marcando…',
  markedOne: 'Alerta marcada como leída.',
  markedAll: 'Todas las alertas quedaron marcadas como leídas.',
  retry: 'Reintentar',
  history: 'Ver todas las alertas',
} as const;
