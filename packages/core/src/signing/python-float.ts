/**
 * Renders a finite JS number the way Python's `repr(float)` does (which is what `json.dumps`
 * writes for a float): the shortest digits that read back as the same double — the digits
 * `String(x)` already picks — laid out in fixed notation when the decimal exponent is in
 * [-4, 16), otherwise as `d.ddde±XX` with at least two exponent digits; fixed notation always
 * shows a fractional part (`1.0`, `500000.0`). So `0.1` → `0.1`, `1e-5` → `1e-05`,
 * `1e16` → `1e+16`, `-0` → `-0.0`.
 */
export function pythonFloatRepr(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`${x} has no Python float repr in JSON`);
  const negative = x < 0 || Object.is(x, -0);
  const sign = negative ? '-' : '';
  if (x === 0) return `${sign}0.0`;

  const text = String(Math.abs(x));
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  const dot = mantissa.indexOf('.');
  let digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  // Position of the decimal point counted from the start of `digits`.
  let point = (dot < 0 ? mantissa.length : dot) + exponent;

  let lead = 0;
  while (digits.charCodeAt(lead) === 0x30) lead++;
  digits = digits.slice(lead);
  point -= lead;
  let end = digits.length;
  while (end > 1 && digits.charCodeAt(end - 1) === 0x30) end--;
  digits = digits.slice(0, end);

  const decimalExponent = point - 1;
  if (decimalExponent >= -4 && decimalExponent < 16) {
    if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
    if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
    return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  }
  const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
  const expSign = decimalExponent < 0 ? '-' : '+';
  const expDigits = String(Math.abs(decimalExponent)).padStart(2, '0');
  return `${sign}${digits[0]}${fraction}e${expSign}${expDigits}`;
}
