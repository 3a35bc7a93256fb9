import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentificationField } from './identification-field.js';

const meta = {
  title: 'Formulario/Identificación (IdentificationField)',
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

export const Empty: Story = {
  name: 'Vacío',
};
export const Nit: Story = {
  name: 'NIT',
  args: { typeId: 3, defaultValue: '900123456-7' },
};
export const WithError: Story = {
  name: 'Con error',
  args: { typeId: 3, defaultValue: '90012345-67', showErrors: true },
};
export const NitCheckOff: Story = {
  name: 'NIT sin dígito de verificación',
  args: { typeId: 3, defaultValue: '90012345-67', showErrors: true, nitCheck: false },
};
export const Passport: Story = {
  name: 'Pasaporte',
  args: { typeId: 5, defaultValue: 'AB123456' },
};
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { defaultValue: '1020304050', disabled: true },
};
