import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListParams } from '../components/staff-list/use-list-params.js';
import { useUrlFilters } from '../features/complaint-work/components/management-screen.js';

afterEach(cleanup);

/** A queue screen's two URL writers: the filter builder's filters and the list's page size. */
function Queue() {
  const [, , applyFilters] = useUrlFilters();
  const { setPageSize, setPage } = useListParams([]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // What a quick user (or a slow machine) does: both before the page renders again.
          applyFilters([{ column: 'deadline_status', operator: 'equals', value: 'overdue' }]);
          setPageSize(50);
        }}
      >
        filtrar y ver 50
      </button>
      <button type="button" onClick={() => setPage(3)}>
        página 3
      </button>
    </>
  );
}

describe('useLatestSearchParams', () => {
  it('keeps a filter applied just before the page size changes, and later changes build on both', async () => {
    const router = createMemoryRouter([{ path: '/queue', element: <Queue /> }], {
      initialEntries: ['/queue?ordering=-fecha_creacion'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'filtrar y ver 50' }).click());
    const after = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(after.get('filters') ?? '[]')).toEqual([
      { column: 'deadline_status', operator: 'equals', value: 'overdue' },
    ]);
    expect(after.get('page_size')).toBe('50');
    expect(after.get('ordering')).toBe('-fecha_creacion');

    await act(async () => screen.getByRole('button', { name: 'página 3' }).click());
    const later = new URLSearchParams(router.state.location.search);
    expect(later.get('filters')).toBe(after.get('filters'));
    expect(later.get('page_size')).toBe('50');
    expect(later.get('page')).toBe('3');
  });
});
