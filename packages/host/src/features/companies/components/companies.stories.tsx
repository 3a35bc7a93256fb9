import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { STORY_ENTITIES, STORY_ENTITY_TYPES } from '../../../app/layouts/staff-story-data.js';
import type { Company } from '../api/companies.js';
import { CompaniesScreen } from './companies-screen.js';
import { AddCompanyScreen, EditCompanyScreen } from './company-screens.js';

/** The supervised entities module: the list, an entity's form with its API account, the creation screen. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Entidades vigiladas',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const GROUPS = [
  { id: 'GEA', name: 'Grupo Empresarial Antioqueño' },
  { id: 'AVAL', name: 'Grupo Aval' },
];

const COMPANIES: Company[] = STORY_ENTITIES.map((entity, index) => ({
  ...entity,
  code: `${entity.tipo_entidad}-${entity.entidad_cod}`,
  entity_type: STORY_ENTITY_TYPES.find((type) => type.id === entity.tipo_entidad) ?? null,
  nit: ['890903938', '860034313', '860002964', '890903790'][index] ?? null,
  company_group: index === 0 ? GROUPS[0]! : index === 2 ? GROUPS[1]! : null,
  is_active: index !== 3,
  created_at: '2026-01-20T15:00:00.000Z',
  api_client:
    index === 0
      ? { username: 'bancolombia-api', created_at: '2026-02-01T14:30:00.000Z', active_secrets: 1 }
      : null,
}));

const ANSWERS = {
  '/company_list/': storyPage(COMPANIES),
  '/company_list/3/': COMPANIES[0],
  '/companytype/': storyPage(STORY_ENTITY_TYPES),
  '/companygroup/': storyPage(GROUPS),
};

const api = (server?: StoryServer) => staffStoryApi(ANSWERS, server);

export const Lista: Story = {
  name: 'Lista de entidades vigiladas',
  parameters: {
    heading: 'Entidades vigiladas',
    shows: ['Bancolombia S.A.', 'Seguros de Vida Suramericana S.A.'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/companies" api={api()}>
      <CompaniesScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de entidades vigiladas, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaCargando: Story = {
  name: 'Lista de entidades vigiladas, cargando',
  parameters: { heading: 'Entidades vigiladas', shows: ['Cargando la lista…'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/companies" api={api('loading')}>
      <CompaniesScreen />
    </StaffStoryFrame>
  ),
};

export const Crear: Story = {
  name: 'Crear entidad, carga e inactivación masivas',
  parameters: { heading: 'Crear entidad', shows: ['Carga masiva de entidades', 'Inactivación masiva'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/companies/add" api={api()}>
      <AddCompanyScreen />
    </StaffStoryFrame>
  ),
};

export const Editar: Story = {
  name: 'Editar entidad con su cuenta de API',
  parameters: { heading: 'Editar entidad', shows: ['bancolombia-api'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/companies/edit?id=3" api={api()}>
      <EditCompanyScreen />
    </StaffStoryFrame>
  ),
};
