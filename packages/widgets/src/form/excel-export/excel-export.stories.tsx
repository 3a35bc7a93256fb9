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
  title: 'Formulario/Exportar a Excel (ExcelExport)',
  component: ExcelExport,
  args: { rows: ROWS, columns: COLUMNS, fileName: 'quejas' },
} satisfies Meta<typeof ExcelExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'En reposo',
};
export const Csv: Story = {
  name: 'CSV',
  args: { defaultFormat: 'csv' },
};
export const Loading: Story = {
  name: 'Cargando',
  args: { rows: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => canvasElement.querySelector<HTMLButtonElement>('button')?.click(),
};
export const WithError: Story = {
  name: 'Con error',
  args: { rows: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => canvasElement.querySelector<HTMLButtonElement>('button')?.click(),
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { disabled: true },
};
