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

/** Feature folders of the consumer's and the public pages (their stories are the elements' and the layout's). */
const NOT_STAFF = new Set([
  'complaints',
  'customer-home',
  'landing',
  'maintenance',
  'password-recovery',
  'profile',
  'registration',
  'sign-in',
  'technical-support',
]);

const folderOf = (file: string) => file.replace(/^.*features\//, '').split('/')[0]!;

// Every feature folder with components (the files are listed, not loaded).
const featureFolders = new Set(
  Object.keys(import.meta.glob('../../features/*/components/*.tsx')).map(folderOf),
);

describe('the staff screens in Storybook', () => {
  it('cover every staff feature folder', () => {
    const staffFolders = [...featureFolders].filter((folder) => !NOT_STAFF.has(folder)).sort();
    const withStories = new Set([
      ...Object.keys(files).map(folderOf),
      // The case workspace's stories have their own test (case-work.stories.test.tsx).
      'complaint-work',
    ]);
    expect(staffFolders.length).toBeGreaterThanOrEqual(20);
    expect(staffFolders.filter((folder) => !withStories.has(folder))).toEqual([]);
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
