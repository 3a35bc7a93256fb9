import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { PUBLIC_STATISTICS_TEXTS as T } from '@sfc/core';
import { seriousViolations } from '../../form/shared/axe.js';
import { PublicStatistics } from './public-statistics.js';
import { fakeFetch } from './public-statistics.fixtures.js';
import * as stories from './public-statistics.stories.js';

// Chart.js needs a real canvas: the browser run draws it; here the drawing is a stub.
vi.mock('../report-viewer/draw-chart.js', () => ({ drawChart: () => ({ restyle() {}, destroy() {} }) }));

/** An IntersectionObserver whose targets are all near the viewport (`near`) or all far from it. */
function viewport(near: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        if (near) this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
}

beforeEach(() => viewport(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const S = composeStories(stories);

describe('public statistics', () => {
  it('shows the summary, and every breakdown as a chart with its table beside it, with no serious axe violation', async () => {
    const { container } = render(<S.SectorYear />);
    await screen.findByText('1.043');
    expect(screen.getByText(T.updated('11/26/2026'))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img').length).toBe(4));
    for (const title of [T.byQuarter, T.byProduct, T.byMotive, T.ranking]) {
      const section = screen.getByRole('heading', { name: title }).closest('section')!;
      expect(within(section).getAllByRole('img').length, title).toBe(1);
      expect(within(section).getByRole('table'), title).toBeTruthy();
    }
    // Hidden cells read as such in the tables; only shown counts are charted.
    const products = screen.getByRole('heading', { name: T.byProduct }).closest('section')!;
    expect(within(products).getAllByText('reservado').length).toBeGreaterThan(0);
    expect(within(products).getAllByText('menos de 10').length).toBeGreaterThan(0);
    expect(within(products).getByRole('img').getAttribute('aria-label')).not.toContain('Leasing');
    expect(screen.getByRole('link', { name: T.downloadCsv }).getAttribute('href')).toBe(
      '/api/public-statistics/download/?formato=csv',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('asks the API again with the chosen filters, and hands them to the page (its URL)', async () => {
    const calls: string[] = [];
    const fake = fakeFetch();
    const onFiltersChange = vi.fn();
    render(
      <PublicStatistics
        filters={{}}
        apiBase="https://portal.example/api/"
        onFiltersChange={onFiltersChange}
        fetcher={(url) => {
          calls.push(url);
          return fake(url);
        }}
      />,
    );
    await screen.findByText('1.043');
    await screen.findByRole('option', { name: 'Nequi' });
    fireEvent.change(screen.getByLabelText(T.sector), { target: { value: '1' } });
    // Entities of another sector leave the list.
    expect(screen.queryByRole('option', { name: 'Nequi' })).toBeNull();
    fireEvent.change(screen.getByLabelText(T.entity), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(T.period), { target: { value: '2026-T3' } });
    fireEvent.click(screen.getByRole('button', { name: T.apply }));
    expect(onFiltersChange).toHaveBeenCalledWith({ periodo: '2026-T3', sector: '1', entidad: '7' });
    await waitFor(() =>
      expect(calls).toContain(
        'https://portal.example/api/public-statistics/?periodo=2026-T3&sector=1&entidad=7',
      ),
    );
  });

  it('draws a chart, and fetches Chart.js, only when its section comes near the viewport; its table is there at once', async () => {
    viewport(false);
    render(<S.SectorYear />);
    await screen.findByText('1.043');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getAllByRole('table').length).toBe(4);
  });

  it('says when the figures are not computed yet, and hides nothing else behind a blank', async () => {
    render(<S.NotReady />);
    await waitFor(() => expect(document.body.textContent).toContain(T.notReady));
    // Announced as an alert (happy-dom misreads the `:empty` rule that hides an empty one).
    expect(screen.getByText(T.notReady).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('heading', { name: T.byQuarter })).toBeNull();
  });

  it('narrow filters show «menos de 10» for every figure', async () => {
    render(<S.NarrowFilters />);
    const summary = (await screen.findByRole('heading', { name: /Resumen: Bancolombia/ })).closest(
      'section',
    )!;
    const values = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['menos de 10', '—', 'menos de 10', 'menos de 10', 'menos de 10', 'menos de 10']);
  });
});
