import { LEDGER_SERVER_TEXTS as T } from '@sfc/core/messages/ledger-server-texts';
import type { AppConfig } from '../../config.js';
import { ledgerBytesToHex } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import { latestTreeHead, publishTreeHead, treeHeadHistory, type PublishedTreeHead } from './heads.js';
import { receiptFileName, receiptPdf } from './receipt-pdf.js';
import {
  consistencyProof,
  filingEntry,
  LedgerRangeError,
  publicReceipt,
  receiptOf,
  type FilingReceipt,
} from './receipts.js';
import { ledgerSigner } from './signer.js';
import { complaintIntegrity } from './verify.js';

/** What the ledger's endpoints need of the app. */
export interface LedgerDeps {
  db: Db;
  config: Pick<AppConfig, 'ledgerSigningKey' | 'publicUrl'>;
}

const signerOf = (deps: LedgerDeps) => ledgerSigner(deps.config.ledgerSigningKey);

/** The public key tree heads are signed with. */
export function ledgerKey(deps: LedgerDeps) {
  const signer = signerOf(deps);
  return {
    algorithm: 'Ed25519' as const,
    key_id: signer.keyId,
    public_key: ledgerBytesToHex(signer.publicKey),
    development: signer.development,
  };
}

/** The newest signed tree head (the first one is published on the first request). */
export async function currentTreeHead(deps: LedgerDeps): Promise<PublishedTreeHead> {
  return (await latestTreeHead(deps.db)) ?? publishTreeHead(deps.db, signerOf(deps));
}

/** A page of the heads, newest first. */
export function treeHeadPage(deps: LedgerDeps, limit: number, offset: number) {
  return treeHeadHistory(deps.db, limit, offset);
}

/** The public receipt of a filing by code and content hash; 404 when they do not match. */
export async function receiptByCode(deps: LedgerDeps, code: string, hash: string): Promise<FilingReceipt> {
  const receipt = await publicReceipt(deps.db, signerOf(deps), code, hash.toLowerCase());
  if (!receipt) throw notFoundError();
  return receipt;
}

/** The consistency proof between two published sizes; 400 in Spanish when they are out of range. */
export async function consistencyBetween(deps: LedgerDeps, first: number, second: number) {
  try {
    return await consistencyProof(deps.db, first, second);
  } catch (error) {
    if (!(error instanceof LedgerRangeError)) throw error;
    const latest = (await latestTreeHead(deps.db))?.tree_size ?? 0;
    throw validationError({ first: [T.consistencyRange(latest)] });
  }
}

/** The last verification's verdict on `complaint`. */
export function integrityOf(deps: LedgerDeps, complaint: ComplaintRecord) {
  return complaintIntegrity(deps.db, complaint.id);
}

const SUMMARY_LENGTH = 240;

/** The «Constancia de radicación» of `complaint` (readable by the caller), as a download. */
export async function complaintReceipt(
  deps: LedgerDeps,
  complaint: ComplaintRecord,
): Promise<{ fileName: string; pdf: Buffer }> {
  const entry = await filingEntry(deps.db, complaint.id);
  if (!entry) throw new ApiError(404, { status_code: 404, detail: T.notFiled, messages: [] });
  const signer = signerOf(deps);
  const receipt = await receiptOf(deps.db, signer, entry);
  const { rows } = await deps.db.query<{ name: string }>(
    'SELECT name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [complaint.tipo_entidad, complaint.entidad_cod],
  );
  const text = String(complaint.texto_queja ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const pdf = await receiptPdf(receipt, {
    entityName: rows[0]?.name ?? `${complaint.tipo_entidad}-${complaint.entidad_cod}`,
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text,
    verifyUrl: `${(deps.config.publicUrl ?? '').replace(/\/$/, '')}/verificar`,
    developmentKey: signer.development,
  });
  return { fileName: receiptFileName(complaint.codigo_queja), pdf };
}
