import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportUpload } from '@sfc/core';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';
import { seriousViolations } from '../shared/axe.js';
import { FileDropzone } from './file-dropzone.js';

afterEach(cleanup);

const MB = 1024 * 1024;

describe('upload progress in the attachment field', () => {
  it('shows each chosen file’s upload as a labelled bar with its percentage, the interruption, and a cancel button', async () => {
    const file = new File([new Uint8Array(10)], 'extracto.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 10 * MB });
    let cancelled = 0;
    const cancel = () => cancelled++;
    const { container } = render(<FileDropzone label="Anexos" value={[file]} onChange={() => undefined} />);
    // Nothing is shown before the form is sent.
    expect(screen.queryByRole('progressbar')).toBeNull();

    // FormData hands the uploader a copy of the file: same name and size, another object.
    const copy = new File([new Uint8Array(10)], 'extracto.pdf');
    Object.defineProperty(copy, 'size', { value: 10 * MB });
    act(() => reportUpload(copy, { phase: 'uploading', bytesSent: 4 * MB, bytesTotal: 10 * MB, cancel }));
    const bar = screen.getByRole('progressbar', { name: 'Carga de «extracto.pdf»' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(screen.getByText('«extracto.pdf»: 40 % cargado')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);

    act(() =>
      reportUpload(copy, {
        phase: 'paused',
        bytesSent: 5 * MB,
        bytesTotal: 10 * MB,
        message: UPLOAD_TEXTS.paused,
        cancel,
      }),
    );
    expect(screen.getByRole('status').textContent).toBe(UPLOAD_TEXTS.paused);
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.cancel }));
    expect(cancelled).toBe(1);

    act(() => reportUpload(copy, { phase: 'done', bytesSent: 10 * MB, bytesTotal: 10 * MB, cancel }));
    expect(screen.getByText('«extracto.pdf»: 100 % cargado')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(UPLOAD_TEXTS.done);
    expect(screen.queryByRole('button', { name: UPLOAD_TEXTS.cancel })).toBeNull();
  });
});
