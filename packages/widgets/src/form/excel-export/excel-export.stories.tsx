import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExcelExport } from './excel-export.js';

const ROWS = [
  { codigo: 'Q-2024-0001', entidad: 'Banco Andino', estado: 'Recibida', dias: 2 },
  { codigo: 'Q-2024-0002', entidad: 'Aseguradora Sol', estado: 'En trámite', dias: 9 },
  { codigo: 'Q-2024-0003', entidad: 'Fiduciaria Norte', estado: 'Cerrada', dias: 15 },
];
const COLUMNS = [
  { key: 'codigo', header: 'Código' },
  { key: 'entidad', header: 'Entidad' },
  { key: 'estado', header: 'Estado' },
  { key: 'dias', header: 'Días' },
];

const meta = {
  title: 'Formulario/ExcelExport',
  component: ExcelExport,
  args: { rows: ROWS, columns: COLUMNS, fileName: 'quejas' },
} satisfies Meta<typeof ExcelExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Csv: Story = { args: { defaultFormat: 'csv' } };
export const Loading: Story = {
  args: { rows: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => canvasElement.querySelector<HTMLButtonElement>('button')?.click(),
};
export const WithError: Story = {
  args: { rows: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => canvasElement.querySelector<HTMLButtonElement>('button')?.click(),
};
export const Disabled: Story = { args: { disabled: true } };
