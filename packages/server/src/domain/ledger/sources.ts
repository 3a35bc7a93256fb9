import { createHash } from 'node:crypto';
import { jcs, type LedgerJson } from '../../core.js';

/**
 * The records the ledger chains (docs/decisions/0044): each table whose rows are a step of a
 * complaint's history, the columns its content covers (named, so a column added later does not
 * change the hash of old rows), the entry kind and actor a row gives. The content of an entry is
 * `{ table, row }` with those columns as PostgreSQL's `to_jsonb` renders them, timestamps in UTC.
 */
export interface LedgerSource {
  readonly table: string;
  /** The primary key column. */
  readonly key: string;
  readonly columns: readonly string[];
  /** The column holding the record's own time (the entry's time when a genesis chains it). */
  readonly timeColumn: string;
  /** Rows that belong to no complaint are not chained (e.g. staff files of other workflows). */
  readonly where?: string;
  kind(row: Record<string, unknown>): string;
  actor(row: Record<string, unknown>): string;
  /** When the row's bytes live in storage: the key and SHA-256 verify-ledger re-reads. */
  file?(row: Record<string, unknown>): { storageKey: string; sha256: string };
}

const staff = () => 'staff';

const CONSUMER_FILE_KINDS = new Set(['complaint', 'apoderado', 'anexo']);

/** Every chained table, in the order a genesis walks them for one complaint. */
export const LEDGER_SOURCES = {
  complaint_versions: {
    table: 'complaint_versions',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'version',
      'changed_at',
      'actor_user_id',
      'actor_kind',
      'action',
      'estado_from',
      'estado_to',
      'changes',
      'snapshot',
    ],
    timeColumn: 'changed_at',
    kind: (row) => (row.version === 1 ? 'filing' : 'version'),
    actor: (row) => String(row.actor_kind),
  },
  stored_files: {
    table: 'stored_files',
    key: 'id',
    columns: [
      'id',
      'storage_key',
      'original_name',
      'size_bytes',
      'content_type',
      'sha256',
      'complaint_id',
      'kind',
      'type',
      'state',
      'uploaded_by',
      'created_at',
    ],
    timeColumn: 'created_at',
    where: 'complaint_id IS NOT NULL',
    kind: (row) => (row.kind === 'internal' ? 'internal_document' : 'attachment'),
    actor: (row) =>
      CONSUMER_FILE_KINDS.has(String(row.kind)) ? 'consumer' : row.kind === 'entity' ? 'entity' : 'staff',
    file: (row) => ({ storageKey: String(row.storage_key), sha256: String(row.sha256) }),
  },
  complaint_notes: {
    table: 'complaint_notes',
    key: 'id',
    columns: ['id', 'complaint_id', 'author_user_id', 'text', 'created_at'],
    timeColumn: 'created_at',
    kind: () => 'note',
    actor: staff,
  },
  complaint_suspensions: {
    table: 'complaint_suspensions',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'from_day',
      'to_day',
      'reason',
      'resume_note',
      'clock_from',
      'suspended_by',
      'suspended_at',
      'resumed_by',
      'resumed_at',
    ],
    timeColumn: 'suspended_at',
    kind: () => 'suspension',
    actor: staff,
  },
  complaint_transfers: {
    table: 'complaint_transfers',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'kind',
      'from_tipo_entidad',
      'from_entidad_cod',
      'to_tipo_entidad',
      'to_entidad_cod',
      'reason',
      'message',
      'transferred_by',
      'transferred_at',
    ],
    timeColumn: 'transferred_at',
    kind: () => 'transfer',
    actor: staff,
  },
  complaint_closings: {
    table: 'complaint_closings',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'kind',
      'reason',
      'message',
      'duplicate_of',
      'closed_by',
      'closed_at',
      'undone_by',
      'undone_at',
      'undo_reason',
    ],
    timeColumn: 'closed_at',
    kind: () => 'closing',
    actor: staff,
  },
  entity_requests: {
    table: 'entity_requests',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'tipo_entidad',
      'entidad_cod',
      'text',
      'term_days',
      'due_day',
      'requested_by',
      'requested_at',
      'answer_text',
      'answered_by',
      'answered_at',
      'cancelled_at',
    ],
    timeColumn: 'requested_at',
    kind: () => 'entity_request',
    actor: staff,
  },
  consumer_requests: {
    table: 'consumer_requests',
    key: 'id',
    columns: [
      'id',
      'complaint_id',
      'text',
      'requested_by',
      'requested_at',
      'answer_text',
      'answered_by',
      'answered_at',
      'cancelled_at',
    ],
    timeColumn: 'requested_at',
    kind: () => 'consumer_request',
    actor: staff,
  },
} as const satisfies Record<string, LedgerSource>;

/** The name of a chained table. */
export type LedgerSourceName = keyof typeof LEDGER_SOURCES;

/** The chained table called `table`, or undefined. */
export function ledgerSource(table: string): LedgerSource | undefined {
  return (LEDGER_SOURCES as Record<string, LedgerSource>)[table];
}

// `to_jsonb` writes timestamptz in the session's time zone: rewritten to UTC so the content does
// not depend on the connection that reads it (the fraction is kept as PostgreSQL wrote it).
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?([+-])(\d\d)(?::?(\d\d))?$/;

/** A `to_jsonb` timestamp text as UTC (`…Z`); any other value as it is. */
export function utcTimestamp(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const m = TIMESTAMP.exec(value);
  if (!m) return value;
  const sign = m[8] === '-' ? -1 : 1;
  const offsetMinutes = sign * (Number(m[9]) * 60 + Number(m[10] ?? 0));
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - offsetMinutes * 60_000;
  return `${new Date(utc).toISOString().slice(0, 19)}${m[7] ?? ''}Z`;
}

/** The hashed content of `row` (its `to_jsonb`) as `source` defines it. */
export function sourceContent(source: LedgerSource, row: Record<string, unknown>): LedgerJson {
  const picked: Record<string, LedgerJson> = {};
  for (const column of source.columns) {
    const value = row[column];
    picked[column] = (value === undefined ? null : utcTimestamp(value)) as LedgerJson;
  }
  return { table: source.table, row: picked };
}

/**
 * The `content_hash` of `row`: core's `contentHash` (SHA-256 of the JCS text, lowercase hex),
 * computed with Node's native SHA-256, the same bytes in about a sixth of the time of the
 * JavaScript one on a complaint's version (appends, genesis and verification run it for every
 * record; the browser keeps core's). `sources.test.ts` checks that the two agree.
 */
export function sourceContentHash(source: LedgerSource, row: Record<string, unknown>): string {
  return createHash('sha256')
    .update(jcs(sourceContent(source, row)), 'utf8')
    .digest('hex');
}
