import { useRef, useState } from 'react';
import { fileExtension, FORM_LABELS, LABELS, type ModalSize } from '@sfc/core';
import { Modal } from '../modal/modal.js';
import { useStyles } from '../shared/use-styles.js';
import { previewModalStyles } from './preview-modal.styles.js';

/** A file to preview: where it is, its name and, when known, its MIME type. */
export interface PreviewFile {
  url: string;
  name: string;
  type?: string;
}

/** How a file is shown: zoomable image, embedded document, player, or a download link. */
export type PreviewKind = 'image' | 'document' | 'video' | 'audio' | 'other';

/** Props of {@link PreviewModal}. */
export interface PreviewModalProps {
  open: boolean;
  onClose: () => void;
  /** The file shown; nothing is rendered without one. */
  file: PreviewFile | null;
  /** Dialog title; default the file's name. */
  title?: string;
  /** Default 5xl, the largest modal size. */
  size?: ModalSize;
  /** Where the dialog renders (a custom element's shadow root); default document.body. */
  container?: Element | DocumentFragment | null;
}

const SHEETS = [['sfc-preview', previewModalStyles]] as const;
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'svg']);
const DOCUMENT = new Set(['pdf', 'txt']);
const VIDEO = new Set(['mp4', 'webm']);
const AUDIO = new Set(['mp3', 'wav', 'ogg']);

/** Zoom steps in percent, from 50 % to 300 %. */
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 250, 300] as const;

/** Decides how `file` is previewed, from its MIME type or else its extension. */
export function previewKind(file: Pick<PreviewFile, 'name' | 'type'>): PreviewKind {
  const type = file.type?.toLowerCase() ?? '';
  const ext = fileExtension(file.name);
  if (type.startsWith('image/') || IMAGE.has(ext)) return 'image';
  if (type === 'application/pdf' || type === 'text/plain' || DOCUMENT.has(ext)) return 'document';
  if (type.startsWith('video/') || VIDEO.has(ext)) return 'video';
  if (type.startsWith('audio/') || AUDIO.has(ext)) return 'audio';
  return 'other';
}

function ImagePreview({ file }: { file: PreviewFile }) {
  const [step, setStep] = useState(ZOOM_STEPS.indexOf(100));
  const percent = ZOOM_STEPS[step]!;
  return (
    <>
      <div className="sfc-preview__toolbar">
        <button
          type="button"
          className="sfc-button sfc-button--secondary sfc-button--icon"
          aria-label={FORM_LABELS.zoomOut}
          disabled={step === 0}
          onClick={() => setStep((s) => Math.max(0, s - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="sfc-preview__zoom" role="status">
          {FORM_LABELS.zoomLevel(percent)}
        </span>
        <button
          type="button"
          className="sfc-button sfc-button--secondary sfc-button--icon"
          aria-label={FORM_LABELS.zoomIn}
          disabled={step === ZOOM_STEPS.length - 1}
          onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a zoomed image with the arrow keys. */}
      <div className="sfc-preview__stage" tabIndex={0} role="group" aria-label={file.name}>
        <img className="sfc-preview__image" src={file.url} alt={file.name} style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}

/**
 * §2 preview modal: images with "Acercar"/"Alejar" zoom buttons (50 %–300 %) in a scrollable
 * stage, PDFs and text in an embedded `<object>` viewer (falling back to a message where
 * the browser has no viewer), audio and video in the browser's
 * players, and for anything a browser cannot show, a message with a "Descargar" link. Footer:
 * "Descargar" and "Cerrar".
 */
export function PreviewModal({ open, onClose, file, title, size = '5xl', container }: PreviewModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  if (!file) return null;
  const kind = previewKind(file);
  const downloadLink = (
    <a
      className="sfc-button sfc-button--secondary"
      href={file.url}
      download={file.name}
      target="_blank"
      rel="noopener"
    >
      {FORM_LABELS.download}
    </a>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? file.name}
      size={size}
      container={container}
      className="sfc-preview-modal"
      footer={
        <>
          {downloadLink}
          <button type="button" className="sfc-button" onClick={onClose}>
            {LABELS.close}
          </button>
        </>
      }
    >
      <div ref={ref} className="sfc-preview" data-kind={kind}>
        {kind === 'image' ? <ImagePreview key={file.url} file={file} /> : null}
        {kind === 'document' ? (
          // <object> shows its fallback (message and link) where the browser has no PDF viewer, e.g. on phones.
          <object
            className="sfc-preview__frame"
            data={file.url}
            type={file.type || (fileExtension(file.name) === 'txt' ? 'text/plain' : 'application/pdf')}
            title={file.name}
            aria-label={file.name}
          >
            <p className="sfc-preview__fallback">{FORM_LABELS.previewUnavailable}</p>
          </object>
        ) : null}
        {kind === 'video' ? (
          <video className="sfc-preview__media" src={file.url} controls aria-label={file.name} />
        ) : null}
        {kind === 'audio' ? (
          <audio className="sfc-preview__media" src={file.url} controls aria-label={file.name} />
        ) : null}
        {kind === 'other' ? <p className="sfc-preview__fallback">{FORM_LABELS.previewUnavailable}</p> : null}
      </div>
    </Modal>
  );
}
