/**
 * The confirmation page after filing a complaint (`/customer/complaint/message`): the filing
 * receipt, what happens next and the entity's legal term, in the portal's register (tú).
 */

/**
 * Business days a supervised entity has to answer a complaint (Ley 1755 de 2015, art. 14, the
 * general term the SFC applies to quejas). The server's deadline and every text use this number.
 */
export const RESPONSE_TERM_BUSINESS_DAYS = 15;

export const COMPLAINT_RECEIPT_TEXTS = {
  title: 'Queja radicada',
  heading: 'Tu queja fue radicada',
  intro: 'Guarda o imprime esta constancia: con el código puedes consultar tu queja en cualquier momento.',
  receiptHeading: 'Constancia de radicación',
  code: 'Código de radicación',
  entity: 'Entidad',
  product: 'Producto',
  filedAt: 'Fecha de radicación',
  state: 'Estado',
  responseTerm: 'Plazo de respuesta de la entidad',
  responseTermValue: (date: string) => `${RESPONSE_TERM_BUSINESS_DAYS} días hábiles: a más tardar el ${date}`,
  nextHeading: 'Qué sigue',
  next: (entity: string, date: string) => [
    `Enviamos tu queja a ${entity}. La entidad debe responderte dentro de los ${RESPONSE_TERM_BUSINESS_DAYS} días hábiles siguientes a la radicación, es decir, a más tardar el ${date}.`,
    'Te avisaremos por correo electrónico cada vez que tu queja cambie de estado.',
    'En el detalle de la queja puedes seguir su avance, agregar anexos, escalarla al defensor del consumidor financiero o desistir de ella. Si la entidad la cierra y no estás de acuerdo con la respuesta, podrás presentar una réplica.',
  ],
  viewDetail: 'Ver el detalle de la queja',
  print: 'Imprimir constancia',
  download: 'Descargar constancia',
  /** The downloaded receipt's file name. */
  downloadFileName: (code: string) => `constancia-queja-${code}.html`,
  printedFrom: 'Portal de quejas de la Superintendencia Financiera de Colombia',
  loadingDetails: 'Cargando los datos de tu queja...',
  detailsUnavailable:
    'No pudimos cargar los demás datos de tu queja en este momento. Tu queja sí quedó radicada con el código que ves arriba.',
  noCode: 'No encontramos una queja recién radicada. Consulta tus quejas en el seguimiento.',
} as const;
