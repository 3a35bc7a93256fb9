import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccordionList } from './accordion-list.js';

const ITEMS = [
  { id: 'datos', title: 'Datos del consumidor', content: <p>María Fernanda Rojas · CC 1020304050</p> },
  { id: 'queja', title: 'Detalle de la queja', content: <p>Cobro de cuota de manejo no pactada.</p> },
  { id: 'respuesta', title: 'Respuesta de la entidad', content: <p>Pendiente.</p> },
  { id: 'cerrado', title: 'Historial (sin registros)', content: null, disabled: true },
];

const meta = {
  title: 'Formulario/Lista acordeón (AccordionList)',
  component: AccordionList,
  args: { items: ITEMS },
} satisfies Meta<typeof AccordionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  name: 'Contraído',
};
export const Expanded: Story = {
  name: 'Expandido',
  args: { defaultExpanded: ['datos', 'queja'] },
};
export const OneAtATime: Story = {
  name: 'Uno a la vez',
  args: { multiple: false, defaultExpanded: ['queja'] },
};
