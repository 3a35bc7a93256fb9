import '../styles/portal.css';
import '@sfc/widgets/elements/accessibility-bar/accessibility-bar.element.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from '../../components/error-summary.js';
import { CustomerHome } from '../../features/customer-home/components/customer-home.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { GovCoBar } from './gov-co-bar.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import { StoryFrame, type StoryAccount } from './story-frame.js';

/**
 * The portal's page frame, piece by piece, as a consumer and a staff member see it: the GOV.CO
 * band, the authority's header (accessibility bar, logo, alerts bell, menu), the breadcrumbs, the
 * footer and the error summary of a refused form; and the consumer's home inside the whole frame.
 */
const meta: Meta = {
  title: 'Portal/Diseño de la página',
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj;

/** The page frame around `screen`, as PortalLayout renders it. */
function Page({ account, children }: { account: StoryAccount; children: React.ReactNode }) {
  return (
    <StoryFrame account={account}>
      <GovCoBar />
      <SiteHeader />
      <main id="main-content" className="page" tabIndex={-1}>
        <div className="layout-inner">
          <Breadcrumbs />
          {children}
        </div>
      </main>
      <SiteFooter />
    </StoryFrame>
  );
}

export const BarraGovCo: Story = {
  name: 'Barra GOV.CO',
  render: () => <GovCoBar />,
};

export const EncabezadoSinSesion: Story = {
  name: 'Encabezado: sin sesión',
  render: () => (
    <StoryFrame account="signed-out" path="/login" handle={{ title: 'Ingresar', breadcrumb: ['Ingresar'] }}>
      <SiteHeader />
    </StoryFrame>
  ),
};

export const EncabezadoConsumidor: Story = {
  name: 'Encabezado: consumidor',
  render: () => (
    <StoryFrame account="consumer">
      <SiteHeader />
    </StoryFrame>
  ),
};

export const EncabezadoFuncionario: Story = {
  name: 'Encabezado: funcionario con campana de alertas',
  render: () => (
    <StoryFrame account="staff" path="/dashboard/home" handle={{ title: 'Tablero', breadcrumb: ['Tablero'] }}>
      <SiteHeader />
    </StoryFrame>
  ),
};

/** At 390 px the menu folds behind «Menú»; the story opens it, as a tap does. */
export const MenuEnCelular: Story = {
  name: 'Menú abierto en un celular (390 px)',
  render: () => (
    <div style={{ width: 390, border: '1px solid #737373' }}>
      <StoryFrame account="consumer">
        <SiteHeader />
      </StoryFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 50; i++) {
      const toggle = canvasElement.querySelector<HTMLButtonElement>('#main-nav-toggle');
      if (toggle) {
        if (getComputedStyle(toggle).display !== 'none') toggle.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};

export const MigaDePan: Story = {
  name: 'Miga de pan',
  render: () => (
    <StoryFrame
      path="/customer/complaint/tracking"
      handle={{ title: 'Seguimiento', breadcrumb: ['Mis quejas', 'Seguimiento'] }}
    >
      <div className="layout-inner">
        <Breadcrumbs />
      </div>
    </StoryFrame>
  ),
};

export const PieDePagina: Story = {
  name: 'Pie de página',
  render: () => <SiteFooter />,
};

export const ResumenDeErrores: Story = {
  name: 'Resumen de errores de un formulario',
  render: () => (
    <div className="layout-inner">
      <ErrorSummary
        focusKey={0}
        items={[
          { id: 'first_name', label: 'Primer nombre', message: 'Este campo es obligatorio' },
          { id: 'phone', label: 'Número de celular', message: 'Este campo es solo numerico' },
        ]}
      />
    </div>
  ),
};

export const InicioDelConsumidor: Story = {
  name: 'Pantalla: inicio del consumidor',
  render: () => (
    <Page account="consumer">
      <CustomerHome />
    </Page>
  ),
};
