import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundError } from '../../http/errors.js';
import { LIMITS, PICKER_EXTENSIONS, validateFiles, BYTES_PER_MB } from '../../core.js';
import { UPLOAD_TEXTS } from '@sfc/core/messages/upload-texts';
import { storageFor } from '../../services/storage/create-storage.js';
import { createUploadStore, type UploadStore } from '../../services/storage/tus-store.js';
import { PgLocker } from './pg-locker.js';
import {
  expiredUploadIds,
  forgetUploads,
  markFinished,
  ownUpload,
  recordUpload,
} from './resumable-uploads.js';

/** An upload id as the server names them (32 hex digits). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Where the tus endpoint is mounted (creation: POST here; an upload: `<path>/<id>`). */
export const UPLOADS_PATH = '/api/uploads';

/** The largest single upload: the 30 MB all of a complaint's attachments may weigh. */
export const UPLOAD_MAX_BYTES = LIMITS.attachmentsTotalMb * BYTES_PER_MB;

/** The signed-in caller of each tus request, set by the route before tus sees the request. */
const callers = new WeakMap<IncomingMessage, number>();

/** Hands the tus server the caller of `raw` (the route has already applied the access policy). */
export function setUploadCaller(raw: IncomingMessage, userId: number): void {
  callers.set(raw, userId);
}

function callerOf(req: object): number | undefined {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  return raw ? callers.get(raw) : undefined;
}

/** A tus refusal with a Spanish text as its body (tus-js-client reports it as the error's text). */
const refusal = (status_code: number, body: string) => ({ status_code, body });

/**
 * Problems of a new upload, from what tus's metadata says: a name, an accepted extension, at
 * most {@link UPLOAD_MAX_BYTES}. The same core rule as the picker; content and the route's own
 * per-file and total limits are checked when a form names the upload.
 */
export function creationProblem(
  filename: string | null | undefined,
  size: number | undefined,
): string | null {
  if (!filename || filename.trim() === '') return UPLOAD_TEXTS.uploadNameMissing;
  const result = validateFiles([], [{ name: filename, size: size ?? UPLOAD_MAX_BYTES + 1 }], {
    maxFileMb: LIMITS.attachmentsTotalMb,
    totalMb: LIMITS.attachmentsTotalMb,
    extensions: PICKER_EXTENSIONS,
  });
  return result.rejected[0]?.message ?? null;
}

/** The tus server and store of one app. */
export interface TusUploads {
  server: Server;
  store: UploadStore;
}

/** One tus server per attachments' storage (an app has one; tests swap it). */
const servers = new WeakMap<object, Promise<TusUploads>>();

async function build(app: FastifyInstance): Promise<TusUploads> {
  const store = await createUploadStore(storageFor(app), app.config.dataDir);
  const options: ServerOptions & { datastore: UploadStore['store'] } = {
    path: UPLOADS_PATH,
    datastore: store.store,
    locker: new PgLocker(app.db),
    relativeLocation: true,
    maxSize: UPLOAD_MAX_BYTES,
    namingFunction: () => randomBytes(16).toString('hex'),
    disableTerminationForFinishedUploads: false,
    async onUploadCreate(req, upload) {
      const userId = callerOf(req);
      if (userId === undefined) throw refusal(404, 'No encontrado.');
      const filename = upload.metadata?.filename ?? upload.metadata?.name ?? null;
      // A deferred length counts as too large: the size must be known to be checked.
      const problem = creationProblem(filename, upload.sizeIsDeferred ? undefined : upload.size);
      if (problem) throw refusal(400, problem);
      await recordUpload(app.db, { id: upload.id, userId, filename: filename!, size: upload.size ?? 0 });
      return {};
    },
    async onUploadFinish(_req, upload) {
      await markFinished(app.db, upload.id);
      return {};
    },
    onResponseError(_req, error) {
      // A lock another request still holds: "try again" (tus clients retry a 423), never a 500.
      if ('status_code' in error && error.status_code === 500 && /lock/i.test(error.body)) {
        return { status_code: 423, body: UPLOAD_TEXTS.failed };
      }
      return undefined;
    },
  };
  return { server: new Server(options), store };
}

/** The app's tus server, beside its attachments' storage (built on first use). */
export function tusUploads(app: FastifyInstance): Promise<TusUploads> {
  const storage = storageFor(app);
  let existing = servers.get(storage);
  if (!existing) {
    existing = build(app);
    servers.set(storage, existing);
  }
  return existing;
}

/**
 * Removes uploads past their time (unfinished, or finished and never named by a form): their
 * bytes from the store, then their rows. Run by the upload-sweep job on whichever node takes it.
 */
export async function sweepExpiredUploads(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const { store } = await tusUploads(app);
  let removed = 0;
  for (;;) {
    const ids = await expiredUploadIds(app.db, now);
    if (ids.length === 0) return removed;
    for (const id of ids) await store.remove(id);
    await forgetUploads(app.db, ids);
    removed += ids.length;
  }
}

/**
 * Serves one tus request of the signed-in caller: a new upload (POST), or their own upload's
 * offset (HEAD), bytes (PATCH) or cancellation (DELETE). Another user's upload, or one that
 * expired, answers 404 exactly like one that never existed; tus itself writes the answer.
 */
export async function serveTus(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const userId = request.user!.id;
  const id = (request.params as { id?: string } | undefined)?.id;
  if (id !== undefined && !(UPLOAD_ID.test(id) && (await ownUpload(app.db, userId, id)))) {
    throw notFoundError();
  }
  const { server } = await tusUploads(app);
  setUploadCaller(request.raw, userId);
  reply.hijack();
  await server.handle(request.raw, reply.raw);
}
