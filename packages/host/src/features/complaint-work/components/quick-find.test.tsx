import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiClient } from '@sfc/core';
import { StoryFrame } from '../../../app/layouts/story-frame.js';
import { ROW } from './case-work.fixtures.js';
import { QuickFind } from './quick-find.js';

afterEach(cleanup);

/** A client answering the one-box search and recording what was asked. */
function searchApi(asked: string[]): ApiClient {
  const get = async (url: string, options?: { query?: Record<string, unknown> }) => {
    asked.push(`${url}?q=${String(options?.query?.q ?? '')}`);
    return {
      ok: true,
      status: 200,
      data: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: ROW.id,
            codigo_queja: ROW.codigo_queja,
            match: 'name',
            rank: 0.9,
            snippet: '**Mariana** **Córdoba** Ruiz — CC 52123456',
            complaint: ROW,
          },
        ],
      },
    };
  };
  return { get } as unknown as ApiClient;
}

describe('QuickFind', () => {
  it('sends the words as typed and shows the ranked result with the matched words marked', async () => {
    const asked: string[] = [];
    render(
      <StoryFrame account="staff" path="/dashboard/complaints/management" api={searchApi(asked)}>
        <QuickFind />
      </StoryFrame>,
    );
    expect(asked).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar una queja' }), {
      target: { value: 'mariana cordoba' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const link = await screen.findByRole('link', { name: ROW.codigo_queja });
    expect(asked).toEqual(['/case_work/search/?q=mariana cordoba']);
    const result = link.closest('li')!;
    expect(within(result).getByText('Nombre')).toBeTruthy();
    expect([...result.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Mariana', 'Córdoba']);
    expect(screen.getByRole('status').textContent).toBe('1 resultado');
  });
});
