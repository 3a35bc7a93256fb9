import type { AppConfig } from '../config.js';
import type { Db } from '../db/driver.js';
import { ledgerSigner } from '../domain/ledger/signer.js';
import { verifyLedger, type LedgerMismatch } from '../domain/ledger/verify.js';
import { createStorage, storageConfigFromEnv } from '../services/storage/create-storage.js';

const REASONS: Record<LedgerMismatch['reason'], string> = {
  entry: 'la huella de la entrada no corresponde a sus campos',
  chain: 'la entrada no enlaza con la anterior',
  content: 'el contenido guardado ya no corresponde a su huella',
  missing: 'el registro encadenado ya no existe',
  file: 'los bytes del archivo guardado ya no corresponden a su SHA-256',
};

/** `npm run manage -- verify-ledger`: 0 when everything matches, 1 otherwise. */
export async function verifyLedgerCommand(
  db: Db,
  config: AppConfig,
  out: (line: string) => void,
): Promise<number> {
  const started = Date.now();
  const report = await verifyLedger(db, {
    storage: createStorage(storageConfigFromEnv(config.dataDir)),
    signer: ledgerSigner(config.ledgerSigningKey),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  out(
    `Registro verificado: ${report.entries} entradas y ${report.heads} cabeceras firmadas en ${seconds} s.`,
  );
  const first = report.mismatches[0];
  if (first) {
    out(
      `PRIMER REGISTRO ALTERADO: entrada ${first.seq} (${first.kind}) de la queja ${first.complaint_code}, ` +
        `${first.source_table} id ${first.source_id}: ${REASONS[first.reason]}.`,
    );
    if (report.mismatches.length > 1)
      out(`Registros que no coinciden en total: ${report.mismatches.length}.`);
  }
  for (const h of report.headMismatches)
    out(
      `CABECERA QUE NO COINCIDE: tamaño ${h.tree_size} (${
        h.reason === 'root'
          ? 'raíz distinta'
          : h.reason === 'signature'
            ? 'firma inválida'
            : 'más entradas que el registro'
      }).`,
    );
  if (report.unchained > 0)
    out(
      `Registros sin entrada en el registro: ${report.unchained} (npm run manage -- ledger-genesis los encadena).`,
    );
  const ok = !first && report.headMismatches.length === 0 && report.unchained === 0;
  if (ok) out('Todo coincide: ningún registro ha sido alterado.');
  return ok ? 0 : 1;
}
