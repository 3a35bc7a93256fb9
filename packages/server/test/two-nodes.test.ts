import { API_ERROR_TEXTS, ENTITY_API_TEXTS } from '@sfc/core';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  complaintForm,
  consumer,
  filedComplaint,
  pdfPart,
  PDF,
} from '../src/routes/complaints/complaint-test-kit.js';
import { resumeTus, tusRequest, tusUpload } from '../src/domain/uploads/upload-test-kit.js';
import {
  asEntity,
  entityClient,
  invalid,
  portalComplaint,
  uploaded,
  type EntityClient,
} from '../src/routes/entity-api/entity-test-kit.js';
import { outboxFor } from '../src/routes/auth/sign-in-test-kit.js';
import { JOB } from '../src/jobs/job-queue.js';
import { ACK_BATCH_SIZE } from '../src/jobs/server-jobs.js';
import { cloneComplaints } from './bulk-complaints.js';
import { LOGIN_THROTTLE } from '../src/routes/token/login.js';
import { SecretBox } from '../src/services/secret-box.js';
import { TokenService } from '../src/services/tokens.js';
import {
  freshPostgresDatabase,
  signedInject,
  testConfig,
  TEST_PORTAL_SECRET,
  type DriverContext,
} from './harness.js';
import { remoteApp, startServer, type ServerProcess } from './server-process.js';

// Two API processes on one PostgreSQL database, driven at the same time, as behind a load
// balancer: whatever node a request lands on, codes stay unique, a complaint changes by one
// writer at a time, throttles and refresh-token reuse are seen by both, and background jobs are
// split between the nodes without any running twice.

const postgres = inject('postgres');
const describeWithPostgres = 'skipReason' in postgres ? describe.skip : describe;
const BANK = { tipo_entidad: 1, entidad_cod: '7' };
const SECRETS_KEY = 'test-secrets-key';

/** Bogotá wall-clock time now, as the entity API writes dates. */
function bogotaNow(): string {
  return new Date(Date.now() - 5 * 60 * 60_000).toISOString().slice(0, 19);
}

