import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignIn } from './sign-in.js';
import { playToSecondFactor, storySignInClient } from './story-client.js';

const meta = {
  title: 'Funcionalidades/Ingreso (SignIn)',
  component: SignIn,
  args: {
    api: storySignInClient(),
    onSignedIn: () => {},
    links: { recovery: '/recovery', signup: '/signup', verify: '/verify' },
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's `/login`: every link. Try "Clave-2026" and the code 123456. */
export const WithLinks: Story = {
  name: 'Con enlaces',
};
/** An element whose page gives no links. */
export const WithoutLinks: Story = {
  name: 'Sin enlaces',
  args: { links: {} },
};
/** After the password: the second factors the account has (mail and SMS here). */
export const SecondFactor: Story = {
  name: 'Segundo factor: elegir cómo recibir el código',
  play: ({ canvasElement }) => playToSecondFactor(canvasElement),
};
/** The code entry after choosing the mail factor. Try 123456. */
export const SecondFactorCode: Story = {
  name: 'Segundo factor: ingresar el código',
  play: ({ canvasElement }) => playToSecondFactor(canvasElement, true),
};
