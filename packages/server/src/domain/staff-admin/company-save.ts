import { SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';
import type { AdminCaller } from './access.js';
import { addProblem, type Problems } from './accounts.js';
import { writeRecorded } from './changes.js';
import {
  companyProblems,
  companySnapshot,
  entityKeyInUse,
  findCompany,
  insertCompany,
  keyProblems,
  loadCompanyCatalogs,
  updateCompany,
  type CompanyInput,
} from './companies.js';
import { uniqueOr } from './listing.js';

/**
 * Creates (`currentId` null) or changes an entity after checking its fields, its catalogs and its
 * key: an entity's type and code do not change once complaints, staff or anything else refer to it.
 */
export async function saveCompany(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  input: CompanyInput,
  currentId: number | null,
  required: (keyof CompanyInput)[],
) {
  const current = currentId === null ? null : await findCompany(app.db, currentId);
  const catalogs = await loadCompanyCatalogs(app.db);
  const problems: Problems = await companyProblems(input, catalogs, currentId, required);
  if (Object.keys(problems).length === 0) {
    for (const [field, messages] of Object.entries(await keyProblems(input, catalogs, current))) {
      for (const message of messages) addProblem(problems, field, message);
    }
  }
  const keyChanges =
    current !== null &&
    ((input.tipo_entidad !== undefined && input.tipo_entidad !== current.tipo_entidad) ||
      (input.entidad_cod !== undefined && input.entidad_cod !== current.entidad_cod));
  if (
    keyChanges &&
    Object.keys(problems).length === 0 &&
    (await entityKeyInUse(app.db, current.tipo_entidad, current.entidad_cod))
  ) {
    addProblem(problems, SERVER_TEXTS.nonFieldKey, STAFF_ADMIN_TEXTS.entityKeyLocked);
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const write = () =>
    writeRecorded(
      app.db,
      {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'company',
        current,
        find: findCompany,
        snapshot: companySnapshot,
      },
      async (tx) => {
        let companyId: number;
        if (current === null) {
          companyId = await insertCompany(
            tx,
            {
              ...input,
              tipo_entidad: input.tipo_entidad!,
              entidad_cod: input.entidad_cod!,
              name: input.name!,
            },
            catalogs.types.get(input.tipo_entidad!) ?? null,
          );
        } else {
          companyId = current.id;
          await updateCompany(tx, companyId, input);
        }
        return companyId;
      },
    );
  const tipo = String(input.tipo_entidad ?? current?.tipo_entidad ?? '');
  const code = input.entidad_cod ?? current?.entidad_cod ?? '';
  // The check above names the usual holders of an entity's key; any other row that refers to it
  // (reception points, reports, alerts…) makes the database refuse, with the same answer.
  const writeUnlessReferenced = async () => {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION)
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.entityKeyLocked] });
      throw error;
    }
  };
  const id = await uniqueOr(writeUnlessReferenced, 'entidad_cod', STAFF_ADMIN_TEXTS.entityTaken(tipo, code));
  return (await findCompany(app.db, id))!;
}

/** PostgreSQL's SQLSTATE for a row still referred to by another table's foreign key. */
const FOREIGN_KEY_VIOLATION = '23503';
