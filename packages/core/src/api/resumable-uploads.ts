import { createStore, type StoreApi } from 'zustand/vanilla';

// The store and the helpers the attachment fields use; the uploader itself (tus-js-client and
// its wiring) is in resumable-upload-client.ts, loaded when a form first sends files.
import type { FormDataLike } from './form-data.js';

/** Bytes per PATCH: what a broken connection may make the browser send twice at most. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** Waits between retries after a broken connection (then the upload fails and says so). */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

/** Where one file's upload stands. */
export type UploadPhase = 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

/** One file's upload as the attachment fields show it. */
export interface UploadProgress {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  /** The server's or the catalogue's text when the upload failed. */
  message?: string;
  /** Stops the upload (and frees what the server kept of it). */
  cancel: () => void;
}

/**
 * The uploads under way by {@link uploadKey} of the file: a form's `FormData` hands over copies
 * of the `File` objects the user picked, so fields look their files up by name and size.
 */
export type UploadProgressState = { byFile: Map<string, UploadProgress>; version: number };

/** Every file upload of this page; the attachment fields subscribe to it. */
export const uploadProgressStore: StoreApi<UploadProgressState> = createStore<UploadProgressState>(() => ({
  byFile: new Map(),
  version: 0,
}));

/** How a file's upload is looked up: its name and size. */
export function uploadKey(file: { name?: string; size: number }): string {
  return `${file.name ?? ''}\u0000${file.size}`;
}

/** The upload of `file` under way or last finished on this page, if any. */
export function uploadProgressOf(file: { name?: string; size: number }): UploadProgress | null {
  return uploadProgressStore.getState().byFile.get(uploadKey(file)) ?? null;
}

/** Records where the upload of `file` stands (the uploader's side of the store). */
export function reportUpload(file: BlobLike, progress: UploadProgress): void {
  uploadProgressStore.setState((state) => {
    state.byFile.set(uploadKey(file), progress);
    return { byFile: state.byFile, version: state.version + 1 };
  });
}

/** The whole percentage of an upload, for its bar's text. */
export function uploadPercent(progress: Pick<UploadProgress, 'bytesSent' | 'bytesTotal'>): number {
  if (progress.bytesTotal <= 0) return 100;
  return Math.floor((progress.bytesSent / progress.bytesTotal) * 100);
}

/** What the uploader needs from the API client that calls it. */
export interface UploaderDeps {
  /** The absolute creation URL (`https://host/api/uploads/`). */
  endpoint: string;
  /** The portal's signing secret. */
  signingSecret: string;
  /** The current access token. */
  accessToken: () => string | null;
  /** Renews the tokens (true when there is a new access token). */
  refresh: () => Promise<boolean>;
  /** The signed-in user, so one browser's users never resume each other's uploads. */
  userKey: () => string;
  signal?: unknown;
}

/** What the uploader reads of a file. */
export interface BlobLike {
  size: number;
  name?: string;
  type?: string;
}

export const isBlob = (value: unknown): value is BlobLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BlobLike).size === 'number' &&
  typeof (value as { slice?: unknown }).slice === 'function';

/** Whether a form carries any file. */
export function formHasFiles(form: FormDataLike): boolean {
  for (const [, value] of form.entries()) if (isBlob(value)) return true;
  return false;
}
