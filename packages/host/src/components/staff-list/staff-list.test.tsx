import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  MESSAGES,
  STAFF_WORKSPACE_TEXTS as T,
  createSessionStore,
  createSystemClock,
  type ApiClient,
} from '@sfc/core';
import { createPortalQueryClient } from '../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import { BulkAction } from '../bulk-action-bar.js';
import { StaffList, type BulkActions } from './staff-list.js';

afterEach(cleanup);

interface Entity {
  id: number;
  name: string;
  nit: string;
}

const NAMES = [
  'Banco de Bogotá S.A.',
  'Bancolombia S.A.',
  'Banco Caja Social',
  'Financiera Comultrasan',
  'Cooperativa Confiar',
  'Banco de Occidente',
  'Fiduciaria Peña y Compañía',
  'Seguros Bolívar',
  'Banco Agrario de Colombia',
  'Itaú Corpbanca',
  'Banco Popular',
  'Davivienda',
];
const ENTITIES: Entity[] = NAMES.map((name, i) => ({ id: i + 1, name, nit: `8600${i}`.padEnd(9, '7') }));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A list endpoint with the server's rules in memory: search, ordering, pages; `failures` 500s first. */
function entityServer(failures = 0) {
  const calls: Array<Record<string, unknown>> = [];
  let failuresLeft = failures;
  const api = {
    get: async (_path: string, init?: { query?: Record<string, unknown> }) => {
      const query = init?.query ?? {};
      calls.push(query);
      if (failuresLeft > 0) {
        failuresLeft--;
        return { ok: false, status: 500, message: MESSAGES.internalServerError, reason: 'internal-error' };
      }
      const search = fold(String(query.search ?? ''));
      let rows = ENTITIES.filter((e) => fold(e.name).includes(search));
      const ordering = String(query.ordering ?? 'name');
      const field = ordering.replace(/^-/, '') as keyof Entity;
      rows = [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field]), 'es'));
      if (ordering.startsWith('-')) rows.reverse();
      const size = Number(query.page_size ?? 10);
      const page = Number(query.page ?? 1);
      const pages = Math.max(1, Math.ceil(rows.length / size));
      return {
        ok: true,
        status: 200,
        data: {
          count: rows.length,
          next: page < pages ? `http://x/api/company_list/?page=${page + 1}` : null,
          previous: page > 1 ? `http://x/api/company_list/?page=${page - 1}` : null,
          results: rows.slice((page - 1) * size, page * size),
          pages,
          current_page: page,
        },
      };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const COLUMNS: ColumnDef<Entity, unknown>[] = [
  { id: 'name', header: 'Nombre', accessorFn: (e) => e.name, meta: { sortField: 'name', rowHeader: true } },
  { id: 'nit', header: 'NIT', accessorFn: (e) => e.nit, meta: { sortField: 'nit' } },
];

