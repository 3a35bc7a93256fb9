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

/** A wait as a person reads it: seconds under two minutes, whole minutes (rounded up) above. */
function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} segundos` : `${Math.ceil(seconds / 60)} minutos`;
}

/**
 * Texts of the server's sign-in, registration and recovery flows. The spec does not word these,
 * so they are written here once, in the portal's register (tú), and every route uses them.
 */
export const AUTH_MESSAGES = {
  passwordCommon: 'Esta contraseña es muy común y fácil de adivinar, por favor elige otra.',
  passwordTooLong: (max: number) => `La contraseña no puede tener más de ${max} caracteres.`,
  emailInvalid: 'Ingresa un correo electrónico válido.',
  emailTaken: 'Ya existe un usuario registrado con este correo.',
  phoneInvalid: 'El número de celular no es válido.',
  otpInvalid: 'El código ingresado no es válido.',
  otpExpired: 'El código ha expirado, por favor solicita uno nuevo.',
  otpTooManyAttempts: 'Superaste el número de intentos permitidos, por favor solicita un código nuevo.',
  otpResendTooSoon: (seconds: number) =>
    `Debes esperar ${seconds} segundos antes de solicitar un nuevo código.`,
  otpHourlyLimit: 'Alcanzaste el máximo de códigos por hora, por favor intenta más tarde.',
  otpSentMail: 'Te enviamos un código de verificación a tu correo electrónico.',
  otpSentSms: 'Te enviamos un código de verificación a tu celular.',
  /** A still-valid sign-in code sent again (the same code, not a new one). */
  otpResent: (channel: 'mail' | 'sms', minutesLeft: number) =>
    `Te enviamos de nuevo el mismo código ${channel === 'mail' ? 'a tu correo electrónico' : 'a tu celular'}; sigue vigente ${minutesLeft} minutos más.`,
  /** Nothing sent: the valid code went out moments ago (or the hour's deliveries are used up). */
  otpStillValid: (channel: 'mail' | 'sms', minutesLeft: number, resendAfterSeconds: number) =>
    `Ya te enviamos un código ${channel === 'mail' ? 'a tu correo electrónico (revisa también el correo no deseado)' : 'a tu celular'} y sigue vigente ${minutesLeft} minutos más. Podrás pedir que te lo enviemos de nuevo en ${waitText(resendAfterSeconds)}.`,
  /** No valid code and the hour's deliveries are used up: when the next one can be asked for. */
  otpHourlyLimitWait: (retryAfterSeconds: number) =>
    `Pediste varios códigos sin usarlos. Por tu seguridad, podrás pedir uno nuevo en ${waitText(retryAfterSeconds)}.`,
  secondFactorRequired:
    'Tu cuenta requiere verificación en dos pasos: ingresa desde el portal para recibir tu código de verificación.',
  signInChallengeMissing: 'Tu sesión de verificación no existe o ya expiró, por favor ingresa de nuevo.',
  secondFactorUnavailable: 'Este método de verificación no está habilitado para tu cuenta.',
  accountInactive: 'Tu cuenta aún no está activa. Confírmala con el código que enviamos a tu correo.',
  accountConfirmed: 'Tu cuenta fue activada correctamente.',
  accountAlreadyActive: 'Tu cuenta ya se encuentra activa.',
  confirmationCodeSent: 'Te enviamos un código de confirmación a tu correo electrónico.',
  passwordResetSent: 'Si el correo está registrado, te enviamos un código para restablecer tu contraseña.',
  passwordChanged: 'Tu contraseña fue actualizada correctamente.',
  loggedOut: 'Sesión cerrada correctamente.',
  phoneCodeSent: 'Te enviamos un código al número de celular indicado.',
  phoneConfirmed: 'Tu número de celular fue validado correctamente.',
  phoneUpdated: 'Tu número de celular fue actualizado correctamente.',
  totpNotConfigured: 'No tienes configurada la autenticación con código QR.',
  totpActivated: 'La autenticación con código QR quedó activada.',
  totpEnabled: 'La autenticación con código QR fue habilitada.',
  totpDisabled: 'La autenticación con código QR fue deshabilitada.',
  userCreated: 'Tu cuenta fue creada. Te enviamos un código de confirmación a tu correo electrónico.',
  profileUpdated: 'Tus datos fueron actualizados correctamente.',
  forbidden: 'No tienes permiso para realizar esta acción.',
} as const;

/**
 * Key of a 400 body's messages that concern the whole body rather than one field
 * (`SERVER_TEXTS.nonFieldKey`); on its own so that clients reading it do not carry SERVER_TEXTS.
 */
export const NON_FIELD_ERRORS_KEY = 'non_field_errors';

/**
 * Texts of the reference server's HTTP contract that the spec does not word: field validation
 * (in the wording of the Django REST framework's Spanish catalogue the real service answers with,
 * e.g. "no tenga más de 15 caracteres"), request-level problems and throttling.
 */
export const SERVER_TEXTS = {
  /** Key of messages that concern the whole body rather than one field. */
  nonFieldKey: NON_FIELD_ERRORS_KEY,
  fieldNotNull: 'Este campo no puede ser nulo.',
  fieldBlank: 'Este campo no puede estar en blanco.',
  fieldNotString: 'No es una cadena válida.',
  fieldNotInteger: 'Se requiere un número entero válido.',
  fieldNotNumber: 'Se requiere un número válido.',
  fieldNotBoolean: 'Debe ser un valor booleano válido.',
  fieldNotList: (type: string) => `Se esperaba una lista de elementos en vez del tipo "${type}".`,
  fieldNotObject: (type: string) => `Se esperaba un diccionario de elementos en vez del tipo "${type}".`,
  bodyNotObject: (type: string) => `Datos inválidos. Se esperaba un diccionario pero se recibió ${type}.`,
  fieldMaxLength: (n: number) => `Asegúrese de que este campo no tenga más de ${n} caracteres.`,
  fieldMinLength: (n: number) => `Asegúrese de que este campo tenga al menos ${n} caracteres.`,
  fieldMaxItems: (n: number) => `Asegúrese de que este campo no tenga más de ${n} elementos.`,
  fieldMinItems: (n: number) => `Asegúrese de que este campo tenga al menos ${n} elementos.`,
  fieldMinimum: (n: number) => `Asegúrese de que este valor sea mayor o igual a ${n}.`,
  fieldMaximum: (n: number) => `Asegúrese de que este valor sea menor o igual a ${n}.`,
  fieldInvalidChoice: (value: string) => `"${value}" no es una elección válida.`,
  fieldPattern: 'Este valor no coincide con el patrón requerido.',
  fieldUnknown: 'Este campo no está permitido.',
  fieldInvalid: 'Valor inválido.',
  malformedJson: (line: number, column: number) =>
    `El cuerpo de la solicitud no es un JSON válido (línea ${line}, columna ${column}).`,
  bodyTooLarge: (limit: string) => `El cuerpo de la solicitud supera el tamaño máximo permitido (${limit}).`,
  unsupportedMediaType: (type: string) => `Tipo de medio "${type}" no soportado en la solicitud.`,
  badRequest: 'La solicitud no es válida.',
  pageInvalid: 'Página inválida.',
  throttledWait: (seconds: number) =>
    `Solicitud fue regulada (throttled). Se espera que esté disponible en ${seconds} segundos.`,
  /** simplejwt's Spanish detail for a rejected access token, unaccented as the real service sends it. */
  accessTokenRejected: 'El token dado no es valido para ningun tipo de token',
  /** The 403 of a signed-in caller whom a route's access policy does not let in. */
  accessForbidden: 'No tienes permiso para realizar esta acción.',
} as const;

/**
 * Texts of the reusable form elements (portal-spec §2) that the spec does not word: control
 * names for assistive technology, button labels and hints. Written once here, in the portal's
 * register (tú), so the widgets and the host never spell them out.
 */
export const FORM_LABELS = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  hintMet: 'cumplido',
  hintPending: 'pendiente',
  cancel: 'Cancelar',
  resendCode: 'Reenviar código',
  resendCodeIn: (seconds: number) => `Reenviar código en ${seconds} s`,
  hours: 'Horas',
  minutes: 'Minutos',
  selectPlaceholder: 'Selecciona una opción',
  showOptions: 'Mostrar opciones',
  noResults: 'No se encontraron resultados',
  loading: 'Cargando...',
  selectedCount: (n: number) => `${n} seleccionados`,
  dateRangeOrder: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  dropFiles: 'Arrastra y suelta tus archivos aquí o',
  chooseFiles: 'Seleccionar archivos',
  allowedFormats: (extensions: string) => `Formatos permitidos: ${extensions}`,
  maxFileSize: (mb: number) => `Peso máximo por archivo: ${mb} MB`,
  maxTotalSize: (mb: number) => `Peso máximo total: ${mb} MB`,
  chosenFiles: 'Archivos seleccionados',
  removeFile: (name: string) => `Quitar ${name}`,
  download: 'Descargar',
  downloading: 'Descargando...',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomLevel: (percent: number) => `Zoom: ${percent} %`,
  previewUnavailable: 'No es posible previsualizar este archivo aquí.',
  codeDigit: (position: number, total: number) => `Dígito ${position} de ${total}`,
  exportFormat: 'Formato',
  exportButton: 'Exportar',
  exporting: 'Exportando...',
} as const;

/**
 * Texts of the accessibility bar (portal-spec §1). They live in their own module, re-exported
 * here, so that the bar's bundle (Lit only, ≤ 10 KiB) does not carry the rest of this catalogue:
 * a bundler splits by module, and this one is shared by every other element.
 */
export { ACCESSIBILITY_BAR_TEXTS } from './accessibility-bar-texts.js';

/**
 * Texts of the complaint journey on the server (filing, attachments, desisting, réplica,
 * escalation, rating, downloads, technical support). The spec does not word these; they are
 * written once here, in the portal's register (tú). State names 1, 2 and 4 are entity-api's.
 */
export const COMPLAINT_MESSAGES = {
  stateNames: {
    1: 'Recibida',
    2: 'Abierta / en trámite',
    4: 'Cerrada',
    5: 'Desistida',
    6: 'En réplica',
    7: 'Escalada al defensor del consumidor financiero',
  } as Readonly<Record<number, string>>,
  municipalityNotInDepartment: 'El municipio no pertenece al departamento seleccionado.',
  entityNotSupervised: 'La entidad seleccionada no es una entidad vigilada.',
  powerOfAttorneyRequired: 'Debes adjuntar el poder que te acredita como apoderado.',
  powerOfAttorneyNameRequired: 'Indica el nombre de la persona que representas como apoderado.',
  dateTimeFormat:
    'Fecha/hora con formato erróneo. Use uno de los siguientes formatos en su lugar: YYYY-MM-DDThh:mm:ss.',
  desistValueRequired: 'Para desistir de la queja envía desistimiento_queja con el valor 1.',
  attachNotAllowed: 'No es posible agregar anexos: la queja se encuentra cerrada o desistida.',
  desistNotAllowed: 'No es posible desistir de esta queja: ya se encuentra cerrada o desistida.',
  replicaNotClosed: 'Solo puedes presentar réplica sobre una queja cerrada.',
  replicaAlreadyFiled: 'Ya presentaste una réplica para esta queja.',
  replicaWindowExpired: (days: number) =>
    `El plazo para presentar la réplica (${days} días calendario desde el cierre de la queja) ya venció.`,
  escalateNotAllowed: 'Solo puedes escalar al defensor del consumidor financiero una queja abierta.',
  escalateAlreadyFiled: 'Esta queja ya fue escalada al defensor del consumidor financiero.',
  rateNotAllowed: 'Solo puedes calificar la atención de una queja cerrada.',
  rateAlreadyDone: 'Ya calificaste la atención de esta queja.',
  filed: (code: string) => `Tu queja fue radicada con el código ${code}.`,
  desisted: 'Registramos tu desistimiento de la queja.',
  replicaFiled: 'Registramos tu réplica. La entidad volverá a revisar tu queja.',
  escalated: 'Tu queja fue escalada al defensor del consumidor financiero.',
  annexesAdded: 'Los anexos fueron agregados a tu queja.',
  ratingSaved: 'Gracias por calificar la atención de tu queja.',
  downloadLinkExpired: 'El enlace de descarga expiró, por favor solicita uno nuevo.',
  methodNotAllowed: (method: string) => `Método "${method}" no permitido.`,
  supportRequestCreated: (id: number) =>
    `Tu solicitud de soporte técnico fue registrada con el número ${id}. Te escribiremos al correo indicado.`,
} as const;

/** Texts of the host portal's shell and public screens, in their own module. */
export { PORTAL_TEXTS } from './portal-texts.js';

/**
 * Texts of the supervised-entity API (entity-api.md momentos 1 to 4) that the spec does not
 * word. Written in the API's impersonal register; where a CRM's public error-matching table
 * (`packages/server/data/catalogs/errores_sfc.json`) shows a fragment of the real service's message, the text
 * contains that fragment so existing clients classify the error as before.
 */
export const ENTITY_API_MESSAGES = {
  codePrefix: (prefix: string) =>
    `El codigo_queja debe comenzar con ${prefix} (tipo_entidad y entidad_cod de la entidad) seguido del consecutivo de la entidad.`,
  codeCharacters: 'El codigo_queja solo puede contener letras, números, "-" y "_".',
  foreignEntity: (tipo: number, cod: string) =>
    `Solo se pueden registrar quejas de la entidad del usuario (${tipo}-${cod}).`,
  fieldImmutable: 'Este campo no se puede modificar.',
  stateNotAllowed: (state: number) => `"${state}" no es una elección válida para estado_cod (1, 2 o 4).`,
  stateBackwards: 'La queja ya está en trámite: estado_cod no puede volver a 1 (Recibida).',
  finalAnswerMissing:
    'Para cerrar la queja, el documento de respuesta final debe haber sido enviado antes (un anexo cuyo nombre contenga RESP_FINAL_SFC).',
  finalAnswerFlag: 'Para cerrar la queja, documentacion_rta_final debe estar fijado en True.',
  fraudDocumentMissing:
    'Para reportar un fraude, el documento de investigación debe haber sido enviado antes (un anexo cuyo nombre contenga INV_FRAUDE_SFC).',
  closingDateOrder: 'La fecha de cierre debe ser mayor que la fecha de creación.',
  dateInFuture: 'La fecha debe ser anterior a la fecha actual.',
  duplicateNeedsClose: 'Para quejas duplicadas envíe marcacion = 7, estado_cod = 4 (cerrado) y fecha_cierre.',
  attachClosed: 'No se puede actualizar el anexo debido a que la Queja se encuentra cerrada.',
  oneFileOnly: 'Envíe un solo archivo en el campo file.',
  entityOnly: 'Este servicio es solo para usuarios API de entidades vigiladas.',
} as const;
