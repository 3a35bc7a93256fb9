import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaffStoryFrame, staffStoryApi, type StoryServer } from '../../../app/layouts/staff-story.js';
import { RatesScreen } from './rates-screen.js';

/** The rates report: a format, its columns and filters; and the import of the entities' rate reports. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Reporte de tarifas',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const COLUMNS = {
  formats: [
    {
      id: 1,
      slug_name: 'tarjetas',
      name: 'Tarifas de tarjetas de crédito',
      description: 'Cuota de manejo y avances.',
    },
    {
      id: 2,
      slug_name: 'cuentas',
      name: 'Tarifas de cuentas de ahorro',
      description: 'Cuota de manejo y retiros.',
    },
  ],
  columns: [
    { slug_name: 'entidad', label: 'Entidad', type: 'text', filterable: true },
    { slug_name: 'producto', label: 'Producto', type: 'text', filterable: true },
    { slug_name: 'valor', label: 'Valor de la tarifa', type: 'number', filterable: false },
  ],
};

const ANSWERS = {
  '/tarifas/columns_for_filter': COLUMNS,
  '/tarifas/data_for_fields_filter/entidad/1/': [
    { id: 3, name: 'Bancolombia S.A.' },
    { id: 8, name: 'Banco Davivienda S.A.' },
  ],
  '/tarifas/data_for_fields_filter/producto/1/': [{ id: 1, name: 'Tarjeta de crédito clásica' }],
  '/tarifas/data_for_fields_filter/servicio/1/': [{ id: 4, name: 'Cuota de manejo' }],
  '/tarifas/data_for_fields_filter/canal/1/': [{ id: 13, name: 'Oficina' }],
};

const api = (server?: StoryServer) => staffStoryApi(ANSWERS, server);

export const Reporte: Story = {
  name: 'Reporte de tarifas',
  parameters: {
    heading: 'Reporte de tarifas',
    shows: ['Tarifas de tarjetas de crédito', 'Importar reporte de tarifas'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/rates" api={api()}>
      <RatesScreen />
    </StaffStoryFrame>
  ),
};

export const ReporteAltoContraste: Story = {
  ...Reporte,
  name: 'Reporte de tarifas, alto contraste',
  globals: { contrast: 'high' },
};

export const ReporteConError: Story = {
  name: 'Reporte de tarifas, servidor no disponible',
  parameters: { heading: 'Reporte de tarifas', shows: ['no pudimos completar el proceso'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/rates" api={api('error')}>
      <RatesScreen />
    </StaffStoryFrame>
  ),
};
