import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FORM_LABELS, LABELS, type ModalSize } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { activeElementOf, deepActiveElement, tabbables } from '../shared/focus.js';
import { useFieldId } from '../shared/ids.js';
import { useStyles } from '../shared/use-styles.js';
import { modalStyles } from './modal.styles.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close (×) and cancel buttons, and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** One of MODAL_SIZES (sm…5xl); default md. */
  size?: ModalSize;
  children?: ReactNode;
  /** Shows the "ENVIAR" button, which calls this. */
  onSubmit?: () => void;
  /** Label of the submit button; default "ENVIAR". */
  submitLabel?: string;
  submitDisabled?: boolean;
  /** Shows a spinner on the submit button and marks the dialog busy. */
  loading?: boolean;
  /** Label of the cancel button ("Cancelar" by default); false hides it. */
  cancelLabel?: string | false;
  /** Shows the "Reenviar código" link, which calls this. */
  onResend?: () => void;
  resendDisabled?: boolean;
  /** Replaces the standard footer buttons. */
  footer?: ReactNode;
  /** Whether a click on the backdrop closes the dialog; default true. */
  closeOnBackdrop?: boolean;
  /** Element to focus when the dialog opens; default the first control of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the dialog is rendered: a custom element passes its shadow root so the dialog and
   * its styles live inside it. Default document.body.
   */
  container?: Element | DocumentFragment | null;
  id?: string;
  className?: string;
}

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-modal', modalStyles],
] as const;

/**
 * Modal dialog on a native `<dialog>` opened with `showModal()` (top layer, page behind made
 * inert), `aria-modal`, labelled by its title. Focus moves in on open, Tab and Shift+Tab cycle
 * inside, Escape closes, and focus returns to where it was on close. Footer: cancel, "ENVIAR"
 * (when `onSubmit`) and the optional "Reenviar código" link.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  const target = props.container ?? (typeof document === 'undefined' ? null : document.body);
  return target ? createPortal(<OpenModal {...props} />, target) : null;
}

function OpenModal({
  onClose,
  title,
  size = 'md',
  children,
  onSubmit,
  submitLabel = LABELS.modalSubmit,
  submitDisabled,
  loading,
  cancelLabel = FORM_LABELS.cancel,
  onResend,
  resendDisabled,
  footer,
  closeOnBackdrop = true,
  initialFocus,
  id: givenId,
  className,
}: ModalProps) {
  const id = useFieldId(givenId);
  const titleId = `${id}-title`;
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = deepActiveElement(dialog.ownerDocument) as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first =
      initialFocus?.current ?? tabbables(bodyRef.current ?? dialog)[0] ?? tabbables(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Back to the control that opened the dialog, so keyboard users carry on where they were.
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: the dialog mounts when `open` becomes true and unmounts on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = tabbables(ref.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const active = activeElementOf(ref.current);
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const standardFooter =
    onSubmit || cancelLabel !== false || onResend ? (
      <>
        {onResend ? (
          <button
            type="button"
            className="sfc-button sfc-button--link sfc-modal__resend"
            onClick={onResend}
            disabled={resendDisabled}
          >
            {FORM_LABELS.resendCode}
          </button>
        ) : null}
        {cancelLabel !== false ? (
          <button
            type="button"
            className="sfc-button sfc-button--secondary"
            onClick={() => onCloseRef.current()}
          >
            {cancelLabel}
          </button>
        ) : null}
        {onSubmit ? (
          <button
            type="button"
            className="sfc-button"
            onClick={onSubmit}
            disabled={submitDisabled || loading}
            aria-disabled={loading ? true : undefined}
          >
            {loading ? <span className="sfc-spinner" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        ) : null}
      </>
    ) : null;
  const footerContent = footer ?? standardFooter;

  return (
    <dialog
      ref={ref}
      id={id}
      className={`sfc-form sfc-modal${className ? ` ${className}` : ''}`}
      data-size={size}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={loading ? true : undefined}
      onKeyDown={onKeyDown}
      // The native Escape handling would close the dialog behind React's back.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="sfc-modal__panel">
        <div className="sfc-modal__header">
          <h2 id={titleId} className="sfc-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="sfc-button sfc-button--link sfc-modal__close"
            aria-label={LABELS.close}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="sfc-modal__body">
          {children}
        </div>
        {footerContent ? <div className="sfc-modal__footer">{footerContent}</div> : null}
      </div>
    </dialog>
  );
}