describeWithPostgres(
  `two API nodes on one PostgreSQL${'skipReason' in postgres ? ` — skipped: ${postgres.skipReason}` : ''}`,
  () => {
    let cleanup: (() => Promise<void>) | undefined;
    const nodes: ServerProcess[] = [];
    const contexts: DriverContext[] = [];
    let tokens: TokenService;

    beforeAll(async () => {
      const database = await freshPostgresDatabase();
      cleanup = database.cleanup;
      const jwtSecret = randomBytes(32).toString('hex');
      const env = {
        DATABASE_URL: database.url,
        // One shared folder for the uploads, as a shared volume (or S3) would be.
        DATA_DIR: database.dataDir,
        JWT_SECRET: jwtSecret,
        SFC_SIGNING_SECRET: TEST_PORTAL_SECRET,
        SECRETS_KEY,
        TRUST_PROXY: '1',
        // The acknowledgement job every second, and workers that poll often (ADR 0014).
        ENTITY_ACK_JOB_SECONDS: '1',
        JOB_POLLING_SECONDS: '0.5',
      };
      nodes.push(...(await Promise.all([startServer(env), startServer(env)])));
      tokens = new TokenService({
        db: database.db,
        secret: jwtSecret,
        accessTokenMinutes: 30,
        refreshTokenHours: 12,
      });
      const config = testConfig(database.dataDir, { jwtSecret, secretsKey: SECRETS_KEY });
      for (const node of nodes) {
        const app = remoteApp(node.port, {
          tokens,
          secretBox: new SecretBox(SECRETS_KEY),
          db: database.db,
          config,
        });
        contexts.push({
          driver: 'postgres',
          db: database.db,
          config,
          app,
          buildApp: () => Promise.reject(new Error('not on a remote node')),
          request: (request) => signedInject(app, request),
        });
      }
    }, 240_000);

    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.stop()));
      await cleanup?.();
    });

    const [a, b] = [() => contexts[0]!, () => contexts[1]!];
    let bankClient: EntityClient | undefined;
    const bank = async () => (bankClient ??= await entityClient(a(), BANK));

    it('filings on both nodes at once get distinct codes from one unbroken sequence', async () => {
      const owners = await Promise.all(Array.from({ length: 12 }, () => consumer(a())));
      const filed = await Promise.all(
        owners.map((owner, i) =>
          filedComplaint(
            i % 2 === 0 ? a() : b(),
            owner,
            complaintForm({
              texto_queja: `Queja ${i + 1} presentada a la vez en dos nodos.\n\nEl cajero de Suba no entregó el dinero y sí lo debitó.`,
            }),
            [pdfPart('file-complaint-0', `soporte ${i + 1}.pdf`)],
          ),
        ),
      );
      const codes = filed.map((f) => f.codigo_queja);
      expect(new Set(codes).size).toBe(12);
      const numbers = codes.map((code) => Number(code.slice(-6))).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numbers[0]! + i));
      const files = await a().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM stored_files WHERE complaint_id = ANY($1::int[])',
        [filed.map((f) => f.id)],
      );
      expect(files.rows[0]!.n).toBe(12);
    });

    /** A complaint filed on node A, in process (state 2) with its final answer uploaded. */
    async function readyToClose(bank: EntityClient) {
      const owner = await consumer(a());
      const filed = await filedComplaint(a(), owner);
      const moved = await asEntity(a(), bank, {
        method: 'PATCH',
        url: `/api/queja/${filed.codigo_queja}/`,
        body: { estado_cod: 2 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await uploaded(b(), bank, {
        codigo_queja: filed.codigo_queja,
        filename: `${filed.codigo_queja}_RESP_FINAL_SFC.pdf`,
      });
      // The closing date below is "now" to the second: let it fall after the changes just made.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      return { owner, filed };
    }

    const closing = () => ({
      estado_cod: 4,
      fecha_cierre: bogotaNow(),
      documentacion_rta_final: true,
      a_favor_de: 1,
    });

    it('an entity closing on one node while the consumer desists on the other: one wins, the other is told why', async () => {
      const { owner, filed } = await readyToClose(await bank());
      const versionsBefore = await a().db.query('SELECT 1 FROM complaint_versions WHERE complaint_id = $1', [
        filed.id,
      ]);
      const [close, desist] = await Promise.all([
        asEntity(a(), await bank(), {
          method: 'PUT',
          url: `/api/queja/${filed.codigo_queja}/`,
          body: closing(),
        }),
        b().request({
          method: 'PATCH',
          url: `/api/queja/${filed.id}/`,
          token: owner.token,
          body: {
            desistimiento_queja: 1,
            argumento_desistimiento: 'Ya me devolvieron el dinero; desisto de la queja.',
          },
        }),
      ]);
      const outcomes = [close, desist];
      console.log(
        `two nodes: close ${close.statusCode}, desist ${desist.statusCode}: ${[close, desist].find((r) => r.statusCode !== 200)?.body ?? 'both applied'}`,
      );
      const winners = outcomes.filter((r) => r.statusCode === 200);
      expect(winners.length, `${close.body}\n${desist.body}`).toBeGreaterThanOrEqual(1);
      for (const loser of outcomes.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode, loser.body).toBe(400);
        const body = loser.json();
        expect(body.detail).toBe(API_ERROR_TEXTS.validationDetail);
        expect(body.message.non_field_errors?.[0], loser.body).toMatch(/[a-záéíóúñ]/i);
      }
      const after = await a().db.query<{ estado_cod: number; desistimiento_queja: number }>(
        'SELECT estado_cod, desistimiento_queja FROM complaints WHERE id = $1',
        [filed.id],
      );
      const versionsAfter = await a().db.query('SELECT 1 FROM complaint_versions WHERE complaint_id = $1', [
        filed.id,
      ]);
      // Every accepted change left its version; none was lost or written over.
      expect(versionsAfter.rowCount - versionsBefore.rowCount).toBe(winners.length);
      if (close.statusCode === 200) expect(after.rows[0]!.estado_cod).toBe(4);
      if (desist.statusCode === 200) expect(after.rows[0]!.desistimiento_queja).toBe(1);
    });

    it('two closings of one complaint on two nodes: exactly one applies, the other is a 400 in Spanish', async () => {
      const { filed } = await readyToClose(await bank());
      const client = await bank();
      const results = await Promise.all(
        [a(), b()].map((ctx) =>
          asEntity(ctx, client, { method: 'PUT', url: `/api/queja/${filed.codigo_queja}/`, body: closing() }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([
        200, 400,
      ]);
      const loser = results.find((r) => r.statusCode === 400)!;
      expect(loser.json()).toEqual(invalid({ non_field_errors: [API_ERROR_TEXTS.complaintClosed] }));
      const closes = await a().db.query(
        'SELECT 1 FROM complaint_versions WHERE complaint_id = $1 AND estado_to = 4',
        [filed.id],
      );
      expect(closes.rowCount).toBe(1);
    });

    it('failed sign-ins spread over both nodes are counted together', async () => {
      const victim = await entityClient(a(), { tipo_entidad: 1, entidad_cod: '39' });
      const login = (ctx: DriverContext, password: string, address: string) =>
        ctx.request({
          method: 'POST',
          url: '/api/login/',
          body: { username: victim.username, password },
          secret: victim.signingSecret,
          remoteAddress: address,
        });
      const limit = LOGIN_THROTTLE.perAccountFailures.limit;
      for (let i = 0; i < limit; i++) {
        const res = await login(i % 2 === 0 ? a() : b(), 'contraseña-equivocada', `10.20.0.${i + 1}`);
        expect(res.statusCode, res.body).toBe(401);
      }
      for (const ctx of [a(), b()]) {
        const blocked = await login(ctx, victim.password, '10.20.1.1');
        expect(blocked.statusCode, blocked.body).toBe(429);
        expect(blocked.json().detail).toMatch(/^Solicitud fue regulada \(throttled\)\. Se espera/);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('wrong passwords sent at once to both nodes and both sign-ins: only the limit is tried', async () => {
      const victim = await entityClient(a(), { tipo_entidad: 1, entidad_cod: '51' });
      const burst = 40;
      const limit = LOGIN_THROTTLE.perAccountFailures.limit;
      // Half to the entity login, half to the portal's prelogin (the same account counter; signed
      // with the entity's key, as the signature check asks of its username), over both nodes,
      // each from its own address, the right password last.
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, i) => {
          const node = i % 2 === 0 ? a() : b();
          const password = i === burst - 1 ? victim.password : `equivocada-${i}`;
          return i % 4 < 2
            ? node.request({
                method: 'POST',
                url: '/api/login/',
                body: { username: victim.username, password },
                secret: victim.signingSecret,
                remoteAddress: `10.21.0.${i + 1}`,
              })
            : node.request({
                method: 'POST',
                url: '/api/preloginuser/',
                body: { username: victim.username, password },
                secret: victim.signingSecret,
                remoteAddress: `10.21.0.${i + 1}`,
              });
        }),
      );
      const tried = answers.filter((res) => res.statusCode !== 429);
      expect(tried.map((res) => res.statusCode)).toEqual(Array.from({ length: limit }, () => 401));
      expect(answers.at(-1)!.statusCode, answers.at(-1)!.body).toBe(429);
    });

    it('an access token is refused on both nodes once its session is closed on one', async () => {
      const owner = await consumer(a());
      const session = await tokens.issuePair(owner.id);
      const modules = (ctx: DriverContext) => ctx.request({ url: '/api/module/', token: session.access });
      // Both nodes have seen the session open (and keep that for a few seconds).
      expect((await modules(a())).statusCode).toBe(200);
      expect((await modules(b())).statusCode).toBe(200);
      const logout = await a().request({
        method: 'POST',
        url: '/api/logout/',
        token: session.access,
        body: {},
      });
      expect(logout.statusCode, logout.body).toBe(200);
      for (const ctx of [b(), a()]) {
        const refused = await modules(ctx);
        expect(refused.statusCode, refused.body).toBe(401);
        expect(refused.json().message[0].message).toBe(API_ERROR_TEXTS.tokenInvalidOrExpired);
      }
    });

    it('a draft saved from two tabs on two nodes at once: one save wins, the other gets the 409 with it', async () => {
      const owner = await consumer(a());
      const save = (ctx: DriverContext, text: string, version?: number) =>
        ctx.request({
          method: 'PUT',
          url: '/api/drafts/',
          token: owner.token,
          body: { form: 'complaint', payload: { texto_queja: text }, ...(version ? { version } : {}) },
        });
      const first = await save(a(), 'Primer párrafo.');
      expect(first.statusCode, first.body).toBe(200);
      const tabs = await Promise.all([
        save(a(), 'Pestaña en el nodo A', 1),
        save(b(), 'Pestaña en el nodo B', 1),
      ]);
      const winner = tabs.find((r) => r.statusCode === 200)!;
      const loser = tabs.find((r) => r.statusCode === 409)!;
      expect(winner?.json().version).toBe(2);
      expect(loser?.json().current).toEqual(winner.json());
      // Both nodes read the winner's text.
      for (const ctx of [a(), b()]) {
        const read = await ctx.request({ url: `/api/drafts/${first.json().id}/`, token: owner.token });
        expect(read.json().payload).toEqual(winner.json().payload);
      }
    });

    it('a resumable upload started on one node goes on on the other, one writer at a time, and is filed whole', async () => {
      const owner = await consumer(a());
      const data = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]);
      const id = await tusUpload(a().app, owner.token, 'extracto.pdf', data, {
        chunk: 1024 * 1024,
        stopAfter: 1,
      });
      const url = `/api/uploads/${id}`;
      // The same next chunk sent to both nodes at once: one lease, one write; the other is refused.
      const chunk = (ctx: DriverContext) =>
        tusRequest(ctx.app, {
          method: 'PATCH',
          url,
          token: owner.token,
          headers: { 'upload-offset': String(1024 * 1024) },
          body: data.subarray(1024 * 1024, 2 * 1024 * 1024),
        });
      const answers = await Promise.all([chunk(a()), chunk(b())]);
      expect(answers.filter((r) => r.statusCode === 204)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 204)) expect([409, 423]).toContain(r.statusCode);
      // Node B finishes what node A started; node A files it.
      expect(await resumeTus(b().app, owner.token, url, data, { chunk: 1024 * 1024 })).toBe(data.length);
      const filed = await filedComplaint(a(), owner, [...complaintForm(), ['file-complaint-0', id]], []);
      const { rows } = await a().db.query<{ sha256: string; size_bytes: string }>(
        'SELECT sha256, size_bytes FROM stored_files WHERE complaint_id = $1',
        [filed.id],
      );
      expect(rows).toEqual([
        { sha256: createHash('sha256').update(data).digest('hex'), size_bytes: expect.anything() },
      ]);
      expect(Number(rows[0]!.size_bytes)).toBe(data.length);
    });

    it('a refresh token used on one node and replayed on the other revokes the family', async () => {
      const owner = await consumer(a());
      const first = await tokens.issuePair(owner.id);
      const refresh = (ctx: DriverContext, token: string) =>
        ctx.request({ method: 'POST', url: '/api/token/refresh/', body: { refresh: token } });
      const rotated = await refresh(a(), first.refresh);
      expect(rotated.statusCode, rotated.body).toBe(200);
      const blacklisted = {
        status_code: 401,
        messages: { detail: API_ERROR_TEXTS.refreshBlacklisted, code: 'token_not_valid' },
        detail: ENTITY_API_TEXTS.apiExceptionDetail,
      };
      const replay = await refresh(b(), first.refresh);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(blacklisted);
      expect((await refresh(a(), rotated.json().refresh)).json()).toEqual(blacklisted);
    });

    it('jobs split between nodes without running twice: every overdue complaint acknowledged once', async () => {
      // Three batches of the job (ACK_BATCH_SIZE): more than one node's two batch workers hold at once.
      const N = 3 * ACK_BATCH_SIZE;
      const owner = await consumer(a());
      const template = await portalComplaint(a(), owner.id, { tipo_entidad: 1, entidad_cod: '13' });
      const ids = [template.id, ...(await cloneComplaints(a().db, template.id, N - 1))];
      // Delivered to the entity 49 hours ago and never acknowledged by it: overdue.
      await a().db.query('UPDATE complaints SET entity_first_seen_at = $2 WHERE id = ANY($1::int[])', [
        ids,
        new Date(Date.now() - 49 * 60 * 60_000),
      ]);

      // Both nodes' rounds run every second; each takes whatever batches it can.
      await vi.waitFor(
        async () => {
          const left = await a().db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM complaints WHERE id = ANY($1::int[]) AND entity_ack_at IS NULL',
            [ids],
          );
          expect(left.rows[0]!.n).toBe(0);
        },
        { timeout: 40_000, interval: 250 },
      );
      const versions = await a().db.query<{ complaint_id: number; n: number }>(
        `SELECT complaint_id, count(*)::int AS n FROM complaint_versions
          WHERE complaint_id = ANY($1::int[]) AND action = 'acknowledge_auto' GROUP BY complaint_id`,
        [ids],
      );
      expect(versions.rows).toHaveLength(N);
      expect(versions.rows.filter((r) => r.n !== 1)).toEqual([]);
      const states = await a().db.query<{ estado_cod: number; n: number }>(
        'SELECT estado_cod, count(*)::int AS n FROM complaints WHERE id = ANY($1::int[]) GROUP BY estado_cod',
        [ids],
      );
      expect(states.rows).toEqual([{ estado_cod: 2, n: N }]);
      // The batches were taken by both processes (each batch job records its pid as its output).
      const batches = await a().db.query<{ pid: string; acknowledged: number }>(
        `SELECT output->>'pid' AS pid, sum((output->>'acknowledged')::int)::int AS acknowledged
           FROM pgboss.job WHERE name = $1 AND state = 'completed' GROUP BY 1`,
        [JOB.entityAckBatch],
      );
      expect(new Set(batches.rows.map((r) => Number(r.pid)))).toEqual(
        new Set(nodes.map((node) => node.child.pid)),
      );
      expect(batches.rows.reduce((sum, r) => sum + r.acknowledged, 0)).toBe(N);
      // And the consumer got each state-change mail once (mail jobs, also split between the nodes).
      await vi.waitFor(async () => expect(await outboxFor(a(), owner.email)).toHaveLength(N), {
        timeout: 15_000,
        interval: 250,
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await outboxFor(a(), owner.email)).toHaveLength(N);
    }, 90_000);
  },
);
