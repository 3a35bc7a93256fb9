import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { MESSAGES, PORTAL_TEXTS, SCREEN_STATE_TEXTS as S } from '@sfc/core';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import { ApiCallError } from '../lib/server-state/index.js';
import { RecordState, type RecordQuery } from './screen-state.js';
import * as stories from './screen-state.stories.js';

afterEach(cleanup);

const composed = composeStories(stories);

describe('the states of a staff screen', () => {
  it.each([
    ['Loading', S.loadingTitle, 'Informe anual del defensor'],
    ['Empty', S.emptyTitle, 'Informe anual del defensor'],
    ['NotFound', S.notFoundTitle, 'Informe anual del defensor'],
    ['MissingId', S.missingIdTitle, 'Informe anual del defensor'],
    ['Forbidden', S.forbiddenTitle, S.backHome],
    ['Failed', S.errorTitle, 'Informe anual del defensor'],
  ] as const)('%s: a heading saying what happened and a way back, axe clean', async (story, title, back) => {
    const Story = composed[story];
    const { container } = render(<Story />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('link', { name: back })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('offers «Intentar de nuevo» after a failure', () => {
    const retry = vi.fn();
    const Story = composed.Failed;
    render(<Story onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: PORTAL_TEXTS.retry }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

const failure = (status: number) =>
  new ApiCallError({ ok: false, status, reason: 'rejected', message: MESSAGES.genericError } as never);

function showRecord(id: string | null, record: Partial<RecordQuery<{ name: string }>>) {
  render(
    <MemoryRouter>
      <RecordState<{ name: string }>
        id={id}
        record={{ data: undefined, error: null, isError: false, refetch: () => {}, ...record }}
      >
        {(row) => <h1>{row.name}</h1>}
      </RecordState>
    </MemoryRouter>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('a screen of one record', () => {
  it.each([
    ['a link without id says so instead of waiting', null, {}, S.missingIdTitle],
    ['an id the server does not find (404)', '9999', { isError: true, error: failure(404) }, S.notFoundTitle],
    ['a record of someone else (403)', '2', { isError: true, error: failure(403) }, S.forbiddenTitle],
    ['a failed load', '2', { isError: true, error: failure(500) }, S.errorTitle],
    ['loading', '2', {}, S.loadingTitle],
    ['the record once loaded', '2', { data: { name: 'Bancolombia S.A.' } }, 'Bancolombia S.A.'],
  ] as const)('%s', (_case, id, record, heading) => {
    expect(showRecord(id, record)).toBe(heading);
  });
});
