import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API_ERROR_TEXTS,
  AUTH_MESSAGES,
  BYTES_PER_MB,
  LIMITS,
  MESSAGES,
  SERVER_TEXTS,
  identificationMaxLength,
  identificationTypeProblem,
  shortenFileName,
  validateIdentification,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { passwordProblems } from '../../services/password/index.js';
import { normalisePhone } from '../auth/phone-routes.js';
import { extensionOf, isAcceptedFile, SIGNATURE_BYTES } from './file-signature.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** One uploaded file, already read into memory by @fastify/multipart. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The registration request split into its text fields and its files. */
export interface RegistrationInput {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Fields that are neither known nor `file-N`, and non-text values: reported as field errors. */
  problems: Record<string, string[]>;
}

/** Text fields of `POST /api/user/`, with their limits. */
export const REGISTRATION_FIELDS = {
  email: { required: true, max: 254 },
  password: { required: true, max: 1024 },
  captcha: { required: true, max: 4000 },
  first_name: { required: true, max: 50 },
  second_name: { required: false, max: 50 },
  first_last_name: { required: true, max: 50 },
  second_last_name: { required: false, max: 50 },
  identification_type: { required: true, max: 10 },
  identification_number: { required: true, max: 100 },
  person_type: { required: false, max: 10 },
  gender: { required: false, max: 10 },
  phone: { required: false, max: 20 },
} as const;

type FieldName = keyof typeof REGISTRATION_FIELDS;

/** `file-0`, `file-1`...: the attachment fields the portal sends. */
export const FILE_FIELD = /^file-\d{1,3}$/;

interface Part {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

const isPart = (v: unknown): v is Part =>
  typeof v === 'object' && v !== null && 'fieldname' in v && 'type' in v;

function add(problems: Record<string, string[]>, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

/**
 * Reads the request body: multipart parts (fields and `file-N` files) or, for clients without
 * files, a JSON object of strings.
 */
export async function readRegistration(body: unknown, multipart: boolean): Promise<RegistrationInput> {
  const input: RegistrationInput = { fields: {}, files: [], problems: {} };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add(
      input.problems,
      SERVER_TEXTS.nonFieldKey,
      SERVER_TEXTS.bodyNotObject(Array.isArray(body) ? 'list' : typeof body),
    );
    return input;
  }
  for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
    const known = name in REGISTRATION_FIELDS;
    if (!multipart) {
      if (!known) add(input.problems, name, SERVER_TEXTS.fieldUnknown);
      else if (typeof entry === 'string') input.fields[name] = entry;
      else if (typeof entry === 'number') input.fields[name] = String(entry);
      else
        add(input.problems, name, entry === null ? SERVER_TEXTS.fieldNotNull : SERVER_TEXTS.fieldNotString);
      continue;
    }
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart);
    for (const part of parts) {
      if (part.type === 'file') {
        if (!FILE_FIELD.test(name)) {
          add(input.problems, name, SERVER_TEXTS.fieldUnknown);
          // The parser has already buffered it; it is simply not kept.
          continue;
        }
        input.files.push({
          field: name,
          filename: String(part.filename ?? ''),
          mimetype: String(part.mimetype ?? 'application/octet-stream'),
          data: part.toBuffer ? await part.toBuffer() : Buffer.alloc(0),
        });
      } else if (!known) {
        add(input.problems, name, SERVER_TEXTS.fieldUnknown);
      } else {
        input.fields[name] = String(part.value ?? '');
      }
    }
  }
  return input;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

async function inOptionList(db: Db, list: string, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active', [
    list,
    code,
  ]);
  return rows.length > 0;
}

/** Field checks of the registration (everything but the captcha and the e-mail's availability). */
export async function validateRegistration(
  db: Db,
  input: RegistrationInput,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = { ...input.problems };
  const f = input.fields;
  for (const [name, rule] of Object.entries(REGISTRATION_FIELDS) as [
    FieldName,
    (typeof REGISTRATION_FIELDS)[FieldName],
  ][]) {
    const value = f[name];
    if (value === undefined || value.trim() === '') {
      if (rule.required)
        add(problems, name, value === undefined ? API_ERROR_TEXTS.fieldRequired : SERVER_TEXTS.fieldBlank);
      delete f[name];
      continue;
    }
    f[name] = name === 'password' || name === 'captcha' ? value : value.trim();
    if (value.length > rule.max) add(problems, name, SERVER_TEXTS.fieldMaxLength(rule.max));
  }
  if (f.email && !EMAIL.test(f.email)) add(problems, 'email', AUTH_MESSAGES.emailInvalid);
  if (f.password !== undefined) for (const p of passwordProblems(f.password)) add(problems, 'password', p);
  if (f.identification_type && !(await inOptionList(db, 'identificationtype', f.identification_type))) {
    add(
      problems,
      'identification_type',
      SERVER_TEXTS.fieldInvalidChoice(f.identification_type.slice(0, 100)),
    );
  }
  // A company cannot pick «Cédula de ciudadanía», nor a natural person a company's RUT.
  const typeProblem = identificationTypeProblem(f.person_type, f.identification_type);
  if (typeProblem && !problems.identification_type) add(problems, 'identification_type', typeProblem);
  if (f.identification_number) {
    const message = validateIdentification(f.identification_type, f.identification_number);
    if (message) add(problems, 'identification_number', message);
    const max = identificationMaxLength(f.identification_type);
    if (f.identification_number.length > max)
      add(problems, 'identification_number', SERVER_TEXTS.fieldMaxLength(max));
  }
  for (const [field, list] of [
    ['person_type', 'persontype'],
    ['gender', 'gender'],
  ] as const) {
    const code = f[field];
    if (code && !(await inOptionList(db, list, code)))
      add(problems, field, SERVER_TEXTS.fieldInvalidChoice(code.slice(0, 100)));
  }
  if (f.phone !== undefined) {
    const phone = normalisePhone(f.phone);
    if (!phone) add(problems, 'phone', AUTH_MESSAGES.phoneInvalid);
    else f.phone = phone;
  }
  let total = 0;
  for (const file of input.files) {
    total += file.data.length;
    if (!isAcceptedFile(file.filename, file.data.subarray(0, SIGNATURE_BYTES))) {
      add(problems, file.field, MESSAGES.fileFormatInvalid);
    }
  }
  if (total > LIMITS.attachmentsTotalMb * BYTES_PER_MB)
    add(problems, SERVER_TEXTS.nonFieldKey, MESSAGES.filesTotalExceeded);
  return problems;
}

/** A file written to disk, to be recorded in `user_documents` (or removed if the insert fails). */
export interface StoredFile extends UploadedFile {
  storagePath: string;
  displayName: string;
}

/**
 * Writes the files under `uploadsDir/users/<random>/` with names the server chooses (random hex
 * plus the checked extension): nothing the client sent ends up in a path.
 */
export async function storeFiles(uploadsDir: string, files: UploadedFile[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const folder = join('users', randomBytes(8).toString('hex'));
  await mkdir(join(uploadsDir, folder), { recursive: true });
  const stored: StoredFile[] = [];
  for (const file of files) {
    const storagePath = join(folder, `${randomBytes(16).toString('hex')}.${extensionOf(file.filename)}`);
    await writeFile(join(uploadsDir, storagePath), file.data, { flag: 'wx' });
    stored.push({ ...file, storagePath, displayName: shortenFileName(file.filename) });
  }
  return stored;
}

/** Removes files written for a registration that did not complete. */
export async function removeFiles(uploadsDir: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((f) => unlink(join(uploadsDir, f.storagePath)).catch(() => undefined)));
}
