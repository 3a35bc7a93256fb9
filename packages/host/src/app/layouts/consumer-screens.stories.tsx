import '../styles/portal.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@sfc/core';
import { FiledScreen } from '../../features/complaints/components/filed-receipt.js';
import { TechnicalSupportRoute } from '../../routes/technical-support.js';
import { SignupRoute } from '../../routes/signup.js';
import { StoryFrame } from './story-frame.js';

/**
 * The consumer's screens as the portal shows them, with the server's answers they need (catalogs,
 * the filed complaint) given in the story: registration, technical support and the filing receipt.
 * The complaint form and tracking are the elements' stories; the home is in «Diseño de la página».
 */
const meta: Meta = {
  title: 'Portal/Consumidor/Pantallas del consumidor',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

/** A page of an option list, as §7 answers it. */
const page = (results: { id: number | string; name: string }[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** What the consumer's screens read from the server; anything else is «no encontrado». */
const ANSWERS: Record<string, unknown> = {
  '/persontype/': page([
    { id: 1, name: 'Persona natural' },
    { id: 2, name: 'Persona jurídica' },
  ]),
  '/identificationtype/': page([
    { id: 1, name: 'Cédula de ciudadanía' },
    { id: 2, name: 'Cédula de extranjería' },
    { id: 5, name: 'Pasaporte' },
    { id: 6, name: 'NIT' },
  ]),
  '/type-problem-choices/': page([
    { id: 1, name: 'No puedo ingresar' },
    { id: 2, name: 'No recibo el código de verificación' },
    { id: 3, name: 'Error al radicar una queja' },
  ]),
  '/queja/41/': {
    id: 41,
    codigo_queja: '172026000041',
    entidad_nombre: 'Bancolombia S.A.',
    producto_nombre: 'Tarjeta de crédito',
    estado: { id: 1, name: 'Radicada' },
    estado_cod: 1,
    fecha_creacion: '2026-11-27T09:42:10',
    plazo_respuesta: '2026-12-18',
  },
};

/** A client that answers {@link ANSWERS} by path (query strings aside); nothing leaves the story. */
function consumerApi(): ApiClient {
  const answer = async (url: string) => {
    const path = url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\/api/, '')
      .split('?')[0]!;
    const data = ANSWERS[path];
    return data === undefined
      ? { ok: false, status: 404, reason: 'http', data: { detail: 'No encontrado.' } }
      : { ok: true, status: 200, data };
  };
  return { get: answer, post: answer } as unknown as ApiClient;
}

export const Registro: Story = {
  name: 'Registro de un consumidor',
  render: () => (
    <StoryFrame account="signed-out" path="/signup" api={consumerApi()}>
      <SignupRoute />
    </StoryFrame>
  ),
};

export const SoporteTecnico: Story = {
  name: 'Solicitud de soporte técnico',
  render: () => (
    <StoryFrame account="signed-out" path="/technical-support" api={consumerApi()}>
      <TechnicalSupportRoute />
    </StoryFrame>
  ),
};

export const ConstanciaDeRadicacion: Story = {
  name: 'Constancia de radicación de una queja',
  render: () => (
    <StoryFrame
      account="consumer"
      path="/customer/complaint/message"
      state={{ codigo_queja: '172026000041', id: 41 }}
      api={consumerApi()}
    >
      <FiledScreen />
    </StoryFrame>
  ),
};
