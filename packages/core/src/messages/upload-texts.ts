/** Texts of resumable uploads (the attachment fields' progress, and the server's refusals). */
export const UPLOAD_TEXTS = {
  /** A form names an upload that is not the caller's, not finished, or already swept. */
  uploadUnavailable: 'El archivo no terminó de cargarse o ya no está disponible. Vuelva a adjuntarlo.',
  /** The upload's metadata names no file. */
  uploadNameMissing: 'Falta el nombre del archivo.',
  /** Progress of one file, as the bar's text. */
  progress: (name: string, percent: number) => `«${name}»: ${percent} % cargado`,
  /** Progress bar's label. */
  progressLabel: (name: string) => `Carga de «${name}»`,
  uploading: 'Cargando…',
  paused: 'Conexión interrumpida: la carga continuará desde donde quedó.',
  done: 'Archivo cargado',
  cancel: 'Cancelar carga',
  cancelled: 'Carga cancelada',
  failed: 'No fue posible cargar el archivo. Intente de nuevo.',
} as const;
