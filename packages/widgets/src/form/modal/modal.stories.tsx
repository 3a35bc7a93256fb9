import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MODAL_SIZES } from '@sfc/core';
import { Modal, type ModalProps } from './modal.js';
import { AuthCodeInput } from '../auth-code-input/auth-code-input.js';

/** The modal as a page uses it: a button opens it and every way of closing works. */
function Demo(props: Omit<ModalProps, 'open' | 'onClose'> & { startOpen?: boolean }) {
  const { startOpen = true, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir diálogo
      </button>
      <Modal {...rest} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Formulario/Ventana modal (Modal)',
  component: Demo,
  args: {
    title: 'Confirmar envío',
    size: 'md',
    children: <p>¿Deseas radicar la queja con la información registrada?</p>,
    onSubmit: () => {},
  },
  argTypes: { size: { control: 'select', options: MODAL_SIZES } },
  // Each open dialog is modal: give every story its own frame in the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  name: 'Confirmación',
};
export const VerificationCode: Story = {
  name: 'Código de verificación',
  args: {
    title: 'Código de verificación',
    size: 'sm',
    onResend: () => {},
    children: <AuthCodeInput label="Ingresa el código que enviamos a tu correo" />,
  },
};
export const Loading: Story = {
  name: 'Cargando',
  args: { loading: true },
};
export const Large: Story = {
  name: 'Grande',
  args: { size: '3xl', title: 'Términos y condiciones', onSubmit: undefined },
};
export const Closed: Story = {
  name: 'Cerrado',
  args: { startOpen: false },
};
