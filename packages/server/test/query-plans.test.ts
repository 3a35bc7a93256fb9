// Scale (ADR 0019): the heavy queries stay index-backed. A table seeded with the scale benchmark's data
// (bench/support/scale-seed.ts, a few thousand complaints) is read through the API; every
// statement a request runs against `complaints` is then EXPLAINed with sequential scans
// disabled: each scan of complaints must then be an index range (an index condition or a bitmap),
// which the planner can only produce when an index serves the query's conditions.
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { seedScaleData } from '../bench/support/scale-seed.js';
import { SCALE } from '../bench/support/scale-data.js';
import { DEMO_ACCOUNTS, seedDemoCommand } from '../src/cli/commands.js';
import type { Db } from '../src/db/driver.js';
import {
  RECENT_TEXT_INDEX_PREFIX,
  maintainRecentTextIndex,
} from '../src/domain/complaint-work/recent-text-index.js';
import { createEntityClient, type EntityCredentials } from '../src/services/entity-clients.js';
import { TEST_HOST, TEST_PORTAL_SECRET, describeOnBothDrivers } from './harness.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Nodes that pass rows on as they come (a Limit above them stops them early). */
const STREAMING = new Set(['Nested Loop', 'Memoize', 'Result', 'Subquery Scan']);

/**
 * Scans read in order under a Limit that stops them: the plan's Limit nodes, and below each the
 * scans reached through streaming nodes only (no sort, hash or aggregate, which read everything).
 */
function limitedScans(node: PlanNode, underLimit = false): PlanNode[] {
  const limited = node['Node Type'] === 'Limit' || (underLimit && STREAMING.has(node['Node Type']));
  const here = underLimit && /Scan$/.test(node['Node Type']) ? [node] : [];
  return [...here, ...(node.Plans ?? []).flatMap((child) => limitedScans(child, limited))];
}

