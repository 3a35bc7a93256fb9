import { STAFF_COMPLAINT_ACTION_TEXTS } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPglite, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest, type FilePart } from '../auth/sign-in-test-kit.js';
import { PDF, type TestAccount } from '../complaints/complaint-test-kit.js';
import { asEntity, entityClient } from '../entity-api/entity-test-kit.js';
import {
  as,
  consumerAccount,
  expectAnonymousRefused,
  expectForbidden,
  expectNotFound,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Gestión de quejas';
const NAME = 'acta-comite-interno.pdf';

const pdf = (field = 'file-1', filename = NAME, data: Buffer = PDF): FilePart => ({
  field,
  filename,
  contentType: 'application/pdf',
  data,
});

interface MonitoringBody {
  timeline: { kind: string; label: string }[];
  notes: { text: string }[];
  documents: { id_storage: number; name: string; url_file: string }[];
}

describeOnPglite(
  'internal documents of a complaint (module 9, authority staff only)',
  (ctx: DriverContext) => {
    let holder: TestAccount;
    let staffWithout: TestAccount;
    let evBancolombia: TestAccount;
    let evDavivienda: TestAccount;
    let consumer: TestAccount;
    let id: number;
    let code: string;

    beforeAll(async () => {
      holder = await staffWith(ctx, [9, 10, 11, 12]);
      staffWithout = await staffWith(ctx, [1, 2, 28]);
      evBancolombia = await staffWith(ctx, [9, 10, 11, 12], BANCOLOMBIA);
      await linkEntity(ctx, evBancolombia, BANCOLOMBIA);
      evDavivienda = await staffWith(ctx, [9, 10, 11, 12], DAVIVIENDA);
      await linkEntity(ctx, evDavivienda, DAVIVIENDA);
      consumer = await consumerAccount(ctx);
      const complaint = await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date());
      id = complaint.id;
      code = complaint.codigo_queja;
    });

    const upload = (
      actor: TestAccount | null,
      files: FilePart[],
      url = `/api/complaint_management/${id}/documents/`,
    ) => multipartRequest(ctx, url, [], files, actor?.token);

    it('stores a document for the authority’s staff and lists it in monitoring with a download link', async () => {
      const res = await upload(holder, [pdf()]);
      expect(res.statusCode, res.body).toBe(201);
      const [doc] = (res.json() as { documents: { id_storage: number; name: string; size: number }[] })
        .documents;
      expect(doc).toMatchObject({ name: NAME, size: PDF.length });
      const monitoring = await as(ctx, holder, { url: `/api/complaint_monitoring/${id}/` });
      expect(monitoring.statusCode, monitoring.body).toBe(200);
      const body = monitoring.json() as MonitoringBody;
      expect(body.documents.map((d) => d.name)).toEqual([NAME]);
      expect(body.timeline.some((e) => e.kind === 'document' && e.label.includes(NAME))).toBe(true);
      const link = new URL(body.documents[0]!.url_file);
      const file = await ctx.request({ url: `${link.pathname}${link.search}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      // The authority's staff may consult it; the consumer may not.
      const consult = `/api/storage-consult/detail/?id_storage=${doc!.id_storage}`;
      expect((await as(ctx, holder, { url: consult })).statusCode).toBe(200);
      expectNotFound(await as(ctx, consumer, { url: consult }));
      expectNotFound(await as(ctx, evBancolombia, { url: consult }));
    });

    it('never shows them (nor the internal notes) to the consumer, the entity or its EV users', async () => {
      const note = await as(ctx, holder, {
        method: 'POST',
        url: '/api/complaint_management/',
        body: { action: 'note', ids: [id], text: 'Revisar con la dirección jurídica.' },
      });
      expect(note.statusCode, note.body).toBe(200);
      for (const url of [`/api/queja/${id}/`, `/api/complaint_detail/${id}/`]) {
        const seen = await as(ctx, consumer, { url });
        expect(seen.statusCode, seen.body).toBe(200);
        expect(seen.body).not.toContain(NAME);
      }
      const bank = await entityClient(ctx, BANCOLOMBIA);
      const entityView = await asEntity(ctx, bank, { url: `/api/queja/${code}/` });
      expect(entityView.statusCode, entityView.body).toBe(200);
      expect(entityView.body).not.toContain(NAME);
      const ev = await as(ctx, evBancolombia, { url: `/api/complaint_monitoring/${id}/` });
      expect(ev.statusCode, ev.body).toBe(200);
      const body = ev.json() as MonitoringBody;
      expect(body.documents).toEqual([]);
      expect(body.notes).toEqual([]);
      expect(ev.body).not.toContain(NAME);
      expect(ev.body).not.toContain('dirección jurídica');
    });

    it('answers each kind of caller as the contract says', async () => {
      const forbiddenInternal = await upload(evBancolombia, [pdf()]);
      expect(forbiddenInternal.statusCode, forbiddenInternal.body).toBe(403);
      expect(forbiddenInternal.json()).toEqual({
        status_code: 403,
        detail: STAFF_COMPLAINT_ACTION_TEXTS.internalOnly,
      });
      const evNote = await as(ctx, evBancolombia, {
        method: 'POST',
        url: '/api/complaint_management/',
        body: { action: 'note', ids: [id], text: 'Nota de la entidad.' },
      });
      expect(evNote.statusCode, evNote.body).toBe(403);
      // An EV user of another entity: the complaint's scope check comes after the internal-only 403.
      expect((await upload(evDavivienda, [pdf()])).statusCode).toBe(403);
      expectForbidden(await upload(staffWithout, [pdf()]), MODULE);
      expectForbidden(await upload(consumer, [pdf()]), MODULE);
      expectAnonymousRefused(await upload(null, [pdf()]));
      expectNotFound(await upload(holder, [pdf()], '/api/complaint_management/99999999/documents/'));
      expectNotFound(await upload(holder, [pdf()], '/api/complaint_management/abc/documents/'));
    });

    it('checks extension and content like consumer attachments, all or nothing', async () => {
      const before = (
        await ctx.db.query('SELECT 1 FROM complaint_internal_documents WHERE complaint_id = $1', [id])
      ).rows.length;
      const none = await upload(holder, []);
      expect(none.statusCode, none.body).toBe(400);
      expect(Object.keys((none.json() as { message: Record<string, string[]> }).message)).toEqual(['file-1']);
      const exe = await upload(holder, [pdf('file-1', 'programa.exe', Buffer.from('MZ\x90\x00binario'))]);
      expect(exe.statusCode, exe.body).toBe(400);
      const renamed = await upload(holder, [
        pdf('file-1', 'bueno.pdf'),
        pdf('file-2', 'disfrazado.pdf', Buffer.from('MZ\x90\x00 not a pdf at all')),
      ]);
      expect(renamed.statusCode, renamed.body).toBe(400);
      expect((renamed.json() as { message: Record<string, string[]> }).message['file-2']).toEqual([
        'El formato del archivo no es válido',
      ]);
      const after = (
        await ctx.db.query('SELECT 1 FROM complaint_internal_documents WHERE complaint_id = $1', [id])
      ).rows.length;
      expect(after).toBe(before);
      const unknownField = await multipartRequest(
        ctx,
        `/api/complaint_management/${id}/documents/`,
        [['comentario', 'x']],
        [pdf()],
        holder.token,
      );
      expect(unknownField.statusCode, unknownField.body).toBe(400);
    });
  },
);
