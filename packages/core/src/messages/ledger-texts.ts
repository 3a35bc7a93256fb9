/** What each kind of ledger record is, as staff read it. */
const LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  filing: 'radicación',
  version: 'versión de la queja',
  attachment: 'anexo',
  internal_document: 'documento interno',
  note: 'nota interna',
  suspension: 'suspensión',
  transfer: 'traslado',
  closing: 'cierre',
  entity_request: 'requerimiento a la entidad',
  consumer_request: 'solicitud al consumidor',
};

/**
 * Texts of the complaint ledger's public side: `/verificar` (a filing receipt checked in the
 * browser), `/transparencia/registro` (the signed tree heads and the key), the consumer's
 * «Descargar constancia» and the staff case view's integrity mark.
 */
export const LEDGER_TEXTS = {
  verifyTitle: 'Verificar una constancia',
  landingBody:
    'Compruebe en su navegador que una constancia de radicación está registrada y no ha sido alterada, sin iniciar sesión.',
  landingAction: 'Verificar una constancia',
  registerLink: 'Ver el registro de integridad y su clave pública',
  verifyLink: 'Verificar una constancia de radicación',
  verifyIntro:
    'Compruebe que una constancia de radicación corresponde a una queja registrada y que no ha sido alterada. La comprobación se hace en su navegador, con las pruebas y la firma publicadas del registro de integridad; no se muestran datos personales.',
  fileLegend: 'Con el archivo de la constancia',
  fileLabel: 'Constancia de radicación (PDF)',
  fileHint: 'El PDF que descargó del portal. El archivo no se envía: se lee en su navegador.',
  typedLegend: 'O con los datos impresos en la constancia',
  codeLabel: 'Código de la queja',
  hashLabel: 'Huella del contenido',
  hashHint: '64 caracteres (números y letras de la a a la f), impresos bajo «Huella del contenido».',
  verifyAction: 'Verificar',
  verifying: 'Verificando la constancia...',
  codeRequired: 'Escriba el código de la queja.',
  hashInvalid: 'La huella debe tener 64 caracteres: números y letras de la a a la f.',
  fileOrTyped: 'Cargue la constancia en PDF o escriba el código y la huella.',
  resultHeading: 'Resultado de la verificación',
  verified: (date: string) =>
    `Esta constancia corresponde a una radicación registrada el ${date} y no ha sido alterada.`,
  checkedHeading: 'Qué se comprobó',
  checkedEntry: 'El registro de la radicación produce la huella de la constancia.',
  checkedInclusion: (size: number, date: string) =>
    `La radicación está en el registro firmado el ${date}, con ${size.toLocaleString('es-CO')} registros.`,
  checkedSignature: (keyId: string) =>
    `La firma del registro corresponde a la clave pública de la Superintendencia (identificador ${keyId}).`,
  checkedConsistency: (size: number) =>
    `El árbol de ${size.toLocaleString('es-CO')} registros impreso en la constancia sigue intacto dentro del actual: nada se reescribió desde entonces.`,
  notFound:
    'No encontramos una radicación con ese código y esa huella. Revise que estén escritos tal como aparecen en la constancia; si lo están, la constancia no corresponde a ninguna radicación registrada.',
  altered: 'La constancia no coincide con el registro: sus datos fueron alterados.',
  notIncluded:
    'La radicación no está en el registro firmado: la constancia no puede verificarse y pudo haber sido alterada.',
  badSignature:
    'La firma del registro no es válida con la clave pública publicada: no confíe en esta constancia y repórtelo a la Superintendencia.',
  inconsistent:
    'El registro actual no conserva el que se firmó cuando se emitió la constancia: el registro pudo haber sido alterado. Repórtelo a la Superintendencia.',
  malformed: 'La respuesta del registro no se pudo leer. Intente de nuevo más tarde.',
  unreadable:
    'No pudimos leer el archivo. Cargue la constancia en PDF tal como la descargó del portal, o escriba el código y la huella.',
  unavailable: 'No fue posible consultar el registro en este momento. Intente de nuevo más tarde.',
  registerTitle: 'Registro de integridad de las quejas',
  registerIntro:
    'Cada versión de cada queja, con sus archivos, queda en un registro encadenado que nadie puede cambiar sin que se note. Cada hora la Superintendencia firma la cabecera del árbol de Merkle del registro (RFC 9162) y la publica aquí, para que cualquiera compruebe que una constancia está registrada y que el registro solo crece.',
  latestHeading: 'Última cabecera firmada',
  treeSize: 'Registros',
  rootHash: 'Raíz del árbol',
  signedAt: 'Firmada el',
  keyIdLabel: 'Identificador de la clave',
  signature: 'Firma (Ed25519, base64)',
  historyHeading: 'Historial de cabeceras',
  historyCaption: (page: number, count: number) =>
    `Cabeceras firmadas, de la más reciente a la más antigua (página ${page}; ${count.toLocaleString('es-CO')} en total)`,
  newer: 'Más recientes',
  older: 'Más antiguas',
  historyPages: 'Páginas del historial',
  keyHeading: 'Clave pública',
  algorithm: 'Algoritmo',
  publicKey: 'Clave pública (32 bytes, hexadecimal)',
  developmentKey:
    'Esta es una clave de desarrollo: sus firmas solo sirven para pruebas, no para un registro oficial.',
  offlineHeading: 'Cómo verificar sin el portal',
  offlineSteps: [
    'Guarde la respuesta de GET /api/ledger/receipts/{código}/?hash={huella} (el registro de la radicación, la cabecera firmada y la prueba de inclusión).',
    'Más adelante, guarde una cabecera más reciente (GET /api/ledger/sth/) y la prueba de consistencia entre las dos (GET /api/ledger/consistency/?first={registros antes}&second={registros después}).',
    'Guarde la clave pública de esta página y ejecute el programa de ejemplo examples/verify-receipt del código fuente del portal: recalcula la huella, la prueba de inclusión, las firmas y la consistencia sin consultar al servidor.',
  ],
  loading: 'Cargando el registro...',
  registerUnavailable: 'No fue posible cargar el registro en este momento. Intente de nuevo más tarde.',
  downloadReceipt: 'Descargar constancia',
  receiptFileName: (code: string) => `constancia-${code}.pdf`,
  integrityVerified: 'Integridad verificada',
  integrityAltered: 'Integridad alterada',
  integrityPending: 'Integridad pendiente de verificación',
  integrityCheckedAt: (date: string) => `Última verificación: ${date}.`,
  integrityFirstMismatch: (seq: number, kind: string) =>
    `Primer registro que no coincide: n.º ${seq} (${LEDGER_KIND_LABELS[kind] ?? kind}).`,
  integrityNeverChecked: 'El registro de esta queja aún no se ha verificado.',
} as const;
