import { describe, expect, it } from 'vitest';
import { dayOf, isoDay } from '../alerts/colombian-calendar.js';
import { clockFrom, clockOfRow, complaintDeadline } from './deadline-sql.js';
import { DEADLINE_REGIMES, dueDay, type DeadlineRegime, type Suspension } from './legal-deadlines.js';

const day = (iso: string) =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

describe('Deadline of a stored complaint: clock day after suspensions', () => {
  it('gives the engine’s due day for every regime, filing day and pair of suspensions started before the due day', () => {
    // Every filing day of 2026-2027 across Holy Weeks, Monday holidays and year ends, with two
    // suspensions of different lengths: the queue's SQL compares clock days, the rows use the engine.
    const regimes = Object.keys(DEADLINE_REGIMES) as DeadlineRegime[];
    let checked = 0;
    for (let filing = day('2026-01-01'); filing <= day('2027-12-31'); filing += 3) {
      for (const regime of regimes) {
        const firstStart = filing + (filing % 5);
        const suspensions: Suspension[] = [{ from: firstStart, to: firstStart + (filing % 9) }];
        const secondStart = suspensions[0]!.to! + 1 + (filing % 4);
        // Staff may only suspend before the due day (suspensions.ts).
        if (secondStart < dueDay({ regime, filingDay: filing, suspensions })) {
          suspensions.push({ from: secondStart, to: secondStart + (filing % 13) });
        }
        if (firstStart >= dueDay({ regime, filingDay: filing })) continue;
        const expected = dueDay({ regime, filingDay: filing, suspensions });
        expect(
          dueDay({ regime, filingDay: clockFrom(filing, suspensions) }),
          `${regime} ${isoDay(filing)}`,
        ).toBe(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('reads the regime and the periods the SQL columns give', () => {
    expect(
      clockOfRow({
        deadline_regime: 'habeas_data_reclamo',
        deadline_suspensions: '2026-11-13/2026-11-17,2026-11-20/',
      }),
    ).toEqual({
      regime: 'habeas_data_reclamo',
      suspensions: [
        { from: day('2026-11-13'), to: day('2026-11-17') },
        { from: day('2026-11-20'), to: null },
      ],
    });
    expect(clockOfRow({ deadline_regime: null, deadline_suspensions: null })).toEqual({
      regime: null,
      suspensions: [],
    });
    expect(clockOfRow({ deadline_regime: 'otro' }).regime).toBeNull();
  });

  it('computes a stored complaint under its classified regime, with its suspensions', () => {
    const filed = {
      fecha_creacion: new Date('2027-03-10T15:00:00Z'),
      estado_cod: 2,
      prorroga_queja: 1,
      fecha_cierre: null,
      updated_at: new Date('2027-03-10T15:00:00Z'),
    };
    const seenOn = new Date('2027-03-30T15:00:00Z');
    // queja with its extension: 30 business days.
    expect(complaintDeadline(filed, seenOn)).toMatchObject({ regime: 'queja', extension_days: 15 });
    const classified = {
      ...filed,
      regime: 'habeas_data_consulta' as const,
      suspensions: [{ from: day('2027-03-19'), to: day('2027-03-29') }],
    };
    // The extension is the queja's: a classified complaint runs under its own term.
    expect(complaintDeadline(classified, seenOn)).toMatchObject({
      regime: 'habeas_data_consulta',
      extension_days: 0,
      due_day: '2027-04-01',
      suspended_days: 3,
      status: 'due_soon',
    });
    // Closed while suspended: the stop ended with the answer.
    const closed = {
      ...classified,
      estado_cod: 4,
      fecha_cierre: new Date('2027-03-24T15:00:00Z'),
      suspensions: [{ from: day('2027-03-19'), to: null }],
    };
    const later = complaintDeadline(closed, new Date('2027-06-01T15:00:00Z'));
    expect(later).toMatchObject({ status: 'answered', suspended: false, suspended_days: 2 });
    expect(later.due_day).toBe('2027-03-31');
  });
});
