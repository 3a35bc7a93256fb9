import { randomBytes } from 'node:crypto';
import { API_ERROR_TEXTS } from '@sfc/core';
import { expect } from 'vitest';
import type { DriverContext } from '../../../test/harness.js';
import { insertUser } from '../../db/repositories/users.js';
import { simplePdf } from '../../domain/complaints/demo-pdf.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';
import {
  insertComplaint,
  updateComplaint,
  type ComplaintValues,
} from '../../domain/complaints/repository.js';
import { multipartRequest, newEmail, outboxFor, type FilePart } from '../auth/sign-in-test-kit.js';

/**
 * Helpers of the complaint route tests: accounts with tokens minted directly (sign-in has its own
 * tests), the portal's complaint form, and complaints inserted straight through the repository
 * when a test needs many or a given state.
 */

/** The entity-api 404 body. */
export const NOT_FOUND = { status_code: 404, detail: API_ERROR_TEXTS.notFound, messages: [] };

/** The entity-api 400 body with `message`. */
export const validation = (message: Record<string, string[]>) => ({
  status_code: 400,
  message,
  detail: API_ERROR_TEXTS.validationDetail,
});

/** A real one-page PDF. */
export const PDF = simplePdf(['Documento de prueba', 'Queja de prueba']);

/** A signed-in account. */
export interface TestAccount {
  id: number;
  email: string;
  token: string;
}

/** A consumer with a profile (name, CC 1023456789), active, with an access token. */
export async function consumer(ctx: DriverContext, email = newEmail()): Promise<TestAccount> {
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash: null,
      isVerified: true,
      person: {
        firstName: 'María',
        firstLastName: 'Núñez',
        secondLastName: 'Peña',
        identificationType: '1',
        identificationNumber: '1023456789',
        personType: '1',
        gender: '1',
      },
    }),
  );
  return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
}

/** A staff member whose role holds `modules` (by name). */
export async function staff(ctx: DriverContext, modules: string[]): Promise<TestAccount> {
  const position = await ctx.db.query<{ id: number }>('SELECT id FROM positions ORDER BY id LIMIT 1');
  const group = await ctx.db.query<{ id: number }>('INSERT INTO groups (name) VALUES ($1) RETURNING id', [
    `Rol ${randomBytes(4).toString('hex')}`,
  ]);
  await ctx.db.query(
    'INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules WHERE name = ANY($2::text[])',
    [group.rows[0]!.id, modules],
  );
  const email = newEmail('funcionario');
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash: null,
      isVerified: true,
      person: { firstName: 'Ana', firstLastName: 'Gómez', positionId: position.rows[0]!.id },
      groupIds: [group.rows[0]!.id],
    }),
  );
  return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
}

/** The complaint form as the portal sends it (Bancolombia, Bogotá), `overrides` last. */
export function complaintForm(overrides: Record<string, string> = {}): [string, string][] {
  return Object.entries({
    tipo_entidad: '1',
    entidad_cod: '7',
    departamento_cod: '11',
    municipio_cod: '11001',
    canal_cod: '13',
    producto_cod: '3',
    macro_motivo_cod: '940',
    texto_queja: 'Aparece en mi extracto una compra que no reconozco.',
    ...overrides,
  }).filter(([, v]) => v !== '__omit__');
}

/** A PDF part for a file field. */
export function pdfPart(field: string, filename = 'soporte.pdf', data: Buffer = PDF): FilePart {
  return { field, filename, contentType: 'application/pdf', data };
}

/** `POST /api/queja/` as the portal sends it. */
export function fileComplaintRequest(
  ctx: DriverContext,
  account: TestAccount,
  fields: [string, string][] = complaintForm(),
  files: FilePart[] = [],
) {
  return multipartRequest(ctx, '/api/queja/', fields, files, account.token);
}

/** Files a complaint through the API and returns its body (asserting 201). */
export async function filedComplaint(
  ctx: DriverContext,
  account: TestAccount,
  fields?: [string, string][],
  files: FilePart[] = [pdfPart('file-complaint-0')],
): Promise<Record<string, unknown> & { id: number; codigo_queja: string }> {
  const res = await fileComplaintRequest(ctx, account, fields, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const BASE: ComplaintValues = {
  codigo_pais: '170',
  departamento_cod: '11',
  municipio_cod: '11001',
  nombres: 'María Núñez',
  tipo_id_CF: 1,
  numero_id_CF: '1023456789',
  tipo_persona: 1,
  canal_cod: 13,
  producto_cod: 3,
  macro_motivo_cod: 940,
  texto_queja: 'Queja insertada por la prueba.',
  escalamiento_DCF: 2,
  replica: 2,
  desistimiento_queja: 2,
};

/** A complaint inserted directly for `ownerId`, then moved to `values` (e.g. a state) as the entity would. */
export async function insertedComplaint(
  ctx: DriverContext,
  ownerId: number,
  values: ComplaintValues = {},
): Promise<ComplaintRecord> {
  return ctx.db.transaction(async (tx) => {
    const created = await insertComplaint(
      tx,
      { ...BASE, tipo_entidad: 1, entidad_cod: '7', owner_user_id: ownerId, estado_cod: 1 },
      { userId: ownerId, kind: 'consumer' },
      new Date(),
    );
    if (Object.keys(values).length === 0) return created;
    return updateComplaint(tx, created, values, { userId: null, kind: 'entity' }, 'test_setup', new Date());
  });
}

/** Mails in the outbox for `to`, once the mail jobs queued so far have run. */
export async function mailsTo(ctx: DriverContext, to: string) {
  await (ctx.app as Partial<Pick<typeof ctx.app, 'jobs'>>).jobs?.idle();
  return outboxFor(ctx, to);
}
