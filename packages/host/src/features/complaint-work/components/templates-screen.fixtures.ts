import type { ApiClient } from '@sfc/core';
import type { ServerTemplate } from '../api/case-file.js';
import type { TemplateDirections } from '../api/direction-templates.js';

/** The direction of the template screen's stories and tests. */
export const DIRECTION = { id: 1, name: 'Dirección de Protección al Consumidor Financiero' };

/** Two templates of {@link DIRECTION}, one of them deactivated. */
export const TEMPLATES: ServerTemplate[] = [
  {
    id: 3,
    name: 'Cierre por respuesta de fondo',
    kind: 'closing',
    body: 'Hola, {nombre_consumidor}: el {fecha} cerramos tu queja {codigo} porque {entidad} respondió de fondo.',
    direction: DIRECTION,
    is_active: true,
    updated_at: '2026-11-20T14:00:00.000Z',
    updated_by: 'Carlos Rincón',
  },
  {
    id: 4,
    name: 'Requerimiento de soportes',
    kind: 'entity_request',
    body: 'Respecto de la queja {codigo}, remitan los soportes de la respuesta dada a {nombre_consumidor}.',
    direction: DIRECTION,
    is_active: false,
    updated_at: '2026-11-18T15:30:00.000Z',
    updated_by: 'Carlos Rincón',
  },
];

/** A write the fixture API received. */
export interface RecordedWrite {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server as the template screen reads it: the caller's direction (managed or not) and its
 * templates; writes are recorded and answered as the server would, so the list shows them.
 */
export function templatesApi(options: { manages: boolean }, writes: RecordedWrite[] = []): ApiClient {
  let templates = TEMPLATES.map((t) => ({ ...t }));
  const directions: TemplateDirections = {
    own: DIRECTION,
    managed: options.manages ? [DIRECTION] : [],
  };
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api/, '');
  const get = async (url: string) => {
    const at = path(url);
    if (at === '/case_work/templates/directions/') return { ok: true, status: 200, data: directions };
    if (at.startsWith('/case_work/templates/?'))
      return { ok: true, status: 200, data: { results: templates } };
    return {
      ok: false,
      status: 404,
      reason: 'http',
      message: 'No encontrado.',
      data: { detail: 'No encontrado.' },
    };
  };
  const request = async (method: string, url: string, init?: { body?: unknown }) => {
    const at = path(url);
    const body = (init?.body ?? {}) as Partial<ServerTemplate>;
    writes.push({ method, path: at, body });
    const id = Number(/templates\/(\d+)\//.exec(at)?.[1]);
    if (method === 'PUT' && Number.isInteger(id)) {
      templates = templates.map((t) => (t.id === id ? { ...t, ...body } : t));
      return { ok: true, status: 200, data: templates.find((t) => t.id === id) };
    }
    const created = { ...(body as ServerTemplate), id: 9, direction: DIRECTION, is_active: true };
    templates = [...templates, created];
    return { ok: true, status: 201, data: created };
  };
  return {
    get,
    request,
    post: (url: string, body: unknown) => request('POST', url, { body }),
  } as unknown as ApiClient;
}
