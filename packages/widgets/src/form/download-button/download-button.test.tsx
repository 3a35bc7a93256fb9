import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { DownloadButton, DownloadError, isDownloadableUrl } from './download-button.js';

afterEach(cleanup);

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
};

describe('DownloadButton', () => {
  it.each([
    [
      'the URL request fails',
      () => Promise.reject(new Error('500')),
      async () => {},
      MESSAGES.downloadQueryError,
    ],
    ['no URL comes back', () => Promise.resolve(null), async () => {}, MESSAGES.downloadUrlMissing],
    ['an empty URL comes back', () => Promise.resolve(''), async () => {}, MESSAGES.downloadUrlMissing],
    [
      'a script URL comes back',
      () => Promise.resolve('javascript:alert(1)'),
      async () => {},
      MESSAGES.downloadUrlMissing,
    ],
    [
      'the file cannot be fetched',
      () => Promise.resolve('/api/storage/abc?sig=1'),
      () => Promise.reject(new DownloadError('HTTP 403')),
      MESSAGES.downloadFailed,
    ],
  ])('when %s it says so in an alert', async (_case, getUrl, download, message) => {
    const onError = vi.fn();
    render(<DownloadButton getUrl={getUrl} download={download} onError={onError} />);
    await click();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onError).toHaveBeenCalledWith(message);
  });

  it('downloads the URL it is given under the file name, then is ready again', async () => {
    const download = vi.fn(async () => {});
    render(<DownloadButton getUrl={async () => '/api/storage/informe.pdf?sig=1'} download={download} />);
    await click();
    expect(download).toHaveBeenCalledWith('/api/storage/informe.pdf?sig=1', 'informe.pdf');
    expect(screen.getByRole('button', { name: FORM_LABELS.download })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is busy and ignores clicks while it works', async () => {
    let finish: (url: string) => void = () => {};
    const getUrl = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { container } = render(
      <DownloadButton getUrl={getUrl} download={async () => {}} fileName="a.pdf" />,
    );
    await click();
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(FORM_LABELS.downloading);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await click();
    expect(getUrl).toHaveBeenCalledOnce();
    expect(await seriousViolations(container)).toEqual([]);
    await act(async () => finish('/a.pdf'));
    expect(button.textContent).toBe(FORM_LABELS.download);
  });

  it('clears an earlier error when tried again', async () => {
    const getUrl = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce('/b.pdf');
    render(<DownloadButton getUrl={getUrl} download={async () => {}} />);
    await click();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.downloadQueryError);
    await click();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('fetches and saves the file by default', async () => {
    const fetchMock = vi.fn(async () => new Response('contenido', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<DownloadButton getUrl={async () => 'https://files.example/x/acta.pdf'} />);
    await click();
    expect(fetchMock).toHaveBeenCalledWith('https://files.example/x/acta.pdf', {
      credentials: 'same-origin',
    });
    expect(clicked).toEqual(['acta.pdf']);
    spy.mockRestore();
    vi.unstubAllGlobals();
  });

  it.each([
    ['https://s3.example/b/k?X-Amz-Signature=1', true],
    ['/api/storage-consult/file/1', true],
    ['blob:https://portal/abc', true],
    ['', false],
    ['javascript:void(0)', false],
    [undefined, false],
  ])('isDownloadableUrl(%j) is %s', (url, ok) => {
    expect(isDownloadableUrl(url, 'https://portal.example/')).toBe(ok);
  });
});
