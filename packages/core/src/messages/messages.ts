/**
 * Every user-facing text of the portal, in Spanish, exactly as the specification words it
 * (portal-spec §5, §8; entity-api "Errors"). Nothing else in the codebase spells these out.
 */
export const MESSAGES = {
  // §5 Validation
  required: 'Este campo es obligatorio',
  numericOnly: 'Este campo es solo numerico',
  identificationInvalid: 'Identificación inválida.',
  nitInvalid: 'El NIT no tiene el formato requerido, por favor verifique.',
  textareaMinLength: (n: number) => `Este campo debe tener mas de ${n} caracteres`,
  invalidNumber: 'Número inválido',

  // §5 Placeholders for identification
  identificationPlaceholderDefault: 'Ej: 1223421342',
  identificationPlaceholderNit: 'Ej: 921234345343-6',
  identificationPlaceholderPassport: 'Ej: 34jk234242',

  // §5 Password hint rules
  passwordHint: {
    minLength: 'Mínimo 8 caracteres',
    uppercase: 'Al menos una letra mayúscula',
    digit: 'Al menos un número',
    special: 'Al menos un carácter especial',
  },

  // §8 General
  genericError: 'Lo sentimos, no pudimos completar el proceso, por favor intenta de nuevo.',
  genericErrorTitle: 'Algo salió mal',
  internalServerError: 'Lo sentimos, ocurrió un error interno en el servidor, por favor intenta más tarde.',
  invalidServerResponse:
    'Lo sentimos, no se obtuvo una respuesta válida del servidor, por favor intenta más tarde',
  modulesLoadError: 'Hubo un error en la carga de los modulos, recarga la página',
  recaptchaFailed:
    'La verificación reCAPTCHA no fue superada correctamente. Por favor, intenta completar el proceso nuevamente.',

  // §8 Upload
  fileFormatInvalid: 'El formato del archivo no es válido',
  fileFormatOrSizeInvalid: (mb: number) =>
    `El formato del archivo no es válido o el peso del mismo supera el permitido ${mb} MB`,
  filesTotalExceeded:
    '*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos.',

  // §8 Download
  downloadQueryError: 'Ocurrió un error con la consulta',
  downloadUrlMissing: 'No se ha proporcionado una URL de descarga válida',
  downloadFailed: 'Ocurrió un error al descargar el archivo',

  // §8 New version
  newVersionTitle: 'Nueva versión disponible',
  newVersionBody: 'Por favor, recarga la página para obtener la última versión.',
} as const;

/** §8: a 401 whose body carries one of these triggers one refresh and one retry. */
export const TOKEN_EXPIRED_MESSAGES = [
  "El privilegio 'exp' del token ha expirado",
  "Token 'exp' claim has expired",
  'Token is invalid or expired',
  'El token es inválido o ha expirado',
] as const;

/** entity-api "Errors": the exact bodies and texts the entities' clients parse. */
export const API_ERROR_TEXTS = {
  missingHeader: 'missing header',
  signatureFailed: 'Verificación de firma fallida',
  signatureFailedLegacy: 'Sign verification failed',
  noActiveAccount: 'No active account found with the given credentials',
  tokenInvalidOrExpired: 'El token es inválido o ha expirado',
  refreshInvalid: 'Token is invalid or expired',
  refreshBlacklisted: 'Token is blacklisted',
  fieldRequired: 'Este campo es obligatorio.',
  validationDetail: 'Error en API',
  notFound: 'No encontrado.',
  throttled: 'Solicitud fue regulada (throttled).',
  unavailable: 'El servicio no está disponible por el momento',
  storageFilterMissing: 'Debe filtrar por codigo de queja',
  storageCodeEmpty: 'Debe colocar un codigo valido',
  complaintClosed: 'La Queja se encuentra con estado Cerrado',
  complaintDuplicate: 'queja with this codigo queja already exists.',
  attachmentDuplicate: (id: number | string) => `El anexo ya existe, con el ID [${id}].`,
  ackUpdated: 'update code',
} as const;

/** Labels that appear on reusable elements (portal-spec §2). */
export const LABELS = {
  breadcrumbRoot: 'Inicio',
  checkAll: 'Todo',
  selectAll: 'Seleccionar todo',
  deselectAll: 'Deseleccionar todo',
  searchPlaceholder: 'Buscar...',
  modalSubmit: 'ENVIAR',
  close: 'Cerrar',
  period: 'Periodo',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  alertsEv: 'Alertas EV',
} as const;
