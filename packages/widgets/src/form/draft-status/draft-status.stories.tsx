import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DraftState } from '@sfc/core';
import { DraftOffer, DraftStatus } from './draft-status.js';
import type { DraftHandle } from './use-draft.js';

type Payload = { text: string };

function handle(state: Partial<DraftState<Payload>>): DraftHandle<Payload> {
  return {
    status: 'idle',
    unsaved: false,
    offer: null,
    ...state,
    change: () => undefined,
    flush: () => undefined,
    accept: () => state.offer?.payload ?? null,
    discard: () => undefined,
    submitted: async () => undefined,
    keepMine: () => undefined,
  };
}

function Draft({ state }: { state: Partial<DraftState<Payload>> }) {
  const draft = handle(state);
  return (
    <>
      <DraftOffer draft={draft} onContinue={() => undefined} />
      <DraftStatus draft={draft} />
    </>
  );
}

const meta = {
  title: 'Formulario/Borrador (DraftStatus)',
  component: Draft,
  args: { state: {} },
} satisfies Meta<typeof Draft>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  name: 'Borrador ofrecido',
  args: {
    state: { offer: { payload: { text: 'Queja a medio escribir' }, savedAt: '2026-11-15T15:00:00Z' } },
  },
};
export const Saving: Story = { name: 'Guardando', args: { state: { status: 'saving', unsaved: true } } };
export const Saved: Story = { name: 'Guardado', args: { state: { status: 'saved' } } };
export const Offline: Story = { name: 'Sin conexión', args: { state: { status: 'offline', unsaved: true } } };
export const Conflict: Story = { name: 'Cambiado en otra pestaña', args: { state: { status: 'conflict' } } };
