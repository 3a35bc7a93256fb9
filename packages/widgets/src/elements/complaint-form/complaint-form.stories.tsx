import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPLAINT_RECEIPT_TEXTS, COMPLAINT_SCREEN_TEXTS, EMBED_TEXTS } from '@sfc/core';
import { SignIn } from '../../features/sign-in/sign-in.js';
import { playToSecondFactor, storySignInClient } from '../../features/sign-in/story-client.js';
import { sampleComplaint, storyApi } from '../complaint-tracking/story-api.js';
import { ComplaintForm } from './complaint-form.js';
import { ComplaintReceipt } from './complaint-receipt.js';

/** What the element shows a signed-out visitor: its heading and the page's one sign-in. */
function SignedOutElement() {
  return (
    <section className="sfc-form sfc-embed" aria-labelledby="story-sign-in">
      <h2 id="story-sign-in">{EMBED_TEXTS.formSignInHeading}</h2>
      <SignIn api={storySignInClient()} onSignedIn={() => {}} links={{ signup: '/signup' }} />
    </section>
  );
}

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
  title: 'Elementos/Formulario de queja (sfc-complaint-form)',
  component: ComplaintForm,
  args: {
    api,
    onFiled: () => {},
    consumer: { nombres: 'Lucía Gómez', correo: 'lucia@example.com', telefono: '3109876543' },
  },
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vacío',
  args: { consumer: {} },
};
export const Prefilled: Story = {
  name: 'Con datos del perfil',
};
export const Errors: Story = {
  name: 'Con errores',
  play: async ({ canvasElement }) =>
    canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')?.click(),
};
export const Loading: Story = {
  name: 'Cargando',
  args: { api: storyApi({}, 1_000_000) },
};
/** Nobody signed in: the sign-in inside the element. Try "Clave-2026" and the code 123456. */
export const SignedOut: Story = {
  name: 'Sin sesión (ingreso)',
  render: () => <SignedOutElement />,
};
/** The second factor of the sign-in inside the element. */
export const SecondFactor: Story = {
  name: 'Sin sesión: segundo factor',
  render: () => <SignedOutElement />,
  play: ({ canvasElement }) => playToSecondFactor(canvasElement, true),
};
/** Another element of the page shows the sign-in: this one points to it. */
export const SignInElsewhere: Story = {
  name: 'Sin sesión: el ingreso está en otro elemento',
  render: () => (
    <section className="sfc-form sfc-embed" aria-labelledby="story-elsewhere">
      <h2 id="story-elsewhere">{EMBED_TEXTS.trackingSignInHeading}</h2>
      <p>{EMBED_TEXTS.signInOnce(EMBED_TEXTS.formSignInHeading)}</p>
      <p>
        <button type="button" className="sfc-button sfc-button--secondary">
          {EMBED_TEXTS.goToSignIn}
        </button>
      </p>
    </section>
  ),
};
/** Filed: the receipt with entity, date and time, deadline, print and download. */
export const Filed: Story = {
  name: 'Queja radicada (constancia)',
  render: () => (
    <section className="sfc-form sfc-embed sfc-filed" aria-labelledby="story-filed">
      <h2 id="story-filed">{COMPLAINT_SCREEN_TEXTS.filedHeading}</h2>
      <div className="notice notice--success" role="status">
        <p>{COMPLAINT_RECEIPT_TEXTS.intro}</p>
      </div>
      <ComplaintReceipt
        code="172026000001"
        load={{
          status: 'ready',
          complaint: { ...sampleComplaint(1, 1), plazo_respuesta: '2026-12-11' },
        }}
      />
    </section>
  ),
};
