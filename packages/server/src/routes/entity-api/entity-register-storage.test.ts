import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, LIMITS, MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres } from '../../../test/harness.js';
import { listVersions } from '../../domain/complaints/repository.js';
import { PNG_BYTES } from '../auth/sign-in-test-kit.js';
import { consumer, filedComplaint, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  NOT_FOUND,
  asEntity,
  complaintBody,
  entityClient,
  invalid,
  newCode,
  pathOf,
  pdf,
  portalComplaint,
  registered,
  uploadAsEntity,
  uploaded,
  resetEntityThrottles,
  type EntityClient,
} from './entity-test-kit.js';

const BANK = { tipo_entidad: 1, entidad_cod: '7' };
const OTHER = { tipo_entidad: 1, entidad_cod: '39' };

describeOnPostgres('entity API: momento 2 (registration) and /api/storage/', (ctx) => {
  let bank: EntityClient;
  let other: EntityClient;
  let owner: TestAccount;

  beforeAll(async () => {
    bank = await entityClient(ctx, BANK);
    other = await entityClient(ctx, OTHER);
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  const register = (body: unknown, client = bank) =>
    asEntity(ctx, client, { method: 'POST', url: '/api/queja/', body });

  describe('POST /api/queja/ (momento 2)', () => {
    it('registers the entity’s own complaint → 201 echoing it; it is not pending for the entity', async () => {
      const code = newCode(BANK);
      const body = complaintBody(code, {
        tipo_entidad: undefined,
        entidad_cod: undefined,
        id: 99,
        extra: 'x',
      });
      const res = await register(body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        codigo_queja: code,
        tipo_entidad: 1,
        entidad_cod: '7',
        fecha_creacion: '2026-03-02T09:15:00',
        nombres: 'Carlos Pérez',
        producto_cod: 207,
        estado_cod: 1,
        insta_recepcion: 2,
      });
      const read = await asEntity(ctx, bank, { url: `/api/queja/${code}/` });
      expect(read.json()).toEqual(res.json());
      const list = await asEntity(ctx, bank, { url: '/api/queja/?page_size=1000' });
      expect(list.json().results.map((r: { codigo_queja: string }) => r.codigo_queja)).not.toContain(code);
      const other404 = await asEntity(ctx, other, { url: `/api/queja/${code}/` });
      expect(other404.json()).toEqual(NOT_FOUND);
    });

    it('takes numbers as strings, booleans as "True", and registers in progress with estado_cod "2"', async () => {
      const code = newCode(BANK);
      const res = await register(
        complaintBody(code, {
          tipo_id_CF: '1',
          canal_cod: '1',
          anexo_queja: 'True',
          estado_cod: '2',
          numero_id_CF: 79123456,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        tipo_id_CF: 1,
        canal_cod: 1,
        anexo_queja: true,
        estado_cod: 2,
        numero_id_CF: '79123456',
      });
    });

    it('a duplicate codigo_queja → 400 with the documented message', async () => {
      const code = await registered(ctx, bank);
      const res = await register(complaintBody(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid({ codigo_queja: [API_ERROR_TEXTS.complaintDuplicate] }));
    });

    it.each([
      [
        'a code of another entity',
        { codigo_queja: '139000123' },
        { codigo_queja: [ENTITY_API_MESSAGES.codePrefix('17')] },
      ],
      [
        'a code that is only the prefix',
        { codigo_queja: '17' },
        { codigo_queja: [ENTITY_API_MESSAGES.codePrefix('17')] },
      ],
      [
        'a code with spaces',
        { codigo_queja: '17 0001' },
        { codigo_queja: [ENTITY_API_MESSAGES.codeCharacters] },
      ],
      [
        'another entity’s tipo_entidad',
        { tipo_entidad: 4 },
        { tipo_entidad: [ENTITY_API_MESSAGES.foreignEntity(1, '7')] },
      ],
      [
        'another entity’s entidad_cod',
        { entidad_cod: '39' },
        { entidad_cod: [ENTITY_API_MESSAGES.foreignEntity(1, '7')] },
      ],
      [
        'no name and no text',
        { nombres: undefined, texto_queja: undefined },
        { nombres: [API_ERROR_TEXTS.fieldRequired], texto_queja: [API_ERROR_TEXTS.fieldRequired] },
      ],
      [
        'an identification over 15 characters',
        { numero_id_CF: '1234567890123456' },
        { numero_id_CF: [SERVER_TEXTS.fieldMaxLength(15)] },
      ],
      [
        'a municipality of another department',
        { municipio_cod: '05001' },
        { municipio_cod: ['El municipio no pertenece al departamento seleccionado.'] },
      ],
      [
        'a creation date in the future',
        { fecha_creacion: '2999-01-01T00:00:00' },
        { fecha_creacion: [ENTITY_API_MESSAGES.dateInFuture] },
      ],
      [
        'closed at once (no final answer can have been uploaded)',
        { estado_cod: 4, fecha_cierre: '2026-03-05T10:00:00', documentacion_rta_final: true },
        { documentacion_rta_final: [ENTITY_API_MESSAGES.finalAnswerMissing] },
      ],
      [
        'a fraud report before its document',
        { tipo_fraude: 1 },
        { tipo_fraude: [ENTITY_API_MESSAGES.fraudDocumentMissing] },
      ],
    ])('%s → 400', async (_label, overrides, message) => {
      const res = await register(complaintBody(newCode(BANK), overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    });

    it('a body that is not an object → 400', async () => {
      const res = await register([1, 2]);
      expect(res.json()).toEqual(
        invalid({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('list')] }),
      );
    });
  });

  describe('/api/storage/', () => {
    it('no filter → 406, an empty code → 406, in the house shape', async () => {
      for (const [url, detail] of [
        ['/api/storage/', API_ERROR_TEXTS.storageFilterMissing],
        ['/api/storage/?page=1', API_ERROR_TEXTS.storageFilterMissing],
        ['/api/storage/?codigo_queja__codigo_queja=', API_ERROR_TEXTS.storageCodeEmpty],
        ['/api/storage/?codigo_queja__codigo_queja=%20', API_ERROR_TEXTS.storageCodeEmpty],
      ] as const) {
        const res = await asEntity(ctx, bank, { url });
        expect(res.statusCode, url).toBe(406);
        expect(res.json()).toEqual({ status_code: 406, detail });
      }
    });

    it('lists a complaint’s files with signed expiring links, ending in the file’s name, the entity downloads without signing', async () => {
      const filed = await filedComplaint(ctx, owner);
      const url = `/api/storage/?codigo_queja__codigo_queja=${filed.codigo_queja}`;
      const res = await asEntity(ctx, bank, { url });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ count: 1, pages: 1, next: null, previous: null });
      const [file] = page.results;
      expect(file).toMatchObject({
        type: 'pdf',
        state: null,
        codigo_queja: filed.codigo_queja,
        name: 'soporte.pdf',
      });
      expect(file.file).toMatch(
        new RegExp(`^http://${TEST_HOST}/files/${file.id}/soporte\\.pdf\\?expires=\\d+&sig=[0-9a-f]{64}$`),
      );
      const expires = Number(new URL(file.file).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(LIMITS.downloadLinkMinutes * 60_000);

      const download = await ctx.app.inject({ url: pathOf(file.file), headers: { host: TEST_HOST } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const one = await asEntity(ctx, bank, { url: `/api/storage/${file.id}/` });
      expect(one.statusCode).toBe(200);
      expect({ ...one.json(), file: null }).toEqual({ ...file, file: null });
    });

    it('another entity’s complaint or file, and unknown ids, are the 404', async () => {
      const filed = await filedComplaint(ctx, owner);
      const list = await asEntity(ctx, bank, {
        url: `/api/storage/?codigo_queja__codigo_queja=${filed.codigo_queja}`,
      });
      const fileId = list.json().results[0].id as number;
      for (const url of [
        `/api/storage/?codigo_queja__codigo_queja=${filed.codigo_queja}`,
        `/api/storage/${fileId}/`,
        '/api/storage/99999999/',
        '/api/storage/abc/',
      ]) {
        const res = await asEntity(ctx, other, { url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it.each(['codigo_first', 'type_first'] as const)(
      'uploads a document signed over {codigo_queja, type} (%s) → 201; it becomes a version',
      async (signOrder) => {
        const code = await registered(ctx, bank);
        const res = await uploadAsEntity(ctx, bank, {
          codigo_queja: code,
          type: 'RESPUESTA FINAL',
          filename: `${code}_RESP_FINAL_SFC.pdf`,
          signOrder,
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({
          type: 'RESPUESTA FINAL',
          state: null,
          codigo_queja: code,
          name: `${code}_RESP_FINAL_SFC.pdf`,
        });
        const listed = await asEntity(ctx, bank, { url: `/api/storage/?codigo_queja__codigo_queja=${code}` });
        expect(listed.json().results.map((f: { id: number }) => f.id)).toEqual([res.json().id]);
        const read = await asEntity(ctx, bank, { url: `/api/queja/${code}/` });
        expect(read.json().anexo_queja).toBe(true);
        const { rows } = await ctx.db.query<{ id: number }>(
          'SELECT id FROM complaints WHERE codigo_queja = $1',
          [code],
        );
        expect((await listVersions(ctx.db, rows[0]!.id)).at(-1)).toMatchObject({
          action: 'attach',
          actor_kind: 'entity',
        });
      },
    );

    it('the same file twice on a complaint → 400 naming the first one; on another complaint it is fine', async () => {
      const code = await registered(ctx, bank);
      const data = pdf('dos veces');
      const first = await uploaded(ctx, bank, { codigo_queja: code, data, filename: 'a.pdf' });
      const again = await uploadAsEntity(ctx, bank, {
        codigo_queja: code,
        data,
        filename: 'otro-nombre.pdf',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(invalid({ file: [API_ERROR_TEXTS.attachmentDuplicate(first.id)] }));
      await uploaded(ctx, bank, { codigo_queja: await registered(ctx, bank), data, filename: 'a.pdf' });
    });

    it.each([
      [
        'a PDF that is really a PNG',
        { filename: 'carta.pdf', data: PNG_BYTES },
        { file: [MESSAGES.fileFormatInvalid] },
      ],
      [
        'an executable',
        { filename: 'setup.exe', data: Buffer.from('MZ\x90\x00') },
        { file: [MESSAGES.fileFormatOrSizeInvalid(LIMITS.entityFileMaxMb)] },
      ],
      ['no file', { noFile: true }, { file: [API_ERROR_TEXTS.fieldRequired] }],
      [
        'two files',
        { extraFiles: [{ field: 'file', filename: 'b.pdf', data: pdf('b') }] },
        { file: [ENTITY_API_MESSAGES.oneFileOnly] },
      ],
      [
        'a file under another field',
        { extraFiles: [{ field: 'adjunto', filename: 'b.pdf', data: pdf('c') }] },
        { adjunto: [SERVER_TEXTS.fieldUnknown] },
      ],
      ['a blank type', { type: ' ' }, { type: [SERVER_TEXTS.fieldBlank] }],
      ['a type over 50 characters', { type: 'T'.repeat(51) }, { type: [SERVER_TEXTS.fieldMaxLength(50)] }],
    ])('an upload with %s → 400', async (_label, upload, message) => {
      const code = await registered(ctx, bank);
      const res = await uploadAsEntity(ctx, bank, { codigo_queja: code, ...upload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    });

    it(`a file over ${LIMITS.entityFileMaxMb} MB → 400; exactly ${LIMITS.entityFileMaxMb} MB is taken`, async () => {
      const code = await registered(ctx, bank);
      const limit = LIMITS.entityFileMaxMb * 1024 * 1024;
      const big = Buffer.alloc(limit + 1, 0x20);
      pdf('cabecera').copy(big);
      const res = await uploadAsEntity(ctx, bank, { codigo_queja: code, data: big, filename: 'grande.pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        invalid({ file: [MESSAGES.fileFormatOrSizeInvalid(LIMITS.entityFileMaxMb)] }),
      );
      const exact = await uploadAsEntity(ctx, bank, {
        codigo_queja: code,
        data: big.subarray(0, limit),
        filename: 'grande.pdf',
      });
      expect(exact.statusCode, exact.body).toBe(201);
    });

    it('an upload with a blank codigo_queja → 400; to another entity’s complaint → 404', async () => {
      const theirs = await portalComplaint(ctx, owner.id, OTHER);
      const foreign = await uploadAsEntity(ctx, bank, { codigo_queja: theirs.codigo_queja });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(NOT_FOUND);
      const blank = await uploadAsEntity(ctx, bank, { codigo_queja: '' });
      expect(blank.json()).toEqual(invalid({ codigo_queja: [SERVER_TEXTS.fieldBlank] }));
    });

    it('a closed or desisted complaint refuses uploads', async () => {
      for (const estado_cod of [4, 5]) {
        const complaint = await portalComplaint(ctx, owner.id, BANK, { estado_cod });
        const res = await uploadAsEntity(ctx, bank, { codigo_queja: complaint.codigo_queja });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(
          invalid({ [SERVER_TEXTS.nonFieldKey]: [ENTITY_API_MESSAGES.attachClosed] }),
        );
      }
    });
  });
});
