import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';
import type { FormInput } from '../../routes/complaints/form-input.js';
import { adminCaller } from './access.js';
import { addProblem, type Problems } from './accounts.js';
import { recordChange } from './changes.js';
import { findCompany, updateCompany } from './companies.js';
import { importCompanies } from './company-import.js';
import { SPREADSHEET_MAX_MB, SpreadsheetError, readSpreadsheet } from './spreadsheet.js';

/** The massive upload: one spreadsheet in `file` (xlsx, xls or csv), imported row by row. */
export async function importCompanySheet(app: FastifyInstance, request: FastifyRequest, form: FormInput) {
  const caller = adminCaller(request);
  const problems: Problems = { ...form.problems };
  for (const key of Object.keys(form.fields))
    addProblem(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
  const file = form.files[0];
  if (!file) addProblem(problems, 'file', API_ERROR_TEXTS.fieldRequired);
  else if (form.files.length > 1) addProblem(problems, 'file', STAFF_ADMIN_TEXTS.spreadsheetOneFile);
  else if (file.truncated)
    addProblem(problems, 'file', STAFF_ADMIN_TEXTS.spreadsheetTooLarge(SPREADSHEET_MAX_MB));
  if (Object.keys(problems).length > 0 || !file) throw validationError(problems);
  try {
    const sheet = await readSpreadsheet(file.filename, file.data);
    return await importCompanies(app.db, file.filename, sheet, {
      userId: caller.user.id,
      ip: request.ip,
    });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw validationError({ file: [error.message] });
    throw error;
  }
}

/** Inactivates several entities by id or by type-code, all or none. */
export async function inactivateCompanies(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { ids?: number[]; codes?: string[] },
) {
  const caller = adminCaller(request);
  const ids = [...new Set(body.ids ?? [])];
  const codes = [...new Set((body.codes ?? []).map((c) => c.trim()))];
  if (ids.length + codes.length === 0)
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.idsOrCodesRequired] });
  if (ids.length + codes.length > 1000)
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [STAFF_ADMIN_TEXTS.tooManyItems(1000)] });
  const { rows } = await app.db.query<{ id: number; key: string }>(
    `SELECT id, tipo_entidad::text || '-' || entidad_cod AS key FROM supervised_entities
      WHERE id = ANY($1::int[]) OR (tipo_entidad::text || '-' || entidad_cod) = ANY($2::text[])`,
    [ids, codes],
  );
  const problems: Problems = {};
  const foundIds = new Set(rows.map((r) => Number(r.id)));
  const foundKeys = new Set(rows.map((r) => r.key));
  const missingIds = ids.filter((id) => !foundIds.has(id));
  const missingCodes = codes.filter((c) => !foundKeys.has(c));
  if (missingIds.length > 0)
    addProblem(problems, 'ids', STAFF_ADMIN_TEXTS.entitiesNotFound(missingIds.slice(0, 20).join(', ')));
  if (missingCodes.length > 0)
    addProblem(
      problems,
      'codes',
      STAFF_ADMIN_TEXTS.entitiesNotFound(
        missingCodes
          .slice(0, 20)
          .map((c) => c.slice(0, 30))
          .join(', '),
      ),
    );
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const targets = [...foundIds];
  await app.db.transaction(async (tx) => {
    for (const id of targets) {
      const before = (await findCompany(tx, id))!;
      if (!before.is_active) continue;
      await updateCompany(tx, id, { is_active: false });
      await recordChange(tx, {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'company',
        resourceId: id,
        action: 'inactivated',
        changes: [{ field: 'is_active', before: 'true', after: 'false' }],
      });
    }
  });
  const entities = await app.db.query<{
    id: number;
    tipo_entidad: number;
    entidad_cod: string;
    name: string;
  }>(
    'SELECT id, tipo_entidad, entidad_cod, name FROM supervised_entities WHERE id = ANY($1::int[]) ORDER BY name, id',
    [targets],
  );
  return {
    inactivated: targets.length,
    entities: entities.rows.map((e) => ({
      ...e,
      id: Number(e.id),
      tipo_entidad: Number(e.tipo_entidad),
    })),
  };
}
