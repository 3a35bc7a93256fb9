/**
 * Texts of the consumer defender's annual report (staff-domain.md, "The DCF's annual report"):
 * its steps and fields, its states, the server's refusals and the screens of both sides (the
 * DCF who fills it in, the authority's staff who review it). Written once here, in the portal's
 * register.
 */

/** The report's steps, in order; `key` names the section in the API. */
export const ANNUAL_REPORT_STEPS = [
  { n: 1, key: 'general', title: 'Datos generales' },
  { n: 2, key: 'company', title: 'Quejas por entidad' },
  { n: 3, key: 'incident', title: 'Incidentes' },
  { n: 4, key: 'attention', title: 'Atención al público' },
  { n: 5, key: 'additional', title: 'Reuniones adicionales' },
  { n: 6, key: 'attachments', title: 'Anexos y envío' },
] as const;

/** One of {@link ANNUAL_REPORT_STEPS}. */
export type AnnualReportStepKey = (typeof ANNUAL_REPORT_STEPS)[number]['key'];

/** The states of an annual report. */
export const ANNUAL_REPORT_STATES = {
  draft: 'Borrador',
  submitted: 'Enviado',
  returned: 'Devuelto con observaciones',
  accepted: 'Aceptado',
} as const;

/** One of {@link ANNUAL_REPORT_STATES}. */
export type AnnualReportState = keyof typeof ANNUAL_REPORT_STATES;

/** Labels of the report's fields (the form, the printable view and the PDF use the same). */
export const ANNUAL_REPORT_FIELDS = {
  year: 'Año del informe',
  resumen: 'Resumen de la gestión del año',
  hechos_relevantes: 'Hechos relevantes',
  recibidas: 'Quejas recibidas',
  tramitadas: 'Quejas tramitadas',
  favor_consumidor: 'Decisiones a favor del consumidor',
  favor_entidad: 'Decisiones a favor de la entidad',
  tiempo_promedio_dias: 'Tiempo promedio de respuesta (días)',
  productos_motivos: 'Productos y motivos más frecuentes',
  pronunciamientos: 'Recomendaciones y pronunciamientos a la entidad, y si los acogió',
  casos_recibidos: 'Casos recibidos por el defensor',
  casos_admitidos: 'Casos admitidos',
  casos_no_admitidos: 'Casos no admitidos',
  casos_no_admitidos_causales: 'Causales de no admisión (Ley 1328 de 2009, art. 14)',
  casos_rectificados: 'Casos rectificados por la entidad',
  casos_favor_consumidor: 'Casos decididos a favor del consumidor (total o parcialmente)',
  casos_favor_entidad: 'Casos decididos a favor de la entidad',
  vocerias: 'Vocerías',
  casos_dias_habiles_promedio: 'Tiempo promedio del trámite del defensor (días hábiles)',
  hubo_incidentes: '¿Hubo incidentes con la entidad?',
  descripcion_incidentes: 'Descripción de los incidentes',
  puntos_atencion: 'Puntos de atención',
  canales: 'Canales de atención',
  personas_atendidas: 'Personas atendidas',
  reuniones_junta: 'Reuniones con la junta directiva',
  descripcion_reuniones: 'Temas tratados en las reuniones',
} as const;

