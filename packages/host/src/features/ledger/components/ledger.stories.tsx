import '../../../app/styles/portal.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaffStoryFrame, staffStoryApi, type StoryServer } from '../../../app/layouts/staff-story.js';
import { LedgerRegisterScreen } from './ledger-register-screen.js';
import { STORY_HEADS, STORY_KEY, STORY_RECEIPT } from './ledger-story-data.js';
import { VerifyReceiptScreen } from './verify-receipt-screen.js';

/** The complaint ledger's public pages: verifying a filing receipt, the signed tree heads. */
const meta: Meta = {
  title: 'Portal/Público/Registro de integridad',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/ledger/key/': STORY_KEY,
      '/ledger/sth/': { ...STORY_HEADS[0], published_at: '2026-11-27T17:00:02.000Z' },
      '/ledger/sth/history/': { count: STORY_HEADS.length, next: null, previous: null, results: STORY_HEADS },
      [`/ledger/receipts/${STORY_RECEIPT.code}/`]: STORY_RECEIPT,
      '/ledger/consistency/': { first: 2, second: 3, proof: [] },
    },
    server,
  );

const qr = `codigo=${STORY_RECEIPT.code}&hash=${STORY_RECEIPT.content_hash}`;

export const Verificar: Story = {
  name: 'Verificar una constancia: cargar el PDF o escribir el código y la huella',
  parameters: {
    heading: 'Verificar una constancia',
    shows: ['Constancia de radicación (PDF)', 'Huella del contenido'],
  },
  render: () => (
    <StaffStoryFrame path="/verificar" api={api()}>
      <VerifyReceiptScreen />
    </StaffStoryFrame>
  ),
};

export const ConstanciaVerificada: Story = {
  name: 'Constancia verificada, abierta desde su código QR',
  parameters: {
    heading: 'Verificar una constancia',
    shows: [
      'Esta constancia corresponde a una radicación registrada el 11/27/2026 10:31 (hora de Colombia) y no ha sido alterada.',
      'con 3 registros',
    ],
  },
  render: () => (
    <StaffStoryFrame path={`/verificar?${qr}`} api={api()}>
      <VerifyReceiptScreen />
    </StaffStoryFrame>
  ),
};

export const ConstanciaNoEncontrada: Story = {
  name: 'Constancia que no está en el registro',
  parameters: {
    heading: 'Verificar una constancia',
    shows: ['No encontramos una radicación con ese código y esa huella.'],
  },
  render: () => (
    <StaffStoryFrame path={`/verificar?codigo=172026000099&hash=${'0'.repeat(64)}`} api={api()}>
      <VerifyReceiptScreen />
    </StaffStoryFrame>
  ),
};

export const RegistroNoDisponible: Story = {
  name: 'Verificación con el registro fuera de servicio',
  parameters: {
    heading: 'Verificar una constancia',
    shows: ['No fue posible consultar el registro en este momento.'],
  },
  render: () => (
    <StaffStoryFrame path={`/verificar?${qr}`} api={api('error')}>
      <VerifyReceiptScreen />
    </StaffStoryFrame>
  ),
};

export const Registro: Story = {
  name: 'Registro de integridad: última cabecera, clave pública e historial',
  parameters: {
    heading: 'Registro de integridad de las quejas',
    shows: [
      STORY_HEADS[0]!.root_hash,
      STORY_KEY.public_key,
      'Esta es una clave de desarrollo',
      'Cómo verificar sin el portal',
    ],
  },
  render: () => (
    <StaffStoryFrame path="/transparencia/registro" api={api()}>
      <LedgerRegisterScreen />
    </StaffStoryFrame>
  ),
};

export const RegistroCargando: Story = {
  name: 'Registro de integridad mientras carga',
  parameters: { heading: 'Registro de integridad de las quejas', shows: ['Cargando el registro...'] },
  render: () => (
    <StaffStoryFrame path="/transparencia/registro" api={api('loading')}>
      <LedgerRegisterScreen />
    </StaffStoryFrame>
  ),
};
