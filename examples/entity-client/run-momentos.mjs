#!/usr/bin/env node
// Runs momentos 1 to 3 of the supervised-entity API against a server, as an entity's CRM would:
//   1. pull the new complaints (following `next`), download their files, acknowledge them;
//   2. register a complaint the entity received itself and upload its supporting document;
//   3. report progress on a complaint, upload the final answer (RESP_FINAL_SFC) and close it.
// Configuration comes from the environment (README.md); progress goes to stderr and a JSON
// summary to stdout.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SfcEntityClient } from './sfc-client.mjs';
import { RawNumber } from './sfc-signature.mjs';
import { simplePdf } from './simple-pdf.mjs';

/** The acknowledgement takes at most this many codes a call. */
const ACK_BATCH = 100;

function setting(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`Falta la variable de entorno ${name} (ver README.md).`);
    process.exit(2);
  }
  return value;
}

const log = (message) => console.error(`· ${message}`);

/** Bogotá local time (UTC−5 all year), `YYYY-MM-DDTHH:MM:SS`, as the API writes dates. */
function bogotaLocal(date) {
  return new Date(date.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 19);
}

/** Parses an API date (Bogotá local time) back into an instant. */
function fromBogotaLocal(text) {
  return new Date(`${text}-05:00`);
}

function chunks(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const baseUrl = setting('SFC_BASE_URL');
const [tipoEntidad, entidadCod] = setting('SFC_ENTITY').split('-');
const client = new SfcEntityClient({
  baseUrl,
  username: setting('SFC_USERNAME'),
  password: setting('SFC_PASSWORD'),
  secret: setting('SFC_SECRET'),
});
const downloadDir = process.env.SFC_DOWNLOAD_DIR ?? mkdtempSync(join(tmpdir(), 'sfc-anexos-'));

await client.login();
log(`sesión iniciada en ${baseUrl}`);

// Momento 1: pull, download, acknowledge.
const pending = await client.getAll('/api/queja/');
log(`${pending.length} queja(s) nueva(s)`);
const downloaded = [];
for (const complaint of pending) {
  const code = complaint.codigo_queja;
  const files = await client.getAll(`/api/storage/?codigo_queja__codigo_queja=${encodeURIComponent(code)}`);
  for (const file of files) {
    const bytes = await client.download(file.file);
    const folder = join(downloadDir, code);
    mkdirSync(folder, { recursive: true });
    const path = join(folder, `${file.id}-${file.name ?? 'anexo'}`);
    writeFileSync(path, bytes);
    downloaded.push({ codigo_queja: code, id: file.id, name: file.name, bytes: bytes.length, path });
    log(`anexo ${file.id} de ${code} descargado (${bytes.length} bytes)`);
  }
}
const pqrsError = [];
for (const batch of chunks(
  pending.map((c) => c.codigo_queja),
  ACK_BATCH,
)) {
  const answer = await client.post('/api/complaint/ack', { pqrs: batch });
  pqrsError.push(...answer.pqrs_error);
}
log(`acuse de recibo enviado (${pending.length - pqrsError.length} reconocidas)`);

// Momento 2: a complaint received at the entity's own office, then its supporting document.
const ownCode = `${tipoEntidad}${entidadCod}${Date.now()}`;
const receivedAt = new Date(Date.now() - 60 * 60 * 1000);
await client.post('/api/queja/', {
  codigo_queja: ownCode,
  tipo_entidad: Number(tipoEntidad),
  entidad_cod: entidadCod,
  fecha_creacion: bogotaLocal(receivedAt),
  codigo_pais: '170',
  departamento_cod: '05',
  municipio_cod: '05001',
  nombres: 'Ana María Gómez',
  tipo_id_CF: 1,
  numero_id_CF: '43123456',
  tipo_persona: 1,
  sexo: 2,
  lgbtiq: 2,
  condicion_especial: 98,
  canal_cod: 1,
  producto_cod: 207,
  producto_nombre: 'Cuenta de ahorros',
  macro_motivo_cod: 940,
  texto_queja: 'La clienta reclama un débito automático que canceló en oficina el mes pasado.',
  anexo_queja: true,
  insta_recepcion: 2,
  punto_recepcion: 4,
  admision: 9,
  estado_cod: 1,
  // Written as the CRM keeps it: the server signs and stores 500000.0, not 500000.
  monto_reclamado: new RawNumber('500000.0'),
});
log(`queja propia ${ownCode} registrada`);
await client.upload({
  codigoQueja: ownCode,
  type: 'SOPORTE',
  filename: `${ownCode}_soporte.pdf`,
  data: simplePdf(['Soporte de la queja', ownCode]),
});
await client.patch(`/api/queja/${ownCode}/`, { estado_cod: 2, prorroga_queja: 2 });
log(`queja propia ${ownCode} en trámite`);

// Momento 3: progress, final answer, closing. Documents go up before the update that needs them.
const caseCode = process.env.SFC_CASE ?? pending[0]?.codigo_queja ?? ownCode;
const record = await client.get(`/api/queja/${encodeURIComponent(caseCode)}/`);
// A PUT may carry the whole record as read: identity fields are repeated unchanged. Its
// fecha_actualizacion is the stamp of the last update, which the server refuses to see again
// ("La fecha debe ser diferente a la fecha ya registrada"), so it stays out.
const asRead = { ...record };
delete asRead.fecha_actualizacion;
await client.put(`/api/queja/${encodeURIComponent(caseCode)}/`, {
  ...asRead,
  estado_cod: 2,
  prorroga_queja: 2,
});
log(`queja ${caseCode} en trámite`);
const finalAnswer = await client.upload({
  codigoQueja: caseCode,
  type: 'RESPUESTA FINAL',
  filename: `${caseCode}_RESP_FINAL_SFC.pdf`,
  data: simplePdf(['Respuesta final al consumidor financiero', `Queja ${caseCode}`, 'Decisión: favorable']),
});
// fecha_cierre must be after fecha_creacion, to the second: a case closed within the second it
// was created is dated the next one.
const createdAt = fromBogotaLocal(record.fecha_creacion);
const closedAt = new Date(Math.max(Date.now(), createdAt.getTime() + 1000));
const closed = await client.patch(`/api/queja/${encodeURIComponent(caseCode)}/`, {
  estado_cod: 4,
  fecha_cierre: bogotaLocal(closedAt),
  documentacion_rta_final: true,
  a_favor_de: 1,
  aceptacion_queja: 1,
  rectificacion_queja: 1,
});
log(`queja ${caseCode} cerrada (estado_cod ${closed.estado_cod})`);

console.log(
  JSON.stringify({
    pulled: pending.map((c) => c.codigo_queja),
    downloaded,
    pqrs_error: pqrsError,
    registered: ownCode,
    closed: { codigo_queja: caseCode, estado_cod: closed.estado_cod, fecha_cierre: closed.fecha_cierre },
    final_answer: { id: finalAnswer.id, name: finalAnswer.name },
  }),
);
