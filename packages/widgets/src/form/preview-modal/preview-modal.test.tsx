import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, LABELS } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { PreviewModal, previewKind } from './preview-modal.js';

afterEach(cleanup);

const IMAGE = { url: 'blob:foto', name: 'evidencia.png', type: 'image/png' };
const PDF = { url: '/api/files/1', name: 'respuesta.pdf' };

describe('PreviewModal', () => {
  it.each([
    [{ name: 'a.JPG' }, 'image'],
    [{ name: 'sin-extension', type: 'image/bmp' }, 'image'],
    [{ name: 'respuesta.pdf' }, 'document'],
    [{ name: 'x', type: 'application/pdf' }, 'document'],
    [{ name: 'llamada.mp3' }, 'audio'],
    [{ name: 'video.mp4' }, 'video'],
    [{ name: 'carta.docx' }, 'other'],
    [{ name: 'correo.msg' }, 'other'],
  ])('%j is previewed as %s', (file, kind) => {
    expect(previewKind(file)).toBe(kind);
  });

  it('zooms an image in and out with its buttons, within 50 % and 300 %', async () => {
    render(<PreviewModal open onClose={() => {}} file={IMAGE} />);
    const image = screen.getByRole('img', { name: 'evidencia.png' });
    const zoomIn = screen.getByRole('button', { name: FORM_LABELS.zoomIn });
    const zoomOut = screen.getByRole('button', { name: FORM_LABELS.zoomOut });
    expect(screen.getByRole('status').textContent).toBe(FORM_LABELS.zoomLevel(100));
    fireEvent.click(zoomIn);
    expect(image.style.width).toBe('125%');
    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn);
    expect(screen.getByRole('status').textContent).toBe(FORM_LABELS.zoomLevel(300));
    expect(zoomIn).toHaveProperty('disabled', true);
    for (let i = 0; i < 10; i++) fireEvent.click(zoomOut);
    expect(image.style.width).toBe('50%');
    expect(zoomOut).toHaveProperty('disabled', true);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('embeds a PDF in a named viewer, with a fallback where there is none', async () => {
    render(<PreviewModal open onClose={() => {}} file={PDF} />);
    const viewer = screen.getByTitle('respuesta.pdf');
    expect(viewer.tagName).toBe('OBJECT');
    expect(viewer.getAttribute('data')).toBe(PDF.url);
    expect(viewer.getAttribute('type')).toBe('application/pdf');
    expect(viewer.textContent).toBe(FORM_LABELS.previewUnavailable);
    expect(screen.getByRole('dialog', { name: 'respuesta.pdf' })).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('offers the download for what it cannot show', () => {
    render(<PreviewModal open onClose={() => {}} file={{ url: '/f/2', name: 'carta.docx' }} />);
    expect(screen.getByText(FORM_LABELS.previewUnavailable)).toBeTruthy();
    const link = screen.getByRole('link', { name: FORM_LABELS.download });
    expect(link.getAttribute('href')).toBe('/f/2');
    expect(link.getAttribute('download')).toBe('carta.docx');
  });

  it('closes with "Cerrar"', () => {
    const onClose = vi.fn();
    render(<PreviewModal open onClose={onClose} file={PDF} />);
    const buttons = screen.getAllByRole('button', { name: LABELS.close });
    // The visible "Cerrar" in the footer, besides the header's ×.
    fireEvent.click(buttons.find((b) => b.textContent === LABELS.close)!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
