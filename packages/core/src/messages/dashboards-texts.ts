import { REPORT_CATALOG_TEXTS as R } from './report-catalog-texts.js';

/**
 * Texts of the dashboards and entity alerts (ADR 0018): the reports under `management/*`
 * (complaints by dimension, response times, satisfaction, favourability, fraud, map), the
 * "Alertas EV" of supervised entities' users and the alert settings screen. The server's
 * report titles, column labels and errors and the host's screens read them from here.
 */
export const DASHBOARD_REPORT_TEXTS = {
  // Server: titles, columns, datasets, errors
  byDimensionTitle: (dimension: string) => `Quejas por ${dimension.toLowerCase()}`,
  dimensions: R.dimensions,
  unknownDimension: (allowed: string) => `Agrupación no válida. Use una de: ${allowed}.`,
  notInformed: 'Sin información',
  complaintsColumn: 'Quejas',
  responseTimeTitle: 'Tiempos de respuesta frente al término legal',
  answeredOnTime: 'Respondidas a tiempo',
  answeredLate: 'Respondidas fuera de término',
  pendingOnTime: 'En trámite dentro del término',
  pendingOverdue: 'Vencidas sin respuesta',
  averageDaysUsed: 'Promedio de días hábiles usados',
  satisfactionTitle: 'Satisfacción de los consumidores (calificaciones)',
  ratingsColumn: 'Calificaciones',
  starsColumn: (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  averageRating: 'Calificación promedio',
  favorabilityTitle: 'Favorabilidad de las decisiones',
  decidedColumn: 'Quejas decididas',
  favorableColumn: 'A favor del consumidor',
  partialColumn: 'Parcialmente a favor',
  unfavorableColumn: 'A favor de la entidad',
  favorableShare: '% a favor del consumidor',
  fraudTitle: (by: string) => `Fraude por ${by.toLowerCase()}`,
  fraudDimensions: R.fraudDimensions,
  claimedColumn: 'Monto reclamado (COP)',
  recognisedColumn: 'Monto reconocido (COP)',
  recognisedShare: '% reconocido',
  earlyWarningsTitle: 'Alertas tempranas por entidad (frente a su propio histórico)',
  expectedColumn: 'Quejas esperadas',
  ratioColumn: 'Razón observadas / esperadas',
  pValueColumn: 'Valor p (Poisson)',
  warningColumn: 'Alerta temprana',
  warningYes: 'Sí',
  warningNo: 'No',
  mapTitle: 'Quejas por departamento',
  mapMunicipalityTitle: (department: string) => `Quejas por municipio de ${department}`,
  codeColumn: 'Código DANE',
  municipalityColumn: 'Municipio',
  unknownDepartment: 'El departamento no existe en la DIVIPOLA.',
  fraudForbidden: 'Tu rol no tiene acceso al reporte de fraude.',
  favorabilityForbidden: 'Tu rol no tiene acceso al reporte de favorabilidad.',
  mapForbidden: 'Tu rol no tiene acceso al mapa de quejas.',

  // Host: the report screens
  complaintsScreenTitle: R.complaints,
  complaintsScreenIntro:
    'Quejas radicadas en el periodo, agrupadas por entidad, producto, motivo, canal, estado o departamento.',
  reportScreenTitle: 'Reportes',
  reportScreenIntro:
    'Volumetría, tiempos de respuesta frente al término legal y satisfacción de los consumidores en el periodo.',
  fraudScreenTitle: R.fraud,
  fraudScreenIntro:
    'Quejas por fraude según su tipo o su modalidad, con los montos reclamados y reconocidos.',
  favorabilityScreenTitle: R.favorability,
  favorabilityScreenIntro:
    'Decisiones de las quejas cerradas en el periodo: a favor del consumidor, parcialmente o a favor de la entidad.',
  mapScreenTitle: 'Mapa de quejas',
  mapScreenIntro:
    'Quejas radicadas en el periodo por departamento. Elige un departamento en el mapa (con el ratón o con el teclado: Tab y Enter) para ver sus municipios.',
  reportLabel: 'Reporte',
  reportNames: R.reportNames,
  groupByLabel: R.groupByLabel,
  entityLabel: R.entityLabel,
  allEntities: R.allEntities,
  submit: 'Consultar',
  loading: 'Consultando el reporte…',
  empty: 'No hay datos para el periodo y la entidad elegidos.',
  loaded: (title: string, rows: number) => `${title}: ${rows} ${rows === 1 ? 'fila' : 'filas'}.`,
  filtersLabel: 'Filtros del reporte',
  chartHeading: 'Gráfica',
  tableHeading: 'Tabla de datos',
  bulkTitle: 'Exportar todas las quejas del periodo',
  bulkIntro:
    'Una fila por queja (código, entidad, fecha, estado, producto, motivo, canal, lugar, favorabilidad, fraude y montos), generada en el servidor: sirve también para cientos de miles de filas.',
  bulkFormat: 'Formato del archivo',
  bulkButton: 'Exportar quejas',
  bulkCounting: 'Contando las quejas…',
  bulkProgressLabel: 'Avance de la exportación',
  bulkRows: (done: string, total: string) => `${done} de ${total} filas`,
  bulkBytes: (size: string, total: string) => `${size} recibidos (${total} filas en total)`,
  bulkDone: (total: string, name: string) => `Listo: ${total} filas en ${name}.`,
  bulkFailed: 'No se pudo generar el archivo. Intenta de nuevo.',
  mapLabel: 'Mapa de Colombia por departamento',
  mapCredit: 'Fuente: DANE – Marco Geoestadístico Nacional 2018',
  mapInset: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
  mapLegend: 'Quejas por departamento',
  mapLegendRange: (from: string, to: string) => `de ${from} a ${to}`,
  mapNoComplaints: 'Sin quejas',
  mapDepartment: (name: string, n: string) => `${name}: ${n} quejas`,
  mapDrillDown: 'Ver municipios',
  mapBack: 'Volver a los departamentos',
  mapChosen: (name: string) => `Municipios de ${name}`,
} as const;

/** Texts of the "Alertas EV" (supervised entities' users) and the alert settings screen. */
export const EV_ALERTS_TEXTS = {
  // Server
  evForbidden: 'Tu rol no tiene acceso a las alertas de la entidad.',
  types: {
    1: 'Nueva queja',
    2: 'Queja próxima a vencer',
    3: 'Queja vencida',
    4: 'Réplica del consumidor',
    5: 'Queja escalada al defensor',
    6: 'Alerta temprana de la entidad',
    // Requerimientos of the authority (migration 310, docs/case-work-api.md).
    7: 'Requerimiento de la Superintendencia',
    8: 'Requerimiento vencido',
  } as Readonly<Record<number, string>>,
  statusOptions: { unread: 'No leída', read: 'Leída' } as Readonly<Record<string, string>>,
  newTitle: (code: string) => `Nueva queja ${code}`,
  newMessage: (code: string, entity: string) => `Se radicó la queja ${code} contra ${entity}.`,
  dueSoonTitle: (code: string) => `Queja ${code} próxima a vencer`,
  dueSoonMessage: (code: string, day: string, left: number) =>
    `El término de respuesta de la queja ${code} vence el ${day}; ${left === 1 ? 'queda 1 día hábil' : `quedan ${left} días hábiles`}.`,
  overdueTitle: (code: string) => `Queja ${code} vencida`,
  overdueMessage: (code: string, day: string) =>
    `El término de respuesta de la queja ${code} venció el ${day} sin respuesta de la entidad.`,
  replicaTitle: (code: string) => `Réplica en la queja ${code}`,
  replicaMessage: (code: string) => `El consumidor presentó una réplica a la respuesta de la queja ${code}.`,
  escalatedTitle: (code: string) => `Queja ${code} escalada`,
  escalatedMessage: (code: string) =>
    `El consumidor escaló la queja ${code} al defensor del consumidor financiero.`,
  unknownType: 'El tipo de alerta no existe.',
  unknownStatus: 'El estado no es válido. Use "read" o "unread".',

  // Host: the "Alertas EV" history screen
  historyTitle: 'Alertas de la entidad',
  historyIntro:
    'Alertas sobre las quejas de tu entidad: nuevas, próximas a vencer, vencidas, réplicas y escaladas.',
  typeFilter: 'Tipo de alerta',
  statusFilter: 'Estado',
  allOption: 'Todos',
  columns: { date: 'Fecha', type: 'Tipo', title: 'Alerta', complaint: 'Queja', status: 'Estado' },
  markRead: (title: string) => `Marcar como leída: ${title}`,
  markReadShort: 'Marcar como leída',
  markAll: 'Marcar todas como leídas',
  empty: 'No hay alertas con estos filtros.',
  loading: 'Cargando alertas…',
  bellLabel: 'Alertas EV:',
  /** The main menu's link to the history on a phone, when the staff bell takes the header's room. */
  menuLink: 'Alertas EV',
  unreadCount: (n: number) => (n === 1 ? '1 sin leer' : `${n} sin leer`),

  // Host: the alert settings screen
  settingsTitle: 'Configuración de alertas',
  settingsIntro:
    'Elige qué alertas recibes y con cuántos días hábiles de anticipación te avisamos del vencimiento de una queja.',
  settingsType: 'Tipo de alerta',
  settingsActive: 'Activa',
  settingsDays: 'Días hábiles de anticipación',
  settingsDaysHint: 'Solo aplica a «Vencimiento próximo»; de 0 a 15.',
  settingsSave: 'Guardar',
  settingsSaved: (name: string) => `Se guardó la configuración de «${name}».`,
  settingsError: 'No se pudo guardar la configuración. Intenta de nuevo.',
  settingsDaysError: 'Escribe un número de días entre 0 y 15.',
} as const;
