import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { runManage } from '../../cli/manage.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import { consumer, filedComplaint } from '../complaints/complaint-test-kit.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../../examples/entity-client/run-requerimientos.mjs', import.meta.url),
);
const run = promisify(execFile);

/**
 * The example entity client (examples/entity-client/run-requerimientos.mjs, plain Node, its own
 * signing code) against this server on a port: the authority asks the entity for something, the
 * client reads and answers it from outside, and the analyst's timeline shows the answer.
 */
describeOnPostgres('the example entity client answers a requerimiento', (ctx) => {
  let listening: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    listening = await ctx.buildApp({ config: { publicUrl: undefined } });
    baseUrl = await listening.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await listening.close();
  });

  it('lists the open requerimiento, answers it with a PDF; the analyst sees the answer and its document', async () => {
    const lines: string[] = [];
    expect(
      await runManage(['create-entity-client', '--entity', '1-7'], {
        db: ctx.db,
        config: ctx.config,
        out: (line) => lines.push(line),
      }),
    ).toBe(0);
    const printed = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(lines.join('\n'))?.[1] ?? '';
    const filed = await filedComplaint(ctx, await consumer(ctx));
    const analyst = await staffWith(ctx, [9]);
    const asked = await ctx.request({
      method: 'POST',
      url: `/api/case_work/complaints/${filed.id}/entity_requests/`,
      token: analyst.token,
      body: { text: 'Envíe la grabación de la llamada del 3 de noviembre.', term_days: 5 },
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const { stdout } = await run(process.execPath, [EXAMPLE], {
      env: {
        PATH: process.env.PATH,
        SFC_BASE_URL: baseUrl,
        SFC_USERNAME: printed('usuario'),
        SFC_PASSWORD: printed('contraseña'),
        SFC_SECRET: printed('clave de firma'),
        SFC_CASE: filed.codigo_queja,
      },
      timeout: 60_000,
    });
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!);
    const id = asked.json().entity_requests[0].id;
    expect(summary.listed).toEqual([{ id, estado: 'abierto' }]);
    expect(summary.answered).toEqual([
      { id, estado: 'respondido', documentos: [`${filed.codigo_queja}_REQ_${id}.pdf`] },
    ]);

    const timeline = await ctx.request({
      url: `/api/case_work/complaints/${filed.id}/timeline/`,
      token: analyst.token,
    });
    const answer = (
      timeline.json() as { results: { kind: string; detail: string; documents: { name: string }[] }[] }
    ).results.find((i) => i.kind === 'entity_request_answer')!;
    expect(answer.detail).toBe(
      `Respuesta de la entidad al requerimiento ${id}:\nadjuntamos el soporte solicitado.`,
    );
    expect(answer.documents.map((d) => d.name)).toEqual([`${filed.codigo_queja}_REQ_${id}.pdf`]);
  });
});
