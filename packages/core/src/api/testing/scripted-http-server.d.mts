import type { FormDataLike } from '../form-data.js';

/** One request as the test server received it; header names are lower-case. */
export interface RecordedRequest {
  method: string;
  /** Path and query as requested (`/api/queja/?page=2`). */
  url: string;
  headers: Record<string, string>;
  /** The raw body text (empty for none; multipart bodies as text). */
  body: string;
}

/** A scripted answer; an object `body` is sent as JSON. */
export interface ScriptedResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Produces the answer to one request. */
export type Responder = (request: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>;

/** A running test server. */
export interface ScriptedServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

/** Starts a real HTTP server on 127.0.0.1 and a free port. */
export function startScriptedServer(respond: Responder): Promise<ScriptedServer>;

/** A file part of {@link formDataOf}. */
export interface FilePart {
  content: string;
  type: string;
  fileName: string;
}

/** Builds a real `FormData` with these parts, in order. */
export function formDataOf(parts: ReadonlyArray<readonly [string, string | FilePart]>): FormDataLike;
