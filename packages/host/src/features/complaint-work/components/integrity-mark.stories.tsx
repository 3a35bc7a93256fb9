import '../../../app/styles/portal.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntegrityBadge } from './integrity-mark.js';

/** The ledger integrity mark on a case's timeline, in its three states. */
const meta: Meta = {
  title: 'Portal/Tablero/Gestión de quejas: integridad del registro',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

export const Verificada: Story = {
  name: 'Integridad verificada',
  parameters: {
    shows: ['Integridad verificada', 'Última verificación: 11/27/2026 18:00 (hora de Colombia).'],
  },
  render: () => (
    <IntegrityBadge
      integrity={{ status: 'verificada', checked_at: '2026-11-27T23:00:00.000Z', first_mismatch: null }}
    />
  ),
};

export const Alterada: Story = {
  name: 'Integridad alterada, con el primer registro que no coincide',
  parameters: {
    shows: ['Integridad alterada', 'Primer registro que no coincide: n.º 4182 (versión de la queja).'],
  },
  render: () => (
    <IntegrityBadge
      integrity={{
        status: 'alterada',
        checked_at: '2026-11-27T23:00:00.000Z',
        first_mismatch: { seq: 4182, kind: 'version' },
      }}
    />
  ),
};

export const Pendiente: Story = {
  name: 'Integridad pendiente de verificación',
  parameters: {
    shows: ['Integridad pendiente de verificación', 'El registro de esta queja aún no se ha verificado.'],
  },
  render: () => (
    <IntegrityBadge integrity={{ status: 'pendiente', checked_at: null, first_mismatch: null }} />
  ),
};