describeOnBothDrivers('Query plans on a seeded table', (ctx) => {
  const recorded: { sql: string; params?: unknown[] }[] = [];
  let lastBody: unknown;
  let app: FastifyInstance;
  let entity: EntityCredentials;
  let tokens: { consumer: string; staff: string; entity: string };
  let entityCompanyId: number;
  let recordingDb: Db;

  beforeAll(async () => {
    await seedDemoCommand(ctx.db);
    await ctx.db.transaction((tx) =>
      seedScaleData((sql, params) => tx.query(sql, params), { total: 4_000, consumers: 300 }),
    );
    // Half the entity's complaints still pending: several pages of the entity API list.
    await ctx.db.query(
      `UPDATE complaints SET entity_ack_at = NULL, entity_first_seen_at = NULL
        WHERE tipo_entidad = $1 AND entidad_cod = $2 AND id % 2 = 0`,
      [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod],
    );
    await ctx.db.query('ANALYZE complaints');
    entity = await createEntityClient(ctx.db, ctx.app.secretBox, SCALE.entity);
    const id = async (sql: string, params: unknown[]) =>
      (await ctx.db.query<{ id: number }>(sql, params)).rows[0]!.id;
    const consumerId = await id(
      'SELECT owner_user_id AS id FROM complaints WHERE owner_user_id IS NOT NULL LIMIT 1',
      [],
    );
    const staffId = await id('SELECT id FROM users WHERE lower(email) = lower($1)', [
      DEMO_ACCOUNTS.staff.email,
    ]);
    entityCompanyId = await id(
      'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
      [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod],
    );
    tokens = {
      consumer: (await ctx.app.tokens.issuePair(consumerId)).access,
      staff: (await ctx.app.tokens.issuePair(staffId)).access,
      entity: (await ctx.app.tokens.issuePair(entity.userId)).access,
    };
    // Statements in transactions too (a report is computed in one snapshot, ADR 0050).
    const recording = (inner: Db): Db => ({
      kind: inner.kind,
      query: (sql, params) => {
        recorded.push({ sql, params: params ? [...params] : params }); // copied: a filter adds its page parameters later
        return inner.query(sql, params);
      },
      transaction: (fn) => inner.transaction((tx) => fn(recording(tx))),
      close: async () => undefined,
      subscribe: inner.subscribe?.bind(inner),
    });
    recordingDb = recording(ctx.db);
    app = await ctx.buildApp({
      deps: { db: recordingDb },
      config: { jwtSecret: ctx.config.jwtSecret },
    });
  });

  /** Sends a signed request and returns the statements it ran on complaints. */
  async function statements(
    request: {
      method?: 'GET' | 'POST';
      url: string;
      body?: unknown;
      token: string;
      secret?: string;
    },
    server = app,
  ) {
    recorded.length = 0;
    const method = request.method ?? 'GET';
    const payload = method === 'GET' ? `http://${TEST_HOST}${request.url}` : canonicalJson(request.body);
    const res = await server.inject({
      method,
      url: request.url,
      headers: {
        host: TEST_HOST,
        authorization: `Bearer ${request.token}`,
        'x-sfc-signature': hmacSha256Hex(request.secret ?? TEST_PORTAL_SECRET, payload),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    expect(res.statusCode, res.body).toBe(200);
    lastBody = res.json();
    return recorded.filter((q) => /^\s*(SELECT|WITH)\b/i.test(q.sql) && /\bFROM complaints c\b/.test(q.sql));
  }

  /** Every node of the plan, planned with `disabled` (sequential scans by default) turned off. */
  async function planNodes(
    sql: string,
    params?: unknown[],
    disabled: 'enable_seqscan' | 'enable_sort' = 'enable_seqscan',
  ): Promise<PlanNode[]> {
    return ctx.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL ${disabled} = off`);
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const raw = rows[0]!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return nodes(plan[0]!.Plan);
    });
  }

  /**
   * The plan's scans of `complaints`, planned with sequential scans disabled, and those of them a
   * Limit stops (see {@link limitedScans}).
   */
  async function complaintScans(sql: string, params?: unknown[]) {
    const all = await planNodes(sql, params);
    const ofComplaints = (list: PlanNode[]) => list.filter((n) => n['Relation Name'] === 'complaints');
    return { scans: ofComplaints(all), stopped: ofComplaints(limitedScans(all[0]!)) };
  }

  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it.each([
    [
      'the entity API list, first page',
      () => ({ url: '/api/queja/', token: tokens.entity, secret: entity.signingSecret }),
    ],
    [
      'the entity API list, a deeper page',
      () => ({ url: '/api/queja/?page=3', token: tokens.entity, secret: entity.signingSecret }),
    ],
    ["the consumer's list", () => ({ url: '/api/queja/', token: tokens.consumer })],
    [
      'the management queue with three filters',
      () => ({
        url: `/api/complaint_management/?filters=${encodeURIComponent(
          JSON.stringify([
            { column: 'entidad', operator: 'equals', value: entityCompanyId },
            { column: 'estado_cod', operator: 'in', value: [2, 4] },
            { column: 'fecha_creacion', operator: 'between', value: [day(-365), day(0)] },
          ]),
        )}`,
        token: tokens.staff,
      }),
    ],
    [
      'the complaint search',
      () => ({
        method: 'POST' as const,
        url: '/api/dashboard/complaint_search/',
        body: { text: 'credito cobro' },
        token: tokens.staff,
      }),
    ],
    [
      // By entity and state it reads the day counts, not complaints (ADR 0050).
      'the complaints report by product over one year',
      () => ({
        method: 'POST' as const,
        url: '/api/dashboard/complaints/',
        body: { fecha_inicio: day(-365), fecha_fin: day(0), agrupar_por: 'producto' },
        token: tokens.staff,
      }),
    ],
  ])('%s reads complaints through an index', async (_label, request) => {
    const run = await statements(request());
    expect(run.length).toBeGreaterThan(0);
    for (const statement of run) {
      const { scans, stopped } = await complaintScans(statement.sql, statement.params);
      expect(scans.length, statement.sql).toBeGreaterThan(0);
      for (const scan of scans) {
        // An index read whole (no condition) is a sequential scan in another order: not backed.
        // Read in its order under a Limit that stops it, it is (the search's latest matches: the
        // primary key read backwards until the limit's worth of matches, ADR 0020).
        const backed =
          scan['Node Type'] === 'Bitmap Heap Scan' ||
          (['Index Scan', 'Index Only Scan'].includes(scan['Node Type']) &&
            (scan['Index Cond'] !== undefined || stopped.includes(scan)));
        expect(backed, `${scan['Node Type']} ${scan['Index Name'] ?? ''}: ${statement.sql}`).toBe(true);
      }
    }
  });

  it.each([
    ['unfiltered', []],
    ['filtered by entity, states and one year', null],
  ] as const)(
    'the queue page, newest first (%s), can be read off an index in order, without sorting the matches',
    async (_label, given) => {
      const filters = given ?? [
        { column: 'entidad', operator: 'equals', value: entityCompanyId },
        { column: 'estado_cod', operator: 'in', value: [2, 4] },
        { column: 'fecha_creacion', operator: 'between', value: [day(-365), day(0)] },
      ];
      const run = await statements({
        url: `/api/complaint_management/?filters=${encodeURIComponent(JSON.stringify(filters))}`,
        token: tokens.staff,
      });
      const page = run.find((statement) => /\bORDER BY\b[\s\S]*\bLIMIT\b/.test(statement.sql));
      expect(page, 'the page statement').toBeDefined();
      // With sorting disabled the planner still sorts when no index gives the order (a NULLS
      // clause the indexes do not keep, for one): a plan without a sort proves one can.
      const plan = await planNodes(page!.sql, page!.params, 'enable_sort');
      expect(plan.map((n) => n['Node Type']).filter((type) => /Sort/.test(type))).toEqual([]);
    },
  );

  it('the complaint search finds its matches through the stored search vector and its GIN index', async () => {
    // A word of one complaint only, written after the seed: the stored vector follows the text.
    const { rows } = await ctx.db.query<{ codigo_queja: string }>(
      `UPDATE complaints SET texto_queja = texto_queja || ' La zarigüeya del cajero.'
        WHERE id = (SELECT max(id) FROM complaints WHERE is_active) RETURNING codigo_queja`,
    );
    const run = await statements({
      method: 'POST',
      url: '/api/dashboard/complaint_search/',
      body: { text: 'zarigueya cajero' },
      token: tokens.staff,
    });
    expect(lastBody).toMatchObject({ count: 1, results: [{ codigo_queja: rows[0]!.codigo_queja }] });
    const matching = run.filter((statement) => /search_document @@/.test(statement.sql));
    expect(matching).toHaveLength(1); // the matches, their count and the page in one statement
    for (const statement of matching) {
      // Ranked on the stored vector: the document is not computed again per match.
      expect(statement.sql).not.toMatch(/sfc_complaint_document\(/);
      const indexes = (await planNodes(statement.sql, statement.params)).map((n) => n['Index Name']);
      expect(indexes, statement.sql).toContain('complaints_search_document_idx');
    }
  });

  it('a search for words a few complaints have reads the recent text index, not the whole one', async () => {
    // One complaint in twenty among the newest 2,000 has the word: too few for the newest 50 to
    // hold the 21 a rank limit of 20 needs, enough for an index over the newest 1,000 to.
    await ctx.db.query(
      `UPDATE complaints SET texto_queja = texto_queja || ' Un ornitorrinco en el extracto.'
        WHERE id > (SELECT max(id) - 2000 FROM complaints) AND id % 20 = 0`,
    );
    const round = await maintainRecentTextIndex(ctx.db, 1_000);
    expect(round.built).toBe(true);
    const server = await ctx.buildApp({
      deps: { db: recordingDb },
      config: { jwtSecret: ctx.config.jwtSecret, searchRecentWindow: 50, searchRankLimit: 20 },
    });
    const run = await statements(
      {
        method: 'POST',
        url: '/api/dashboard/complaint_search/',
        body: { text: 'ornitorrinco' },
        token: tokens.staff,
      },
      server,
    );
    expect(lastBody).toMatchObject({ count: 20, more_matches: true });
    // The window's read and the recent index's: neither reads the whole text index.
    const matching = run.filter((statement) => /search_document @@/.test(statement.sql));
    expect(matching).toHaveLength(2);
    const plans = await Promise.all(
      matching.map(async (statement) =>
        (await planNodes(statement.sql, statement.params)).map((n) => n['Index Name']),
      ),
    );
    expect(plans[1]).toContain(`${RECENT_TEXT_INDEX_PREFIX}${round.after}`);
    for (const indexes of plans) expect(indexes).not.toContain('complaints_search_document_idx');
    // Without its row, a round under the span drops the index.
    await ctx.db.query('DELETE FROM complaint_recent_text_index');
    expect((await maintainRecentTextIndex(ctx.db, 1_000_000)).dropped).toEqual([
      `${RECENT_TEXT_INDEX_PREFIX}${round.after}`,
    ]);
  });
});
