import { LEDGER_SERVER_TEXTS as T } from '@sfc/core/messages/ledger-server-texts';
import { PDFDict, PDFName, PDFString } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDisplayDateTimeWithZone, receiptMarker } from '../../core.js';
import { openPdf } from '../annual-reports/report-pdf.js';
import type { FilingReceipt } from './receipts.js';

/** What the receipt prints besides the proof. */
export interface ReceiptFacts {
  entityName: string;
  /** A short summary of the complaint (product and reason), never the consumer's data. */
  summary: string;
  /** The public verification page, e.g. https://…/verificar. */
  verifyUrl: string;
  developmentKey: boolean;
}

/** The file name the receipt downloads as. */
export function receiptFileName(code: string): string {
  return `constancia-radicacion-${code}.pdf`;
}

/** The address the receipt's QR code encodes. */
export function receiptQrUrl(verifyUrl: string, code: string, contentHash: string): string {
  return `${verifyUrl}?codigo=${encodeURIComponent(code)}&hash=${contentHash}`;
}

/**
 * The «Constancia de radicación» (ADR 0046): code, Bogotá date and time, entity, a summary, the
 * content hash, the signed tree head and a QR code to the verification page, in the server's PDF
 * machinery (pdf-lib, DejaVu Sans). The marker line `SFC-CONSTANCIA:v1:…` is the document's
 * Keywords, a plain literal string in an uncompressed file, so a byte scan finds it.
 */
export async function receiptPdf(receipt: FilingReceipt, facts: ReceiptFacts): Promise<Buffer> {
  const { doc, w } = await openPdf(`${T.receiptTitle} ${receipt.code}`, T.receiptAuthor);
  const marker = receiptMarker(
    receipt.code,
    receipt.content_hash,
    receipt.sth.tree_size,
    receipt.sth.root_hash,
  );
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Keywords'), PDFString.of(marker));
  doc.setSubject(`${T.receiptTitle} ${receipt.code}`);
  w.text(T.receiptTitle, { size: 18, bold: true, gap: 6 });
  w.text(T.receiptIntro, { gap: 10 });
  w.text(`${T.code}: ${receipt.code}`, { bold: true, size: 12 });
  w.text(`${T.filedAt}: ${formatDisplayDateTimeWithZone(receipt.filed_at)}`);
  w.text(`${T.entity}: ${facts.entityName}`);
  w.text(`${T.summary}: ${facts.summary}`, { gap: 10 });
  w.text(T.contentHash, { bold: true });
  w.text(receipt.content_hash, { size: 9, gap: 10 });
  w.text(T.treeHead, { bold: true });
  w.text(`${T.treeSize}: ${receipt.sth.tree_size}`, { size: 9 });
  w.text(`${T.rootHash}: ${receipt.sth.root_hash}`, { size: 9 });
  w.text(`${T.signedAt}: ${formatDisplayDateTimeWithZone(new Date(receipt.sth.timestamp))}`, { size: 9 });
  w.text(`${T.keyId}: ${receipt.sth.key_id}`, { size: 9 });
  w.text(`${T.signature}: ${receipt.sth.signature}`, { size: 8, gap: 10 });
  w.text(T.howToVerify(facts.verifyUrl), { gap: 6 });
  if (facts.developmentKey) w.text(T.developmentKey, { size: 9, bold: true });
  w.text(marker, { size: 6 });
  const qr = await QRCode.toBuffer(receiptQrUrl(facts.verifyUrl, receipt.code, receipt.content_hash), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  const image = await doc.embedPng(qr);
  const page = doc.getPage(0);
  const { width, height } = page.getSize();
  page.drawImage(image, { x: width - 40 - 110, y: height - 40 - 110, width: 110, height: 110 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
