/**
 * Texts of the recommendations the authority or a consumer defender issues to supervised
 * entities (staff-domain.md, "Recommendations"): the steps of issuing one, each entity's follow-up
 * (action plan, progress reports, follow-up, final answer, closing), the server's refusals and
 * the screens of both sides.
 */

/** The steps of issuing a recommendation. */
export const RECOMMENDATION_STEPS = [
  { n: 1, key: 'finding', title: 'Hallazgo y recomendación' },
  { n: 2, key: 'entities', title: 'Entidades y plazo' },
  { n: 3, key: 'review', title: 'Revisión y emisión' },
] as const;

/** The follow-up status of a recommendation at one entity. */
export const RECOMMENDATION_STATUSES = {
  pending_plan: 'Pendiente de plan de acción',
  in_progress: 'En seguimiento',
  answered: 'Con respuesta final',
  closed: 'Cerrada',
} as const;

/** One of {@link RECOMMENDATION_STATUSES}. */
export type RecommendationStatus = keyof typeof RECOMMENDATION_STATUSES;

/** How close the next step is to its due day. */
export const RECOMMENDATION_DUE = {
  on_time: 'A tiempo',
  due_soon: 'Próxima a vencer',
  overdue: 'Vencida',
  none: 'Sin plazo',
} as const;

/** Names of the follow-up events. */
export const RECOMMENDATION_EVENTS: Record<string, string> = {
  issued: 'Emitida',
  action_plan: 'Plan de acción',
  progress_report: 'Informe de avance',
  tracing: 'Seguimiento',
  answer: 'Respuesta final',
  closed: 'Cerrada',
  reopened: 'Reabierta',
};

/** Field labels. */
export const RECOMMENDATION_FIELDS = {
  title: 'Título',
  finding: 'Hallazgo',
  recommendation: 'Recomendación',
  legal_basis: 'Fundamento normativo',
  entities: 'Entidades destinatarias',
  plan_term_days: 'Plazo para el plan de acción (días hábiles)',
  actions: 'Acciones',
  action: 'Acción',
  owner: 'Responsable',
  due: 'Fecha de cumplimiento',
  text: 'Descripción',
  progress: 'Avance (%)',
  evidence: 'Evidencias',
  tracing: 'Seguimiento',
  answer: 'Respuesta final',
  closeNote: 'Observaciones del cierre',
} as const;

/** Everything else the recommendation screens and the server say. */
export const RECOMMENDATION_TEXTS = {
  // Server refusals
  issuerOnly: 'Solo quien emitió la recomendación puede hacer esto.',
  entityOnly: 'Solo un usuario de la entidad destinataria puede responder la recomendación.',
  cannotIssue:
    'Solo el personal de la Superintendencia o un defensor del consumidor financiero puede emitir recomendaciones.',
  entityOutOfScope: 'Solo puedes emitir recomendaciones a las entidades que defiendes.',
  entityUnknown: 'La entidad no existe o está inactiva.',
  planTermRange: 'El plazo para el plan de acción es un número entero de días hábiles entre 1 y 60.',
  notDraft: 'La recomendación ya fue emitida y no se puede modificar.',
  inactive: 'La recomendación está inactiva.',
  wrongStep: (status: string, step: string) =>
    `No se puede registrar «${step}» cuando la recomendación está «${status}».`,
  stepIncomplete: (title: string) => `Completa el paso «${title}» antes de emitir la recomendación.`,
  actionsRequired: 'Agrega al menos una acción con su responsable y su fecha.',
  dateInvalid: 'Escribe una fecha válida (AAAA-MM-DD).',
  progressInvalid: 'Escribe un porcentaje entre 0 y 100.',
  unknownStep: 'El paso no existe.',

  // Screens
  homeTitle: 'Recomendaciones',
  homeIntro:
    'Las recomendaciones que la Superintendencia o un defensor hacen a una entidad después de encontrar un problema, y su seguimiento hasta el cierre.',
  dcfQueueTitle: 'Recomendaciones emitidas',
  dcfQueueIntro:
    'Recomendaciones que emitiste a las entidades, con el estado de cada una y el plazo del siguiente paso.',
  evQueueTitle: 'Recomendaciones recibidas',
  evQueueIntro:
    'Recomendaciones que la Superintendencia o el defensor hicieron a tu entidad: responde con el plan de acción y los informes de avance antes de cada plazo.',
  newRecommendation: 'Nueva recomendación',
  stepOf: (n: number, total: number, title: string) => `Paso ${n} de ${total}: ${title}`,
  stepsLabel: 'Pasos de la recomendación',
  saveAndContinue: 'Guardar y continuar',
  previousStep: 'Paso anterior',
  issue: 'Emitir recomendación',
  issuedAt: 'Fecha de emisión',
  issued: 'Emitiste la recomendación.',
  draftSaved: (title: string) => `Se guardó el paso «${title}».`,
  codeColumn: 'Número',
  entityColumn: 'Entidad',
  statusColumn: 'Estado',
  dueColumn: 'Próximo plazo',
  dueStatusColumn: 'Plazo',
  issuerColumn: 'Emitida por',
  activeColumn: 'Activa',
  view: 'Ver',
  viewOf: (title: string, entity: string) => `Ver «${title}» — ${entity}`,
  followUpHeading: 'Seguimiento',
  eventsHeading: 'Historial',
  eventWhen: 'Fecha',
  eventWhat: 'Paso',
  eventWho: 'Quién',
  eventText: 'Detalle',
  submitPlan: 'Enviar plan de acción',
  submitProgress: 'Enviar informe de avance',
  submitAnswer: 'Enviar respuesta final',
  recordTracing: 'Registrar seguimiento',
  close: 'Cerrar recomendación',
  reopen: 'Reabrir recomendación',
  deactivate: 'Inactivar recomendación',
  activate: 'Activar recomendación',
  addAction: 'Agregar acción',
  removeAction: (n: number) => `Quitar la acción ${n}`,
  actionN: (n: number) => `Acción ${n}`,
  sent: (what: string) => `Se registró: ${what}.`,
  dueOn: (day: string) => `Vence el ${day}`,
  fileName: 'recomendaciones',
  noActions: 'Sin acciones.',
  dueAlertTitle: 'Plazos por atender',
  overdueCount: (n: number) =>
    n === 1 ? '1 recomendación con el plazo vencido' : `${n} recomendaciones con el plazo vencido`,
  dueSoonCount: (n: number) =>
    n === 1
      ? '1 recomendación con el plazo próximo a vencer'
      : `${n} recomendaciones con el plazo próximo a vencer`,

  // Mails
  mailIssuedSubject: (title: string) => `Nueva recomendación: ${title}`,
  mailIssued: (title: string, entity: string, due: string) =>
    `Se emitió a ${entity} la recomendación «${title}». Envía el plan de acción en el portal a más tardar el ${due}.`,
  mailStepSubject: (title: string, step: string) => `${step}: recomendación «${title}»`,
  mailStep: (title: string, entity: string, step: string) =>
    `Se registró «${step}» en la recomendación «${title}» de ${entity}. Consúltalo en el portal.`,
} as const;
