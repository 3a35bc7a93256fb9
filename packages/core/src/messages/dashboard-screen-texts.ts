/**
 * Texts of the portal's staff screens `/dashboard/alerts/notifications` (the alerts history) and
 * `/dashboard/management/report` (the reports), which the spec names but does not word. Written
 * once here, in the portal's register (tú). The breadcrumb labels "Alertas" and "Reportes" are the
 * names of modules 28 and 16: the navigation guard lets staff in when one of them matches
 * (docs/decisions/0002-module-matching.md). Failures use MESSAGES.genericError.
 */
export const DASHBOARD_SCREEN_TEXTS = {
  alertsModuleCrumb: 'Alertas',
  alertsHistoryTitle: 'Historial de alertas',
  alertsHistoryIntro: 'Todas tus alertas, leídas y sin leer, de la más reciente a la más antigua.',
  alertsHistoryCaption: (page: number, pages: number) => `Tus alertas (página ${page} de ${pages})`,
  alertsHistoryLoading: 'Cargando alertas…',
  alertsHistoryEmpty: 'No tienes alertas.',
  alertTypeColumn: 'Tipo',
  alertColumn: 'Alerta',
  alertComplaintColumn: 'Queja',
  alertDateColumn: 'Fecha',
  alertStateColumn: 'Estado',
  alertActionsColumn: 'Acciones',
  alertRead: 'Leída',
  alertUnread: 'Sin leer',
  markRead: 'Marcar como leída',
  /** Accessible name of a row's button: says which alert it marks. */
  markReadOf: (title: string) => `Marcar como leída: ${title}`,
  marking: 'Marcando…',
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  pagingLabel: 'Páginas del historial de alertas',
  reportsTitle: 'Reportes',
  reportsIntro: 'Consulta las quejas por entidad y estado o su volumetría por mes, y expórtalas a Excel.',
} as const;
