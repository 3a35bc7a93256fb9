import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton, type DownloadButtonProps } from './download-button.js';

type GetUrl = DownloadButtonProps['getUrl'];

const never: GetUrl = () => new Promise(() => {});

const meta = {
  title: 'Formulario/Botón de descarga (DownloadButton)',
  component: DownloadButton,
  args: {
    getUrl: (async () =>
      `data:text/plain;charset=utf-8,${encodeURIComponent('Respuesta de la entidad')}`) as GetUrl,
    fileName: 'respuesta.txt',
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'En reposo',
};
export const Primary: Story = {
  name: 'Principal',
  args: { variant: 'primary', children: 'Descargar respuesta' },
};
export const Loading: Story = {
  name: 'Cargando',
  args: { getUrl: never },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const QueryError: Story = {
  name: 'Error de consulta',
  args: { getUrl: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const MissingUrl: Story = {
  name: 'Sin URL',
  args: { getUrl: async () => null },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { disabled: true },
};
