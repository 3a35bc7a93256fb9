/**
 * Texts of the staff complaint work screens (issue 11: management queue and detail, monitoring,
 * history, search, desisted list, filing on a consumer's behalf). The portal's register (tú).
 */
export const STAFF_COMPLAINT_SCREEN_TEXTS = {
  // Management queue
  managementTitle: 'Gestión de quejas',
  managementIntro:
    'Filtra la bandeja por cualquier campo, revisa el estado del plazo de cada queja y asígnalas a una dirección y a un analista.',
  queueTitle: 'Bandeja de quejas',
  queueFileName: 'bandeja-de-quejas',

  // Columns
  code: 'Código',
  entity: 'Entidad',
  consumer: 'Consumidor',
  state: 'Estado',
  product: 'Producto',
  filedAt: 'Radicada',
  closedAt: 'Cerrada',
  direction: 'Dirección',
  analyst: 'Analista',
  deadline: 'Plazo',
  dueDay: 'Vence',
  daysLeft: 'Días hábiles restantes',
  daysUsed: 'Días hábiles usados',
  active: 'Activa',
  notAssigned: 'Sin asignar',
  selectRow: (code: string) => `Seleccionar la queja ${code}`,
  openComplaint: (code: string) => `Abrir la queja ${code}`,
  deadlineCell: (label: string, due: string) => `${label} (vence el ${due})`,

  // Filter builder
  filterBuilderTitle: 'Filtros',
  filterBuilderHint: 'Se muestran las quejas que cumplen todas las condiciones.',
  conditionLegend: (n: number) => `Condición ${n}`,
  column: 'Columna',
  operator: 'Operador',
  value: 'Valor',
  valueFrom: 'Desde',
  valueTo: 'Hasta',
  valuesHint: 'Mantén presionada la tecla Ctrl para elegir varios.',
  chooseColumn: 'Elige una columna',
  addCondition: 'Agregar condición',
  removeCondition: (n: number) => `Quitar la condición ${n}`,
  applyFilters: 'Aplicar filtros',
  clearFilters: 'Quitar filtros',
  yes: 'Sí',
  no: 'No',
  quickOverdue: 'Solo quejas vencidas',

  // Bulk assignment
  assignTitle: 'Asignar las quejas seleccionadas',
  selectedCount: (n: number) =>
    n === 0
      ? 'No has seleccionado quejas.'
      : n === 1
        ? '1 queja seleccionada.'
        : `${n} quejas seleccionadas.`,
  assignDirection: 'Dirección',
  assignAnalyst: 'Analista (opcional)',
  assignSubmit: 'Asignar',
  assignNothingSelected: 'Selecciona al menos una queja de la bandeja.',
  assigned: (n: number) => (n === 1 ? 'Se asignó 1 queja.' : `Se asignaron ${n} quejas.`),
  saving: 'Guardando…',

  // Breadcrumbs
  detailCrumb: 'Detalle de la queja',
  monitoringCrumb: 'Seguimiento',
  versionsCrumb: 'Versiones',
  versionCrumb: 'Versión',

  // Detail
  detailTitle: (code: string) => `Queja ${code}`,
  backToQueue: 'Volver a la bandeja',
  monitoringLink: 'Ver el seguimiento frente al plazo',
  historyLink: 'Ver el histórico de versiones',
  loading: 'Cargando…',
  dataHeading: 'Datos de la queja',
  text: 'Texto de la queja',
  channel: 'Canal',
  identification: 'Identificación',
  email: 'Correo electrónico',
  attachmentsHeading: 'Anexos',
  noAttachments: 'La queja no tiene anexos.',
  attachmentKinds: {
    complaint: 'Del consumidor',
    apoderado: 'Poder del apoderado',
    entity: 'De la entidad',
    replica: 'De la réplica',
    annex: 'Anexo posterior',
  } as Readonly<Record<string, string>>,
  download: (name: string) => `Descargar ${name}`,
  replicaHeading: 'Réplica',
  noReplica: 'El consumidor no ha presentado réplica.',
  escalationHeading: 'Escalamiento al defensor del consumidor financiero',
  noEscalation: 'La queja no se ha escalado.',
  ratingHeading: 'Calificación',
  noRating: 'El consumidor no ha calificado la atención.',
  ratingValue: (n: number) => `${n} de 5`,
  reason: 'Motivo',
  yesNo: (value: unknown) => (value === 1 || value === true ? 'Sí' : 'No'),

  // State change
  stateHeading: 'Cambiar el estado',
  stateNone: 'Desde el estado actual no hay cambios que la gestión pueda hacer.',
  newState: 'Nuevo estado',
  stateReason: 'Motivo del cambio',
  stateSubmit: 'Cambiar el estado',
  stateChanged: (name: string) => `La queja quedó en estado «${name}».`,

  // Internal notes and documents
  notesHeading: 'Notas internas',
  notesIntro: 'Solo las ven los funcionarios de la Superintendencia: ni el consumidor ni la entidad.',
  noNotes: 'La queja no tiene notas internas.',
  noteText: 'Nueva nota interna',
  noteSubmit: 'Agregar la nota',
  noteAdded: 'Se agregó la nota interna.',
  noteBy: (name: string, at: string) => `${name}, ${at}`,
  documentsHeading: 'Documentos internos',
  noDocuments: 'La queja no tiene documentos internos.',
  documentFiles: 'Documentos',
  documentSubmit: 'Subir los documentos',
  documentsAdded: (n: number) => (n === 1 ? 'Se subió 1 documento.' : `Se subieron ${n} documentos.`),

  // Monitoring
  monitoringTitle: (code: string) => `Seguimiento de la queja ${code}`,
  deadlineHeading: 'Plazo de respuesta',
  regime: 'Régimen',
  regimes: {
    queja: 'Queja ante la entidad',
    peticion_general: 'Derecho de petición',
    peticion_documentos: 'Petición de documentos o información',
    peticion_consulta: 'Consulta',
    habeas_data_reclamo: 'Reclamo de habeas data',
    habeas_data_consulta: 'Consulta de habeas data',
  } as Readonly<Record<string, string>>,
  term: 'Término',
  termDays: (term: number, extension: number) =>
    extension > 0 ? `${term} días hábiles más ${extension} de prórroga` : `${term} días hábiles`,
  startDay: 'Empieza a contar',
  suspendedDays: 'Días hábiles suspendidos',
  timelineHeading: 'Línea de tiempo',
  timelineEmpty: 'Sin eventos.',
  timelineAt: 'Fecha',
  timelineEvent: 'Evento',
  timelineActor: 'Quién',
  timelineDetail: 'Detalle',
  dueMarker: (day: string) => `Vence el plazo de respuesta (${day})`,
  actors: {
    consumer: 'Consumidor',
    entity: 'Entidad',
    staff: 'Superintendencia',
    system: 'Sistema',
  } as Readonly<Record<string, string>>,

  // History
  historyTitle: 'Histórico de quejas',
  historyIntro: 'Escribe el código de una queja para ver todas sus versiones y comparar dos de ellas.',
  historyCode: 'Código de la queja',
  historyCodeHint: 'Por ejemplo 1-7-2026-000005',
  historyOpen: 'Ver versiones',
  historyRecent: 'Quejas actualizadas recientemente',
  historyFileName: 'historico-de-quejas',
  versionsTitle: (code: string) => `Versiones de la queja ${code}`,
  version: 'Versión',
  versionDate: 'Fecha',
  versionAction: 'Acción',
  versionActor: 'Quién',
  versionSummary: 'Cambios',
  versionOpen: (n: number) => `Ver la versión ${n}`,
  compareFrom: (n: number) => `Comparar desde la versión ${n}`,
  compareTo: (n: number) => `Comparar hasta la versión ${n}`,
  compareLegendFrom: 'Desde',
  compareLegendTo: 'Hasta',
  compareSubmit: 'Comparar las versiones elegidas',
  compareSame: 'Elige dos versiones distintas.',
  versionTitle: (n: number, code: string) => `Versión ${n} de la queja ${code}`,
  diffTitle: (from: number, to: number) => `Cambios de la versión ${from} a la versión ${to}`,
  diffField: 'Campo',
  diffOld: 'Antes',
  diffNew: 'Después',
  diffNone: 'No hay cambios entre estas versiones.',
  backToVersions: 'Volver a las versiones',
  /** Names of record fields the history's labels leave raw. */
  fieldLabels: {
    estado_cod: 'Estado',
    fecha_actualizacion: 'Fecha de actualización',
    fecha_cierre: 'Fecha de cierre',
    fecha_creacion: 'Fecha de radicación',
    is_active: 'Activa',
    owner_user_id: 'Cuenta del consumidor',
  } as Readonly<Record<string, string>>,
  recordField: 'Campo',
  recordValue: 'Valor',
  empty: '(vacío)',

  // Search
  searchTitle: 'Búsqueda de quejas',
  searchIntro:
    'Busca en el texto de las quejas y en los nombres del consumidor y de la entidad; no importan las tildes ni las mayúsculas. Los resultados más pertinentes aparecen primero.',
  searchText: 'Palabras a buscar',
  searchSubmit: 'Buscar',
  searchResults: 'Resultados de la búsqueda',
  searchNone: 'Ninguna queja coincide con la búsqueda.',
  searchPrompt: 'Escribe una o varias palabras y pulsa «Buscar».',
  searchLimited: (listed: number) =>
    `Hay más coincidencias: se ordenan por pertinencia las ${listed} más recientes. Agrega palabras o filtros para acotar la búsqueda.`,
  rank: 'Pertinencia',

  // Desisted
  desistTitle: 'Desistimientos',
  desistIntro: 'Quejas de las que el consumidor desistió, con su argumento.',
  desistFileName: 'desistimientos',
  desistReason: 'Argumento del desistimiento',
  desistDate: 'Fecha del desistimiento',
} as const;

