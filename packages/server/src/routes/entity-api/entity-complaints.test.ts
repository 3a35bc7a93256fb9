import {
  API_ERROR_TEXTS,
  COMPLAINT_MESSAGES,
  ENTITY_API_MESSAGES,
  LIMITS,
  SERVER_TEXTS,
  canonicalJson,
  hmacSha256Hex,
} from '@sfc/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_HOST, describeOnBothDrivers } from '../../../test/harness.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { ENTITY_API_FIELDS } from '../../domain/complaints/fields.js';
import { listVersions } from '../../domain/complaints/repository.js';
import { consumer, filedComplaint, mailsTo, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  NOT_FOUND,
  asEntity,
  entityClient,
  invalid,
  pathOf,
  portalComplaint,
  registered,
  uploaded,
  resetEntityThrottles,
  runAcknowledgementJob,
  type EntityClient,
} from './entity-test-kit.js';

const BANK = { tipo_entidad: 1, entidad_cod: '7' };
const OTHER = { tipo_entidad: 1, entidad_cod: '39' };
const PAGER = { tipo_entidad: 1, entidad_cod: '13' };
const HOUR = 60 * 60 * 1000;

describeOnBothDrivers('entity API: momento 1 (pull and acknowledge) and momento 3 (updates)', (ctx) => {
  let bank: EntityClient;
  let other: EntityClient;
  let owner: TestAccount;

  beforeAll(async () => {
    bank = await entityClient(ctx, BANK);
    other = await entityClient(ctx, OTHER);
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  const pending = async (client: EntityClient, url = '/api/queja/?page_size=1000') => {
    const res = await asEntity(ctx, client, { url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; results: Record<string, unknown>[]; next: string | null };
  };
  const pendingCodes = async (client: EntityClient) =>
    (await pending(client)).results.map((r) => r.codigo_queja);

  describe('momento 1', () => {
    it('a complaint filed in the portal is in its entity’s GET /api/queja/ at once, and only there', async () => {
      const filed = await filedComplaint(ctx, owner);
      const list = await pending(bank);
      const item = list.results.find((r) => r.codigo_queja === filed.codigo_queja);
      expect(item).toMatchObject({
        codigo_queja: filed.codigo_queja,
        tipo_entidad: 1,
        entidad_cod: '7',
        estado_cod: 1,
        departamento_cod: '11',
        municipio_cod: '11001',
        numero_id_CF: '1023456789',
        anexo_queja: true,
      });
      // Exactly entity-api's record: no portal extras, no delivery bookkeeping.
      expect(Object.keys(item!)).toEqual([...ENTITY_API_FIELDS]);
      expect(item!.fecha_creacion).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(await pendingCodes(other)).not.toContain(filed.codigo_queja);

      const detail = await asEntity(ctx, bank, { url: `/api/queja/${filed.codigo_queja}/` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toEqual(item);
    });

    it('another entity’s code, an unknown code and a numeric id answer the same 404', async () => {
      const theirs = await portalComplaint(ctx, owner.id, OTHER);
      for (const url of [
        `/api/queja/${theirs.codigo_queja}/`,
        '/api/queja/17999999999/',
        `/api/queja/${theirs.id}/`,
      ]) {
        const res = await asEntity(ctx, bank, { url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it('pages oldest first with absolute next/previous links that verify when signed exactly as returned', async () => {
      const pager = await entityClient(ctx, PAGER);
      const base = Date.now() - 3 * HOUR;
      const codes: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await portalComplaint(ctx, owner.id, PAGER, {}, new Date(base + i * HOUR))).codigo_queja);
      }
      const first = await asEntity(ctx, pager, { url: '/api/queja/?page_size=2' });
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1).toMatchObject({ count: 3, pages: 2, previous: null });
      // `next` names page 2 and carries where page 1 ended (`cursor`, after the page parameter).
      expect(page1.next).toMatch(
        new RegExp(`^http://${TEST_HOST}/api/queja/\\?page_size=2&page=2&cursor=2\\.\\d+\\.\\d+$`),
      );
      expect(page1.results.map((r: { codigo_queja: string }) => r.codigo_queja)).toEqual(codes.slice(0, 2));

      // The client signs the next URL verbatim, and it names the same list without the slash too.
      const second = await asEntity(ctx, pager, { url: pathOf(page1.next), signedPayload: page1.next });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({
        count: 3,
        next: null,
        previous: `http://${TEST_HOST}/api/queja/?page_size=2`,
      });
      expect(second.json().results.map((r: { codigo_queja: string }) => r.codigo_queja)).toEqual([codes[2]]);
      const noSlash = await asEntity(ctx, pager, { url: '/api/queja?page_size=2&page=2' });
      expect(noSlash.json().results[0].codigo_queja).toBe(codes[2]);
    });

    it('records the first delivery once, when the complaint is first returned', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK);
      const seen = async () =>
        (
          await ctx.db.query<{ at: Date | null }>(
            'SELECT entity_first_seen_at AS at FROM complaints WHERE id = $1',
            [complaint.id],
          )
        ).rows[0]!.at;
      expect(await seen()).toBeNull();
      await pending(bank);
      const first = await seen();
      expect(first).not.toBeNull();
      await pending(bank);
      await asEntity(ctx, bank, { url: `/api/queja/${complaint.codigo_queja}/` });
      expect(new Date((await seen())!).getTime()).toBe(new Date(first!).getTime());
    });

    it.each(['/api/complaint/ack', '/api/complaint/ack/'])(
      'POST %s acknowledges own codes, lists unknown and foreign ones, and moves the complaint to Abierta',
      async (url) => {
        const mine = await portalComplaint(ctx, owner.id, BANK);
        const theirs = await portalComplaint(ctx, owner.id, OTHER);
        const res = await asEntity(ctx, bank, {
          method: 'POST',
          url,
          body: { pqrs: [mine.codigo_queja, theirs.codigo_queja, '17000000000404'] },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({
          message: API_ERROR_TEXTS.ackUpdated,
          pqrs_error: [theirs.codigo_queja, '17000000000404'],
        });
        expect(await pendingCodes(bank)).not.toContain(mine.codigo_queja);
        expect(await pendingCodes(other)).toContain(theirs.codigo_queja);

        const detail = await ctx.request({ url: `/api/complaint_detail/${mine.id}/`, token: owner.token });
        expect(detail.json().estado_cod).toBe(2);
        expect(detail.json().history.at(-1)).toMatchObject({
          action: 'acknowledge',
          actor: 'entity',
          estado_from: 1,
          estado_to: 2,
        });

        // A second acknowledgement changes nothing and is not an error.
        const again = await asEntity(ctx, bank, { method: 'POST', url, body: { pqrs: [mine.codigo_queja] } });
        expect(again.json()).toEqual({ message: API_ERROR_TEXTS.ackUpdated, pqrs_error: [] });
        expect(await listVersions(ctx.db, mine.id)).toHaveLength(2);
      },
    );

    it.each([
      ['no pqrs', {}, { pqrs: [API_ERROR_TEXTS.fieldRequired] }],
      ['pqrs null', { pqrs: null }, { pqrs: [SERVER_TEXTS.fieldNotNull] }],
      ['pqrs a string', { pqrs: '172026000001' }, { pqrs: [SERVER_TEXTS.fieldNotList('str')] }],
      ['an object in the list', { pqrs: [{ codigo: 1 }] }, { pqrs: [SERVER_TEXTS.fieldNotString] }],
      [
        `more than ${LIMITS.ackMaxCodes} codes`,
        { pqrs: Array.from({ length: LIMITS.ackMaxCodes + 1 }, (_, i) => `17${i}`) },
        { pqrs: [SERVER_TEXTS.fieldMaxItems(LIMITS.ackMaxCodes)] },
      ],
    ])('an acknowledgement with %s → 400', async (_label, body, message) => {
      const res = await asEntity(ctx, bank, { method: 'POST', url: '/api/complaint/ack', body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    });

    it(`takes exactly ${LIMITS.ackMaxCodes} codes, numbers included`, async () => {
      const codes: unknown[] = Array.from({ length: LIMITS.ackMaxCodes - 1 }, (_, i) => `17990${i}`);
      codes.push(179999999999);
      const res = await asEntity(ctx, bank, {
        method: 'POST',
        url: '/api/complaint/ack/',
        body: { pqrs: codes },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().pqrs_error).toEqual(codes.map(String));
    });

    it(`leaves the list ${LIMITS.entityAckWindowHours} hours after the first delivery; the job records the acknowledgement`, async () => {
      const young = await portalComplaint(ctx, owner.id, BANK);
      const old = await portalComplaint(ctx, owner.id, BANK);
      await pending(bank);
      const setSeen = (id: number, hoursAgo: number) =>
        ctx.db.query('UPDATE complaints SET entity_first_seen_at = $2 WHERE id = $1', [
          id,
          new Date(Date.now() - hoursAgo * HOUR),
        ]);
      await setSeen(young.id, LIMITS.entityAckWindowHours - 1);
      await setSeen(old.id, LIMITS.entityAckWindowHours + 1);

      // The window is part of the query: the overdue complaint is gone before any job ran, and
      // listing writes nothing (no version, still Recibida until the job records it).
      const codes = await pendingCodes(bank);
      expect(codes).toContain(young.codigo_queja);
      expect(codes).not.toContain(old.codigo_queja);
      expect((await listVersions(ctx.db, old.id)).map((v) => v.action)).not.toContain('acknowledge_auto');

      await runAcknowledgementJob(ctx);
      await runAcknowledgementJob(ctx);
      // The authority's acknowledgement is recorded once, as the system's version, dated at the window's end.
      const versions = await listVersions(ctx.db, old.id);
      expect(versions.filter((v) => v.action === 'acknowledge_auto')).toHaveLength(1);
      expect(versions.at(-1)).toMatchObject({
        action: 'acknowledge_auto',
        actor_kind: 'system',
        estado_to: 2,
      });
      const row = await ctx.db.query<{ seen: Date; ack: Date }>(
        'SELECT entity_first_seen_at AS seen, entity_ack_at AS ack FROM complaints WHERE id = $1',
        [old.id],
      );
      const { seen, ack } = row.rows[0]!;
      expect(new Date(ack).getTime() - new Date(seen).getTime()).toBe(LIMITS.entityAckWindowHours * HOUR);
      const detail = await asEntity(ctx, bank, { url: `/api/queja/${old.codigo_queja}/` });
      expect(detail.json()).toMatchObject({ codigo_queja: old.codigo_queja, estado_cod: 2 });
      // The young one is untouched: still listed, still Recibida.
      expect(await pendingCodes(bank)).toContain(young.codigo_queja);
      expect((await listVersions(ctx.db, young.id)).map((v) => v.action)).not.toContain('acknowledge_auto');
    });
  });

  describe('momento 3', () => {
    const put = (code: string, body: unknown, method: 'PUT' | 'PATCH' = 'PUT', client = bank) =>
      asEntity(ctx, client, { method, url: `/api/queja/${code}/`, body });
    const closing = {
      estado_cod: 4,
      fecha_cierre: '2026-04-10T16:30:00',
      documentacion_rta_final: true,
      a_favor_de: 1,
    };

    it('an update is a version the consumer sees on the tracking screen, with the state-change mail', async () => {
      const filed = await filedComplaint(ctx, owner);
      const res = await put(filed.codigo_queja, { estado_cod: 2, prorroga_queja: 1 }, 'PATCH');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        codigo_queja: filed.codigo_queja,
        estado_cod: 2,
        prorroga_queja: 1,
      });

      const detail = await ctx.request({ url: `/api/complaint_detail/${filed.id}/`, token: owner.token });
      expect(detail.json()).toMatchObject({ estado_cod: 2, prorroga_queja: 1 });
      expect(detail.json().history.at(-1)).toMatchObject({
        action: 'entity_update',
        actor: 'entity',
        estado_from: 1,
        estado_to: 2,
        changes: { estado_cod: { old: 1, new: 2 }, prorroga_queja: { old: null, new: 1 } },
      });
      const mails = await mailsTo(ctx, owner.email);
      expect(mails.at(-1)!.content).toContain(filed.codigo_queja);
    });

    it('closing needs the RESP_FINAL_SFC upload and documentacion_rta_final true; then the complaint refuses changes', async () => {
      const code = await registered(ctx, bank, { estado_cod: 2 });
      const missingDoc = await put(code, closing);
      expect(missingDoc.json()).toEqual(
        invalid({ documentacion_rta_final: [ENTITY_API_MESSAGES.finalAnswerMissing] }),
      );

      await uploaded(ctx, bank, { codigo_queja: code, filename: 'carta_cliente.pdf' });
      expect((await put(code, closing)).json()).toEqual(
        invalid({ documentacion_rta_final: [ENTITY_API_MESSAGES.finalAnswerMissing] }),
      );

      await uploaded(ctx, bank, { codigo_queja: code, filename: `${code}_RESP_FINAL_SFC.pdf` });
      const flagOff = await put(code, { ...closing, documentacion_rta_final: false });
      expect(flagOff.json()).toEqual(
        invalid({ documentacion_rta_final: [ENTITY_API_MESSAGES.finalAnswerFlag] }),
      );

      const closed = await put(code, { ...closing, documentacion_rta_final: 'True' });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        estado_cod: 4,
        fecha_cierre: '2026-04-10T16:30:00',
        documentacion_rta_final: true,
      });

      for (const method of ['PUT', 'PATCH'] as const) {
        const refused = await put(code, { prorroga_queja: 1 }, method);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual(invalid({ non_field_errors: [API_ERROR_TEXTS.complaintClosed] }));
      }
    });

    it.each([
      [
        'without fecha_cierre',
        { estado_cod: 4, documentacion_rta_final: true },
        { fecha_cierre: [API_ERROR_TEXTS.fieldRequired] },
      ],
      [
        'with fecha_cierre null',
        { ...{ estado_cod: 4, documentacion_rta_final: true }, fecha_cierre: null },
        { fecha_cierre: [SERVER_TEXTS.fieldNotNull] },
      ],
      [
        'closing before the creation date',
        { estado_cod: 4, documentacion_rta_final: true, fecha_cierre: '2026-03-01T08:00:00' },
        { fecha_cierre: [ENTITY_API_MESSAGES.closingDateOrder] },
      ],
      [
        'closing in the future',
        { estado_cod: 4, documentacion_rta_final: true, fecha_cierre: '2999-01-01T00:00:00' },
        { fecha_cierre: [ENTITY_API_MESSAGES.dateInFuture] },
      ],
      [
        'a badly written date',
        { estado_cod: 4, documentacion_rta_final: true, fecha_cierre: '10/04/2026' },
        { fecha_cierre: [COMPLAINT_MESSAGES.dateTimeFormat] },
      ],
      ['estado_cod back to 1', { estado_cod: 1 }, { estado_cod: [ENTITY_API_MESSAGES.stateBackwards] }],
      ['estado_cod 5', { estado_cod: 5 }, { estado_cod: [ENTITY_API_MESSAGES.stateNotAllowed(5)] }],
      [
        'another codigo_queja',
        { codigo_queja: '17000001' },
        { codigo_queja: [ENTITY_API_MESSAGES.fieldImmutable] },
      ],
      ['another entity', { entidad_cod: '39' }, { entidad_cod: [ENTITY_API_MESSAGES.fieldImmutable] }],
      [
        'another creation date',
        { fecha_creacion: '2026-01-01T00:00:00' },
        { fecha_creacion: [ENTITY_API_MESSAGES.fieldImmutable] },
      ],
      [
        'marcacion 7 while staying open',
        { marcacion: 7, estado_cod: 2 },
        { marcacion: [ENTITY_API_MESSAGES.duplicateNeedsClose] },
      ],
      [
        'marcacion 7 without fecha_cierre',
        { marcacion: 7, estado_cod: 4 },
        { marcacion: [ENTITY_API_MESSAGES.duplicateNeedsClose] },
      ],
      [
        'a fraud type without INV_FRAUDE_SFC',
        { tipo_fraude: 2 },
        { tipo_fraude: [ENTITY_API_MESSAGES.fraudDocumentMissing] },
      ],
      [
        'a fraud mode without INV_FRAUDE_SFC',
        { modalidad_fraude: '4' },
        { modalidad_fraude: [ENTITY_API_MESSAGES.fraudDocumentMissing] },
      ],
      ['an unknown fraud type', { tipo_fraude: 9 }, { tipo_fraude: [SERVER_TEXTS.fieldInvalidChoice('9')] }],
      [
        'a name over 50 characters',
        { nombres: 'N'.repeat(51) },
        { nombres: [SERVER_TEXTS.fieldMaxLength(50)] },
      ],
    ])('an update %s → 400 with the field message', async (_label, body, message) => {
      const code = await registered(ctx, bank, { estado_cod: 2 });
      await uploaded(ctx, bank, { codigo_queja: code, filename: 'RESP_FINAL_SFC.pdf' });
      const res = await put(code, body, 'PATCH');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    });

    it('a duplicate closes with marcacion 7, estado_cod 4 and fecha_cierre, without a final answer', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK, {}, new Date(Date.now() - HOUR));
      const res = await put(
        complaint.codigo_queja,
        { marcacion: 7, fecha_cierre: toBogotaLocal(new Date()) },
        'PATCH',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ estado_cod: 4, marcacion: 7 });
      const versions = await listVersions(ctx.db, complaint.id);
      expect(versions.at(-1)).toMatchObject({
        action: 'close',
        estado_from: 1,
        estado_to: 4,
        actor_kind: 'entity',
      });
    });

    it('a fraud report after its INV_FRAUDE_SFC upload keeps the amounts as written', async () => {
      const code = await registered(ctx, bank);
      await uploaded(ctx, bank, {
        codigo_queja: code,
        filename: 'INV_FRAUDE_SFC_informe.pdf',
        type: 'FRAUDE',
      });
      // Sent pretty, signed canonically, with the float lexeme the client wrote.
      const body = `{\n  "tipo_fraude": "2",\n  "modalidad_fraude": 4,\n  "monto_reclamado": 500000.0,\n  "monto_reconocido": "125000.50"\n}`;
      const res = await put(code, body, 'PATCH');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ tipo_fraude: 2, modalidad_fraude: 4, monto_reclamado: 500000 });
      const stored = await ctx.db.query<{ a: string; b: string }>(
        'SELECT monto_reclamado::text AS a, monto_reconocido::text AS b FROM complaints WHERE codigo_queja = $1',
        [code],
      );
      expect(stored.rows[0]).toEqual({ a: '500000.0', b: '125000.50' });
    });

    it('takes booleans as true, "true" or "True", numbers as strings, and the URL with or without the slash', async () => {
      const code = await registered(ctx, bank);
      for (const [flag, url] of [
        [true, `/api/queja/${code}/`],
        ['true', `/api/queja/${code}`],
        ['True', `/api/queja/${code}/`],
      ] as const) {
        const res = await asEntity(ctx, bank, {
          method: 'PATCH',
          url,
          body: { estado_cod: '2', anexo_queja: flag, tutela: '2', producto_digital: 'false' },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          estado_cod: 2,
          anexo_queja: true,
          tutela: 2,
          producto_digital: 2,
        });
      }
    });

    it('compact and pretty JSON verify with the same canonical signature', async () => {
      const code = await registered(ctx, bank);
      const value = {
        prorroga_queja: 1,
        texto_queja: 'Cliente aportó soporte; revisión en curso / área jurídica.',
      };
      const signature = hmacSha256Hex(bank.signingSecret, canonicalJson(value));
      for (const body of [JSON.stringify(value), JSON.stringify(value, null, 4)]) {
        const res = await asEntity(ctx, bank, {
          method: 'PATCH',
          url: `/api/queja/${code}/`,
          body,
          signature,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    });

    it('a complaint in réplica stays in réplica on an update at the state entities see, and closes again', async () => {
      const complaint = await portalComplaint(ctx, owner.id, BANK, { estado_cod: 6, replica: 1 });
      const same = await put(complaint.codigo_queja, { estado_cod: 2, a_favor_de: 2 }, 'PATCH');
      expect(same.json()).toMatchObject({ estado_cod: 2, replica: 1 });
      expect((await listVersions(ctx.db, complaint.id)).at(-1)).toMatchObject({ estado_to: 6 });
      // The consumer's réplica flag is the portal's record: an entity's body cannot undo it.
      await put(complaint.codigo_queja, { replica: 2 }, 'PATCH');
      const row = await ctx.db.query<{ replica: number }>('SELECT replica FROM complaints WHERE id = $1', [
        complaint.id,
      ]);
      expect(row.rows[0]!.replica).toBe(1);
    });

    it('another entity’s complaint answers 404 to PUT and PATCH and stays unchanged', async () => {
      const theirs = await portalComplaint(ctx, owner.id, OTHER);
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await put(theirs.codigo_queja, { estado_cod: 2 }, method);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      expect(await listVersions(ctx.db, theirs.id)).toHaveLength(1);
    });
  });
});
