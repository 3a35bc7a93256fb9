import { describe, expect, it } from 'vitest';
import { dayOf, isoDay } from '../alerts/colombian-calendar.js';
import {
  DeadlineInputError,
  computeDeadline,
  dueDay,
  type DeadlineCase,
  type DeadlineRegime,
} from './legal-deadlines.js';

const day = (iso: string) =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

describe('Legal deadlines: due days per regime against the official calendar', () => {
  it.each<[DeadlineRegime, string, number, string, string]>([
    ['queja', '2026-11-03', 0, '2026-11-25', 'Monday holiday 16 Nov skipped'],
    ['queja', '2026-11-21', 0, '2026-12-14', 'filed on a Saturday; 8 Dec skipped'],
    ['queja', '2026-04-01', 0, '2026-04-24', 'Holy Thursday and Good Friday 2026 skipped'],
    ['queja', '2026-12-18', 0, '2027-01-13', 'year end: 25 Dec, 1 Jan and Reyes moved to Monday 11 Jan 2027'],
    ['queja', '2026-11-03', 15, '2026-12-17', 'extended once by 15'],
    [
      'habeas_data_consulta',
      '2025-06-27',
      0,
      '2025-07-14',
      'Corpus Christi and San Pedro on one Monday, 30 Jun 2025',
    ],
    ['habeas_data_consulta', '2025-06-27', 5, '2025-07-21', 'query extended by 5'],
    ['habeas_data_reclamo', '2026-01-09', 0, '2026-02-02', 'Reyes on Monday 12 Jan 2026'],
    ['habeas_data_reclamo', '2026-01-09', 8, '2026-02-12', 'claim extended by 8'],
    ['peticion_documentos', '2027-03-19', 0, '2027-04-07', 'San José on Monday 22 Mar and Holy Week 2027'],
    [
      'peticion_general',
      '2024-12-20',
      0,
      '2025-01-15',
      'year end 2024: 25 Dec, 1 Jan, Reyes on Monday 6 Jan 2025',
    ],
    ['peticion_consulta', '2026-06-01', 0, '2026-07-16', 'June 2026 holidays on Mondays 8, 15 and 29'],
  ])('%s filed %s, extension %i → due %s (%s)', (regime, filed, extensionDays, due) => {
    expect(isoDay(dueDay({ regime, filingDay: day(filed), extensionDays }))).toBe(due);
  });

  it('refuses an extension beyond the regime’s limit or below zero', () => {
    expect(() =>
      dueDay({ regime: 'habeas_data_reclamo', filingDay: day('2026-01-09'), extensionDays: 9 }),
    ).toThrow(DeadlineInputError);
    expect(() =>
      dueDay({ regime: 'peticion_consulta', filingDay: day('2026-01-09'), extensionDays: 61 }),
    ).toThrow(DeadlineInputError);
    expect(() => dueDay({ regime: 'queja', filingDay: day('2026-01-09'), extensionDays: -1 })).toThrow(
      DeadlineInputError,
    );
  });
});

