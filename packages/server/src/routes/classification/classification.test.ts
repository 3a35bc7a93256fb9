import { CLASSIFICATION_TEXTS as C, MESSAGES } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPglite, type DriverContext } from '../../../test/harness.js';
import { DAVIVIENDA, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { PDF, insertedComplaint, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectAnonymousRefused,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

interface Detail {
  id: number;
  classification: {
    kind: { id: string };
    subtype: { id: string };
    claimed_fact: { id: string } | null;
  } | null;
  deadline: { regime: string; term_days: number; due_day: string; regime_label: string };
  documents: { id: number; name: string }[];
}

describeOnPglite(
  'habeas data and right-of-petition classification (modules 25, 26)',
  (ctx: DriverContext) => {
    let analyst: TestAccount;
    let petitionOnly: TestAccount;
    let ev: TestAccount;
    let consumer: TestAccount;
    let complaintId: number;

    beforeAll(async () => {
      analyst = await staffWith(ctx, [9, 25, 26]);
      petitionOnly = await staffWith(ctx, [25]);
      ev = await staffWith(ctx, [25, 26], DAVIVIENDA);
      await linkEntity(ctx, ev, DAVIVIENDA);
      consumer = await consumerAccount(ctx);
      complaintId = (await insertedComplaint(ctx, consumer.id)).id;
    });

    it('opens each kind only to holders of its module, never to EV users, consumers or anonymous callers', async () => {
      for (const url of [
        '/api/classification/habeas_data/',
        `/api/classification/habeas_data/${complaintId}/`,
      ]) {
        expectForbidden(await as(ctx, petitionOnly, { url }), 'Habeas data');
        expectForbidden(await as(ctx, ev, { url }), 'Habeas data');
        expectForbidden(await as(ctx, consumer, { url }), 'Habeas data');
        expectAnonymousRefused(await as(ctx, null, { url }));
      }
      expect((await as(ctx, petitionOnly, { url: '/api/classification/right_request/' })).statusCode).toBe(
        200,
      );
    });

    it('lists as candidates only complaints whose motive fits the kind, plus those already classified', async () => {
      const report = (await insertedComplaint(ctx, consumer.id, { macro_motivo_cod: 932 })).id;
      const answer = (await insertedComplaint(ctx, consumer.id, { macro_motivo_cod: 928 })).id;
      const cardFraud = (await insertedComplaint(ctx, consumer.id, { macro_motivo_cod: 940 })).id;
      const ids = async (kind: string) =>
        (
          (await as(ctx, analyst, { url: `/api/classification/${kind}/?page_size=1000` })).json() as {
            results: Detail[];
          }
        ).results.map((r) => r.id);
      const habeas = await ids('habeas_data');
      expect(habeas).toContain(report);
      expect(habeas).not.toContain(answer);
      expect(habeas).not.toContain(cardFraud);
      const petition = await ids('right_request');
      expect(petition).toContain(answer);
      expect(petition).not.toContain(report);
      expect(petition).not.toContain(cardFraud);
      // Classified by hand from its detail, a complaint of another motive joins that queue.
      const put = await as(ctx, analyst, {
        method: 'PUT',
        url: `/api/classification/right_request/${cardFraud}/`,
        body: { subtype: 'general' },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await ids('right_request')).toContain(cardFraud);
      expect(await ids('habeas_data')).not.toContain(cardFraud);
    });

    it('classifying as a habeas data query moves the deadline from 15 to 10 business days', async () => {
      const url = `/api/classification/habeas_data/${complaintId}/`;
      const before = (await as(ctx, analyst, { url })).json() as Detail;
      expect(before.classification).toBeNull();
      expect(before.deadline).toMatchObject({ regime: 'queja', term_days: 15 });
      const res = await as(ctx, analyst, {
        method: 'PUT',
        url,
        body: { subtype: 'consulta', claimed_fact: 'acceso' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as Detail;
      expect(after.deadline).toMatchObject({
        regime: 'habeas_data_consulta',
        term_days: 10,
        regime_label: C.regimes.habeas_data_consulta,
      });
      expect(after.deadline.due_day < before.deadline.due_day).toBe(true);
      // Classified as habeas data, it is not in the petition screens.
      expectNotFound(await as(ctx, analyst, { url: `/api/classification/right_request/${complaintId}/` }));
      const list = (
        await as(ctx, analyst, { url: '/api/classification/habeas_data/?classified=yes&page_size=1000' })
      ).json() as { results: Detail[] };
      expect(list.results.map((r) => r.id)).toContain(complaintId);
    });

    it('keeps claim facts out of a habeas data query and plain access out of a claim', async () => {
      const url = `/api/classification/habeas_data/${complaintId}/`;
      const put = (body: Record<string, unknown>) => as(ctx, analyst, { method: 'PUT', url, body });
      expectFieldError(
        await put({ subtype: 'consulta', claimed_fact: 'rectificacion' }),
        'claimed_fact',
        C.factNotForQuery('Rectificación de información incorrecta'),
      );
      expectFieldError(
        await put({ subtype: 'reclamo', claimed_fact: 'acceso' }),
        'claimed_fact',
        C.factNotForClaim,
      );
      const query = await put({ subtype: 'consulta', claimed_fact: '' });
      expect(query.statusCode, query.body).toBe(200);
      expect((query.json() as Detail).classification).toMatchObject({
        subtype: { id: 'consulta' },
        claimed_fact: null,
      });
      const claim = await put({ subtype: 'reclamo', claimed_fact: 'rectificacion' });
      expect(claim.statusCode, claim.body).toBe(200);
      expect((claim.json() as Detail).classification).toMatchObject({
        subtype: { id: 'reclamo' },
        claimed_fact: { id: 'rectificacion' },
      });
    });

    it('asks a habeas data claim for the claimed fact, in Spanish', async () => {
      const url = `/api/classification/habeas_data/${complaintId}/`;
      expectFieldError(
        await as(ctx, analyst, { method: 'PUT', url, body: { subtype: 'reclamo' } }),
        'claimed_fact',
        C.factRequired,
      );
      expectFieldError(
        await as(ctx, analyst, { method: 'PUT', url, body: { subtype: 'tutela' } }),
        'subtype',
        '"tutela" no es una elección válida.',
      );
      expectFieldError(
        await as(ctx, analyst, { method: 'PUT', url, body: {} }),
        'subtype',
        'Este campo es obligatorio.',
      );
      expectNotFound(await as(ctx, analyst, { url: '/api/classification/habeas_data/99999999/' }));
    });

    it('attaches supporting documents with the upload checks and gives a preview link', async () => {
      const url = `/api/classification/habeas_data/${complaintId}/documents/`;
      const bad = await multipartRequest(
        ctx,
        url,
        [],
        [
          {
            field: 'file',
            filename: 'soporte.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('GIF89a'),
          },
        ],
        analyst.token,
      );
      expectFieldError(bad, 'file', MESSAGES.fileFormatInvalid);
      const ok = await multipartRequest(
        ctx,
        url,
        [],
        [
          {
            field: 'file',
            filename: 'certificado-datacredito.pdf',
            contentType: 'application/pdf',
            data: PDF,
          },
        ],
        analyst.token,
      );
      expect(ok.statusCode, ok.body).toBe(201);
      const doc = (ok.json() as Detail).documents[0]!;
      expect(doc.name).toBe('certificado-datacredito.pdf');
      const link = await as(ctx, analyst, {
        url: `/api/classification/habeas_data/${complaintId}/documents/${doc.id}/url/`,
      });
      expect(link.statusCode).toBe(200);
      const { url: fileUrl } = link.json() as { url: string };
      const file = await ctx.app.inject({ url: fileUrl.replace(/^https?:\/\/[^/]+/, '') });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  },
);
