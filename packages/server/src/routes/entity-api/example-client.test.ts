import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmacSha256Hex } from '@sfc/core';
import { TEST_PORTAL_SECRET, describeOnPostgres } from '../../../test/harness.js';
import { runManage } from '../../cli/manage.js';
import { PDF, consumer, filedComplaint, mailsTo } from '../complaints/complaint-test-kit.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../../examples/entity-client/run-momentos.mjs', import.meta.url),
);
const run = promisify(execFile);

/**
 * The example entity client (examples/entity-client/, plain Node, its own signing code) against
 * this server listening on a port: an API account made with the management CLI, a complaint
 * filed by a consumer through the portal API, then momentos 1 to 3 from outside. It must end
 * with the complaint closed and the final answer downloadable by the consumer.
 */
describeOnPostgres('the example entity client, end to end', (ctx) => {
  let baseUrl: string;
  let listening: FastifyInstance;
  let downloads: string;

  beforeAll(async () => {
    // A server on a real port without PUBLIC_URL, as a developer runs it: its file links name the
    // address the client called, its next links are relative.
    listening = await ctx.buildApp({ config: { publicUrl: undefined } });
    baseUrl = await listening.listen({ port: 0, host: '127.0.0.1' });
    downloads = mkdtempSync(join(tmpdir(), 'sfc-example-'));
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  it('pulls, downloads, acknowledges, registers, uploads, updates and closes; the consumer sees it all', async () => {
    const lines: string[] = [];
    const code = await runManage(['create-entity-client', '--entity', '1-7'], {
      db: ctx.db,
      config: ctx.config,
      out: (line) => lines.push(line),
    });
    expect(code, lines.join('\n')).toBe(0);
    const printed = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(lines.join('\n'))?.[1] ?? '';

    const owner = await consumer(ctx);
    const filed = await filedComplaint(ctx, owner);

    const { stdout } = await run(process.execPath, [EXAMPLE], {
      env: {
        PATH: process.env.PATH,
        SFC_BASE_URL: baseUrl,
        SFC_ENTITY: '1-7',
        SFC_USERNAME: printed('usuario'),
        SFC_PASSWORD: printed('contraseña'),
        SFC_SECRET: printed('clave de firma'),
        SFC_DOWNLOAD_DIR: downloads,
        SFC_CASE: filed.codigo_queja,
      },
      timeout: 60_000,
    });
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(summary.pulled).toContain(filed.codigo_queja);
    expect(summary.pqrs_error).toEqual([]);
    expect(summary.closed).toMatchObject({ codigo_queja: filed.codigo_queja, estado_cod: 4 });
    // The consumer's PDF reached the entity byte for byte.
    const download = summary.downloaded.find(
      (d: { codigo_queja: string }) => d.codigo_queja === filed.codigo_queja,
    );
    expect(readFileSync(download.path).equals(PDF)).toBe(true);

    // The consumer's tracking screen: closed, with the entity's steps in the history.
    const detail = await ctx.request({ url: `/api/complaint_detail/${filed.id}/`, token: owner.token });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.estado_cod).toBe(4);
    expect(body.history.map((v: { action: string }) => v.action)).toEqual([
      'create',
      'acknowledge',
      'entity_update',
      'attach',
      'close',
    ]);
    const finalFile = body.files.find(
      (f: { id_storage: number }) => f.id_storage === summary.final_answer.id,
    );
    expect(finalFile.name).toBe(`${filed.codigo_queja}_RESP_FINAL_SFC.pdf`);

    // ...and the final answer downloadable through the portal's signed link.
    const linkUrl = `${baseUrl}/api/storage-consult/url/?id_storage=${summary.final_answer.id}`;
    const link = await fetch(linkUrl, {
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-sfc-signature': hmacSha256Hex(TEST_PORTAL_SECRET, linkUrl),
      },
    });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    expect(url.startsWith(`${baseUrl}/files/`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Respuesta final al consumidor financiero');

    // The state changes were mailed to the consumer (acknowledged, then closed).
    await listening.jobs.idle();
    const mails = await mailsTo(ctx, owner.email);
    expect(mails.filter((m) => m.content.includes(filed.codigo_queja)).length).toBeGreaterThanOrEqual(3);

    // The entity's own complaint is registered, in progress, with its document and the amount as written.
    const own = await ctx.db.query<{ estado_cod: number; monto: string; files: number }>(
      `SELECT c.estado_cod, c.monto_reclamado::text AS monto,
              (SELECT count(*)::int FROM stored_files f WHERE f.complaint_id = c.id) AS files
         FROM complaints c WHERE c.codigo_queja = $1`,
      [summary.registered],
    );
    expect(own.rows[0]).toEqual({ estado_cod: 2, monto: '500000.0', files: 1 });
  });
});
