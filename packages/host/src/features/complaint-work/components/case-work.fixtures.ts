import type { ApiClient } from '@sfc/core';
import type { ComplaintRow, Deadline } from '../api/complaint-work.js';
import type { CaseEvent, CaseFile } from '../api/case-file.js';

/** A complaint due today, its case file, timeline and the server's answers: for stories and tests. */

export const DEADLINE: Deadline = {
  regime: 'queja',
  regime_label: 'Queja ante la entidad',
  term_days: 15,
  extension_days: 0,
  start_day: '2026-11-06',
  due_day: '2026-11-27',
  days_used: 15,
  days_left: 0,
  suspended: false,
  suspended_days: 0,
  status: 'due_soon',
  status_label: 'Por vencer',
};

export const ROW: ComplaintRow = {
  id: 5,
  codigo_queja: '1-7-2026-000005',
  entity: { id: 3, tipo_entidad: 1, entidad_cod: '7', name: 'Bancolombia S.A.' },
  consumer_name: 'Mariana Córdoba Ruiz',
  numero_id_cf: '52123456',
  state: { id: 2, name: 'Abierta / en trámite' },
  producto_nombre: 'Crédito de consumo',
  canal_cod: 13,
  fecha_creacion: '2026-11-05T15:00:00.000Z',
  fecha_cierre: null,
  is_active: true,
  direction: { id: 1, name: 'Dirección de Protección al Consumidor Financiero' },
  analyst: null,
  deadline: DEADLINE,
};

export const CASE: CaseFile = {
  complaint: ROW,
  deadline: DEADLINE,
  case: {
    codigo_queja: ROW.codigo_queja,
    texto_queja:
      'El banco aumentó la tasa de interés de mi crédito de libre inversión sin avisarme.\nPedí el extracto y no me lo han entregado.',
    fecha_creacion: ROW.fecha_creacion,
    fecha_cierre: null,
    state: ROW.state,
    motive: { code: 940, name: 'Cobro de intereses' },
    product: { code: 3, name: 'Crédito de consumo' },
    channel: { code: 13, name: 'Oficina' },
    place: { departamento: 'Antioquia', municipio: 'Medellín' },
    consumer: {
      nombres: 'Mariana Córdoba Ruiz',
      numero_id: '52123456',
      correo: 'mariana.cordoba@correo.example',
    },
    apoderado: { es_apoderado: false, nombre: null },
    amounts: { monto_reclamado: 1200000, monto_reconocido: null },
    fraud: { tipo_fraude: null, modalidad_fraude: null },
    favourability: { a_favor_de: null, aceptacion_queja: null, rectificacion_queja: null },
    entity_answer: { answered: false, fecha_cierre: null, documents: [] },
    consumer_documents: [
      { id_storage: 30, name: 'extracto-octubre.pdf', created_at: '2026-11-05T15:00:00.000Z' },
    ],
    marcacion: null,
    duplicate_of: null,
    closing: null,
  },
  assignment: { direction: ROW.direction, analyst: null },
  entity_requests: [
    {
      id: 4,
      complaint_id: 5,
      codigo_queja: ROW.codigo_queja,
      text: 'Remitan el extracto de octubre y la trazabilidad del cambio de tasa.',
      term_days: 5,
      requested_at: '2026-11-20T14:00:00.000Z',
      requested_by: 'Ana Gómez',
      due_day: '2026-11-27',
      status: 'answered',
      status_label: 'Respondido',
      answer: {
        text: 'Adjuntamos el extracto y la comunicación enviada al cliente.',
        answered_at: '2026-11-24T16:30:00.000Z',
        answered_by: 'Bancolombia S.A.',
        documents: [{ id_storage: 40, name: 'extracto-octubre-banco.pdf' }],
      },
    },
  ],
  consumer_requests: [],
  transfers: [],
  internal: true,
};

