import '../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ScreenState } from './screen-state.js';

/** The one pattern of a staff screen's states, each with a heading and a way back. */
const meta: Meta<typeof ScreenState> = {
  title: 'Portal/Tablero/Estados de una pantalla',
  component: ScreenState,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ScreenState>;

const back = { to: '/dashboard/annual-report', label: 'Informe anual del defensor' };

export const Loading: Story = { name: 'Cargando', args: { kind: 'loading', back } };
export const Empty: Story = { name: 'Sin información', args: { kind: 'empty', back } };
export const NotFound: Story = { name: 'Registro no encontrado', args: { kind: 'not-found', back } };
export const MissingId: Story = {
  name: 'Enlace sin identificador',
  args: { kind: 'missing-id', back },
};
export const Forbidden: Story = { name: 'Sin permiso', args: { kind: 'forbidden' } };
export const Failed: Story = {
  name: 'Error del servidor',
  args: {
    kind: 'error',
    back,
    message: 'Lo sentimos, ocurrió un error interno en el servidor, por favor intenta más tarde.',
    onRetry: () => {},
  },
};
