import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';

afterEach(cleanup);

/**
 * Every story of a staff feature folder (the case workspace has its own test): each names the
 * screen's main heading (`parameters.heading`) and texts a designer must see once its answers have
 * arrived (`parameters.shows`); both are checked, then axe finds no serious or critical problem.
 */
const files = import.meta.glob<Record<string, StoryObj> & { default: Meta }>(
  [
    '../../features/*/components/*.stories.tsx',
    '!../../features/complaint-work/components/case-work.stories.tsx',
  ],
  { eager: true },
);

const cases = Object.entries(files).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    id: `${file.replace(/^.*features\//, '').replace('/components/', ' › ')} › ${name}`,
    Story,
  })),
);

describe('the staff screens in Storybook', () => {
  it('covers every staff feature folder', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$id shows its screen, without serious accessibility problems', async ({ Story }) => {
    const { heading, shows = [] } = (Story.parameters ?? {}) as { heading?: string; shows?: string[] };
    const { container } = render(<Story />);
    if (heading !== undefined) {
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toContain(heading),
      );
    }
    for (const text of shows) await waitFor(() => expect(container.textContent).toContain(text));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
