/** Business constants and limits of portal-spec §9 (and the limits of §5 they govern). */
export const LIMITS = {
  tokenCookieMinutes: 25,
  idleTimeoutMinutes: 30,
  complaintPageSize: 10,
  newAlertsPageSize: 7,
  versionCheckSeconds: 60,
  versionNoticeSeconds: 60,
  chunkLoadTimeoutSeconds: 120,
  fontSizeMinPx: 14,
  fontSizeMaxPx: 20,
  alertsModuleId: 28,
  identificationMinLength: 4,
  attachmentsTotalMb: 30,
  fileNameMaxLength: 100,
  fileNameHeadLength: 93,
  fileNameTailLength: 7,
  textareaMaxLength: 1000,
  textareaRows: 6,
  textareaLineBreakCost: 3,
  hoursMax: 999,
  minutesMax: 59,
  ackMaxCodes: 100,
  entityFileMaxMb: 30,
  /** Per-file limit of the consumer's complaint attachments (the spec leaves it optional; chosen here). */
  attachmentFileMaxMb: 10,
  /** Calendar days after closing in which the consumer may file a réplica (docs/decisions/0003). */
  replicaWindowDays: 15,
  /** Lifetime of a signed attachment download link. */
  downloadLinkMinutes: 10,
  /** Rating scale of a closed complaint. */
  ratingMin: 1,
  ratingMax: 5,
  /** Hours after an entity first receives a complaint (entity API) before it counts as acknowledged. */
  entityAckWindowHours: 48,
  /** Default page size of the entity API's lists (`page_size` up to 1000 overrides it). */
  entityPageSize: 50,
} as const;

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** §9 login constants: a LOGIN key, the values 1 and 50, the label "Alertas EV". */
export const LOGIN_CONSTANTS = { key: 'LOGIN', first: 1, second: 50, alertsEvLabel: 'Alertas EV' } as const;

/** §5 file rules. */
export const FILE_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'mp4',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'bmp',
  'mp3',
  'msg',
] as const;
/** The picker also offers csv. */
export const PICKER_EXTENSIONS = [...FILE_EXTENSIONS, 'csv'] as const;
export const SPREADSHEET_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;

export const EXPORT_FORMATS = ['xlsx', 'xls', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_DEFAULTS = { format: 'xlsx' as ExportFormat, sheetName: 'Reporte' } as const;

/** Complaint states of entity-api (estado_cod). */
export const COMPLAINT_STATE = {
  received: 1,
  open: 2,
  closed: 4,
  // Portal states beyond entity-api's three (docs/decisions/0003-complaint-states.md).
  desisted: 5,
  inReplica: 6,
  escalated: 7,
} as const;

/** Yes/no code fields: 1 = Sí, 2 = No. */
export const YES_NO = { yes: 1, no: 2 } as const;

/** The relay centre (Centro de Relevo) linked from the accessibility bar, portal-spec §1. */
export const RELAY_CENTRE_URL = 'https://centroderelevo.gov.co';
/** Step of the accessibility bar's font-size buttons, in px; the bounds are in LIMITS. */
export const FONT_SIZE_STEP_PX = 2;
