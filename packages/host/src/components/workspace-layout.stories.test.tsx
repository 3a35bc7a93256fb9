import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import * as bulkStories from './bulk-action-bar.stories.js';
import * as filterStories from './compact-filter-bar.stories.js';
import * as listStories from './staff-list/staff-list.stories.js';

afterEach(cleanup);

const filters = composeStories(filterStories);
const bulk = composeStories(bulkStories);
const list = composeStories(listStories);

describe('the compact filter bar', () => {
  it('folded, says there is no filter and opens the form with «Filtros»', async () => {
    const { container } = render(<filters.NoFilters />);
    expect(screen.getByText('Sin filtros: se muestran todos los registros.')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('search')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('search')).getByLabelText('Estado')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('summarises the filters in force by their shown values, and clears them from the folded bar', async () => {
    const { container } = render(<filters.Active />);
    expect(screen.getByText('3 filtros activos:')).toBeTruthy();
    expect(screen.getByText('Buscar: Peña')).toBeTruthy();
    expect(screen.getByText('Estado: Activo')).toBeTruthy();
    expect(screen.getByText('Roles: Analista de quejas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('can start open', async () => {
    const { container } = render(<filters.Expanded />);
    expect(screen.getByRole('button', { name: /^Filtros/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('the toolbar of actions on the selection', () => {
  it('shows the count, the actions and «Quitar selección»', async () => {
    const { container } = render(<bulk.Selected />);
    const bar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(bar).getByText('3 seleccionadas')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Quitar selección' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Inactivar' }));
    expect(within(bar).getByRole('group', { name: '¿Inactivar 3 usuarios?' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Inactivar' }));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('is not there while nothing is selected', () => {
    render(<bulk.NothingSelected />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inactivar' })).toBeNull();
  });

  it('reads the count the list gives it', () => {
    render(<bulk.OneSelected />);
    expect(within(screen.getByRole('region')).getByText('1 entidad seleccionada')).toBeTruthy();
  });
});

describe('a table whose rows can be selected', () => {
  it('offers a checkbox per row it may act on and one for the page, with the toolbar on selection', async () => {
    const { container } = render(<list.Selection />);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Bancolombia S.A.' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Compañía de Seguros Bolívar' })).toBeNull();
    const bar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(bar).getByText('1 entidad seleccionada')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }));
    expect(within(bar).getByText('2 entidades seleccionadas')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
