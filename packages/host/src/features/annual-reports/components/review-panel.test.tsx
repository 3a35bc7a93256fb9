import { afterEach, describe, expect, it } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ANNUAL_REPORT_TEXTS as T, createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { createPortalQueryClient } from '../../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../../lib/services.js';
import type { AnnualReport } from '../api/annual-reports.js';
import { ReviewPanel } from './report-view.js';

afterEach(cleanup);

/** The reviewer's panel of report 41, with a server that records each call and answers it. */
function renderPanel() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api = {
    request: async (method: string, path: string, init?: { body?: unknown }) => {
      calls.push({ method, path, body: init?.body });
      return { ok: true, status: 200, data: { id: 41 } };
    },
  } as unknown as ApiClient;
  const services = {
    store: createSessionStore(),
    api,
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const router = createMemoryRouter(
    [
      { path: '/review', element: <ReviewPanel report={{ id: 41 } as AnnualReport} /> },
      { path: '/dashboard/register-annual-report', element: <h1>{T.registryTitle}</h1> },
    ],
    { initialEntries: ['/review'] },
  );
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createPortalQueryClient({ retryDelay: 0 })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return calls;
}

describe('the annual report review panel', () => {
  it('sends the observations typed before «Aceptar informe» with the acceptance', async () => {
    const user = userEvent.setup();
    const calls = renderPanel();
    await user.type(screen.getByLabelText(new RegExp(T.commentLabel)), 'Buen informe; completar anexos.');
    await user.click(screen.getByRole('button', { name: T.acceptReport }));
    await screen.findByRole('heading', { name: T.registryTitle });
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: expect.stringMatching(/\/41\/$/),
        body: { action: 'accept', comment: 'Buen informe; completar anexos.' },
      },
    ]);
  });

  it('accepts without observations when none were typed', async () => {
    const user = userEvent.setup();
    const calls = renderPanel();
    await user.click(screen.getByRole('button', { name: T.acceptReport }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ action: 'accept' });
  });
});
