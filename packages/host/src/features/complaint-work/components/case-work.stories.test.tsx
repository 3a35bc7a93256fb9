import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import * as stories from './case-work.stories.js';

afterEach(cleanup);

const composed = composeStories(stories);

const caseShown = async () => {
  await screen.findByRole('heading', { name: 'Queja 1-7-2026-000005', level: 1 });
  await screen.findByText('Ana Gómez · 11/20/2026 09:00');
  expect(screen.getByRole('heading', { name: 'Datos del consumidor' })).toBeTruthy();
  await screen.findByText('Bancolombia S.A. — Establecimientos bancarios (1-7)');
  expect(screen.getByRole('button', { name: 'Guardar y siguiente' })).toBeTruthy();
};
const timelineShown = async () => {
  const entries = screen.getAllByRole('listitem');
  expect(entries.length).toBeGreaterThanOrEqual(5);
  expect(screen.getByText('Bancolombia S.A. · 11/24/2026 11:30')).toBeTruthy();
};
const composerShown = async () => {
  expect(screen.getByRole('heading', { name: 'Actuar sobre la queja' })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy());
};
const viewsShown = async () => {
  expect(screen.getByRole('link', { name: 'Vencen hoy 3 quejas' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Vencidas ≈12480 quejas' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Tarjetas de Bancolombia 41 quejas' })).toBeTruthy();
};

// What an analyst must find on each story once its answers have arrived.
const shows: Record<keyof typeof composed, () => Promise<void>> = {
  CaseScreen: caseShown,
  CaseScreenHighContrast: caseShown,
  Timeline: timelineShown,
  TimelineHighContrast: timelineShown,
  Composer: composerShown,
  ComposerHighContrast: composerShown,
  Views: viewsShown,
  ViewsHighContrast: viewsShown,
};

describe('the case workspace in Storybook', () => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])(
    '%s shows its content without serious accessibility problems',
    async (name) => {
      const Story = composed[name];
      const { container } = render(<Story />);
      await shows[name]();
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