function renderList(api: ApiClient, url = '/dashboard/companies', bulk?: BulkActions<Entity>) {
  const services = {
    api,
    store: createSessionStore(),
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/companies',
        element: (
          <StaffList<Entity>
            title="Entidades"
            endpoint="/company_list/"
            columns={COLUMNS}
            rowKey={(e) => String(e.id)}
            filters={[{ kind: 'search', key: 'search', label: 'Buscar' }]}
            exportColumns={[{ key: 'name', header: 'Nombre', value: (e) => e.name }]}
            exportFileName="entidades"
            bulk={bulk}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createPortalQueryClient({ retryDelay: 0 })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return router;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('StaffList', () => {
  it('shows the loading state, then the first page with its caption', async () => {
    renderList(entityServer().api);
    expect(screen.getByText(T.listLoading)).toBeTruthy();
    await screen.findByRole('table');
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Banco Agrario de Colombia');
    expect(screen.getByText(T.listCaption('Entidades', 1, 2, 12))).toBeTruthy();
  });

  it('says when the server estimated the count of a long list', async () => {
    const { api } = entityServer();
    const estimating = {
      get: async (path: string, init?: { query?: Record<string, unknown> }) => {
        const answer = (await api.get(path, init as never)) as { data: Record<string, unknown> };
        return {
          ...answer,
          data: { ...answer.data, count: 998_000, pages: 99_800, count_is_estimate: true },
        };
      },
    } as unknown as ApiClient;
    renderList(estimating);
    await screen.findByRole('table');
    const caption = T.listCaption('Entidades', 1, 99_800, 998_000, true);
    expect(caption).toBe('Entidades: unos 998000 resultados, página 1 de unas 99800');
    expect(screen.getByText(caption)).toBeTruthy();
  });

  it('keeps filter, sort and page in the URL, and the back button returns to the previous list', async () => {
    const { api, calls } = entityServer();
    const router = renderList(api);
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(names()).toEqual(['Itaú Corpbanca', 'Seguros Bolívar']));

    fireEvent.click(screen.getByRole('button', { name: /NIT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=nit'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /NIT/ }).getAttribute('aria-sort')).toBe('ascending'),
    );

    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Sin filtros: se muestran todos los registros.')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'BOGOTA' } });
    fireEvent.click(screen.getByRole('button', { name: T.applyFilters }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=BOGOTA&ordering=nit'));
    await waitFor(() => expect(names()).toEqual(['Banco de Bogotá S.A.']));
    expect(calls.at(-1)).toMatchObject({ search: 'BOGOTA', ordering: 'nit', page: 1, page_size: 10 });
    // Applied, the bar folds to its summary and focus returns to «Filtros».
    const folded = screen.getByRole('button', { name: /^Filtros/ });
    expect(folded.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(folded);
    expect(screen.getByText('Buscar: BOGOTA')).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(router.state.location.search).toBe('?ordering=nit');
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
  });

  it('opens a bookmarked filtered page as it was', async () => {
    const { api, calls } = entityServer();
    renderList(api, '/dashboard/companies?search=a&ordering=-name&page=2');
    await screen.findByRole('table');
    expect(calls[0]).toMatchObject({ search: 'a', ordering: '-name', page: 2 });
    expect(names()).toEqual(['Banco Caja Social', 'Banco Agrario de Colombia']);
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('a');
    expect(screen.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says when no row matches the filters', async () => {
    renderList(entityServer().api, '/dashboard/companies?search=%C3%B1and%C3%BA');
    expect(await screen.findByText(T.listEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with the catalogue message after the retries, and loads on "Intentar de nuevo"', async () => {
    // The first call and its two automatic retries fail; the manual retry succeeds.
    renderList(entityServer(3).api);
    expect(await screen.findByText(T.listError)).toBeTruthy();
    expect(screen.getByText(MESSAGES.internalServerError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await screen.findByRole('table');
    expect(names()).toHaveLength(10);
  });

  it('offers the actions on the selected rows in a toolbar that appears on selection', async () => {
    const acted: string[][] = [];
    renderList(entityServer().api, '/dashboard/companies', {
      rowName: (e) => e.name,
      canSelect: (e) => e.name !== 'Davivienda',
      actions: (rows, clear) => (
        <BulkAction
          label="Inactivar"
          question={`¿Inactivar ${rows.length} entidades?`}
          onRun={() => {
            acted.push(rows.map((e) => e.name));
            clear();
          }}
        />
      ),
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull();
    // A row the action would be refused for has no checkbox.
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Davivienda' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Bancolombia S.A.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Banco Popular' }));
    const toolbar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(toolbar).getByText('2 seleccionadas')).toBeTruthy();
    const pageBox = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' });
    expect((pageBox as HTMLInputElement).indeterminate).toBe(true);

    // The action asks first, then acts on exactly the selected rows and clears them.
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Inactivar' }));
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Confirmar' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(acted).toEqual([['Bancolombia S.A.', 'Banco Popular']]));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull(),
    );

    // The page's checkbox picks every row offered on the page; «Quitar selección» drops them.
    fireEvent.click(pageBox);
    const again = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(again).getByText('9 seleccionadas')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Seleccionar Banco Popular' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
