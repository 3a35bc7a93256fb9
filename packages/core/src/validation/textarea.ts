import { LIMITS } from '../messages/constants.js';
import { INPUT_LIMIT_TEXTS } from '../messages/input-limit-texts.js';
import { MESSAGES } from '../messages/messages.js';

/** Options of {@link textareaState}. */
export interface TextareaOptions {
  /** Maximum characters before line-break costs; defaults to 1000. */
  max?: number;
  /** Optional minimum; shorter non-empty text gets "Este campo debe tener mas de {n} caracteres". */
  minLength?: number;
}

/** What a textarea shows: character count, what is left, the current limit, rows and error. */
export interface TextareaState {
  count: number;
  remaining: number;
  /** Characters beyond the limit (0 when the text fits): the text is kept, never cut. */
  over: number;
  limit: number;
  rows: number;
  error: string | null;
}

// "\r\n" is one line break, so text pasted from Windows costs the same as typed text.
const LINE_BREAK = /\r\n|\r|\n/g;

/** Number of line breaks in `value` ("\r\n", "\r" and "\n" each count once). */
export function countLineBreaks(value: string): number {
  return value.match(LINE_BREAK)?.length ?? 0;
}

/** §5: the textarea limit is `max` minus 3 for every line break in the text. */
export function textareaLimit(value: string, max: number = LIMITS.textareaMaxLength): number {
  return max - LIMITS.textareaLineBreakCost * countLineBreaks(value);
}

/**
 * §5 textarea display state. `count` is the number of characters (UTF-16 units, as the
 * browser's maxlength counts them); `remaining` never goes below 0 and `over` says by how much
 * a text (pasted, say) passes its limit: such a text is kept whole and gets an error until it is
 * shortened, so nothing is lost without a word. The minimum-length error is only given for
 * non-empty text: an empty field is the `required` rule's business.
 */
export function textareaState(value: string, { max, minLength }: TextareaOptions = {}): TextareaState {
  const limit = textareaLimit(value, max);
  const count = value.length;
  const over = Math.max(0, count - limit);
  const tooShort = minLength !== undefined && count > 0 && count < minLength;
  return {
    count,
    remaining: Math.max(0, limit - count),
    over,
    limit,
    rows: LIMITS.textareaRows,
    error:
      over > 0
        ? INPUT_LIMIT_TEXTS.textareaTooLong(limit, over)
        : tooShort
          ? MESSAGES.textareaMinLength(minLength)
          : null,
  };
}

/**
 * Cuts `value` to the longest beginning whose length fits its own limit
 * (length + 3 × line breaks ≤ max). Never splits a surrogate pair.
 */
export function clampTextarea(value: string, max: number = LIMITS.textareaMaxLength): string {
  if (value.length <= textareaLimit(value, max)) return value;
  let cost = 0;
  let end = 0;
  for (const char of value) {
    // "\n" right after "\r" finishes the same break, so it only costs its own character.
    const isBreak = char === '\r' || (char === '\n' && value[end - 1] !== '\r');
    const next = cost + char.length + (isBreak ? LIMITS.textareaLineBreakCost : 0);
    if (next > max) break;
    cost = next;
    end += char.length;
  }
  return value.slice(0, end);
}
