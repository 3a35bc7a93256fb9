import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import * as stories from './workspace.stories.js';

const { Open, Folded } = composeStories(stories);

beforeEach(() => {
  // A window wider than the phone layout: the menu is a column beside the screen.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the workspace menu stories', () => {
  it('open: the modules beside the screen, the current one marked', async () => {
    const { container } = render(<Open />);
    const nav = await screen.findByRole('navigation', { name: 'Módulos' });
    expect(within(nav).getByRole('button', { name: 'Menú de módulos' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Usuarios' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('folded: only the button is left, saying the menu is closed', async () => {
    const { container } = render(<Folded />);
    const nav = await screen.findByRole('navigation', { name: 'Módulos' });
    expect(within(nav).getByRole('button', { name: 'Menú de módulos' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
