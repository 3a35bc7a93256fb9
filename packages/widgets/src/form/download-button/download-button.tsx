import { useRef, useState, type ReactNode } from 'react';
import { FORM_LABELS, MESSAGES } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { saveBlob } from '../shared/save-file.js';
import { useStyles } from '../shared/use-styles.js';
import { downloadButtonStyles } from './download-button.styles.js';

/** Where a {@link DownloadButton} is: waiting, fetching, or showing what went wrong. */
export type DownloadState = 'idle' | 'loading' | 'error';

/** Raised by a download function when the file itself could not be fetched. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** Asks for the (signed, expiring) download URL; called on every click. */
  getUrl: () => Promise<string | null | undefined>;
  /** Name the saved file gets; default the last part of the URL's path. */
  fileName?: string;
  /** Button text; default "Descargar". */
  children?: ReactNode;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * Fetches and saves the file; default: `fetch` the URL and save the body through an object
   * URL. Throw to report "Ocurrió un error al descargar el archivo".
   */
  download?: (url: string, fileName: string) => Promise<void>;
  /** Told the message shown when a download fails. */
  onError?: (message: string) => void;
  id?: string;
  className?: string;
}

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-download', downloadButtonStyles],
] as const;

/** Whether `url` can be downloaded: an http(s), blob or data URL, or a path on this site. */
export function isDownloadableUrl(url: unknown, base?: string): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    const parsed = new URL(
      url,
      base ?? (typeof location === 'undefined' ? 'http://localhost/' : location.href),
    );
    return ['http:', 'https:', 'blob:', 'data:'].includes(parsed.protocol);
  } catch {
    return false;
  }
}

function nameFromUrl(url: string): string {
  try {
    const last = new URL(url, 'http://localhost/').pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : FORM_LABELS.download.toLowerCase();
  } catch {
    return FORM_LABELS.download.toLowerCase();
  }
}

async function fetchAndSave(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new DownloadError(`HTTP ${response.status}`);
  saveBlob(await response.blob(), fileName);
}

/**
 * Button that downloads a file whose URL must be asked for first. While working it is busy
 * ("Descargando...", focus kept); on failure it says, in an alert under it, §8's
 * "Ocurrió un error con la consulta" (the URL request failed), "No se ha proporcionado una
 * URL de descarga válida" (no usable URL came back) or "Ocurrió un error al descargar el
 * archivo" (the file could not be fetched).
 */
export function DownloadButton({
  getUrl,
  fileName,
  children = FORM_LABELS.download,
  disabled,
  variant = 'secondary',
  download = fetchAndSave,
  onError,
  id,
  className,
}: DownloadButtonProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [state, setState] = useState<DownloadState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const busy = state === 'loading';

  const fail = (text: string) => {
    setState('error');
    setMessage(text);
    onError?.(text);
  };
  const run = async () => {
    if (busy || disabled) return;
    setState('loading');
    setMessage(null);
    let url: string | null | undefined;
    try {
      url = await getUrl();
    } catch {
      return fail(MESSAGES.downloadQueryError);
    }
    if (!isDownloadableUrl(url)) return fail(MESSAGES.downloadUrlMissing);
    try {
      await download(url, fileName ?? nameFromUrl(url));
    } catch {
      return fail(MESSAGES.downloadFailed);
    }
    setState('idle');
  };

  const variantClass = variant === 'primary' ? '' : ` sfc-button--${variant}`;
  return (
    <div ref={ref} className={`sfc-form sfc-download${className ? ` ${className}` : ''}`} data-state={state}>
      <button
        id={id}
        type="button"
        className={`sfc-button${variantClass}`}
        disabled={disabled}
        aria-disabled={busy ? true : undefined}
        aria-busy={busy ? true : undefined}
        onClick={() => void run()}
      >
        {busy ? <span className="sfc-spinner" aria-hidden="true" /> : null}
        {busy ? FORM_LABELS.downloading : children}
      </button>
      <p className="sfc-download__error" role="alert">
        {message}
      </p>
    </div>
  );
}
