/**
 * Texts of the staff administration API (users, financial consumers, technical support, user
 * history, roles, directions and supervised entities; packages/server/docs/staff-admin-api.md)
 * that the spec does not word. Field-level wording follows SERVER_TEXTS (the Django REST
 * framework's Spanish catalogue); the rest is in the portal's register (tú).
 */
export const STAFF_ADMIN_TEXTS = {
  /** 403 detail for a caller whose roles lack the module (or who may not use it at all). */
  moduleForbidden: (moduleName: string) => `No tienes acceso al módulo «${moduleName}».`,

  // Users and consumers
  nameInvalid: 'Este campo solo admite letras, espacios, apóstrofos, puntos y guiones.',
  emailTaken: 'Ya existe un usuario con este correo electrónico.',
  roleNotFound: (ids: string) => `Rol no encontrado: ${ids}.`,
  roleNotGrantable: (name: string) =>
    `No puedes asignar el rol «${name}»: incluye módulos que tu rol no tiene.`,
  positionNotFound: (id: string) => `Cargo no encontrado: ${id}.`,
  directionNotFound: (id: string) => `Dirección no encontrada: ${id}.`,
  entityNotFound: (ids: string) => `Entidad no encontrada: ${ids}.`,
  entitiesRequired: 'Un usuario DCF o de entidad vigilada debe tener al menos una entidad.',
  entitySingle: 'Un usuario de entidad vigilada pertenece a una sola entidad.',
  entitiesNotAllowed: 'Solo los usuarios DCF o de entidad vigilada pertenecen a entidades.',
  selfInactivation: 'No puedes inactivar tu propia cuenta.',
  selfAssignment:
    'No puedes cambiar tu propio cargo, tus roles ni tus entidades: pídelo a otro administrador.',
  positionOtherSide: (position: string) => `Solo puedes asignar el cargo «${position}».`,
  usersNotFound: (ids: string) => `Usuarios no encontrados: ${ids}.`,
  invitationSubject: 'Tu cuenta en el portal de quejas',
  invitationText: (name: string, link: string, code: string, hours: number) =>
    `Hola ${name}:\n\nSe creó tu cuenta de funcionario en el portal de quejas. Para elegir tu contraseña abre ${link} e ingresa este código: ${code}\n\nEl código vence en ${hours} horas. Si vence, pide uno nuevo en la opción «¿Olvidaste tu contraseña?» de la página de ingreso con este mismo correo.`,

  // Technical support
  supportAnswerSubject: 'Respuesta a tu solicitud de soporte técnico',
  supportAnswerText: (name: string, id: number, state: string, answer: string) =>
    `Hola ${name}:\n\nTu solicitud de soporte técnico número ${id} quedó en estado «${state}».\n\nRespuesta:\n${answer}\n`,

  // Roles and directions
  roleNameTaken: 'Ya existe un rol con este nombre.',
  moduleNotFound: (ids: string) => `Módulo no encontrado: ${ids}.`,
  moduleNotGrantable: (ids: string) => `No puedes asignar módulos que tu rol no tiene: ${ids}.`,
  directionNameTaken: 'Ya existe una dirección con este nombre.',
  roleDeactivationReasonRequired:
    'Este rol tiene usuarios asignados: escribe el motivo para inactivarlo (perderán sus módulos).',

  // Supervised entities
  entityTypeNotFound: (id: string) => `El tipo de entidad ${id} no existe.`,
  entityCodeInvalid: 'El código de la entidad solo admite letras y números (máximo 10).',
  entityTaken: (tipo: string, code: string) =>
    `Ya existe una entidad con el tipo ${tipo} y el código ${code}.`,
  entityKeyLocked:
    'No se puede cambiar el tipo o el código de una entidad con quejas, usuarios o cuenta de API.',
  nitInvalid: 'El NIT no tiene el formato requerido, por favor verifique.',
  entitiesNotFound: (codes: string) => `Entidades no encontradas: ${codes}.`,
  idsOrCodesRequired: 'Indica al menos una entidad en ids o codes.',
  tooManyItems: (n: number) => `Se admiten como máximo ${n} elementos en total.`,
  apiClientExists: 'La entidad ya tiene una cuenta de API; rota la clave de firma.',
  apiClientMissing: 'La entidad no tiene cuenta de API; créala primero.',
  entityInactive: 'La entidad está inactiva.',
  credentialsShownOnce: 'Guarda estas credenciales ahora: no se volverán a mostrar.',

  // Massive upload
  spreadsheetExtension: 'El archivo debe ser una hoja de cálculo (xlsx, xls o csv).',
  spreadsheetContent: 'El contenido del archivo no corresponde a una hoja de cálculo válida.',
  spreadsheetTooLarge: (mb: number) => `El archivo supera el tamaño máximo permitido (${mb} MB).`,
  spreadsheetOneFile: 'Envía un solo archivo.',
  columnsMissing: (columns: string) => `Faltan las columnas obligatorias: ${columns}.`,
  noDataRows: 'El archivo no tiene filas de datos.',
  tooManyRows: (n: number) => `El archivo supera el máximo de ${n} filas.`,
  tooManyColumns: (n: number) => `El archivo supera el máximo de ${n} columnas.`,
  tooManyCells: (n: number) =>
    `El archivo supera el máximo de ${n.toLocaleString('es-CO')} celdas (filas por columnas).`,
  spreadsheetTooComplex: (seconds: number) =>
    `No se pudo leer el archivo en ${seconds} segundos con la memoria disponible: divídelo en archivos más pequeños.`,
  rowFieldRequired: (column: string) => `La columna «${column}» es obligatoria.`,
  rowTooLong: (column: string, n: number) => `La columna «${column}» admite como máximo ${n} caracteres.`,
  rowTypeInvalid: (value: string) => `El tipo de entidad «${value}» no es un número válido.`,
  rowGroupInvalid: (value: string) => `El grupo «${value}» no existe.`,
  rowActiveInvalid: (value: string) => `El valor «${value}» de la columna activo no es válido (usa sí o no).`,
  rowDuplicate: (key: string, row: number) => `La entidad ${key} ya aparece en la fila ${row}.`,

  // History
  historyActions: {
    created: 'Creación',
    updated: 'Actualización',
    activated: 'Activación',
    inactivated: 'Inactivación',
    unlocked: 'Desbloqueo',
  } as Record<string, string>,
  historyFields: {
    first_name: 'Primer nombre',
    second_name: 'Segundo nombre',
    first_last_name: 'Primer apellido',
    second_last_name: 'Segundo apellido',
    identification_type: 'Tipo de identificación',
    identification_number: 'Número de identificación',
    person_type: 'Tipo de persona',
    gender: 'Sexo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    position: 'Cargo',
    direction: 'Dirección',
    groups: 'Roles',
    entities: 'Entidades',
    is_active: 'Activo',
    locked: 'Bloqueado',
    reason: 'Motivo',
  } as Record<string, string>,
  yes: 'Sí',
  no: 'No',
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD.',
} as const;
