import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import * as stories from './layout.stories.js';

afterEach(cleanup);

const composed = composeStories(stories);

// What a designer must find in each piece of the page frame.
const shows: Record<keyof typeof composed, () => void> = {
  BarraGovCo: () =>
    expect(screen.getByRole('link', { name: /GOV\.CO/ }).getAttribute('href')).toBe('https://www.gov.co/'),
  EncabezadoSinSesion: () => {
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Ingresar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Alertas/ })).toBeNull();
  },
  EncabezadoConsumidor: () => {
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Mi perfil' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Alertas/ })).toBeNull();
  },
  EncabezadoFuncionario: () =>
    expect(screen.getByRole('button', { name: 'Alertas: 3 sin leer' })).toBeTruthy(),
  MenuEnCelular: () =>
    expect(screen.getByRole('button', { name: 'Menú' }).getAttribute('aria-controls')).toBe('main-nav-list'),
  MigaDePan: () => {
    const crumbs = screen.getByRole('navigation', { name: /Miga de pan|Ruta de navegación/ });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Inicio', 'Mis quejas', 'Seguimiento']);
  },
  PieDePagina: () =>
    expect(screen.getByRole('contentinfo').textContent).toContain('Superintendencia Financiera de Colombia'),
  ResumenDeErrores: () => {
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getByRole('link', { name: 'Primer nombre: Este campo es obligatorio' })
        .getAttribute('href'),
    ).toBe('#first_name');
  },
  InicioDelConsumidor: () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Laura');
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('card'))).toHaveLength(3);
  },
};

describe('the page frame stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`story ${name} shows its piece, with no serious axe violation`, async () => {
      const { container } = render(<Story />);
      await waitFor(() => shows[name as keyof typeof composed]());
      expect(await seriousViolations(container)).toEqual([]);
    });
  }
});
