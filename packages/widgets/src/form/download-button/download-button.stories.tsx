import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton, type DownloadButtonProps } from './download-button.js';

type GetUrl = DownloadButtonProps['getUrl'];

const never: GetUrl = () => new Promise(() => {});

const meta = {
  title: 'Formulario/DownloadButton',
  component: DownloadButton,
  args: {
    getUrl: (async () =>
      `data:text/plain;charset=utf-8,${encodeURIComponent('Respuesta de la entidad')}`) as GetUrl,
    fileName: 'respuesta.txt',
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: 'Descargar respuesta' } };
export const Loading: Story = {
  args: { getUrl: never },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const QueryError: Story = {
  args: { getUrl: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const MissingUrl: Story = {
  args: { getUrl: async () => null },
  play: async ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
export const Disabled: Story = { args: { disabled: true } };
