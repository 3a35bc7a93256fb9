import { describe, expect, it } from 'vitest';
import { describeOnBothDrivers, type DriverContext } from '../../../test/harness.js';
import { DUPLICATE_THRESHOLD, duplicateScore, matchingPassages } from './duplicates.js';

const ORIGINAL =
  'El banco me cobró dos veces la cuota de manejo de la tarjeta de crédito en el mes de octubre. ' +
  'Solicité la devolución en la oficina de Chapinero y no me han dado respuesta.';

describeOnBothDrivers(
  'duplicate scoring on Spanish texts (pg_trgm over accent-folded text)',
  (ctx: DriverContext) => {
    const score = (a: string, b: string) => duplicateScore(ctx.db, a, b);

    it('scores the same text without accents and in capitals as identical', async () => {
      const folded = ORIGINAL.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      expect(await score(ORIGINAL, folded)).toBeCloseTo(1, 5);
    });

    it('keeps a high score when the sentences come in another order', async () => {
      const reordered =
        'Solicité la devolución en la oficina de Chapinero y no me han dado respuesta. ' +
        'El banco me cobró dos veces la cuota de manejo de la tarjeta de crédito en el mes de octubre.';
      expect(await score(ORIGINAL, reordered)).toBeGreaterThan(0.9);
    });

    it('stays above the threshold with typos and small rewording', async () => {
      const typos =
        'el vanco me cobro 2 beces la cuota de manejo de la targeta de credito en octubre, ' +
        'solicite la devolucion en la ofisina de chapinero y no me an dado respuesta';
      expect(await score(ORIGINAL, typos)).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
    });

    it('stays below the threshold for another complaint of the same consumer', async () => {
      const other =
        'Hice una transferencia desde la aplicación móvil a una cuenta de ahorros de otro banco y el dinero ' +
        'nunca llegó al destinatario; el soporte técnico no contesta.';
      expect(await score(ORIGINAL, other)).toBeLessThan(DUPLICATE_THRESHOLD);
    });

    it('stays below the threshold for a different problem with the same product', async () => {
      const sameProduct =
        'Me reportaron a una central de riesgo por una deuda de la tarjeta de crédito que ya pagué en su totalidad; ' +
        'pido que actualicen el reporte negativo.';
      expect(await score(ORIGINAL, sameProduct)).toBeLessThan(DUPLICATE_THRESHOLD);
    });
  },
);

describe('matchingPassages', () => {
  it('marks the runs of three or more words both texts share, ignoring case and accents', () => {
    const { a, b } = matchingPassages(
      'Me cobraron la cuota de manejo dos veces. Gracias.',
      'Reitero: me COBRARON la cuota de manejo, por favor devuélvanla.',
    );
    expect(a.filter((s) => s.match).map((s) => s.text)).toEqual(['Me cobraron la cuota de manejo']);
    expect(b.filter((s) => s.match).map((s) => s.text)).toEqual(['me COBRARON la cuota de manejo']);
    expect(a.map((s) => s.text).join('')).toBe('Me cobraron la cuota de manejo dos veces. Gracias.');
  });

  it('marks nothing when no three words in a row are shared', () => {
    const { a } = matchingPassages('la tarjeta de crédito', 'crédito de tarjeta la');
    expect(a).toEqual([{ text: 'la tarjeta de crédito', match: false }]);
  });

  it('matches despite accents: "devolución" and "devolucion"', () => {
    const { a } = matchingPassages('pedí la devolución inmediata', 'pedi la devolucion ya');
    expect(a.filter((s) => s.match).map((s) => s.text)).toEqual(['pedí la devolución']);
  });
});
