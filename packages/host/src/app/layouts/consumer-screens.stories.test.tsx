import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import * as stories from './consumer-screens.stories.js';

afterEach(cleanup);

const composed = composeStories(stories);

// What a designer must find on each consumer screen once its answers have arrived.
const shows: Record<keyof typeof composed, () => Promise<void>> = {
  Registro: async () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\S/);
    await waitFor(() => expect(screen.getAllByText('Persona jurídica').length).toBeGreaterThan(0));
  },
  SoporteTecnico: async () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\S/);
    await waitFor(() => expect(screen.getByText('No recibo el código de verificación')).toBeTruthy());
  },
  ConstanciaDeRadicacion: async () => {
    await waitFor(() => expect(screen.getAllByText(/172026000041/).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByText(/Bancolombia S\.A\./).length).toBeGreaterThan(0));
  },
};

describe('the consumer screens in Storybook', () => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])(
    '%s shows its screen with the server answers, without serious accessibility problems',
    async (name) => {
      const Story = composed[name];
      const { container } = render(<Story />);
      await shows[name]();
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
