import { useSyncExternalStore } from 'react';
import { uploadPercent, uploadProgressOf, uploadProgressStore, type UploadProgress } from '@sfc/core';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';

const subscribe = (listener: () => void) => uploadProgressStore.subscribe(listener);
const version = () => uploadProgressStore.getState().version;

/** The upload of `file` while the form sends it (resumable uploads), or null. */
export function useUploadProgress(file: File): UploadProgress | null {
  useSyncExternalStore(subscribe, version, version);
  return uploadProgressOf(file);
}

/**
 * One chosen file's upload while its form is being sent: a labelled progress bar with the
 * percentage as text, what happens after a broken connection, and a button to cancel. The
 * phase changes (not every percent) are announced.
 */
export function UploadStatus({ file, name }: { file: File; name: string }) {
  const progress = useUploadProgress(file);
  if (!progress) return null;
  const percent = uploadPercent(progress);
  const running = progress.phase === 'uploading' || progress.phase === 'paused';
  const note =
    progress.phase === 'done'
      ? UPLOAD_TEXTS.done
      : progress.phase === 'uploading'
        ? UPLOAD_TEXTS.uploading
        : (progress.message ?? '');
  return (
    <span className="sfc-upload" data-phase={progress.phase}>
      <progress
        className="sfc-upload__bar"
        max={100}
        value={percent}
        aria-label={UPLOAD_TEXTS.progressLabel(name)}
        aria-valuetext={UPLOAD_TEXTS.progress(name, percent)}
      />
      <span className="sfc-upload__text">{UPLOAD_TEXTS.progress(name, percent)}</span>
      <span className="sfc-upload__note" role="status">
        {note}
      </span>
      {running ? (
        <button
          type="button"
          className="sfc-button sfc-button--link sfc-upload__cancel"
          onClick={progress.cancel}
        >
          {UPLOAD_TEXTS.cancel}
        </button>
      ) : null}
    </span>
  );
}
