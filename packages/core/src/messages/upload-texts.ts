import { UPLOAD_REFUSAL_TEXTS } from './upload-refusal-texts.js';

/** Texts of resumable uploads (the attachment fields' progress, and the server's refusals). */
export const UPLOAD_TEXTS = {
  ...UPLOAD_REFUSAL_TEXTS,
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
