import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpreadsheetDropzone } from './spreadsheet-dropzone.js';

const meta = {
  title: 'Formulario/Carga de hojas de cálculo (SpreadsheetDropzone)',
  component: SpreadsheetDropzone,
  args: { label: 'Archivo de cargue masivo', name: 'archivo' },
} satisfies Meta<typeof SpreadsheetDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
};
export const Filled: Story = {
  name: 'Con datos',
  args: { defaultValue: [new File(['codigo;estado\nQ-1;2'], 'estados.csv')] },
};
export const WithError: Story = {
  name: 'Con error',
  args: { error: 'El formato del archivo no es válido' },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { disabled: true },
};
