/**
 * Texts of the consumer defender's casework (staff-domain.md §"The DCF's casework"): escalated
 * complaints decided by procedure (Decreto 2555 de 2010, art. 2.34.2.1.5) and vocerías. The
 * spec does not word these screens; written once here, in the portal's register.
 */

/** The stages of a case, in the order the procedure runs them. */
export const DEFENDER_CASE_STAGES = {
  competence: 'Estudio de competencia',
  information: 'Información solicitada',
  admission: 'Decisión de admisión',
  admitted: 'Admitida, por trasladar a la entidad',
  entity_answer: 'Traslado a la entidad',
  rectified: 'Rectificación de la entidad',
  consumer_reply: 'Consulta al consumidor',
  decision: 'En decisión',
  closed: 'Cerrada',
} as const;

/** A case's stage code. */
export type DefenderCaseStage = keyof typeof DEFENDER_CASE_STAGES;

/** How a case ended. */
export const DEFENDER_CASE_OUTCOMES = {
  not_admitted: 'No admitida',
  satisfied: 'Consumidor satisfecho con la rectificación',
  favour: 'Decidida a favor del consumidor',
  partial: 'Decidida parcialmente a favor del consumidor',
  against: 'Decidida a favor de la entidad',
} as const;

/** A case's outcome code. */
export type DefenderCaseOutcome = keyof typeof DEFENDER_CASE_OUTCOMES;

/** The matters outside the defender's competence (Ley 1328 de 2009, art. 14). */
export const DEFENDER_EXCLUSIONS = {
  no_relation: 'No se refiere a productos o servicios de la entidad ni a la relación del consumidor con ella',
  labor: 'Se refiere a la relación laboral entre la entidad y sus empleados',
  entity_decision:
    'Se refiere a la decisión de la entidad sobre la celebración de un contrato o su condición',
  in_court: 'Está en trámite judicial, arbitral o ante la Superintendencia Financiera por los mismos hechos',
  already_decided: 'Ya fue decidida en vía judicial, arbitral o por la Superintendencia Financiera',
  over_amount: 'Su cuantía supera el límite fijado por la entidad para el defensor',
  prescribed: 'La acción que el consumidor tendría ante los jueces ya prescribió',
  tax: 'Se refiere a asuntos tributarios',
  other_defender: 'Corresponde a otro defensor del consumidor financiero',
} as const;

/** An art. 14 exclusion code. */
export type DefenderExclusion = keyof typeof DEFENDER_EXCLUSIONS;

/** What each kind of event of a case says in its history. */
export const DEFENDER_CASE_EVENTS: Readonly<Record<string, string>> = {
  received: 'Escalada al defensor',
  info_requested: 'Información solicitada',
  info_answered: 'Información recibida',
  admitted: 'Admitida',
  rejected: 'No admitida',
  forwarded: 'Trasladada a la entidad',
  extended: 'Plazo de la entidad ampliado',
  entity_answered: 'Respuesta de la entidad',
  entity_rectified: 'Rectificación de la entidad',
  consumer_asked: 'Consulta al consumidor sobre la rectificación',
  consumer_accepted: 'El consumidor acepta la rectificación',
  consumer_refused: 'El consumidor no acepta la rectificación',
  silence_satisfied: 'Sin respuesta del consumidor: se entiende satisfecho',
  decided: 'Decisión del defensor',
  general_interest: 'Enviada a la Superintendencia por interés general',
};

/** The statuses of a vocería. */
export const VOCERIA_STATUSES = {
  requested: 'Solicitada',
  presented: 'Presentada a la entidad',
  answered: 'Respondida por la entidad',
  closed: 'Cerrada',
} as const;

/** A vocería's status code. */
export type VoceriaStatus = keyof typeof VOCERIA_STATUSES;

/** The stage terms, in business days (Decreto 2555 de 2010, art. 2.34.2.1.5). */
export const DEFENDER_TERMS = {
  competence: 3,
  informationMax: 8,
  admission: 3,
  forward: 3,
  entityAnswer: 8,
  askConsumer: 3,
  consumerReply: 8,
  decision: 8,
  voceria: 8,
} as const;

