/**
 * The names of the dashboard reports and of their filters, as the report viewer's selects and
 * the host's report screens show them (the widgets' report catalogue lists the reports once).
 * Kept apart from DASHBOARD_REPORT_TEXTS, which spells them from here, so the embeddable
 * `sfc-report-viewer` downloads only these lines and not every dashboard text (ADR 0005).
 */
export const REPORT_CATALOG_TEXTS = {
  complaints: 'Reporte de quejas',
  reportNames: {
    volumetry: 'Volumetría por mes',
    complaint_response_time: 'Tiempos de respuesta',
    complaint_satisfaction: 'Satisfacción',
    complaint_early_warnings: 'Alertas tempranas por entidad',
  } as Readonly<Record<string, string>>,
  favorability: 'Reporte de favorabilidad',
  fraud: 'Reporte de fraude',
  dimensions: {
    entidad: 'Entidad',
    producto: 'Producto',
    motivo: 'Motivo',
    canal: 'Canal',
    estado: 'Estado',
    departamento: 'Departamento',
  } as Readonly<Record<string, string>>,
  fraudDimensions: { tipo: 'Tipo de fraude', modalidad: 'Modalidad de fraude' } as Readonly<
    Record<string, string>
  >,
  groupByLabel: 'Agrupar por',
  entityLabel: 'Entidad',
  allEntities: 'Todas las entidades',
} as const;
