import { API_ERROR_TEXTS, DRAFT_LIMITS, DRAFT_TEXTS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { deleteExpiredDrafts } from '../../domain/drafts/drafts.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';

const TEXT =
  'Me cobraron dos veces la cuota de manejo.\n\nLa entidad no respondió mi petición.\n\nSolicito la devolución del dinero.';

describeOnPostgres('Drafts of long forms', (ctx) => {
  let maria: TestAccount;
  let pedro: TestAccount;
  beforeAll(async () => {
    maria = await consumer(ctx);
    pedro = await consumer(ctx);
  });

  const put = (who: TestAccount, body: Record<string, unknown>) =>
    ctx.request({ method: 'PUT', url: '/api/drafts/', token: who.token, body });
  const list = (who: TestAccount, query: string) =>
    ctx.request({ method: 'GET', url: `/api/drafts/?${query}`, token: who.token });

  it('keeps what the author typed, accents and paragraphs intact, and offers it back until deleted', async () => {
    const saved = await put(maria, { form: 'complaint', payload: { texto_queja: TEXT } });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json();
    expect(draft).toMatchObject({
      form: 'complaint',
      object_id: null,
      version: 1,
      payload: { texto_queja: TEXT },
    });
    const expires = new Date(draft.expires_at).getTime() - new Date(draft.updated_at).getTime();
    expect(expires).toBe(DRAFT_LIMITS.keepDays * 86_400_000);

    const again = await put(maria, {
      form: 'complaint',
      payload: { texto_queja: `${TEXT} Gracias.` },
      version: 1,
    });
    expect(again.json()).toMatchObject({ id: draft.id, version: 2 });
    const found = await list(maria, 'form=complaint');
    expect(found.json()).toMatchObject({
      count: 1,
      results: [{ id: draft.id, payload: { texto_queja: `${TEXT} Gracias.` } }],
    });

    const gone = await ctx.request({ method: 'DELETE', url: `/api/drafts/${draft.id}/`, token: maria.token });
    expect(gone.statusCode).toBe(200);
    expect((await list(maria, 'form=complaint')).json()).toEqual({ count: 0, results: [] });
  });

  it("another user's draft answers exactly like one that does not exist", async () => {
    const { id } = (
      await put(maria, { form: 'reply', object_id: '17202600001', payload: { text: 'Réplica' } })
    ).json();
    for (const method of ['GET', 'DELETE'] as const) {
      const theirs = await ctx.request({ method, url: `/api/drafts/${id}/`, token: pedro.token });
      const missing = await ctx.request({ method, url: '/api/drafts/999999999/', token: pedro.token });
      expect([theirs.statusCode, theirs.json()]).toEqual([404, missing.json()]);
      expect(missing.json().detail).toBe(API_ERROR_TEXTS.notFound);
    }
    expect((await list(pedro, 'form=reply')).json().count).toBe(0);
    // Pedro's own draft of the same form and object is his, and leaves María's alone.
    expect(
      (await put(pedro, { form: 'reply', object_id: '17202600001', payload: { text: 'Mía' } })).statusCode,
    ).toBe(200);
    const own = await ctx.request({ method: 'GET', url: `/api/drafts/${id}/`, token: maria.token });
    expect(own.json().payload).toEqual({ text: 'Réplica' });
  });

  it('a second tab with an older version gets a 409 with the current draft, and nothing is overwritten', async () => {
    const first = (
      await put(maria, { form: 'annual-report-step-2', object_id: '5', payload: { a: 'pestaña 1' } })
    ).json();
    const tabOne = await put(maria, {
      form: 'annual-report-step-2',
      object_id: '5',
      payload: { a: 'pestaña 1, más' },
      version: first.version,
    });
    expect(tabOne.json().version).toBe(2);
    const tabTwo = await put(maria, {
      form: 'annual-report-step-2',
      object_id: '5',
      payload: { a: 'pestaña 2' },
      version: first.version,
    });
    expect(tabTwo.statusCode).toBe(409);
    expect(tabTwo.json()).toMatchObject({
      status_code: 409,
      detail: DRAFT_TEXTS.versionConflict,
      current: { version: 2, payload: { a: 'pestaña 1, más' } },
    });
    // A new draft without a version over an existing one is refused the same way.
    expect(
      (await put(maria, { form: 'annual-report-step-2', object_id: '5', payload: { a: 'x' } })).statusCode,
    ).toBe(409);
  });

  it('refuses a payload over the limit and a malformed form kind in Spanish, never a 5xx', async () => {
    const big = await put(maria, {
      form: 'complaint-big',
      payload: { text: 'á'.repeat(DRAFT_LIMITS.payloadMaxBytes / 2 + 10) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message.payload).toEqual([DRAFT_TEXTS.payloadTooLarge(256)]);
    const bad = await put(maria, { form: 'Queja!', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toContain('form');
    const noPayload = await put(maria, { form: 'complaint', payload: 'texto' });
    expect(noPayload.statusCode).toBe(400);
  });

  it('expired drafts are neither offered nor kept: the job deletes them', async () => {
    const { id } = (await put(maria, { form: 'support', payload: { description: 'Ayuda' } })).json();
    await ctx.db.query("UPDATE drafts SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    expect((await list(maria, 'form=support')).json().count).toBe(0);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/drafts/${id}/`, token: maria.token })).statusCode,
    ).toBe(404);
    expect(await deleteExpiredDrafts(ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.db.query('SELECT 1 FROM drafts WHERE id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});
