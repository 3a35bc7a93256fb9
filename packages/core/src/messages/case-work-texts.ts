import { TEMPLATE_PLACEHOLDERS } from '../validation/case-template.js';

/**
 * Texts of the analyst's case workspace: the queue's views with counters, the case view (its
 * properties, timeline and single composer), the confirmation of irreversible actions and the
 * templates. The portal's register (tú).
 */
export const CASE_WORK_TEXTS = {
  // Views over the queue
  viewsLabel: 'Vistas de la bandeja',
  views: {
    all: 'Todas',
    mine: 'Mis quejas',
    unassigned: 'Sin asignar',
    due_today: 'Vencen hoy',
    overdue: 'Vencidas',
    waiting_entity: 'Esperando a la entidad',
    waiting_consumer: 'Esperando al consumidor',
  } as Record<string, string>,
  viewCount: (count: number, estimate: boolean) => (estimate ? `≈${count}` : String(count)),
  /** Read after the counter («Vencen hoy 3 quejas»); the counter alone is what the bar shows. */
  viewCountNoun: (count: number) => (count === 1 ? ' queja' : ' quejas'),
  viewCountUnknown: ' (cuenta no disponible)',
  savedViewsHeading: 'Vistas guardadas',
  saveView: 'Guardar esta vista',
  savedViewName: 'Nombre de la vista',
  savedViewShared: 'Compartirla con mi dirección',
  savedViewNameRequired: 'Escribe un nombre para la vista.',
  savedViewSaved: (name: string) => `Vista «${name}» guardada.`,
  deleteView: (name: string) => `Eliminar la vista «${name}»`,
  noSavedViews: 'Aún no has guardado vistas.',

  // Find from one box
  findLabel: 'Buscar una queja',
  findHint: 'Código, número de identificación o nombre del consumidor (con o sin tildes).',
  findSubmit: 'Buscar',
  findResults: (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`),
  findNone: 'No encontramos quejas con esa búsqueda.',
  findMatch: {
    code: 'Código',
    identification: 'Identificación',
    name: 'Nombre',
    text: 'Texto de la queja',
  } as Record<string, string>,
  findClear: 'Quitar la búsqueda',

  // Case view
  caseTitle: (code: string) => `Queja ${code}`,
  backToView: (view: string) => `Volver a «${view}»`,
  backToQueue: 'Volver a la bandeja',
  propertiesHeading: 'Propiedades',
  deadlineHeading: 'Plazo',
  complaintHeading: 'La queja',
  consumerHeading: 'Datos del consumidor',
  entityAnswerHeading: 'Respuesta de la entidad',
  noEntityAnswer: 'La entidad aún no ha respondido.',
  apoderado: 'Apoderado',
  motive: 'Motivo',
  channel: 'Canal',
  place: 'Lugar',
  amount: 'Monto reclamado',
  fraud: 'Fraude',
  favourability: 'Favorabilidad',
  attachmentsHeading: 'Documentos',
  yes: 'Sí',
  no: 'No',
  empty: '—',

  // Timeline
  timelineHeading: 'Línea de tiempo',
  timelineEmpty: 'Aún no hay actuaciones.',
  timelineBy: (actor: string, at: string) => `${actor} · ${at}`,
  dueMarker: (day: string) => `Vence el plazo (${day})`,
  actorKinds: {
    consumer: 'El consumidor',
    entity: 'La entidad',
    staff: 'Un funcionario',
    system: 'El portal',
    dcf: 'El defensor del consumidor financiero',
  } as Record<string, string>,

  // Composer
  composerHeading: 'Actuar sobre la queja',
  action: 'Acción',
  actions: {
    note: 'Nota interna',
    acknowledge: 'Marcar como abierta / en trámite',
    ask_entity: 'Requerir a la entidad',
    ask_consumer: 'Pedir información al consumidor',
    transfer: 'Trasladar a otra entidad',
    close: 'Cerrar la queja',
    duplicate: 'Cerrar como duplicada',
    suspend: 'Suspender el plazo',
    resume: 'Reanudar el plazo',
    assign: 'Asignar',
  } as Record<string, string>,
  actionHints: {
    note: 'Solo la ven los funcionarios de la Superintendencia.',
    acknowledge: 'La queja pasa de «Recibida» a «Abierta / en trámite».',
    ask_entity: 'La entidad la ve en su API y en sus pantallas, y responde con texto y documentos.',
    ask_consumer:
      'El consumidor la ve en su seguimiento y por correo; el plazo se suspende hasta que responda.',
    transfer: 'La nueva entidad la recibe por su API; la actual deja de verla. El historial se conserva.',
    close: 'El mensaje de cierre se envía al consumidor.',
    duplicate: 'Se cierra remitiendo a la queja original; se puede deshacer.',
    suspend: 'El plazo se detiene mientras la queja espera al consumidor.',
    resume: 'El plazo se reanuda el siguiente día hábil.',
    assign: 'Solo se ofrecen funcionarios activos de la Superintendencia con el módulo «Gestión de quejas».',
  } as Record<string, string>,
  template: 'Plantilla',
  noTemplate: 'Sin plantilla',
  insertTemplate: 'Insertar plantilla',
  templateInserted: (name: string) => `Plantilla «${name}» insertada.`,
  text: 'Texto',
  closingMessage: 'Mensaje de cierre al consumidor',
  reason: 'Motivo',
  termDays: 'Plazo en días hábiles',
  termDaysHint: 'Entre 1 y 30 días hábiles.',
  termDaysInvalid: 'Escribe un plazo entre 1 y 30 días hábiles.',
  targetEntity: 'Entidad a la que se traslada',
  originalCode: 'Código de la queja original',
  direction: 'Dirección',
  analyst: 'Analista',
  takeIt: 'Tomarla',
  takeHint: 'Te la asigna a ti.',
  taken: 'La queja ahora es tuya.',
  send: 'Guardar',
  sendAndNext: 'Guardar y siguiente',
  textRequired: 'Escribe el texto.',
  reasonRequired: 'Escribe el motivo.',
  entityRequired: 'Elige la entidad.',
  codeRequired: 'Escribe el código de la queja original.',
  directionRequired: 'Elige la dirección.',
  saving: 'Guardando…',
  done: {
    note: 'Nota guardada.',
    acknowledge: 'La queja quedó en estado «Abierta / en trámite».',
    ask_entity: 'Requerimiento enviado a la entidad.',
    ask_consumer: 'Solicitud enviada al consumidor; el plazo queda suspendido.',
    transfer: 'Queja trasladada.',
    close: 'Queja cerrada.',
    duplicate: 'Queja cerrada como duplicada.',
    suspend: 'Plazo suspendido.',
    resume: 'Plazo reanudado.',
    assign: 'Asignación guardada.',
  } as Record<string, string>,
  noNext: 'No hay más quejas en esta vista.',
  notAvailable: 'Esta acción aún no está disponible en el servidor.',

  // Requerimientos to the entity, as staff and the entity's users see them
  entityRequestsHeading: 'Requerimientos a la entidad',
  noEntityRequests: 'No hay requerimientos a la entidad.',
  entityRequestMeta: (by: string, at: string, due: string, status: string) =>
    `${by} · ${at} · vence el ${due} · ${status}`,
  entityAnswerBy: (by: string, at: string) => `Respuesta de ${by} (${at})`,
  entityAnswerText: 'Respuesta',
  entityAnswerFiles: 'Documentos',
  entityAnswerSubmit: 'Responder el requerimiento',
  entityAnswered: 'Respuesta enviada.',
  consumerRequestsHeading: 'Solicitudes al consumidor',

  // Confirmation of irreversible actions
  confirmTitle: (action: string) => `¿${action}?`,
  confirmBody: (code: string) =>
    `La queja ${code} quedará cerrada y el consumidor recibirá el mensaje. Esta acción no se puede deshacer.`,
  confirmDuplicateBody: (code: string, original: string) =>
    `La queja ${code} se cerrará como duplicada de ${original}. Podrás deshacerlo después.`,
  confirmReason: 'Motivo (queda en el historial)',
  confirmSubmit: 'Sí, confirmar',
  confirmCancel: 'Cancelar',

  // Templates (the placeholders are core's TEMPLATE_PLACEHOLDERS)
  placeholdersHint: `Variables: ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ')}.`,
  templates: {
    title: 'Plantillas de mensajes',
    link: 'Plantillas de mensajes',
    intro:
      'Las plantillas de tu dirección aparecen en el redactor del caso según su uso. Las variables entre llaves se reemplazan con los datos de cada queja al insertarla.',
    direction: 'Dirección',
    noDirection:
      'No perteneces a una dirección: pide a la administración que te asigne una para usar plantillas.',
    readOnly:
      'Solo la coordinación de la dirección y los administradores crean, modifican o desactivan plantillas. Puedes usar las activas desde el redactor del caso.',
    tableLabel: (direction: string) => `Plantillas de ${direction}`,
    columns: {
      name: 'Nombre',
      kind: 'Uso',
      status: 'Estado',
      updated: 'Última modificación',
      actions: 'Acciones',
    },
    kinds: {
      closing: 'Cierre',
      entity_request: 'Requerimiento a la entidad',
      consumer_request: 'Solicitud al consumidor',
      note: 'Nota interna',
      other: 'Otros mensajes (traslados)',
    } as Record<string, string>,
    active: 'Activa',
    inactive: 'Inactiva',
    updatedBy: (at: string, who: string | null) => (who ? `${at} por ${who}` : at),
    none: 'Esta dirección aún no tiene plantillas.',
    add: 'Nueva plantilla',
    edit: (name: string) => `Editar «${name}»`,
    editShort: 'Editar',
    deactivate: (name: string) => `Desactivar «${name}»`,
    deactivateShort: 'Desactivar',
    activate: (name: string) => `Activar «${name}»`,
    activateShort: 'Activar',
    deactivated: (name: string) => `Plantilla «${name}» desactivada: ya no aparece en el redactor.`,
    activated: (name: string) => `Plantilla «${name}» activada.`,
    formNew: 'Nueva plantilla',
    formEdit: (name: string) => `Editar la plantilla «${name}»`,
    name: 'Nombre',
    kind: 'Uso',
    body: 'Texto',
    bodyHint: 'Escribe el mensaje; inserta las variables con los botones de la lista.',
    placeholdersHeading: 'Variables disponibles',
    placeholderColumns: { name: 'Variable', label: 'Se reemplaza por', example: 'Ejemplo' },
    insert: (name: string) => `Insertar {${name}}`,
    inserted: (name: string) => `Variable {${name}} insertada.`,
    previewHeading: 'Vista previa',
    previewHint: 'Así se verá con los datos de una queja de ejemplo.',
    previewEmpty: 'Escribe el texto para ver la vista previa.',
    unknown: (names: string) => `Estas variables no existen y no se reemplazarán: ${names}.`,
    save: 'Guardar plantilla',
    cancel: 'Cancelar',
    saved: (name: string) => `Plantilla «${name}» guardada.`,
    nameRequired: 'Escribe el nombre de la plantilla.',
    bodyRequired: 'Escribe el texto de la plantilla.',
  },
};

/**
 * Texts of the requests of information the authority sends a consumer about one complaint, as
 * the consumer sees them in the tracking (portal and element).
 */
export const CONSUMER_REQUEST_TEXTS = {
  heading: 'Solicitudes de la Superintendencia',
  intro:
    'La Superintendencia necesita información para continuar con tu queja. Mientras respondes, el plazo queda suspendido.',
  askedBy: (who: string, at: string) => `${who} · ${at}`,
  defaultAsker: 'Superintendencia Financiera',
  answerLabel: 'Tu respuesta',
  filesLabel: 'Documentos (opcional)',
  submit: 'Enviar respuesta',
  sending: 'Enviando…',
  sent: 'Enviamos tu respuesta. El plazo de tu queja vuelve a correr.',
  yourAnswer: (at: string) => `Tu respuesta (${at})`,
  answerRequired: 'Escribe tu respuesta.',
  loading: 'Cargando solicitudes…',
};

/** The complaint form's headings when staff file on a consumer's behalf: spoken to the staff member. */
export const STAFF_FILING_FORM_TEXTS = {
  consumerSection: 'Datos del consumidor',
  complaintSection: 'La queja',
  complaintText: 'Hechos de la queja, como los cuenta el consumidor',
};
