import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DraftStatus as Status } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { DraftOffer, DraftStatus } from './draft-status.js';
import type { DraftHandle } from './use-draft.js';

afterEach(cleanup);

function handle(over: Partial<DraftHandle<{ text: string }>> = {}): DraftHandle<{ text: string }> {
  return {
    status: 'idle',
    unsaved: false,
    offer: null,
    change: vi.fn(),
    flush: vi.fn(),
    accept: vi.fn(() => ({ text: 'Primer párrafo.\n\nSegundo.' })),
    discard: vi.fn(),
    submitted: vi.fn(async () => undefined),
    keepMine: vi.fn(),
    ...over,
  };
}

describe('DraftOffer and DraftStatus', () => {
  it('offers a saved draft with its date, month first, and puts it back or discards it', async () => {
    const draft = handle({ offer: { payload: { text: 'x' }, savedAt: '2026-11-15T15:00:00Z' } });
    const restored: unknown[] = [];
    const { container } = render(<DraftOffer draft={draft} onContinue={(p) => restored.push(p)} />);
    const region = screen.getByRole('region', { name: 'Borrador guardado' });
    expect(region).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar el borrador del 11/15/2026' }));
    expect(restored).toEqual([{ text: 'Primer párrafo.\n\nSegundo.' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(draft.discard).toHaveBeenCalledOnce();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each<[Status, string]>([
    ['saving', 'Guardando…'],
    ['saved', 'Guardado hace un momento'],
    ['offline', 'Sin conexión: se guardará al reconectar'],
  ])('reads the %s status politely', (status, text) => {
    render(<DraftStatus draft={handle({ status })} />);
    const line = screen.getByRole('status');
    expect(line.textContent).toBe(text);
    expect(line.getAttribute('aria-live')).toBe('polite');
  });

  it('in a conflict, lets the user keep this version', () => {
    const draft = handle({ status: 'conflict' });
    render(<DraftStatus draft={draft} />);
    fireEvent.click(screen.getByRole('button', { name: 'Conservar mi versión' }));
    expect(draft.keepMine).toHaveBeenCalledOnce();
  });
});
