/**
 * The server's texts of the tamper-evident ledger (packages/server/docs/ledger-api.md): the
 * filing receipt PDF «Constancia de radicación» and the proofs endpoints' messages.
 */
export const LEDGER_SERVER_TEXTS = {
  receiptTitle: 'Constancia de radicación',
  receiptAuthor: 'Superintendencia Financiera de Colombia',
  receiptIntro:
    'La queja quedó registrada en el registro público a prueba de alteraciones de la Superintendencia Financiera de Colombia.',
  code: 'Código de la queja',
  filedAt: 'Fecha y hora de radicación (Bogotá)',
  entity: 'Entidad',
  summary: 'Resumen',
  contentHash: 'Huella del contenido (SHA-256)',
  treeHead: 'Cabecera firmada del registro',
  treeSize: 'Registros en el árbol',
  rootHash: 'Raíz del árbol',
  signedAt: 'Firmada el (Bogotá)',
  keyId: 'Identificador de la clave',
  signature: 'Firma (Ed25519)',
  howToVerify: (url: string) =>
    `Para comprobar que esta constancia no ha sido alterada, escanee el código QR o ingrese el código de la queja y la huella del contenido en ${url}.`,
  developmentKey:
    'Atención: firmada con la clave de desarrollo del registro; no sirve como prueba fuera de un entorno de pruebas.',
  consistencyRange: (latest: number) =>
    `Los tamaños deben cumplir 0 < first ≤ second ≤ ${latest} (el tamaño del último árbol publicado).`,
  notFiled: 'La radicación de esta queja aún no está en el registro.',
} as const;
