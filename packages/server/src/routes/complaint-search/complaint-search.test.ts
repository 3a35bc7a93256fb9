import { STAFF_COMPLAINT_SEARCH_TEXTS } from '../../core.js';
import type { AppConfig } from '../../config.js';
import {
  RECENT_TEXT_INDEX_PREFIX,
  maintainRecentTextIndex,
} from '../../domain/complaint-work/recent-text-index.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers, signedInject, type DriverContext } from '../../../test/harness.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  companyId,
  complaintFiledAt,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectOnlyModuleHolders,
  linkEntity,
  longText,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Búsqueda de quejas';

interface SearchPage {
  count: number;
  more_matches: boolean;
  results: { codigo_queja: string; rank: number; entity: { name: string } }[];
}

describeOnBothDrivers('complaint search (module 10)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let managementOnly: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;
  let mortgage: string;
  let card: string;
  let davivienda: string;

  const setText = (code: string, text: string, nombres: string) =>
    ctx.db.query('UPDATE complaints SET texto_queja = $2, nombres = $3 WHERE codigo_queja = $1', [
      code,
      text,
      nombres,
    ]);

  beforeAll(async () => {
    holder = await staffWith(ctx, [10]);
    managementOnly = await staffWith(ctx, [9]);
    evDavivienda = await staffWith(ctx, [10], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    consumer = await consumerAccount(ctx);
    mortgage = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date())).codigo_queja;
    await setText(
      mortgage,
      'El banco me cobró dos veces la cuota del crédito hipotecario en octubre.\n\nPedí la devolución y no me han respondido.',
      'José Muñoz Peña',
    );
    card = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date())).codigo_queja;
    await setText(
      card,
      'La tarjeta de crédito tiene un cargo que no reconozco.\nEl crédito de libranza está al día.',
      'Ana Gómez',
    );
    davivienda = (await complaintFiledAt(ctx, consumer.id, DAVIVIENDA, new Date())).codigo_queja;
    await setText(davivienda, 'Cobro de cuota de manejo de la cuenta de ahorros.', 'Ñusta Ávila');
  });

  const search = async (actor: TestAccount, body: unknown) => {
    const res = await as(ctx, actor, {
      method: 'POST',
      url: '/api/dashboard/complaint_search/?page_size=100',
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchPage;
  };
  const codes = (page: SearchPage) => page.results.map((r) => r.codigo_queja);

  it('finds a complaint by two words of its text typed without accents ("credito" finds "crédito")', async () => {
    const page = await search(holder, { text: 'credito hipotecario' });
    expect(codes(page)).toEqual([mortgage]);
    expect(page.results[0]!.rank).toBeGreaterThan(0);
  });

  it('ranks the complaint that says the words more often first, and stems plurals', async () => {
    const page = await search(holder, { text: 'créditos' });
    const order = codes(page);
    expect(order).toContain(mortgage);
    expect(order.indexOf(card)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(card)).toBeLessThan(order.indexOf(mortgage));
  });

  it('searches the consumer’s and the entity’s names, with ñ and accents', async () => {
    expect(codes(await search(holder, { text: 'munoz pena' }))).toEqual([mortgage]);
    expect(codes(await search(holder, { text: 'ÑUSTA' }))).toEqual([davivienda]);
    const byEntity = await search(holder, { text: 'Davivienda' });
    expect(codes(byEntity)).toContain(davivienda);
    expect(codes(byEntity)).not.toContain(mortgage);
  });

  it('combines the text with the filter builder’s filters', async () => {
    const bancolombia = await companyId(ctx, BANCOLOMBIA);
    const page = await search(holder, {
      text: 'cuota',
      filters: [{ column: 'entidad', operator: 'equals', value: bancolombia }],
    });
    expect(codes(page)).toEqual([mortgage]);
  });

  it('shows an EV user only their entity’s complaints', async () => {
    const page = await search(evDavivienda, { text: 'cuota' });
    expect(codes(page)).toEqual([davivienda]);
  });

  it('answers only module holders', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/dashboard/complaint_search/',
      body: { text: 'cuota' },
    };
    await expectOnlyModuleHolders(ctx, { staffWithout: managementOnly, consumer } as never, MODULE, request);
  });

  it('refuses empty, stop-word-only, over-long text and bad filters with a 400', async () => {
    const post = (body: unknown) =>
      as(ctx, holder, { method: 'POST', url: '/api/dashboard/complaint_search/', body });
    expectFieldError(await post({ text: '   ' }), 'text', 'Este campo no puede estar en blanco.');
    expectFieldError(await post({ text: 'de la que' }), 'text', STAFF_COMPLAINT_SEARCH_TEXTS.noWords);
    expectFieldError(await post({ text: longText(10_000) }), 'text');
    expectFieldError(await post({}), 'text');
    expectFieldError(
      await post({
        text: 'cuota',
        filters: [{ column: 'texto; DROP TABLE complaints', operator: 'equals', value: 1 }],
      }),
      'filters.0',
    );
    expectFieldError(
      await post({ text: 'cuota', filters: [{ column: 'estado_cod', operator: 'between', value: [1, 2] }] }),
      'filters.0',
      'El operador «between» no aplica a columnas de tipo lista.',
    );
  });

  it('ranks at most its limit of matches, the ones registered last, and says there are more', async () => {
    const all = await search(holder, { text: 'credito' });
    expect(all).toMatchObject({ count: 2, more_matches: false });
    expect(codes(all).sort()).toEqual([mortgage, card].sort());

    const page = await searchConfigured({ searchRankLimit: 1 }, 'credito');
    // `card` was registered after `mortgage`.
    expect(page).toMatchObject({ count: 1, pages: 1, next: null, more_matches: true });
    expect(codes(page)).toEqual([card]);
  });

  it('finds the matches older than the newest complaints it reads first, in the same order', async () => {
    // A window of one complaint: the matches come from the text index, as for a rare word.
    const all = await searchConfigured({ searchRecentWindow: 1 }, 'credito');
    expect(all).toMatchObject({ count: 2, more_matches: false });
    expect(codes(all).sort()).toEqual([mortgage, card].sort());

    const limited = await searchConfigured({ searchRecentWindow: 1, searchRankLimit: 1 }, 'credito');
    expect(limited).toMatchObject({ count: 1, more_matches: true });
    expect(codes(limited)).toEqual([card]);
  });

  it('keeps a recent text index over the newest complaints, built again as they are filed', async () => {
    const indexes = async () =>
      (
        await ctx.db.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes
            WHERE tablename = 'complaints' AND starts_with(indexname, $1) ORDER BY indexname`,
          [RECENT_TEXT_INDEX_PREFIX],
        )
      ).rows.map((r) => r.name);
    const newest = async () =>
      Number((await ctx.db.query<{ id: number }>('SELECT max(id) AS id FROM complaints')).rows[0]!.id);

    // A small database needs none.
    expect(await maintainRecentTextIndex(ctx.db, 100_000)).toEqual({
      after: null,
      built: false,
      dropped: [],
    });
    expect(await indexes()).toEqual([]);

    // A build cut short left an index behind.
    await ctx.db.query(
      `CREATE INDEX ${RECENT_TEXT_INDEX_PREFIX}1 ON complaints USING gin (search_document) WHERE id > 1`,
    );
    const first = await maintainRecentTextIndex(ctx.db, 1);
    const after = (await newest()) - 1;
    expect(first).toEqual({ after, built: true, dropped: [`${RECENT_TEXT_INDEX_PREFIX}1`] });
    expect(await indexes()).toEqual([`${RECENT_TEXT_INDEX_PREFIX}${after}`]);
    expect(await maintainRecentTextIndex(ctx.db, 1)).toEqual({ after, built: false, dropped: [] });

    // Past twice the span, the next bound, and the old index gone.
    for (let i = 0; i < 2; i++) await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date());
    const next = (await newest()) - 1;
    expect(await maintainRecentTextIndex(ctx.db, 1)).toEqual({
      after: next,
      built: true,
      dropped: [`${RECENT_TEXT_INDEX_PREFIX}${after}`],
    });
    expect(await indexes()).toEqual([`${RECENT_TEXT_INDEX_PREFIX}${next}`]);
  });

  it('answers words seldom together through the recent text index as through the whole one', async () => {
    // Three matches: one older than the index's bound, the two newest complaints within it.
    const text = 'Me cobraron el seguro de la esmeralda y el zafiro que nunca compré.';
    const older = (await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date())).codigo_queja;
    await setText(older, text, 'Ana Gómez');
    await complaintFiledAt(ctx, consumer.id, DAVIVIENDA, new Date());
    await complaintFiledAt(ctx, consumer.id, DAVIVIENDA, new Date());
    await complaintFiledAt(ctx, consumer.id, DAVIVIENDA, new Date());
    const [before, newest] = [
      await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date()),
      await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date()),
    ].map((c) => c.codigo_queja);
    await setText(before!, text, 'Ana Gómez');
    await setText(newest!, text, 'Ana Gómez');
    expect((await maintainRecentTextIndex(ctx.db, 2)).built).toBe(true);

    // A window of one complaint finds one match in one: the recent index (the two newest) should
    // hold the two a rank limit of one needs, and does.
    const recent = await searchConfigured({ searchRecentWindow: 1, searchRankLimit: 1 }, 'zafiro esmeralda');
    expect(recent).toMatchObject({ count: 1, more_matches: true });
    expect(codes(recent)).toEqual([newest]);
    // Four needed: the recent index holds two, and the whole index answers after it.
    const all = await searchConfigured({ searchRecentWindow: 1, searchRankLimit: 3 }, 'zafiro esmeralda');
    expect(all).toMatchObject({ count: 3, more_matches: false });
    expect(codes(all)).toEqual([newest, before, older]);
    // The same answers without the recent index.
    await ctx.db.query('DELETE FROM complaint_recent_text_index');
    expect(await searchConfigured({ searchRecentWindow: 1, searchRankLimit: 1 }, 'zafiro esmeralda')).toEqual(
      recent,
    );
    expect(await searchConfigured({ searchRecentWindow: 1, searchRankLimit: 3 }, 'zafiro esmeralda')).toEqual(
      all,
    );
    await maintainRecentTextIndex(ctx.db, 10_000_000);
  });

  /** The holder's search for `text` on a server with `config`. */
  async function searchConfigured(config: Partial<AppConfig>, text: string) {
    const app = await ctx.buildApp({ config });
    const res = await signedInject(app, {
      method: 'POST',
      url: '/api/dashboard/complaint_search/',
      body: { text },
      token: holder.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchPage & { pages: number; next: string | null };
  }
});
