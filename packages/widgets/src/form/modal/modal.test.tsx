import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FORM_LABELS, LABELS, MODAL_SIZES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { Modal, type ModalProps } from './modal.js';

afterEach(cleanup);

function Opener(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal title="Código de verificación" {...props} open={open} onClose={() => setOpen(false)}>
        <label>
          Código
          <input />
        </label>
      </Modal>
    </>
  );
}

function openFromButton(props: Partial<ModalProps> = {}) {
  render(<Opener {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first field', async () => {
    openFromButton({ onSubmit: () => {} });
    const dialog = screen.getByRole('dialog', { name: 'Código de verificación' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Código'));
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('offers "Cancelar" and "ENVIAR", and the resend-code link when asked', () => {
    const onSubmit = vi.fn();
    const onResend = vi.fn();
    openFromButton({ onSubmit, onResend });
    fireEvent.click(screen.getByRole('button', { name: LABELS.modalSubmit }));
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.resendCode }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onResend).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: FORM_LABELS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: LABELS.close }))],
    ['the backdrop', (dialog: HTMLElement) => fireEvent.click(dialog)],
  ])('closes with %s and gives focus back to the opener', (_how, close) => {
    const opener = openFromButton();
    close(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    openFromButton({ onSubmit: () => {} });
    const dialog = screen.getByRole('dialog');
    const submit = screen.getByRole('button', { name: LABELS.modalSubmit });
    const close = screen.getByRole('button', { name: LABELS.close });
    submit.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('shows a busy ENVIAR while loading', () => {
    openFromButton({ onSubmit: () => {}, loading: true });
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: LABELS.modalSubmit })).toHaveProperty('disabled', true);
  });

  it.each(MODAL_SIZES)('takes the size %s', (size) => {
    render(<Modal open onClose={() => {}} title="T" size={size} />);
    expect(screen.getByRole('dialog').getAttribute('data-size')).toBe(size);
  });

  it('renders inside the shadow root it is given, with its styles there', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    render(<Modal open onClose={() => {}} title="Dentro" container={shadow} />);
    const dialog = shadow.querySelector('dialog');
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id);
    expect(shadow.adoptedStyleSheets.length + shadow.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.body.querySelector(':scope > dialog')).toBeNull();
    host.remove();
  });
});
