#!/usr/bin/env node
// Verifies a «Constancia de radicación» of the complaint portal offline, written from the ledger's
// published formats with nothing but Node's crypto: RFC 9162 Merkle proofs (SHA-256), RFC 8785
// canonical JSON of the entry, and the Ed25519 signature of each signed tree head.
//
//   node verify-receipt.mjs --receipt receipt.json --key key.json [--sth later-sth.json --consistency consistency.json]
//
// Exit code 0 when everything verifies, 1 when something does not (the reason is printed), 2 on usage errors.
import { Buffer } from 'node:buffer';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const leafHash = (data) => sha256(Buffer.from([0]), data);
const nodeHash = (left, right) => sha256(Buffer.from([1]), left, right);
const isHash = (hex) => typeof hex === 'string' && /^[0-9a-f]{64}$/.test(hex);
const bytes = (hex) => Buffer.from(hex, 'hex');

/** RFC 8785 for the entry object, which holds only strings and integers. */
function canonicalEntry(entry) {
  const keys = Object.keys(entry).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(entry[k])}`).join(',')}}`;
}

/** RFC 9162 §2.1.3.2. */
export function verifyInclusion(index, size, leaf, proof, root) {
  if (!(index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2 (equal sizes: an empty proof and the same root). */
export function verifyConsistency(size1, size2, root1, root2, proof) {
  if (!(size1 > 0 && size1 <= size2)) return false;
  if (size1 === size2) return proof.length === 0 && root1.equals(root2);
  if (proof.length === 0) return false;
  const path = (size1 & (size1 - 1)) === 0 ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(root1) && sr.equals(root2);
}

/** Whether a signed tree head is signed by the 32-byte Ed25519 key `publicKey` and names it. */
export function verifySth(sth, publicKey) {
  if (!sth || !isHash(sth.root_hash) || !Number.isSafeInteger(sth.tree_size)) return false;
  if (sth.key_id !== sha256(publicKey).subarray(0, 8).toString('hex')) return false;
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: publicKey.toString('base64url') },
    format: 'jwk',
  });
  const message = Buffer.from(
    `sfc-quejas-sth-v1\n${sth.tree_size}\n${sth.timestamp}\n${sth.root_hash}`,
    'utf8',
  );
  const signature = Buffer.from(String(sth.signature), 'base64');
  return signature.length === 64 && verify(null, message, key, signature);
}

/** Every check in turn; returns the first failure's reason, or null. */
export function check({ receipt, publicKey, laterSth, consistency }) {
  const { entry, sth } = receipt;
  if (!entry || !sth || !isHash(receipt.entry_hash) || !receipt.inclusion_proof?.every(isHash)) {
    return 'la constancia guardada no tiene el formato esperado';
  }
  if (
    entry.complaint !== receipt.code ||
    entry.content_hash !== receipt.content_hash ||
    entry.seq !== receipt.leaf_index
  ) {
    return 'el registro no dice lo que dice la constancia (código, huella o posición)';
  }
  const entryHash = sha256(Buffer.from(canonicalEntry(entry), 'utf8'));
  if (!entryHash.equals(bytes(receipt.entry_hash))) return 'el registro fue alterado: su huella no coincide';
  if (!verifySth(sth, publicKey))
    return 'la firma de la cabecera de la constancia no es válida con esta clave';
  const proof = receipt.inclusion_proof.map(bytes);
  if (!verifyInclusion(receipt.leaf_index, sth.tree_size, leafHash(entryHash), proof, bytes(sth.root_hash))) {
    return 'la radicación no está en el árbol que firma la cabecera';
  }
  if (laterSth) {
    if (!verifySth(laterSth, publicKey))
      return 'la firma de la cabecera posterior no es válida con esta clave';
    const steps = consistency?.proof;
    if (!Array.isArray(steps) || !steps.every(isHash)) return 'falta la prueba de consistencia';
    if (consistency.first !== sth.tree_size || consistency.second !== laterSth.tree_size) {
      return 'la prueba de consistencia no es entre esas dos cabeceras';
    }
    const ok = verifyConsistency(
      sth.tree_size,
      laterSth.tree_size,
      bytes(sth.root_hash),
      bytes(laterSth.root_hash),
      steps.map(bytes),
    );
    if (!ok) return 'el registro posterior no conserva el de la constancia: fue reescrito';
  }
  return null;
}

function main() {
  const { values } = parseArgs({
    options: {
      receipt: { type: 'string' },
      key: { type: 'string' },
      sth: { type: 'string' },
      consistency: { type: 'string' },
    },
  });
  if (!values.receipt || !values.key || Boolean(values.sth) !== Boolean(values.consistency)) {
    console.error(
      'Uso: node verify-receipt.mjs --receipt constancia.json --key clave.json [--sth cabecera.json --consistency consistencia.json]',
    );
    process.exit(2);
  }
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const keyFile = read(values.key);
  const keyHex = typeof keyFile === 'string' ? keyFile : keyFile.public_key;
  if (!/^[0-9a-f]{64}$/.test(keyHex ?? '')) {
    console.error('La clave debe ser la respuesta de /api/ledger/key/ o 64 caracteres hexadecimales.');
    process.exit(2);
  }
  const receipt = read(values.receipt);
  const laterSth = values.sth ? read(values.sth) : null;
  const failure = check({
    receipt,
    publicKey: bytes(keyHex),
    laterSth,
    consistency: values.consistency ? read(values.consistency) : null,
  });
  if (failure) {
    console.log(`NO VERIFICA: ${failure}.`);
    process.exit(1);
  }
  const head = laterSth ?? receipt.sth;
  console.log(
    `VERIFICA: la constancia ${receipt.code} corresponde a una radicación registrada el ${receipt.entry.at} (UTC) ` +
      `y no ha sido alterada; comprobada contra la cabecera de ${head.tree_size} registros firmada el ` +
      `${new Date(head.timestamp).toISOString()} (clave ${head.key_id}).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
