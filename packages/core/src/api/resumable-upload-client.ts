import { UPLOAD_TEXTS } from '../messages/upload-texts.js';
import { hmacSha256Hex } from '../signing/hmac-sha256.js';
import { canonicalJson } from '../signing/canonical-json.js';
import { bytesToHex, sha256 } from '../signing/sha256.js';
import { HEADER_NAMES } from './headers.js';
import { formDataForWire, type FormDataLike } from './form-data.js';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS_MS,
  isBlob,
  reportUpload as report,
  uploadKey,
  type BlobLike,
  type UploaderDeps,
} from './resumable-uploads.js';

/** A file field's upload that did not finish: the server's refusal or a broken connection. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly field: string,
    /** The server's status (0: no answer, -1: cancelled). */
    readonly status: number,
  ) {
    super(message);
  }
}

const SAMPLE_BYTES = 64 * 1024;

async function fileFingerprint(file: BlobLike, deps: UploaderDeps): Promise<string> {
  const blob = file as BlobLike & {
    slice(start: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  };
  const head = new Uint8Array(await blob.slice(0, SAMPLE_BYTES).arrayBuffer());
  const tail = new Uint8Array(await blob.slice(Math.max(0, file.size - SAMPLE_BYTES)).arrayBuffer());
  const sample = new Uint8Array(head.length + tail.length);
  sample.set(head);
  sample.set(tail, head.length);
  return [
    'sfc-upload',
    deps.userKey(),
    deps.endpoint,
    file.name ?? '',
    file.size,
    bytesToHex(sha256(sample)),
  ].join('|');
}

/**
 * Sends one file with the tus protocol (tus-js-client, loaded on first use): in chunks of
 * {@link UPLOAD_CHUNK_BYTES}, retrying after a broken connection from the offset the server has,
 * and, after a reload, resuming the upload this browser started for the same file (fingerprint
 * of name, size, user and a sample of its bytes, kept in localStorage until the upload finishes). Every
 * request is signed as the portal's calls are. Resolves to the upload's id.
 */
export async function uploadFile(file: BlobLike, field: string, deps: UploaderDeps): Promise<string> {
  const tus = await import('tus-js-client');
  const total = file.size;
  const fingerprint = await fileFingerprint(file, deps);
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (error: UploadError | null, id?: string) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(id!);
    };
    const cancel = () => {
      report(file, {
        phase: 'cancelled',
        bytesSent: 0,
        bytesTotal: total,
        message: UPLOAD_TEXTS.cancelled,
        cancel,
      });
      void upload.abort(true).catch(() => undefined);
      finish(new UploadError(UPLOAD_TEXTS.cancelled, field, -1));
    };
    const signal = deps.signal as
      { aborted?: boolean; addEventListener?: (t: string, f: () => void) => void } | undefined;
    let sent = 0;
    const upload = new tus.Upload(file as unknown as ConstructorParameters<typeof tus.Upload>[0], {
      endpoint: deps.endpoint,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name ?? 'archivo', filetype: file.type ?? '' },
      // Name, size, user, endpoint and a hash of the file's first and last bytes (a copy made
      // by FormData has a new date, so the date cannot tell the same file after a reload).
      fingerprint: async () => fingerprint,
      onBeforeRequest(req) {
        const method = req.getMethod().toUpperCase();
        const url = req.getURL();
        // HEAD and DELETE sign the URL, POST and PATCH (bytes, no JSON) an empty body.
        const payload = method === 'HEAD' || method === 'DELETE' ? url : canonicalJson({});
        req.setHeader(HEADER_NAMES.signature, hmacSha256Hex(deps.signingSecret, payload));
        const token = deps.accessToken();
        if (token) req.setHeader(HEADER_NAMES.authorization, `Bearer ${token}`);
      },
      onShouldRetry(error, _attempt, options) {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401) {
          // An access token that expired mid-upload: renew it and go on.
          void deps.refresh();
          return true;
        }
        const retry = status === 0 || status === 409 || status === 423 || status >= 500;
        if (retry)
          report(file, {
            phase: 'paused',
            bytesSent: sent,
            bytesTotal: total,
            message: UPLOAD_TEXTS.paused,
            cancel,
          });
        return retry && (options.retryDelays?.length ?? 0) > 0;
      },
      onProgress(bytesSent) {
        sent = bytesSent;
        report(file, { phase: 'uploading', bytesSent, bytesTotal: total, cancel });
      },
      onSuccess() {
        const id = (upload.url ?? '').split('/').filter(Boolean).pop() ?? '';
        report(file, { phase: 'done', bytesSent: total, bytesTotal: total, cancel });
        finish(null, id);
      },
      onError(error) {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        const status = response?.getStatus() ?? 0;
        const body = response?.getBody()?.trim() ?? '';
        // A 4xx carries the server's Spanish reason as its text.
        const message =
          status >= 400 && status < 500 && body && !body.startsWith('{') ? body : UPLOAD_TEXTS.failed;
        report(file, { phase: 'failed', bytesSent: sent, bytesTotal: total, message, cancel });
        finish(new UploadError(message, field, status));
      },
    });
    signal?.addEventListener?.('abort', cancel);
    report(file, { phase: 'uploading', bytesSent: 0, bytesTotal: total, cancel });
    if (signal?.aborted) return cancel();
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}

/**
 * The same form with each file replaced by the id of its finished resumable upload (files go
 * one after another, text fields unchanged), for the routes that take upload ids in file fields.
 * @throws {UploadError} for the first file that could not be uploaded.
 */
export async function formWithUploads(form: FormDataLike, deps: UploaderDeps): Promise<FormDataLike> {
  const FormDataClass = form.constructor as new () => FormDataLike;
  const out = new FormDataClass();
  for (const [name, value] of form.entries()) {
    if (!isBlob(value)) {
      out.append(name, value);
      continue;
    }
    // A form the server refused keeps its uploads: sending it again does not send the bytes again.
    const key = `${deps.userKey()} ${deps.endpoint} ${uploadKey(value)}`;
    const id = finished.get(key) ?? (await uploadFile(value, name, deps));
    finished.set(key, id);
    out.append(name, id);
  }
  return formDataForWire(out);
}

/** Finished uploads of this page by user, endpoint and file (cleared when a form is sent). */
const finished = new Map<string, string>();

/** Forgets the finished uploads: the form that named them was accepted, and the server removed them. */
export function forgetFinishedUploads(): void {
  finished.clear();
}
