import { SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { validationError } from '../../http/errors.js';
import type { AdminCaller } from './access.js';
import { addProblem, type Problems } from './accounts.js';
import { writeRecorded, type ChangedResource, type FieldChange, type Snapshot } from './changes.js';
import { uniqueOr } from './listing.js';

/**
 * A kind of named administration record (a direction, a role): its name is not blank and is
 * unique ignoring case and accents; every write is kept in the record's history.
 */
export interface NamedRecordKind<T extends { id: number }, B extends { name?: string }> {
  /** The table, whose `name` column is unique. */
  table: 'directions' | 'groups';
  resource: ChangedResource;
  nameTaken: string;
  find: (db: Db, id: number) => Promise<T | null>;
  snapshot: (record: T) => Snapshot;
  /** The body's other problems (besides the name). */
  problems?: (db: Db, caller: AdminCaller, body: B, current: T | null) => Promise<Problems>;
  /** Inserts (`current` null) or updates the record; answers its id. */
  write: (tx: Db, body: B, current: T | null) => Promise<number>;
  /** Notes from the body kept with the record of the write (not fields of the record). */
  notes?: (body: B) => FieldChange[];
}

/** Checks and writes a named record of `kind` for `caller`; answers it as stored. */
export async function saveNamedRecord<T extends { id: number }, B extends { name?: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  kind: NamedRecordKind<T, B>,
  body: B,
  current: T | null,
): Promise<T> {
  const problems: Problems = {};
  if (body.name !== undefined) {
    if (body.name === '') addProblem(problems, 'name', SERVER_TEXTS.fieldBlank);
    else {
      const { rows } = await app.db.query(
        `SELECT 1 FROM ${kind.table} WHERE sfc_fold(btrim(name)) = sfc_fold($1) AND id <> $2`,
        [body.name, current?.id ?? 0],
      );
      if (rows.length > 0) addProblem(problems, 'name', kind.nameTaken);
    }
  }
  if (kind.problems)
    for (const [field, messages] of Object.entries(await kind.problems(app.db, caller, body, current)))
      for (const message of messages) addProblem(problems, field, message);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const write = () =>
    writeRecorded(
      app.db,
      {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: kind.resource,
        current,
        find: kind.find,
        snapshot: kind.snapshot,
        notes: kind.notes?.(body),
      },
      (tx) => kind.write(tx, body, current),
    );
  const id = await uniqueOr(write, 'name', kind.nameTaken);
  return (await kind.find(app.db, id))!;
}
