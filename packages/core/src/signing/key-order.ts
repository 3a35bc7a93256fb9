/**
 * JS objects list array-index keys ("0", "10", "2") first and in numeric order, whatever
 * order they were added in; Python dicts keep insertion order. Parsed objects whose keys
 * could be reordered that way carry their original key order under this non-enumerable
 * symbol so the canonical form (and thus the signature) keeps the order the client sent.
 */
const KEY_ORDER = Symbol('sfc.jsonKeyOrder');

interface WithKeyOrder {
  [KEY_ORDER]?: readonly string[];
}

/** True when the engine might move this key ahead of others (array-index-like keys). */
export function mayBeReordered(key: string): boolean {
  const c = key.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
}

/** Remembers the insertion order of `keys` on `target` (invisible to enumeration and spread). */
export function rememberKeyOrder(target: object, keys: readonly string[]): void {
  Object.defineProperty(target, KEY_ORDER, { value: keys, enumerable: false });
}

/**
 * The keys of `target` in the order Python would have kept them: the remembered parse
 * order for keys still present, then keys added later, in the engine's order.
 */
export function orderedKeys(target: object): string[] {
  const own = Object.keys(target);
  const remembered = (target as WithKeyOrder)[KEY_ORDER];
  if (remembered === undefined) return own;
  const ownSet = new Set(own);
  const result = remembered.filter((key) => ownSet.has(key));
  if (result.length === own.length) return result;
  const seen = new Set(result);
  for (const key of own) if (!seen.has(key)) result.push(key);
  return result;
}
