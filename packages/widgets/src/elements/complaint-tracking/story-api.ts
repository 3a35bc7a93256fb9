import { COMPLAINT_MESSAGES, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';

/** A client for stories: answers GETs from `routes` (404 for anything else) and accepts every write. */
export function storyApi(routes: Record<string, unknown>, delayMs = 0): ApiClient {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const answer = async (path: string): Promise<ApiResult<unknown>> => {
    await wait();
    return path in routes
      ? { ok: true, status: 200, data: routes[path] }
      : {
          ok: false,
          status: 404,
          reason: 'rejected',
          message: MESSAGES.genericError,
          data: { detail: 'No encontrado.' },
        };
  };
  const write = async (): Promise<ApiResult<unknown>> => ({
    ok: true,
    status: 201,
    data: { id: 1, codigo_queja: '172026000001', detail: COMPLAINT_MESSAGES.filed('172026000001') },
  });
  return { get: answer, post: write, patch: write, put: write } as unknown as ApiClient;
}

/** A sample complaint in state `estado_cod`. */
export function sampleComplaint(id: number, estado_cod: number) {
  return {
    id,
    codigo_queja: `17202600000${id}`,
    entidad_nombre: 'Bancolombia',
    producto_nombre: 'Tarjeta de crédito',
    estado_cod,
    estado: { id: estado_cod, name: COMPLAINT_MESSAGES.stateNames[estado_cod] ?? '' },
    fecha_creacion: '2026-11-20T09:30:00',
    texto_queja: 'En el extracto aparece una compra que no reconozco.',
    acciones: {
      can_attach: estado_cod === 1,
      can_desist: estado_cod === 1,
      can_escalate: estado_cod === 1,
      can_replica: estado_cod === 4,
      can_rate: estado_cod === 4,
    },
    annexes_size: 2048,
    files: [{ id_storage: 5, name: 'extracto.pdf', size: 2048 }],
    history: [
      {
        version: 1,
        changed_at: '2026-11-20T09:30:00',
        action: 'create',
        estado_from: null,
        estado_from_name: null,
        estado_to: 1,
        estado_to_name: 'Recibida',
      },
    ],
  };
}
