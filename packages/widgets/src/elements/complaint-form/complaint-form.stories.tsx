import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyApi } from '../complaint-tracking/story-api.js';
import { ComplaintForm } from './complaint-form.js';

const list = (results: unknown[]) => ({ results, next: null });

const api = storyApi({
  '/companytype/': list([{ id: 1, name: 'Establecimientos bancarios' }]),
  '/company/': list([{ id: 10, name: 'Bancolombia', tipo_entidad: 1, entidad_cod: '7' }]),
  '/channel/': list([{ id: 13, name: 'Internet' }]),
  '/department/': list([{ id: '05', code: '05', name: 'Antioquia' }]),
  '/municipality/?department=05': list([{ id: '05001', code: '05001', name: 'Medellín' }]),
  '/product/company/?id_company=10': list([{ id: 3, name: 'Tarjeta de crédito' }]),
  '/reason/company/?id_company=10': list([{ id: 940, name: 'Cobros no reconocidos' }]),
});

const meta = {
  title: 'Elementos/ComplaintForm',
  component: ComplaintForm,
  args: {
    api,
    onFiled: () => {},
    consumer: { nombres: 'Lucía Gómez', correo: 'lucia@example.com', telefono: '3109876543' },
  },
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { consumer: {} } };
export const Prefilled: Story = {};
export const Errors: Story = {
  play: async ({ canvasElement }) =>
    canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')?.click(),
};
export const Loading: Story = { args: { api: storyApi({}, 1_000_000) } };
