/**
 * The server's texts of the analyst's case workspace (packages/server/docs/case-work-api.md):
 * validation messages, timeline labels, mails and alerts of requerimientos, requests to the
 * consumer, transfers and closings. The portal's register (tú).
 */
export const CASE_WORK_SERVER_TEXTS = {
  // Views
  views: {
    mine: 'Mis quejas',
    unassigned: 'Sin asignar',
    due_today: 'Vencen hoy',
    overdue: 'Vencidas',
    waiting_entity: 'Esperando a la entidad',
    waiting_consumer: 'Esperando al consumidor',
  } as Readonly<Record<string, string>>,
  viewNameTaken: 'Ya tienes una vista con este nombre.',
  viewShareNeedsDirection: 'Solo puedes compartir una vista si perteneces a una dirección.',
  tooManyViews: (max: number) => `Tienes el máximo de ${max} vistas guardadas.`,
  waitingOn: { entity: 'La entidad', consumer: 'El consumidor' } as Readonly<Record<string, string>>,

  // Templates
  templateNeedsDirection: 'Necesitas pertenecer a una dirección para guardar plantillas.',
  templateNameTaken: 'Ya existe una plantilla con este nombre en esta dirección.',
  templateManagersOnly:
    'Solo la coordinación de la dirección y los administradores pueden crear o modificar sus plantillas.',
  unknownPlaceholder: (name: string, known: string) => `La variable {${name}} no existe. Usa: ${known}.`,
  templateNotFound: 'La plantilla no existe.',
  textOrTemplate: 'Escribe el texto o elige una plantilla.',

  // Take / assign
  cannotTake: 'No puedes tomar quejas: tu usuario no está habilitado para gestionar quejas.',
  takeNeedsDirection: 'Asigna la queja a una dirección: no tienes una dirección.',

  // Requerimientos
  closedNoRequest: 'La queja está cerrada: no admite requerimientos.',
  termRange: (min: number, max: number) => `El plazo debe estar entre ${min} y ${max} días hábiles.`,
  requestAnswered: 'Este requerimiento ya fue respondido.',
  entityRequestStatuses: { open: 'Abierto', overdue: 'Vencido', answered: 'Respondido' } as Readonly<
    Record<string, string>
  >,
  requestAlertTitle: (code: string) => `Requerimiento de la Superintendencia sobre la queja ${code}`,
  requestAlertMessage: (code: string, due: string) =>
    `La Superintendencia pidió información sobre la queja ${code}. Responde a más tardar el ${due}.`,
  requestOverdueTitle: (code: string) => `Requerimiento vencido de la queja ${code}`,
  requestOverdueMessage: (code: string, due: string) =>
    `El plazo del requerimiento de la Superintendencia sobre la queja ${code} venció el ${due} sin respuesta.`,

  // Requests to the consumer
  consumerRequestReason: 'Solicitud de información al consumidor',
  consumerAnswerNote: 'El consumidor respondió la solicitud de información',
  consumerRequestAnswered: 'Esta solicitud ya fue respondida.',
  consumerRequestOpen: 'Ya hay una solicitud al consumidor pendiente de respuesta.',
  consumerRequestStatuses: { open: 'Pendiente de tu respuesta', answered: 'Respondida' } as Readonly<
    Record<string, string>
  >,
  authorityName: 'Superintendencia Financiera',
  consumerRequestMailSubject: (code: string) =>
    `La Superintendencia necesita información sobre tu queja ${code}`,
  consumerRequestMailBody: (name: string, code: string, text: string, link: string) =>
    `Hola, ${name}:\n\nLa Superintendencia Financiera necesita información sobre tu queja ${code} para continuar con su trámite:\n\n${text}\n\nMientras respondes, el plazo de la queja queda suspendido. Responde desde el seguimiento de tu queja: ${link}\n`,
  closingMailSubject: (code: string) => `Tu queja ${code} fue cerrada`,
  closingMailBody: (name: string, code: string, message: string) =>
    `Hola, ${name}:\n\nLa Superintendencia Financiera cerró tu queja ${code}.\n\n${message}\n`,

  // Transfer and closing
  sameEntity: 'La queja ya está radicada ante esa entidad.',
  entityNotFound: 'La entidad no existe.',
  closedNoTransfer: 'La queja está cerrada: no se puede trasladar.',
  reasonRequired: 'Indica el motivo: esta acción no se puede deshacer.',
  duplicateOriginalNotFound: 'La queja original no existe.',
  notDuplicate: 'La queja no está cerrada como duplicada.',
  closeRefused: (why: string) => `No se puede cerrar la queja: ${why}`,

  // Search
  searchEmpty: 'Escribe al menos una palabra para buscar.',

  // Timeline
  timeline: {
    filed: 'Radicada',
    update: 'Actualizada',
    assignedTo: (name: string) => `Asignada a ${name}`,
    unassigned: 'Sin analista asignado',
    entityRequest: (days: number, due: string) =>
      `Requerimiento a la entidad (${days} días hábiles, vence el ${due})`,
    entityRequestAnswer: 'Respuesta de la entidad al requerimiento',
    consumerRequest: 'Solicitud de información al consumidor',
    consumerAnswer: 'Respuesta del consumidor',
    transfer: (from: string, to: string) => `Trasladada de ${from} a ${to}`,
    outOfCompetence: 'Cerrada por no ser competencia de la Superintendencia',
    closed: 'Cerrada por la Superintendencia',
    duplicate: (code: string) => `Cerrada como duplicada de ${code}`,
    duplicateUndone: 'Se deshizo el cierre como duplicada',
    entityDocument: (name: string) => `Documento de la entidad: ${name}`,
  },
} as const;
