/**
 * Texts of the quality screens and their API: samples of closed complaints evaluated
 * against criteria, duplicate complaints, analysts' productivity. The spec names these screens
 * but does not word them; the portal's register (tú).
 */
export const QUALITY_TEXTS = {
  /** Names of the dashboard modules (reference-lists.json), for the 403 detail. */
  modules: {
    samples: 'Muestras',
    productivityReport: 'Reporte de productividad',
    duplicates: 'Quejas duplicadas',
    productivity: 'Productividad',
  },

  // Server validation
  periodOrder: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  dateInvalid: 'Introduce una fecha válida con el formato AAAA-MM-DD.',
  entityUnknown: (id: number) => `La entidad ${id} no existe o no puedes consultarla.`,
  emptyPopulation: 'No hay quejas cerradas de esas entidades en ese periodo: no se puede tomar una muestra.',
  criterionUnknown: 'El criterio no existe o está inactivo.',
  complaintNotInSample: 'La queja no pertenece a esta muestra.',
  criterionNameTaken: 'Ya existe un criterio con ese nombre.',
  duplicateAlreadyDecided: 'Este candidato ya fue confirmado o descartado.',
  duplicateComplaintClosed: 'La queja ya está cerrada: no se puede cerrar como duplicada.',
  duplicateOriginal: (code: string) => `Queja cerrada por duplicada de la queja ${code}.`,

  // Shared labels
  verdicts: { cumple: 'Cumple', no_cumple: 'No cumple', no_aplica: 'No aplica' } as Readonly<
    Record<string, string>
  >,
  strata: { none: 'Sin estratos', producto: 'Por producto', canal: 'Por canal' } as Readonly<
    Record<string, string>
  >,
  allStrata: 'Todas',
  noData: 'Sin dato',
  method: (strata: string) =>
    `Muestreo aleatorio simple${strata === 'none' ? '' : ' estratificado con asignación proporcional'}; ` +
    'orden por md5(semilla:código de la queja) dentro de cada estrato.',
  reproduce: (seed: string) =>
    `Para obtener la misma muestra, crea una nueva con las mismas entidades, periodo, estratos, confianza, margen y la semilla «${seed}»: ` +
    'las quejas se ordenan por md5("semilla:código de la queja") dentro de cada estrato y se toman las primeras de cada uno.',

  // Samples screens
  samplesTitle: 'Muestras',
  samplesIntro:
    'Muestras estadísticas de quejas cerradas para evaluar la calidad de las respuestas de las entidades, criterio por criterio.',
  newSample: 'Nueva muestra',
  sampleTitle: 'Muestra',
  evaluationCrumb: 'Evaluación',
  sampleFormIntro:
    'El tamaño se calcula con la fórmula de población finita para una proporción (p = 0,5) y las quejas se sortean con una semilla registrada.',
  sampleName: 'Nombre de la muestra',
  sampleEntities: 'Entidades',
  periodFrom: 'Cerradas desde',
  periodTo: 'Cerradas hasta',
  strataField: 'Estratos',
  confidenceField: 'Nivel de confianza',
  marginField: 'Margen de error',
  seedField: 'Semilla',
  seedHint: 'Déjala vacía para generar una nueva; escribe la semilla de otra muestra para repetir su sorteo.',
  createSample: 'Calcular y sortear',
  creatingSample: 'Sorteando…',
  samplesColumns: {
    name: 'Muestra',
    entities: 'Entidades',
    period: 'Periodo de cierre',
    population: 'Población (N)',
    size: 'Tamaño (n)',
    seed: 'Semilla',
    progress: 'Avance',
    createdAt: 'Creada',
  },
  samplesFileName: 'muestras',
  periodText: (from: string, to: string) => `${from} a ${to}`,
  percent: (value: number | null) => (value === null ? '—' : `${String(value).replace('.', ',')} %`),
  parametersHeading: 'Parámetros y diseño',
  formulaHeading: 'Cálculo del tamaño',
  formulaText: 'n = N·z²·p(1−p) / ((N−1)·e² + z²·p(1−p)), redondeado hacia arriba',
  formulaLabel: 'Tamaño calculado',
  reproduceHeading: 'Cómo reproducir esta muestra',
  allocationHeading: 'Asignación por estrato',
  allocationColumns: { stratum: 'Estrato', population: 'Población', size: 'Tamaño' },
  progressHeading: 'Avance de la evaluación',
  progressText: (done: number, size: number) => `${done} de ${size} quejas evaluadas en todos los criterios.`,
  evaluationsText: (done: number, expected: number) => `${done} de ${expected} evaluaciones registradas.`,
  resultsHeading: 'Resultados por criterio',
  entityResultsHeading: 'Resultados por entidad',
  resultsColumns: {
    criterion: 'Criterio',
    entity: 'Entidad',
    cumple: 'Cumple',
    no_cumple: 'No cumple',
    no_aplica: 'No aplica',
    compliance: 'Cumplimiento',
  },
  noResults: 'Aún no hay evaluaciones.',
  sampleComplaintsHeading: 'Quejas de la muestra',
  itemColumns: {
    position: 'N.º',
    code: 'Código de la queja',
    entity: 'Entidad',
    product: 'Producto',
    channel: 'Canal',
    closed: 'Fecha de cierre',
    stratum: 'Estrato',
    evaluated: 'Criterios evaluados',
  },
  evaluatedOf: (done: number, total: number) => `${done} de ${total}`,
  evaluateLink: (code: string) => `Evaluar la queja ${code}`,
  sampleFileName: (id: number) => `muestra-${id}`,
  backToSamples: 'Volver a las muestras',
  backToSample: 'Volver a la muestra',
  parameterLabels: {
    entities: 'Entidades',
    period: 'Periodo de cierre',
    strata: 'Estratos',
    confidence: 'Nivel de confianza',
    margin: 'Margen de error',
    proportion: 'Proporción esperada (p)',
    z: 'Valor z',
    population: 'Población (N)',
    size: 'Tamaño de la muestra (n)',
    seed: 'Semilla',
    method: 'Método',
    createdBy: 'Creada por',
  },

  // Evaluation screen
  evaluationTitle: (code: string) => `Evaluación de la queja ${code}`,
  complaintTextHeading: 'Texto de la queja',
  criteriaNavLabel: 'Criterios de evaluación',
  verdictField: 'Veredicto',
  commentField: 'Comentario',
  saveEvaluation: 'Guardar evaluación',
  savingEvaluation: 'Guardando…',
  evaluationSaved: (criterion: string) => `Evaluación de «${criterion}» guardada.`,
  notEvaluated: 'Sin evaluar',
  openComplaint: 'Ver la queja en la gestión de quejas',
  evaluatedBy: (name: string, when: string) => `Evaluada por ${name} el ${when}.`,

  // Criteria management
  criteriaHeading: 'Criterios de evaluación',
  criteriaIntro: 'Los criterios activos se evalúan en cada queja de una muestra.',
  criterionName: 'Nombre del criterio',
  addCriterion: 'Agregar criterio',
  criterionAdded: (name: string) => `Criterio «${name}» agregado.`,
  activate: (name: string) => `Activar ${name}`,
  deactivate: (name: string) => `Inactivar ${name}`,
  active: 'Activo',
  inactive: 'Inactivo',

  // Duplicates screens
  duplicatesTitle: 'Quejas duplicadas',
  duplicatesIntro:
    'Quejas de un mismo consumidor contra una misma entidad con textos parecidos. Revisa la evidencia y confirma o descarta cada candidato.',
  duplicateStatuses: { pending: 'Pendiente', confirmed: 'Confirmada', dismissed: 'Descartada' } as Readonly<
    Record<string, string>
  >,
  duplicateStatusFilter: 'Estado',
  duplicateColumns: {
    complaint: 'Queja posible duplicada',
    original: 'Queja original',
    consumer: 'Consumidor',
    entity: 'Entidad',
    score: 'Similitud',
    detected: 'Detectada',
    status: 'Estado',
    actions: 'Acciones',
  },
  duplicatesFileName: 'quejas-duplicadas',
  reviewCandidate: (code: string) => `Revisar la queja ${code}`,
  detailTitle: 'Candidato a queja duplicada',
  scoreText: (score: number) => `Similitud de los textos: ${Math.round(score * 100)} %`,
  matchesHint: 'Los pasajes resaltados aparecen en las dos quejas.',
  laterComplaint: (code: string) => `Queja posible duplicada ${code}`,
  originalComplaint: (code: string) => `Queja original ${code}`,
  filedOn: (when: string) => `Radicada el ${when}`,
  confirmDuplicate: 'Confirmar: cerrar como duplicada',
  dismissDuplicate: 'Descartar: no es duplicada',
  confirmedNotice: (code: string, original: string) =>
    `La queja ${code} quedó cerrada como duplicada de ${original} (marcación 7).`,
  dismissedNotice: (code: string) =>
    `Candidato descartado: la queja ${code} no se volverá a proponer con esa original.`,
  decidedBy: (status: string, name: string, when: string) => `${status} por ${name} el ${when}.`,
  rerunHeading: 'Volver a buscar duplicados',
  rerunIntro:
    'Busca candidatos entre las quejas radicadas en un periodo (los descartados no se vuelven a proponer).',
  rerunFrom: 'Radicadas desde',
  rerunTo: 'Radicadas hasta',
  rerunWindow: 'Ventana (días entre una queja y la original)',
  rerunSubmit: 'Buscar duplicados',
  rerunBusy: 'Buscando…',
  rerunDone: (checked: number, found: number) =>
    `Se revisaron ${checked} quejas; ${found} candidatos nuevos.`,
  windowInvalid: 'La ventana debe ser un número entero de días entre 1 y 365.',

  // Productivity screens
  productivityReportTitle: 'Reporte de productividad',
  productivityTitle: 'Productividad',
  productivityIntro:
    'Trabajo de cada analista en el periodo: quejas asignadas, gestionadas y cerradas, tiempo de gestión en días hábiles y evaluaciones de muestras.',
  productivityColumns: {
    analyst: 'Analista',
    direction: 'Dirección',
    assigned: 'Asignadas',
    handled: 'Gestionadas',
    closed: 'Cerradas',
    average: 'Tiempo promedio (días hábiles)',
    p90: 'Percentil 90 (días hábiles)',
    evaluations: 'Evaluaciones',
  },
  productivityFileName: 'productividad',
  evaluationsHeading: 'Evaluaciones de muestras',
  evaluationColumns: {
    evaluator: 'Analista',
    complaint: 'Queja',
    criterion: 'Criterio',
    verdict: 'Veredicto',
    sample: 'Muestra',
    when: 'Fecha',
  },
  evaluationsFileName: 'evaluaciones',
  evaluationDetailTitle: 'Detalle de la evaluación',
  evaluationDetailLink: (code: string, criterion: string) => `Ver la evaluación de ${code} en ${criterion}`,
  filterFrom: 'Desde (AAAA-MM-DD)',
  filterTo: 'Hasta (AAAA-MM-DD)',
  filterDirection: 'Dirección',
  chartHeading: 'Gráfico por analista',
  chartLabel: (period: string) => `Productividad por analista, ${period}`,
  tableHeading: 'Tabla por analista',
  groupBy: 'Agrupar por',
  groupByAnalyst: 'Analista',
  groupByDirection: 'Dirección',
  noDirection: 'Sin dirección',
  apply: 'Consultar',
  from: 'Desde',
  to: 'Hasta',
  exportLabel: 'Exportar',
} as const;
