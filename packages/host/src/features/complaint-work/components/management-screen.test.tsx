import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StaffStoryFrame, staffStoryApi, storyPage } from '../../../app/layouts/staff-story.js';
import { STORY_DIRECTIONS } from '../../../app/layouts/staff-story-data.js';
import { ROW } from './case-work.fixtures.js';
import { ManagementScreen } from './management-screen.js';

afterEach(cleanup);

const FILTERS = [{ column: 'entidad', operator: 'equals', value: ROW.entity.id }];

/** The queue's server answers; every write is recorded in `writes`. */
function queueApi(
  writes: string[],
  entities: { id: number; name: string; label?: string }[] = [{ id: ROW.entity.id, name: ROW.entity.name }],
) {
  return staffStoryApi({
    '/dashboard/columns_for_filter/': {
      results: [{ column: 'entidad', label: 'Entidad', type: 'choice', has_values: true }],
    },
    '/dashboard/operator_types/choice/': {
      results: [{ operator: 'equals', label: 'Es igual a', value: 'single' }],
    },
    '/dashboard/data_for_fields_filter/entidad/': { results: entities },
    '/dashboard/data_for_fields_filter/direction/': { results: STORY_DIRECTIONS },
    '/dashboard/data_for_fields_filter/analyst/': { results: [{ id: 12, name: 'Ana Gómez' }] },
    '/complaint_management/': storyPage([ROW]),
    'POST /complaint_management/': ({ body }: { body?: unknown }) => {
      writes.push(JSON.stringify(body));
      return { updated: 1 };
    },
    '/case_work/views/': { results: [] },
  });
}

function renderQueue(writes: string[], entities?: Parameters<typeof queueApi>[1]) {
  const path = `/dashboard/complaints/management?filters=${encodeURIComponent(JSON.stringify(FILTERS))}`;
  render(
    <StaffStoryFrame path={path} api={queueApi(writes, entities)}>
      <ManagementScreen />
    </StaffStoryFrame>,
  );
}

describe('the complaint queue (Gestión de quejas)', () => {
  it('folds its filter builder into the compact bar, summarising the filters in force by their labels', async () => {
    renderQueue([]);
    await screen.findByText('1 filtro activo:');
    await screen.findByText(`Entidad: ${ROW.entity.name}`);
    const toggle = screen.getByRole('button', { name: /^Filtros/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded: the builder's controls are not offered.
    expect(screen.queryByRole('button', { name: 'Aplicar filtros' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeTruthy();
  });

  it('tells apart entities of the same name by their type and code, in the summary and the builder', async () => {
    const sura = (id: number, type: string, code: string) => ({
      id,
      name: 'SURA',
      label: `SURA — ${type} (${code})`,
    });
    renderQueue(
      [],
      [
        { ...sura(ROW.entity.id, 'Seguros de Vida', '13-25') },
        sura(ROW.entity.id + 1000, 'Seguros Generales', '14-18'),
      ],
    );
    await screen.findByText('Entidad: SURA — Seguros de Vida (13-25)');
    fireEvent.click(screen.getByRole('button', { name: /^Filtros/ }));
    const value = await screen.findByRole('combobox', { name: 'Valor' });
    await waitFor(() =>
      expect(
        within(value)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['', 'SURA — Seguros de Vida (13-25)', 'SURA — Seguros Generales (14-18)']),
    );
  });

  it('offers the bulk assignment in the bulk action bar only while rows are selected', async () => {
    const writes: string[] = [];
    renderQueue(writes);
    const checkbox = await screen.findByRole('checkbox', {
      name: `Seleccionar la queja ${ROW.codigo_queja}`,
    });
    expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Asignar' })).toBeNull();

    fireEvent.click(checkbox);
    const bar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(bar).getByText('1 seleccionada')).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: /^Dirección/ })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: /^Analista \(opcional\)/ })).toBeTruthy();
    // Without a direction nothing is sent: the form says what is missing.
    fireEvent.click(within(bar).getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(bar.textContent).toMatch(/Dirección/));
    expect(writes).toEqual([]);

    fireEvent.click(within(bar).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull();
    const again = screen.getByRole('checkbox', { name: `Seleccionar la queja ${ROW.codigo_queja}` });
    expect((again as HTMLInputElement).checked).toBe(false);
  });
});