/** Texts of filing a complaint on a consumer's behalf (server answers and the consumer's mail). */
export const STAFF_FILING_TEXTS = {
  consumerNotFound: (id: string) => `Consumidor no encontrado: ${id}.`,
  identificationTaken:
    'Ya hay un consumidor registrado con esta identificación: búscalo y radica a su nombre.',
  searchTooShort: 'Escribe al menos 3 caracteres para buscar.',
  invitationSubject: 'Te registramos en el portal de quejas de la Superintendencia Financiera',
  invitationText: (name: string, link: string, code: string, hours: number) =>
    `Hola ${name}:\n\nUn funcionario de la Superintendencia Financiera te registró en el portal de quejas para radicar una queja a tu nombre. Para elegir tu contraseña y seguir tu queja en el portal abre ${link} e ingresa este código: ${code}\n\nEl código vence en ${hours} horas. Si vence, pide uno nuevo en la opción «¿Olvidaste tu contraseña?» de la página de ingreso con este mismo correo.`,
  filedFor: (code: string, name: string) => `Se radicó la queja ${code} a nombre de ${name}.`,
} as const;

/** Texts of the screens of filing on a consumer's behalf (`/dashboard/complaints/…`). */
export const STAFF_FILING_SCREEN_TEXTS = {
  title: 'Radicar queja',
  intro:
    'Radica una queja recibida en papel, por teléfono o en persona a nombre de un consumidor: búscalo si ya está registrado o regístralo ahora; recibirá un correo para elegir su contraseña y seguir su queja en el portal.',
  registeredLink: 'Buscar un consumidor registrado',
  registrationLink: 'Registrar un consumidor nuevo',
  searchTitle: 'Buscar un consumidor registrado',
  searchLabel: 'Identificación, correo o nombre',
  searchSubmit: 'Buscar',
  searchCaption: (count: number) =>
    count === 1 ? 'Consumidores encontrados: 1' : `Consumidores encontrados: ${count}`,
  searchNone: 'No encontramos consumidores. Revisa lo que escribiste o regístralo como consumidor nuevo.',
  name: 'Nombre',
  identification: 'Identificación',
  email: 'Correo electrónico',
  fileFor: (name: string) => `Radicar a su nombre: ${name}`,
  fileForShort: 'Radicar a su nombre',
  registrationTitle: 'Registrar un consumidor nuevo',
  firstName: 'Primer nombre',
  secondName: 'Segundo nombre',
  firstLastName: 'Primer apellido',
  secondLastName: 'Segundo apellido',
  identificationType: 'Tipo de identificación',
  identificationNumber: 'Número de identificación',
  personType: 'Tipo de persona',
  phone: 'Celular',
  register: 'Registrar y continuar',
  saving: 'Guardando…',
  createTitle: 'Radicar la queja',
  consumerHeading: 'Consumidor',
  changeConsumer: 'Elegir otro consumidor',
  receptionPoint: 'Punto de recepción',
  receptionHint: 'Cómo llegó la queja a la Superintendencia.',
  receptionFirst: 'Elige el punto de recepción para continuar con el formulario de la queja.',
  noConsumer: 'Primero busca o registra al consumidor.',
  completedTitle: 'Queja radicada',
  completedCode: 'Código de la queja',
  openFiled: 'Ver la queja en la gestión',
  fileAnother: 'Radicar otra queja',
  back: 'Volver',
} as const;
