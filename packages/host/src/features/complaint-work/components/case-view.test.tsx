import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { StoryFrame } from '../../../app/layouts/story-frame.js';
import { writeQueueMemory } from '../hooks/queue-memory-store.js';
import { ROW, caseApi } from './case-work.fixtures.js';
import { CaseView } from './case-view.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Where the router is now. */
function Where() {
  const location = useLocation();
  return <output aria-label="ruta">{location.pathname}</output>;
}

const PATH = `/dashboard/complaints/management/detail/${ROW.codigo_queja}`;

function renderCase() {
  return render(
    <StoryFrame account="staff" path={PATH} api={caseApi()}>
      <CaseView row={ROW} />
      <Where />
    </StoryFrame>,
  );
}

describe('CaseView', () => {
  it('goes back to the view the analyst came from', async () => {
    writeQueueMemory({
      url: '/dashboard/complaints/management?view=due_today&page=2',
      viewLabel: 'Vencen hoy',
    });
    renderCase();
    const back = await screen.findByRole('link', { name: 'Volver a «Vencen hoy»' });
    expect(back.getAttribute('href')).toBe('/dashboard/complaints/management?view=due_today&page=2');
  });

  it('«Guardar y siguiente» saves the action and opens the next complaint of the view', async () => {
    writeQueueMemory({
      url: '/dashboard/complaints/management?view=due_today',
      viewLabel: 'Vencen hoy',
      codes: ['1-7-2026-000001', ROW.codigo_queja, '1-39-2026-000042'],
    });
    renderCase();
    const text = await screen.findByLabelText(/^Texto/);
    fireEvent.change(text, { target: { value: 'La entidad ya respondió por correo.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y siguiente' }));
    // The save and the navigation after it take a few renders: give a loaded machine time.
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'ruta' }).textContent).toBe(
          '/dashboard/complaints/management/detail/1-39-2026-000042',
        ),
      { timeout: 5000 },
    );
  });

  it('says so when the complaint is the last of the view', async () => {
    writeQueueMemory({
      url: '/dashboard/complaints/management?view=due_today',
      codes: [ROW.codigo_queja],
      query: {},
    });
    renderCase();
    fireEvent.change(await screen.findByLabelText(/^Texto/), { target: { value: 'Nota.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y siguiente' }));
    await screen.findByText('No hay más quejas en esta vista.');
    expect(screen.getByRole('status', { name: 'ruta' }).textContent).toBe(PATH);
  });
});
