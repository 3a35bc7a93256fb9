import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapResponse, type ApiClient } from '@sfc/core';
import { SignIn } from './sign-in.js';

/**
 * A client for the stories: any e-mail with the password "Clave-2026" gets the mail and SMS
 * factors, and the code 123456 signs in; anything else is refused as the server refuses it.
 */
function storyClient(): ApiClient {
  const post = async (path: string, body: { password?: string }) => {
    if (path === '/preloginuser/')
      return body.password === 'Clave-2026'
        ? mapResponse(200, {
            user_id: 7,
            email: 'lu***@example.com',
            phone: '****6543',
            mfa: { mail: true, sms: true, qr: false },
          })
        : mapResponse(401, { error: 'No active account found with the given credentials' });
    return mapResponse(200, { detail: 'Código enviado.' });
  };
  const get = async (_path: string, options: { query?: { otp?: string } } = {}) =>
    options.query?.otp === '123456'
      ? mapResponse(200, { access: 'a', refresh: 'r', user: { email: 'lucia@example.com' } })
      : mapResponse(400, { message: { otp: ['El código ingresado no es válido.'] } });
  return { post, get } as unknown as ApiClient;
}

const meta = {
  title: 'Funcionalidades/SignIn',
  component: SignIn,
  args: {
    api: storyClient(),
    onSignedIn: () => {},
    links: { recovery: '/recovery', signup: '/signup', verify: '/verify' },
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's `/login`: every link. Try "Clave-2026" and the code 123456. */
export const WithLinks: Story = {};
/** An element whose page gives no links. */
export const WithoutLinks: Story = { args: { links: {} } };
