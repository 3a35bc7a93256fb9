import { SERVER_TEXTS, textWithLineFeeds } from '../../core.js';
import type { FastifyRequest } from 'fastify';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import type { IncomingFile } from '../../services/storage/upload-rules.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { uploadAsFile } from '../../domain/uploads/attach-uploads.js';

/** A request body split into text fields, files and problems found while reading it. */
export interface FormInput {
  fields: Record<string, unknown>;
  files: IncomingFile[];
  problems: FieldProblems;
}

interface Part {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
  filename?: string;
  file?: { truncated?: boolean };
  toBuffer?: () => Promise<Buffer>;
}

const isPart = (v: unknown): v is Part =>
  typeof v === 'object' && v !== null && 'fieldname' in v && 'type' in v;

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

function pythonType(body: unknown): string {
  if (Array.isArray(body)) return 'list';
  if (body === null) return 'NoneType';
  return typeof body === 'string' ? 'str' : typeof body === 'number' ? 'int' : typeof body;
}

/**
 * A file field whose value is text: the id of a finished resumable upload of the caller (tus,
 * `/api/uploads/`), which then counts as that file; any other text is an invalid value.
 */
async function addUpload(request: FastifyRequest, input: FormInput, name: string, value: unknown) {
  // Only the portal's signed-in users upload (an entity's API account keeps its multipart contract).
  if (typeof value !== 'string' || !request.user || request.user.isEntityClient) {
    add(input.problems, name.slice(0, 100), SERVER_TEXTS.fieldInvalid);
    return;
  }
  const found = await uploadAsFile(request, name, value.trim());
  if ('file' in found) input.files.push(found.file);
  else add(input.problems, name.slice(0, 100), found.problem);
}

/**
 * Reads a multipart body (text fields, and files whose field matches `filePattern`) or, for
 * clients without files, a JSON object. A file under another field name, or a text value where a
 * file is expected, is reported on that field, unless it is the id of the caller's finished
 * resumable upload, which is read as that file (the same checks apply); the parser has already buffered every file (cut
 * at the route's per-file limit, `truncated` then says so).
 */
export async function readForm(request: FastifyRequest, filePattern: RegExp | null): Promise<FormInput> {
  const input: FormInput = { fields: {}, files: [], problems: {} };
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add(input.problems, SERVER_TEXTS.nonFieldKey, SERVER_TEXTS.bodyNotObject(pythonType(body)));
    return input;
  }
  if (!request.isMultipart()) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (filePattern !== null && filePattern.test(name)) await addUpload(request, input, name, value);
      else input.fields[name] = value;
    }
    return input;
  }
  for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart);
    for (const part of parts) {
      const isFileField = filePattern !== null && filePattern.test(name);
      if (part.type === 'file') {
        if (!isFileField) {
          add(input.problems, name.slice(0, 100), SERVER_TEXTS.fieldUnknown);
          continue;
        }
        input.files.push({
          field: name,
          filename: String(part.filename ?? ''),
          data: part.toBuffer ? await part.toBuffer() : Buffer.alloc(0),
          truncated: part.file?.truncated === true,
        });
      } else if (isFileField) {
        await addUpload(request, input, name, part.value);
      } else {
        // A repeated text field keeps its last value, as the signature check reads it. Browsers
        // send line breaks as CRLF: kept and measured as LF, like a JSON body's text.
        input.fields[name] = textWithLineFeeds(String(part.value ?? ''));
      }
    }
  }
  return input;
}
