/**
 * Raised when a value cannot be signed: it has no canonical JSON form (NaN, Infinity,
 * `undefined` at the top, functions, symbols, class instances, cycles, nesting too deep).
 */
export class SignatureError extends Error {
  override name = 'SignatureError';
}

/**
 * Raised by {@link parseLossless} (and the {@link LosslessNumber} constructor) on text that
 * is not strict RFC 8259 JSON. `position` is the UTF-16 offset of the offending character,
 * `line` and `column` are 1-based, like Python's `JSONDecodeError`.
 */
export class JsonParseError extends Error {
  override name = 'JsonParseError';
  /** UTF-16 code-unit offset into the parsed text where the problem was found. */
  readonly position: number;
  /** 1-based line of {@link JsonParseError.position}. */
  readonly line: number;
  /** 1-based column of {@link JsonParseError.position}. */
  readonly column: number;

  constructor(reason: string, text: string, position: number) {
    const { line, column } = lineAndColumn(text, position);
    super(`${reason} at line ${line} column ${column} (char ${position})`);
    this.position = position;
    this.line = line;
    this.column = column;
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < position && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}
