/**
 * Texts of the staff complaint work API (filter builder, management, monitoring, search, history
 * and desisted list; packages/server/docs/staff-complaints-api.md) that the spec does not word.
 * The portal's register (tú).
 */
export const STAFF_COMPLAINT_TEXTS = {
  /** Names of the dashboard modules 9–12 (reference-lists.json), for the 403 detail. */
  modules: {
    management: 'Gestión de quejas',
    search: 'Búsqueda de quejas',
    history: 'Histórico de quejas',
    desisted: 'Desistimientos',
  },

  // Filter builder: column labels
  columns: {
    codigo_queja: 'Código de la queja',
    texto_queja: 'Texto de la queja',
    nombres: 'Nombre del consumidor',
    numero_id_cf: 'Número de identificación',
    entidad: 'Entidad',
    tipo_entidad: 'Tipo de entidad',
    estado_cod: 'Estado',
    canal_cod: 'Canal',
    producto_cod: 'Producto',
    macro_motivo_cod: 'Motivo',
    departamento_cod: 'Departamento',
    punto_recepcion: 'Punto de recepción',
    fecha_creacion: 'Fecha de radicación',
    fecha_cierre: 'Fecha de cierre',
    monto_reclamado: 'Monto reclamado',
    deadline_status: 'Estado del plazo',
    direction: 'Dirección asignada',
    analyst: 'Analista asignado',
    is_active: 'Activa',
    due_day: 'Vence el',
    waiting_on: 'Esperando a',
  } as Readonly<Record<string, string>>,

  // Filter builder: operator labels
  operators: {
    equals: 'Es igual a',
    not_equals: 'Es distinto de',
    contains: 'Contiene',
    starts_with: 'Empieza por',
    gt: 'Mayor que',
    gte: 'Mayor o igual que',
    lt: 'Menor que',
    lte: 'Menor o igual que',
    before: 'Antes de',
    after: 'Después de',
    between: 'Entre',
    in: 'Es uno de',
    not_in: 'No es ninguno de',
    empty: 'Está vacío',
    not_empty: 'No está vacío',
  } as Readonly<Record<string, string>>,

  /** Type names as the operator message words them. */
  typeNames: {
    text: 'texto',
    number: 'número',
    date: 'fecha',
    choice: 'lista',
    boolean: 'sí o no',
  } as Readonly<Record<string, string>>,

  // Deadline statuses
  deadlineStatuses: {
    on_time: 'A tiempo',
    due_soon: 'Por vencer',
    overdue: 'Vencida',
    answered: 'Respondida',
    suspended: 'Suspendida',
  } as Readonly<Record<string, string>>,

  // Filter errors
  unknownColumn: (column: string) => `La columna «${column}» no existe.`,
  operatorNotForType: (operator: string, typeName: string) =>
    `El operador «${operator}» no aplica a columnas de tipo ${typeName}.`,
  invalidValue: (label: string) => `El valor no es válido para la columna «${label}».`,
  tooManyConditions: (max: number) => `Se admiten como máximo ${max} condiciones.`,
  filtersNotJson: 'Los filtros deben ser una lista JSON de condiciones.',
  conditionShape: 'Cada condición debe tener «column», «operator» y «value».',
} as const;

/** Texts of the management actions (POST and PATCH /api/complaint_management/). */
export const STAFF_COMPLAINT_ACTION_TEXTS = {
  complaintsNotFound: (ids: string) => `Quejas no encontradas: ${ids}.`,
  analystNotFound: (id: string) => `Analista no encontrado: ${id}.`,
  stateNotAssignable: (name: string) => `El estado «${name}» no se puede asignar desde la gestión de quejas.`,
  stateChangeRefused: (code: string, reason: string) => `${code}: ${reason}`,
  /** 403 of notes and internal documents for DCF and EV users (entity-scoped callers). */
  internalOnly: 'Las notas y los documentos internos son solo para los funcionarios de la Superintendencia.',
  /** Suspension of the term (POST and DELETE /api/complaint_management/{id}/suspension/). */
  alreadySuspended: (code: string) => `El plazo de la queja ${code} ya está suspendido.`,
  notSuspended: (code: string) => `El plazo de la queja ${code} no está suspendido.`,
  finishedNoSuspension: (code: string) =>
    `La queja ${code} ya fue respondida o desistida: su plazo no se puede suspender.`,
  lateNoSuspension: (code: string, due: string) =>
    `El plazo de la queja ${code} vence el ${due}: solo se puede suspender antes de ese día.`,
} as const;

/** Texts of the complaint search (POST /api/dashboard/complaint_search/). */
export const STAFF_COMPLAINT_SEARCH_TEXTS = {
  noWords: 'Escribe al menos una palabra para buscar.',
} as const;

/** Texts of monitoring and history (GET /api/complaint_monitoring/, /api/complaint_historical/). */
export const STAFF_COMPLAINT_HISTORY_TEXTS = {
  filed: 'Radicada',
  note: 'Nota interna',
  document: (name: string) => `Documento interno: ${name}`,
  assigned: 'Asignada',
  activeChanged: (active: boolean) => (active ? 'Activada' : 'Inactivada'),
  suspended: 'Plazo suspendido',
  resumed: 'Plazo reanudado',
  stateChange: (from: string, to: string) => `${from} → ${to}`,
  updated: 'Actualizada',
  fieldChange: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
  versionInvalid: 'La versión no es válida.',
  empty: '(vacío)',
} as const;
