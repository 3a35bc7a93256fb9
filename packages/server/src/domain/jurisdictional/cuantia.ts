import type { Cuantia } from '../../core.js';

/**
 * The cuantía of a claim (Código General del Proceso, art. 25): mínima up to 40 SMMLV, menor
 * above 40 and up to 150, mayor above 150, with the SMMLV of the year the claim was filed.
 * Integer pesos, compared exactly (no division, no rounding at the edges).
 */
export const CUANTIA_LIMITS = { minimaMaxSmmlv: 40, menorMaxSmmlv: 150 } as const;

/** The cuantía of `amount` pesos with `smmlv` pesos the minimum wage of the filing year. */
export function cuantiaOf(amount: number, smmlv: number): Cuantia {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount ${amount}`);
  if (!Number.isSafeInteger(smmlv) || smmlv <= 0) throw new RangeError(`smmlv ${smmlv}`);
  const a = BigInt(amount);
  const s = BigInt(smmlv);
  if (a <= s * BigInt(CUANTIA_LIMITS.minimaMaxSmmlv)) return 'minima';
  if (a <= s * BigInt(CUANTIA_LIMITS.menorMaxSmmlv)) return 'menor';
  return 'mayor';
}

/** The amount in SMMLV with two decimals, as shown next to the cuantía ("42,15"). */
export function smmlvTimes(amount: number, smmlv: number): string {
  return (Math.floor((amount * 100) / smmlv) / 100).toLocaleString('es-CO', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Pesos as the screens show them: "$ 1.300.000". */
export function pesos(value: number): string {
  return `$ ${value.toLocaleString('es-CO', { maximumFractionDigits: 0 })}`;
}