/** Everything else the annual-report screens and the server say. */
export const ANNUAL_REPORT_TEXTS = {
  // Server refusals
  notDcf: 'Solo un defensor del consumidor financiero puede crear y diligenciar informes anuales.',
  notAuthor: 'Solo el defensor que creó el informe puede modificarlo.',
  notReviewer:
    'Solo el personal de la Superintendencia con el módulo «Registro de informe anual» puede revisar informes anuales.',
  yearTaken: (year: number) => `Ya tienes un informe anual de ${year}.`,
  yearOutOfRange: (max: number) => `El año debe estar entre 2000 y ${max}.`,
  notEditable: (state: string) => `El informe está en estado «${state}» y no se puede modificar.`,
  wrongTransition: (state: string, action: string) =>
    `No se puede ${action} un informe en estado «${state}».`,
  actionNames: { submit: 'enviar', return: 'devolver', accept: 'aceptar' } as Record<string, string>,
  stepIncomplete: (title: string) => `Completa el paso «${title}» antes de enviar el informe.`,
  commentRequired: 'Escribe las observaciones para el defensor.',
  unknownStep: 'El paso no existe.',
  notInteger: 'Escribe un número entero mayor o igual a cero.',
  decidedAboveProcessed: 'Las decisiones no pueden superar las quejas tramitadas.',
  unknownEntity: 'La entidad no hace parte de este informe.',
  choiceInvalid: 'Elige una de las opciones.',
  pdfNotReady: 'El PDF está disponible cuando el informe se ha enviado.',
  attached: (n: number) => (n === 1 ? 'Se adjuntó 1 archivo.' : `Se adjuntaron ${n} archivos.`),

  // History actions
  historyActions: {
    created: 'Creado',
    submitted: 'Enviado a la Superintendencia',
    returned: 'Devuelto con observaciones',
    accepted: 'Aceptado',
    attached: 'Anexo agregado',
  } as Record<string, string>,

  // Screens (DCF side)
  listTitle: 'Informes anuales',
  listIntro:
    'Cada año informas a la Superintendencia sobre tu gestión en cada entidad que defiendes. El informe se guarda paso a paso como borrador hasta que lo envías.',
  newReport: 'Nuevo informe anual',
  create: 'Crear informe',
  yearHint: 'El año al que corresponde la gestión que vas a informar.',
  created: (year: number) => `Se creó el borrador del informe ${year}.`,
  continueReport: 'Continuar',
  stepsLabel: 'Pasos del informe',
  stepOf: (n: number, total: number, title: string) => `Paso ${n} de ${total}: ${title}`,
  stepComplete: 'completo',
  stepPending: 'pendiente',
  saveAndContinue: 'Guardar y continuar',
  saveDraft: 'Guardar borrador',
  draftSaved: (title: string) => `Se guardó el paso «${title}».`,
  previousStep: 'Paso anterior',
  prefilledHint: (n: number) => `Dato del portal: ${n}`,
  prefilledIntro:
    'Las cifras vienen de las quejas registradas en el portal para el año del informe; corrígelas si tus registros dicen otra cosa.',
  yesOption: 'Sí',
  noOption: 'No',
  attachmentsLabel: 'Anexos del informe',
  attachmentsIntro: 'Adjunta los soportes del informe (actas, estadísticas, presentaciones).',
  attach: 'Adjuntar',
  noAttachments: 'El informe no tiene anexos.',
  submit: 'Enviar informe a la Superintendencia',
  submitted: 'Enviaste el informe a la Superintendencia.',
  returnedNotice: 'La Superintendencia devolvió el informe con estas observaciones:',

  // Detail, printable view, review
  detailTitle: (year: number) => `Informe anual ${year}`,
  stateLabel: 'Estado',
  defenderLabel: 'Defensor',
  entitiesLabel: 'Entidades',
  submittedAtLabel: 'Enviado',
  historyHeading: 'Historial',
  historyWhen: 'Fecha',
  historyWho: 'Quién',
  historyWhat: 'Acción',
  historyComment: 'Observaciones',
  printableView: 'Vista para imprimir',
  companyParts: 'Partes por entidad',
  print: 'Imprimir',
  downloadPdf: 'Descargar PDF',
  edit: 'Editar informe',
  registryTitle: 'Registro de informes anuales',
  registryIntro:
    'Informes anuales enviados por los defensores del consumidor financiero: revísalos, devuélvelos con observaciones o acéptalos.',
  manageTitle: 'Revisar informe anual',
  reviewHeading: 'Revisión',
  commentLabel: 'Observaciones para el defensor',
  returnReport: 'Devolver con observaciones',
  acceptReport: 'Aceptar informe',
  returnedDone: 'Devolviste el informe al defensor.',
  acceptedDone: 'Aceptaste el informe.',
  yearColumn: 'Año',
  defenderColumn: 'Defensor',
  entitiesColumn: 'Entidades',
  updatedColumn: 'Última modificación',
  fileName: 'informes-anuales',

  // Mails
  mailSubmittedSubject: (year: number, dcf: string) => `Informe anual ${year} del defensor ${dcf}`,
  mailSubmitted: (year: number, dcf: string) =>
    `El defensor del consumidor financiero ${dcf} envió su informe anual ${year}. Revísalo en el registro de informes anuales del portal.`,
  mailReturnedSubject: (year: number) => `Tu informe anual ${year} fue devuelto con observaciones`,
  mailReturned: (year: number, comment: string) =>
    `La Superintendencia devolvió tu informe anual ${year} con estas observaciones:\n${comment}\nCorrígelo y envíalo de nuevo desde el portal.`,
  mailAcceptedSubject: (year: number) => `Tu informe anual ${year} fue aceptado`,
  mailAccepted: (year: number) => `La Superintendencia aceptó tu informe anual ${year}.`,
} as const;
