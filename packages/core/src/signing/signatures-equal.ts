/**
 * Compares two signatures in constant time for a given length: every character is visited
 * and no branch depends on the content, so response timing does not reveal how much of a
 * forged signature was right. Case-sensitive (signatures are uppercase hex: lowercase does not
 * match). Different lengths, or a value that is not a string (a missing or repeated header),
 * give `false` without throwing.
 */
export function signaturesEqual(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) {
    // Past the end charCodeAt gives NaN; `| 0` makes it 0 so the loop body stays the same.
    difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  }
  return difference === 0;
}
