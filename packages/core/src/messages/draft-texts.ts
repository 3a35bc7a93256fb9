/**
 * Drafts of long forms (ADR 0041): what the server answers about a draft, and what a form shows
 * while it keeps what the user types.
 */
export const DRAFT_TEXTS = {
  /** Status while a save is on its way. */
  saving: 'Guardando…',
  /** Status after the server kept the latest text. */
  saved: 'Guardado hace un momento',
  /** Status while offline (the text is kept in the browser). */
  offline: 'Sin conexión: se guardará al reconectar',
  /** Status when the server did not take the save for another reason (kept in the browser). */
  failed: 'No se pudo guardar en el servidor: se guardó en este navegador y se intentará de nuevo.',
  /** Status when another tab or device saved a newer version. */
  conflict: 'Este borrador se modificó en otra pestaña o dispositivo. Puede conservar lo que escribió aquí.',
  /** Button that keeps this tab's text over the other version. */
  keepMine: 'Conservar mi versión',
  /** The offer of a saved draft, with its date (MM/DD/YYYY). */
  resumeOffer: (date: string) => `Continuar el borrador del ${date}`,
  /** Button that discards the offered draft. */
  discard: 'Descartar',
  /** Region label of the offer. */
  offerLabel: 'Borrador guardado',
  /** Asked before leaving a page with changes not yet saved. */
  leaveConfirm: 'Hay cambios que aún no se han guardado. ¿Desea salir de esta página?',
  /** 200 of a deleted draft. */
  deleted: 'Borrador eliminado.',
  /** 400: the draft's content is over the size limit. */
  payloadTooLarge: (kb: number) => `El borrador es demasiado grande: el máximo es ${kb} KB.`,
  /** 409: the version sent is not the draft's current one. */
  versionConflict:
    'El borrador cambió desde la última vez que lo leyó (otra pestaña o dispositivo). Lea la versión actual y vuelva a guardar.',
} as const;

/** Limits of a draft, shared by the server and the forms. */
export const DRAFT_LIMITS = {
  /** Largest payload, in bytes of its JSON text. */
  payloadMaxBytes: 256 * 1024,
  /** Days a draft is kept after its last save. */
  keepDays: 30,
  /** Quiet time after the last keystroke before a save, in milliseconds. */
  saveAfterMs: 1500,
} as const;