export const DEFENDER_CASE_TEXTS = {
  // Screens
  queueTitle: 'Casos del defensor',
  queueIntro:
    'Quejas escaladas al defensor del consumidor financiero: cada etapa del trámite con su plazo en días hábiles.',
  entityQueueIntro: 'Quejas escaladas al defensor que esperan la respuesta de la entidad.',
  caseTitle: (code: string) => `Caso de la queja ${code}`,
  voceriasTitle: 'Vocerías',
  voceriasIntro: 'Asuntos que el defensor presenta a la entidad en nombre de un consumidor.',
  menuLabel: 'Casos y vocerías',
  stageFilter: 'Etapa',
  dueFilter: 'Plazo',
  allOption: 'Todas',
  searchLabel: 'Buscar por código o consumidor',
  colCode: 'Queja',
  colConsumer: 'Consumidor',
  colEntity: 'Entidad',
  colStage: 'Etapa',
  colAwaiting: 'Espera a',
  colDue: 'Vence',
  colDueStatus: 'Estado del plazo',
  colReceived: 'Recibida por el defensor',
  colSubject: 'Asunto',
  colStatus: 'Estado',
  counters: 'Contadores',
  counterOpen: 'Abiertos',
  counterOverdue: 'Vencidos',
  counterDueSoon: 'Por vencer',
  counterClosed: 'Cerrados',
  awaiting: { dcf: 'Defensor', consumer: 'Consumidor', entity: 'Entidad', none: '—' } as Record<
    string,
    string
  >,
  dueStatus: { on_time: 'A tiempo', due_soon: 'Por vencer', overdue: 'Vencido', none: '—' } as Record<
    string,
    string
  >,
  empty: 'No hay casos con estos filtros.',
  voceriasEmpty: 'No hay vocerías con estos filtros.',
  historyHeading: 'Historial del caso',
  complaintHeading: 'La queja',
  escalationReason: 'Motivo del escalamiento',
  stageLabel: 'Etapa actual',
  dueLabel: 'Vence el',
  outcomeLabel: 'Resultado',
  decisionHeading: 'Decisión del defensor',
  downloadDecision: 'Descargar la decisión (PDF)',
  actionsHeading: 'Acciones',
  textLabel: 'Texto',
  daysLabel: 'Plazo en días hábiles (máximo 8)',
  partyLabel: 'Pedir la información a',
  partyConsumer: 'El consumidor',
  partyEntity: 'La entidad',
  reasonLabel: 'Causal de no admisión (Ley 1328 de 2009, art. 14)',
  outcomeChoice: 'Sentido de la decisión',
  answerKindLabel: 'Tipo de respuesta',
  answerKinds: {
    informacion: 'Información pedida por el defensor',
    respuesta: 'Respuesta con argumentos',
    rectificacion_total: 'Rectificación total',
    rectificacion_parcial: 'Rectificación parcial',
  } as Record<string, string>,
  actionNames: {
    request_info: 'Pedir información',
    admit: 'Admitir',
    reject: 'No admitir',
    forward: 'Trasladar a la entidad',
    extend: 'Ampliar el plazo de la entidad',
    record_info: 'Registrar la información recibida',
    ask_consumer: 'Preguntar al consumidor por la rectificación',
    decide: 'Decidir',
    general_interest: 'Enviar a la Superintendencia (interés general)',
    entity_answer: 'Responder al defensor',
  } as Record<string, string>,
  actionDone: 'Listo: el caso quedó actualizado.',
  // Consumer side
  consumerHeading: 'Trámite ante el defensor del consumidor financiero',
  consumerQuestion:
    'La entidad rectificó su posición. ¿La rectificación resuelve tu queja? Si no respondes en 8 días hábiles, entenderemos que sí.',
  consumerInfoRequest: 'El defensor te pide información para estudiar tu queja:',
  consumerAccept: 'Sí, acepto la rectificación',
  consumerRefuse: 'No, quiero que el defensor decida',
  consumerReplyLabel: 'Tu respuesta',
  consumerInfoSend: 'Enviar la información',
  consumerReplySent: 'Recibimos tu respuesta.',
  // Vocerías
  newVoceria: 'Pedir una vocería',
  newVoceriaIntro:
    'Pide al defensor del consumidor financiero que hable por ti ante la entidad sobre un asunto que no es una queja por decidir.',
  voceriaEntity: 'Entidad',
  voceriaSubject: 'Asunto',
  voceriaRequest: 'Qué quieres que el defensor pida a la entidad',
  voceriaConsumerEmail: 'Correo del consumidor',
  voceriaSend: 'Enviar la solicitud',
  voceriaSent: 'Recibimos tu solicitud de vocería.',
  voceriaPresent: 'Presentar a la entidad',
  voceriaRecordAnswer: 'Registrar la respuesta de la entidad',
  voceriaClose: 'Cerrar la vocería',
  voceriaAnswer: 'Respuesta de la entidad',
  voceriaPresentation: 'Presentación del defensor',
  voceriaOpenForConsumer: 'Abrir una vocería por un consumidor',
  exportCsv: 'Exportar (CSV)',
  // Annual report figures
  figuresHeading: 'Cifras del trámite del defensor',
  figuresIntro: 'Calculadas de los casos y vocerías del año; puedes corregirlas antes de guardar.',
  figures: {
    received: 'Recibidas',
    admitted: 'Admitidas',
    not_admitted: 'No admitidas',
    rectified: 'Rectificadas por la entidad',
    favour: 'Decididas a favor del consumidor',
    partial: 'Decididas parcialmente a favor',
    against: 'Decididas a favor de la entidad',
    vocerias: 'Vocerías',
    average_days: 'Tiempo promedio de respuesta (días hábiles)',
  } as Record<string, string>,
  // Decision PDF
  pdfTitle: (code: string) => `Decisión del defensor del consumidor financiero — queja ${code}`,
  pdfEntity: 'Entidad',
  pdfConsumer: 'Consumidor',
  pdfDate: 'Fecha de la decisión',
  pdfOutcome: 'Sentido de la decisión',
  pdfReasons: 'Consideraciones',
  pdfFacts: 'Hechos de la queja',
  pdfBinding:
    'La decisión obliga a la entidad solo si así lo aceptó en su reglamento (Decreto 2555 de 2010, art. 2.34.2.1.5).',
  // Errors (4xx details)
  notDcf: 'Solo el defensor del consumidor financiero de la entidad realiza esta acción.',
  notEntity: 'Solo la entidad responde al defensor en esta etapa.',
  wrongStage: (stage: string, action: string) =>
    `El caso está en la etapa «${stage}»: no admite «${action}».`,
  daysRange: 'El plazo debe ser un número entero de días hábiles entre 1 y 8.',
  reasonRequired: 'Elige la causal de no admisión.',
  outcomeRequired: 'Elige el sentido de la decisión.',
  textRequired: 'Escribe el texto.',
  partyRequired: 'Elige a quién pides la información.',
  answerKindRequired: 'Elige el tipo de respuesta.',
  noQuestion: 'El defensor no te ha hecho ninguna pregunta sobre este caso.',
  noDecision: 'El caso aún no tiene decisión.',
  voceriaWrongStatus: (status: string, action: string) =>
    `La vocería está «${status}»: no admite «${action}».`,
  entityRequired: 'Elige la entidad.',
  consumerNotFound: 'No hay un consumidor registrado con ese correo.',
  escalatedCloseRefused:
    'La queja está escalada al defensor del consumidor financiero: la entidad no puede cerrarla. Responde al defensor en /api/defensor/casos/{codigo_queja}/respuesta/.',
  // Mails
  mailSubject: (code: string) => `Tu queja ${code} ante el defensor del consumidor financiero`,
  mailEntitySubject: (code: string) => `Queja ${code}: el defensor del consumidor financiero`,
  mailStep: (code: string, step: string, text: string | null) =>
    `Tu queja ${code} avanzó ante el defensor del consumidor financiero: ${step}.${text ? `\n\n${text}` : ''}\n\nPuedes seguirla en el portal, en «Seguimiento de quejas».`,
  mailEntityStep: (code: string, step: string, due: string | null) =>
    `La queja ${code}, escalada al defensor del consumidor financiero: ${step}.${due ? ` Plazo para responder: ${due}.` : ''}`,
  mailVoceriaSubject: (subject: string) => `Vocería: ${subject}`,
  mailVoceria: (subject: string, status: string) =>
    `Tu vocería «${subject}» está ahora: ${status}. Puedes verla en el portal, en «Seguimiento de quejas».`,
} as const;
