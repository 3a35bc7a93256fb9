import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentificationField } from './identification-field.js';

const meta = {
  title: 'Formulario/IdentificationField',
  component: IdentificationField,
  args: { label: 'Número de identificación', name: 'numero_id', typeId: 1 },
  argTypes: {
    typeId: {
      control: 'select',
      options: [1, 3, 5, 7, 8],
      description: '1 CC, 3 NIT, 5 pasaporte, 7 sociedad extranjera, 8 PEP. Cambiarlo borra el número.',
    },
  },
} satisfies Meta<typeof IdentificationField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Nit: Story = { args: { typeId: 3, defaultValue: '900123456-7' } };
export const WithError: Story = { args: { typeId: 3, defaultValue: '90012345-67', showErrors: true } };
export const NitCheckOff: Story = {
  args: { typeId: 3, defaultValue: '90012345-67', showErrors: true, nitCheck: false },
};
export const Passport: Story = { args: { typeId: 5, defaultValue: 'AB123456' } };
export const Disabled: Story = { args: { defaultValue: '1020304050', disabled: true } };
