import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDropzone } from './file-dropzone.js';

const sample = (name: string, kb: number) => new File([new Uint8Array(kb * 1024)], name);

const meta = {
  title: 'Formulario/Carga de archivos (FileDropzone)',
  component: FileDropzone,
  args: { label: 'Anexos', name: 'file-complaint' },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { hint: 'Adjunta los soportes de tu queja.' },
};
export const Filled: Story = {
  name: 'Con datos',
  args: {
    defaultValue: [
      sample('extracto-marzo.pdf', 220),
      sample(`${'soporte-de-la-reclamacion-presentada-ante-la-entidad-financiera-'.repeat(2)}final.docx`, 48),
    ],
  },
};
export const PerFileLimit: Story = {
  name: 'Límite por archivo',
  args: { maxFileMb: 5 },
};
export const WithError: Story = {
  name: 'Con error',
  args: { required: true, showErrors: true },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { disabled: true, defaultValue: [sample('acta.pdf', 12)] },
};
