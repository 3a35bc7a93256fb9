import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '@sfc/widgets/form/shared/axe.js';
import { StoryFrame } from '../../../app/layouts/story-frame.js';
import * as stories from './templates-screen.stories.js';
import { TemplatesScreen } from './templates-screen.js';
import { templatesApi, type RecordedWrite } from './templates-screen.fixtures.js';

afterEach(cleanup);

const composed = composeStories(stories);

function renderManager(writes: RecordedWrite[]) {
  return render(
    <StoryFrame
      account="staff"
      path="/dashboard/complaints/management/templates"
      api={templatesApi({ manages: true }, writes)}
    >
      <TemplatesScreen />
    </StoryFrame>,
  );
}

describe('the message templates screen', () => {
  it('creates a template with placeholders inserted, explained and previewed with example values', async () => {
    const writes: RecordedWrite[] = [];
    renderManager(writes);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva plantilla' }));
    const form = screen.getByRole('form', { name: 'Nueva plantilla' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Solicitud de extracto' } });
    fireEvent.change(within(form).getByLabelText('Uso'), { target: { value: 'consumer_request' } });
    fireEvent.change(within(form).getByLabelText('Texto'), { target: { value: 'Hola, ' } });
    // Each placeholder is explained with an example, and inserted where the cursor is.
    const guide = within(form).getByRole('table', { name: 'Variables disponibles' });
    expect(within(guide).getByText('Nombre del consumidor')).toBeTruthy();
    expect(within(guide).getByText('Fecha de vencimiento del término legal (MM/DD/AAAA)')).toBeTruthy();
    fireEvent.click(within(guide).getByRole('button', { name: 'Insertar {nombre_consumidor}' }));
    const text = within(form).getByLabelText('Texto') as HTMLTextAreaElement;
    expect(text.value).toBe('Hola, {nombre_consumidor}');
    fireEvent.change(text, { target: { value: `${text.value}: envía el extracto de la queja {codigo}.` } });
    expect(screen.getByTestId('template-preview').textContent).toBe(
      'Hola, Mariana Córdoba Ruiz: envía el extracto de la queja 1-7-2026-000123.',
    );
    // A placeholder that does not exist is pointed out before saving.
    fireEvent.change(text, { target: { value: 'Hola, {consumidor}' } });
    expect(within(form).getByRole('alert').textContent).toBe(
      'Estas variables no existen y no se reemplazarán: {consumidor}.',
    );
    fireEvent.change(text, { target: { value: 'Hola, {nombre_consumidor}: envía el extracto.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar plantilla' }));
    await screen.findByText('Plantilla «Solicitud de extracto» guardada.');
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/case_work/templates/',
        body: {
          direction: 1,
          name: 'Solicitud de extracto',
          kind: 'consumer_request',
          body: 'Hola, {nombre_consumidor}: envía el extracto.',
        },
      },
    ]);
    const row = await screen.findByRole('row', { name: /Solicitud de extracto/ });
    expect(within(row).getByText('Solicitud al consumidor')).toBeTruthy();
  });

  it('deactivates an active template and reactivates an inactive one', async () => {
    const writes: RecordedWrite[] = [];
    renderManager(writes);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Desactivar «Cierre por respuesta de fondo»' }),
    );
    await screen.findByText(
      'Plantilla «Cierre por respuesta de fondo» desactivada: ya no aparece en el redactor.',
    );
    expect(writes[0]).toEqual({ method: 'PUT', path: '/case_work/templates/3/', body: { is_active: false } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Cierre por respuesta de fondo/ })).getByText('Inactiva'),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activar «Requerimiento de soportes»' }));
    await screen.findByText('Plantilla «Requerimiento de soportes» activada.');
    expect(writes[1]).toEqual({ method: 'PUT', path: '/case_work/templates/4/', body: { is_active: true } });
  });

  it('shows an analyst the list without the means to change it', async () => {
    render(<composed.Analyst />);
    await screen.findByRole('row', { name: /Cierre por respuesta de fondo/ });
    expect(screen.getByText(/Solo la coordinación de la dirección y los administradores/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva plantilla' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Desactivar/ })).toBeNull();
  });

  it.each(Object.keys(composed) as (keyof typeof composed)[])(
    'story %s has no serious accessibility problems',
    async (name) => {
      const Story = composed[name];
      const { container } = render(<Story />);
      await screen.findByRole('row', { name: /Cierre por respuesta de fondo/ });
      if (name !== 'Analyst') fireEvent.click(screen.getByRole('button', { name: 'Nueva plantilla' }));
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
