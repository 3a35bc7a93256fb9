import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COMPLAINT_MESSAGES, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';
import {
  ComplaintDetail,
  ComplaintTracking,
  RatingForm,
  stateLabel,
  type ComplaintActions,
  type ComplaintDetailData,
} from './complaint-tracking.js';

afterEach(cleanup);

type Call = { method: string; path: string; body?: unknown };

/** A client answering GETs from `routes` (404 for anything else) and recording every call. */
function fakeApi(
  routes: Record<string, unknown>,
  write: (call: Call) => ApiResult<unknown> = () => ({ ok: true, status: 200, data: {} }),
) {
  const calls: Call[] = [];
  const answer = (path: string): ApiResult<unknown> =>
    path in routes
      ? { ok: true, status: 200, data: routes[path] }
      : {
          ok: false,
          status: 404,
          reason: 'rejected',
          message: MESSAGES.genericError,
          data: { detail: 'No encontrado.' },
        };
  const api = {
    get: async (path: string) => (calls.push({ method: 'GET', path }), answer(path)),
    post: async (path: string, body: unknown) => {
      calls.push({ method: 'POST', path, body });
      return write({ method: 'POST', path, body });
    },
    patch: async (path: string, body: unknown) => {
      calls.push({ method: 'PATCH', path, body });
      return write({ method: 'PATCH', path, body });
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const NONE: ComplaintActions = {
  can_attach: false,
  can_desist: false,
  can_escalate: false,
  can_replica: false,
  can_rate: false,
};

function complaint(
  id: number,
  estado_cod: number,
  acciones: Partial<ComplaintActions> = {},
): ComplaintDetailData {
  return {
    id,
    codigo_queja: `1720260000${id}`,
    entidad_nombre: 'Bancolombia',
    producto_nombre: 'Tarjeta de crédito',
    estado_cod,
    estado: { id: estado_cod, name: COMPLAINT_MESSAGES.stateNames[estado_cod] ?? '' },
    fecha_creacion: '2026-11-20T09:30:00',
    texto_queja: 'Cobro doble.',
    acciones: { ...NONE, ...acciones },
    annexes_size: 2048,
    files: [{ id_storage: 5, name: 'extracto.pdf', size: 2048 }],
    history: [
      {
        version: 1,
        changed_at: '2026-11-20T09:30:00',
        action: 'create',
        estado_from: null,
        estado_from_name: null,
        estado_to: estado_cod,
        estado_to_name: 'Recibida',
      },
    ],
  };
}

describe('stateLabel', () => {
  it.each([
    [1, 'Recibida'],
    [2, 'Abierta / en trámite'],
    [4, 'Cerrada'],
    [5, 'Desistida'],
    [6, 'En réplica'],
    [7, 'Escalada al defensor del consumidor financiero'],
  ])('names state %i "%s" even without the server\'s name', (estado_cod, name) => {
    expect(stateLabel({ estado_cod })).toBe(name);
  });
});

describe('ComplaintTracking', () => {
  it('lists a page of 10 with Spanish states and links to each detail, and pages on', async () => {
    const page1 = {
      count: 11,
      pages: 2,
      current_page: 1,
      next: 'x',
      previous: null,
      results: [complaint(1, 4), complaint(2, 5)],
    };
    const page2 = {
      count: 11,
      pages: 2,
      current_page: 2,
      next: null,
      previous: 'x',
      results: [complaint(3, 1)],
    };
    const { api, calls } = fakeApi({
      '/queja/?page=1&page_size=10': page1,
      '/queja/?page=2&page_size=10': page2,
    });
    const seen: string[] = [];
    render(<ComplaintTracking api={api} onNavigate={(href) => seen.push(href)} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Cerrada')).toBeTruthy();
    expect(within(table).getByText('Desistida')).toBeTruthy();
    expect(within(table).getAllByText('11/20/2026 09:30')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Ver detalle de la queja 17202600001' }));
    expect(seen).toEqual(['/customer/complaint/tracking/detail/1']);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    expect(screen.getByText('Recibida')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/queja/?page=1&page_size=10', '/queja/?page=2&page_size=10']);
  });
});

describe('ComplaintDetail', () => {
  it("shows only the not-found message for another consumer's complaint", async () => {
    const { api } = fakeApi({});
    render(<ComplaintDetail api={api} complaintId="99" />);
    expect((await screen.findByRole('alert')).textContent).toBe('No encontramos esta queja entre las tuyas.');
    expect(screen.queryByText(/Queja /)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    [
      'received',
      complaint(1, 1, { can_attach: true, can_desist: true, can_escalate: true }),
      ['Agregar anexos', 'Escalar al defensor del consumidor financiero'],
      true,
    ],
    [
      'closed',
      complaint(1, 4, { can_replica: true, can_rate: true }),
      ['Presentar réplica', 'Calificar la atención'],
      false,
    ],
    ['desisted', complaint(1, 5), [], false],
  ] as const)('offers the actions the %s state allows', async (_state, data, links, desist) => {
    const { api } = fakeApi({ '/complaint_detail/1/': data });
    render(<ComplaintDetail api={api} complaintId="1" />);
    await screen.findByRole('heading', { name: 'Acciones disponibles' });
    const actions = screen.getByRole('heading', { name: 'Acciones disponibles' }).parentElement!;
    expect(
      within(actions)
        .queryAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(links);
    expect(within(actions).queryByRole('button', { name: 'Desistir de la queja' }) !== null).toBe(desist);
    if (links.length === 0) expect(within(actions).getByText(/No hay acciones disponibles/)).toBeTruthy();
  });

  it('desists only after the confirmation, then shows the new state', async () => {
    const routes: Record<string, unknown> = { '/complaint_detail/1/': complaint(1, 1, { can_desist: true }) };
    const { api, calls } = fakeApi(routes, () => {
      routes['/complaint_detail/1/'] = complaint(1, 5);
      return { ok: true, status: 200, data: { detail: COMPLAINT_MESSAGES.desisted } };
    });
    render(<ComplaintDetail api={api} complaintId="1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Desistir de la queja' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByText(COMPLAINT_MESSAGES.desisted);
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/queja/1/',
      body: { desistimiento_queja: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desistir de la queja' })).toBeNull());
    expect(screen.getAllByText('Desistida').length).toBeGreaterThan(0);
  });
});

describe('RatingForm', () => {
  it('requires a rating, then sends it with the comment', async () => {
    const { api, calls } = fakeApi({ '/queja/17202600001/': complaint(1, 4, { can_rate: true }) }, () => ({
      ok: true,
      status: 201,
      data: { detail: COMPLAINT_MESSAGES.ratingSaved },
    }));
    render(<RatingForm api={api} complaintId="17202600001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Bien.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    await screen.findByText(COMPLAINT_MESSAGES.ratingSaved);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: '17202600001',
      calificacion: 4,
      comentario: 'Bien.',
    });
  });
});
