#!/usr/bin/env node
// Reads the authority's requerimientos about a complaint and answers the open ones, as an
// entity's CRM would: `GET /api/queja/{code}/requerimientos/`, then for each open (or overdue)
// one `POST /api/queja/{code}/requerimientos/{id}/respuesta/` with a text and a PDF.
// Configuration comes from the environment (README.md; SFC_CASE names the complaint); progress
// goes to stderr and a JSON summary to stdout.
import { SfcEntityClient } from './sfc-client.mjs';
import { simplePdf } from './simple-pdf.mjs';

function setting(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`Falta la variable de entorno ${name} (ver README.md).`);
    process.exit(2);
  }
  return value;
}

const log = (message) => console.error(`· ${message}`);

const client = new SfcEntityClient({
  baseUrl: setting('SFC_BASE_URL'),
  username: setting('SFC_USERNAME'),
  password: setting('SFC_PASSWORD'),
  secret: setting('SFC_SECRET'),
});
const code = setting('SFC_CASE');

await client.login();
const requerimientos = await client.requerimientos(code);
log(`${requerimientos.length} requerimiento(s) de la queja ${code}`);

const answered = [];
for (const r of requerimientos) {
  if (r.estado === 'respondido') continue;
  log(`respondiendo el requerimiento ${r.id} (vence el ${r.fecha_vencimiento})`);
  const done = await client.answerRequerimiento({
    codigoQueja: code,
    id: r.id,
    texto: `Respuesta de la entidad al requerimiento ${r.id}:\nadjuntamos el soporte solicitado.`,
    files: [
      { filename: `${code}_REQ_${r.id}.pdf`, data: simplePdf([`Requerimiento ${r.id}`, `Queja ${code}`]) },
    ],
  });
  answered.push({
    id: done.id,
    estado: done.estado,
    documentos: done.respuesta.documentos.map((d) => d.name),
  });
}

console.log(
  JSON.stringify({ listed: requerimientos.map((r) => ({ id: r.id, estado: r.estado })), answered }),
);
