import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../../app/layouts/story-frame.js';
import { TemplatesScreen } from './templates-screen.js';
import { templatesApi } from './templates-screen.fixtures.js';

/**
 * The message templates of a direction: as its coordinator or an administrator manages them
 * (create, edit, deactivate, with the placeholders explained and previewed) and as an analyst of
 * the direction sees them (the list only).
 */
const meta: Meta = {
  title: 'Portal/Tablero/Gestión de quejas: plantillas de mensajes',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const PATH = '/dashboard/complaints/management/templates';

export const Manager: Story = {
  name: 'Coordinación de la dirección',
  render: () => (
    <StoryFrame account="staff" path={PATH} api={templatesApi({ manages: true })}>
      <TemplatesScreen />
    </StoryFrame>
  ),
};

export const ManagerHighContrast: Story = {
  ...Manager,
  name: 'Coordinación de la dirección, alto contraste',
  globals: { contrast: 'high' },
};

export const Analyst: Story = {
  name: 'Analista de la dirección (solo lectura)',
  render: () => (
    <StoryFrame account="staff" path={PATH} api={templatesApi({ manages: false })}>
      <TemplatesScreen />
    </StoryFrame>
  ),
};