export const TIMELINE: CaseEvent[] = [
  {
    at: '2026-11-05T15:00:00.000Z',
    kind: 'filed',
    label: 'Radicada',
    actor: 'consumer',
    actor_name: 'Mariana Córdoba',
    detail: null,
  },
  {
    at: '2026-11-06T10:00:00.000Z',
    kind: 'state',
    label: 'Recibida → Abierta / en trámite',
    actor: 'entity',
    actor_name: 'Bancolombia S.A.',
    detail: null,
  },
  {
    at: '2026-11-20T14:00:00.000Z',
    kind: 'entity_request',
    label: 'Requerimiento a la entidad (5 días hábiles, vence el 11/27/2026)',
    actor: 'staff',
    actor_name: 'Ana Gómez',
    detail: 'Remitan el extracto de octubre y la trazabilidad del cambio de tasa.',
  },
  {
    at: '2026-11-24T16:30:00.000Z',
    kind: 'entity_request_answer',
    label: 'Respuesta de la entidad al requerimiento',
    actor: 'entity',
    actor_name: 'Bancolombia S.A.',
    detail: 'Adjuntamos el extracto y la comunicación enviada al cliente.',
    documents: [{ id_storage: 40, name: 'extracto-octubre-banco.pdf' }],
  },
  {
    at: '2026-11-25T09:10:00.000Z',
    kind: 'note',
    label: 'Nota interna',
    actor: 'staff',
    actor_name: 'Ana Gómez',
    detail: 'La entidad reconoce el cambio de tasa; revisar si notificó con 45 días.',
  },
];

const list = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** What the case screens read; anything else is «no encontrado». */
const ANSWERS: Record<string, unknown> = {
  '/case_work/complaints/5/': CASE,
  '/case_work/complaints/5/timeline/': { results: TIMELINE },
  '/complaint_monitoring/5/': { internal: true, documents: [], notes: [], suspensions: [], timeline: [] },
  '/case_work/templates/': {
    results: [
      {
        id: 3,
        name: 'Cierre por respuesta de fondo',
        kind: 'closing',
        body: 'Hola, {nombre_consumidor}: cerramos tu queja {codigo} porque {entidad} respondió de fondo.',
      },
    ],
  },
  '/dashboard/data_for_fields_filter/direction/': {
    results: [{ id: 1, name: 'Dirección de Protección al Consumidor Financiero' }],
  },
  '/dashboard/data_for_fields_filter/analyst/': {
    results: [
      { id: 12, name: 'Ana Gómez' },
      { id: 14, name: 'Carlos Pérez' },
    ],
  },
  '/dashboard/data_for_fields_filter/entidad/': {
    results: [
      { id: 3, name: 'Bancolombia S.A.', tipo_entidad: 1, entidad_cod: '7' },
      { id: 8, name: 'Davivienda S.A.', tipo_entidad: 1, entidad_cod: '39' },
      { id: 21, name: 'Seguros de Vida Suramericana S.A.', tipo_entidad: 14, entidad_cod: '25' },
    ],
  },
  '/dashboard/data_for_fields_filter/tipo_entidad/': {
    results: [
      { id: 1, name: 'Establecimientos bancarios' },
      { id: 14, name: 'Compañías de seguros de vida' },
    ],
  },
  '/complaint_management/': list([ROW]),
};

/** A client answering {@link ANSWERS} by path (query strings aside); writes succeed. */
export function caseApi(): ApiClient {
  const answer = async (url: string) => {
    const path = url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\/api/, '')
      .split('?')[0]!;
    const data = ANSWERS[path];
    return data === undefined
      ? {
          ok: false,
          status: 404,
          reason: 'http',
          message: 'No encontrado.',
          data: { detail: 'No encontrado.' },
        }
      : { ok: true, status: 200, data };
  };
  const write = async () => ({ ok: true, status: 200, data: {} });
  return { get: answer, post: write, request: write } as unknown as ApiClient;
}