describe('Legal deadlines: suspension and restart', () => {
  const filed: DeadlineCase = { regime: 'queja', filingDay: day('2026-11-03') };

  it('a closed suspension pushes the due day by its business days', () => {
    // Waiting for the consumer from Tuesday 10 Nov to Friday 13 Nov: 11, 12 and 13 do not count.
    const c = { ...filed, suspensions: [{ from: day('2026-11-10'), to: day('2026-11-13') }] };
    expect(isoDay(dueDay(c))).toBe('2026-11-30');
    const seen = computeDeadline(c, day('2026-11-20'));
    expect(seen).toMatchObject({ days_used: 9, suspended_days: 3, suspended: false, status: 'on_time' });
  });

  it('a suspension over the Holy Week holidays only counts its business days', () => {
    const c: DeadlineCase = {
      regime: 'queja',
      filingDay: day('2026-03-27'),
      suspensions: [{ from: day('2026-03-31'), to: day('2026-04-07') }],
    };
    // 30 Mar, 31 Mar counted; 1, 6, 7 Apr suspended (2 and 3 Apr holidays); restart 8 Apr.
    expect(isoDay(dueDay(c))).toBe('2026-04-24');
    expect(computeDeadline(c, day('2026-04-08'))).toMatchObject({ days_used: 3, suspended_days: 3 });
  });

  it('while the clock is stopped the case is suspended, never overdue, and the due day moves', () => {
    const c = { ...filed, suspensions: [{ from: day('2026-11-10'), to: null }] };
    const late = computeDeadline(c, day('2026-12-24'));
    expect(late).toMatchObject({ status: 'suspended', suspended: true, days_used: 5 });
    expect(computeDeadline(c, day('2026-11-24'))).toMatchObject({ due_day: '2026-12-09', days_left: 10 });
  });

  it.each<[string, DeadlineRegime, string, string, string, string, string, number, number]>([
    [
      'across the Monday holiday of 16 Nov 2026 (Independencia de Cartagena)',
      'queja',
      '2026-11-03',
      '2026-11-13',
      '2026-11-17',
      '2026-11-25',
      '2026-11-26',
      1,
      9,
    ],
    [
      'across Easter week 2027 (San José on Monday 22 Mar, Holy Thursday and Good Friday)',
      'queja',
      '2027-03-10',
      '2027-03-19',
      '2027-03-29',
      '2027-04-05',
      '2027-04-08',
      3,
      8,
    ],
    [
      'a habeas data query across the same Easter week',
      'habeas_data_consulta',
      '2027-03-10',
      '2027-03-19',
      '2027-03-29',
      '2027-03-29',
      '2027-04-01',
      3,
      8,
    ],
    [
      'across the year end 2026 (25 Dec, 1 Jan, Reyes on Monday 11 Jan 2027)',
      'queja',
      '2026-12-15',
      '2026-12-23',
      '2027-01-12',
      '2027-01-07',
      '2027-01-25',
      11,
      7,
    ],
  ])(
    '%s: %s filed %s, stopped %s to %s → due %s moves to %s (%i business days stopped, %i used the next day)',
    (_label, regime, filed, from, to, plainDue, due, stopped, usedNextDay) => {
      const plain: DeadlineCase = { regime, filingDay: day(filed) };
      const c: DeadlineCase = { ...plain, suspensions: [{ from: day(from), to: day(to) }] };
      expect(isoDay(dueDay(plain))).toBe(plainDue);
      expect(isoDay(dueDay(c))).toBe(due);
      expect(computeDeadline(c, day(to) + 1)).toMatchObject({
        due_day: due,
        suspended: false,
        suspended_days: stopped,
        days_used: usedNextDay,
      });
    },
  );

  it('refuses a suspension that ends before it starts', () => {
    expect(() =>
      dueDay({ ...filed, suspensions: [{ from: day('2026-11-10'), to: day('2026-11-09') }] }),
    ).toThrow(DeadlineInputError);
  });
});

describe('Legal deadlines: status on a given day', () => {
  const filed: DeadlineCase = { regime: 'queja', filingDay: day('2026-11-03') };

  it.each([
    ['2026-11-20', 'on_time', 12, 3, 'Friday: four business days remain, today included'],
    ['2026-11-22', 'due_soon', 12, 3, 'Sunday: Monday, Tuesday and Wednesday remain'],
    ['2026-11-23', 'due_soon', 13, 2, 'Monday'],
    ['2026-11-25', 'due_soon', 15, 0, 'the due day itself'],
    ['2026-11-26', 'overdue', 16, -1, 'the day after'],
  ])('on %s it is %s (used %i, left %i: %s)', (today, status, used, left) => {
    expect(computeDeadline(filed, day(today))).toMatchObject({
      status,
      days_used: used,
      days_left: left,
      start_day: '2026-11-04',
      due_day: '2026-11-25',
      term_days: 15,
    });
  });

  it('an answered case keeps the days it used and is never overdue', () => {
    const seen = computeDeadline({ ...filed, answeredDay: day('2026-11-12') }, day('2027-02-01'));
    expect(seen).toMatchObject({ status: 'answered', days_used: 7, days_left: 8 });
  });
});
