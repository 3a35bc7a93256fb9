export { canonicalJson } from './canonical-json.js';
export { JsonParseError, SignatureError } from './errors.js';
export { hmacSha256Hex } from './hmac-sha256.js';
export { hmacSha256HexAsync } from './hmac-webcrypto.js';
export { LosslessNumber } from './lossless-number.js';
export { MAX_NESTING_DEPTH, parseLossless } from './parse-lossless.js';
export {
  signatureFor,
  signatureForValue,
  signingPayloadFor,
  storageSignaturePayloads,
  valuePayloadFor,
} from './sign-request.js';
export type { SignableRequest } from './sign-request.js';
export { multipartTextValue, textWithLineFeeds } from './multipart-text.js';
export { signaturesEqual } from './signatures-equal.js';
export { urlSignatureCandidates } from './url-candidates.js';
