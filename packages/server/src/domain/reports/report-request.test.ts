import { API_ERROR_TEXTS, REPORTS_API_TEXTS } from '@sfc/core';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../alerts/colombian-calendar.js';
import { columnKey } from './complaint-reports.js';
import { parseIsoDay, parseReportRequest, ReportRequestError } from './report-request.js';

function problemsOf(body: Parameters<typeof parseReportRequest>[0]): Record<string, string[]> {
  try {
    parseReportRequest(body);
  } catch (error) {
    if (error instanceof ReportRequestError) return error.problems;
    throw error;
  }
  throw new Error('expected a ReportRequestError');
}

describe('Report request', () => {
  it.each([
    ['2026-01-01', '2026-01-01'],
    ['2024-02-29', '2024-02-29'],
    ['2026-12-31', '2026-12-31'],
    ['0099-03-01', '0099-03-01'],
  ])('%s is a real day', (text, iso) => {
    expect(isoDay(parseIsoDay(text)!)).toBe(iso);
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-1',
    '01/02/2026',
    '2026-01-01T00:00:00',
    '',
    20260101,
  ])('%j is not', (text) => {
    expect(parseIsoDay(text)).toBeNull();
  });

  it('accepts a range of one day, keeps entity ids once each', () => {
    const request = parseReportRequest({
      fecha_inicio: '2026-11-22',
      fecha_fin: '2026-11-22',
      entidades: [3, 3, 1],
    });
    expect([isoDay(request.from), isoDay(request.to), request.entityIds]).toEqual([
      '2026-11-22',
      '2026-11-22',
      [3, 1],
    ]);
  });

  it.each([
    [{}, { fecha_inicio: [API_ERROR_TEXTS.fieldRequired], fecha_fin: [API_ERROR_TEXTS.fieldRequired] }],
    [
      { fecha_inicio: '2026-02-30', fecha_fin: '22/11/2026' },
      { fecha_inicio: [REPORTS_API_TEXTS.dateFormat], fecha_fin: [REPORTS_API_TEXTS.dateFormat] },
    ],
    [
      { fecha_inicio: '2026-11-22', fecha_fin: '2026-11-21' },
      { fecha_fin: [REPORTS_API_TEXTS.endBeforeStart] },
    ],
    [
      { fecha_inicio: '2010-01-01', fecha_fin: '2026-01-01' },
      { fecha_fin: [REPORTS_API_TEXTS.rangeTooLong(10)] },
    ],
    [
      { fecha_inicio: '1899-12-31', fecha_fin: '9999-12-31' },
      {
        fecha_inicio: [REPORTS_API_TEXTS.dateOutOfRange('1900-01-01', '2999-12-31')],
        fecha_fin: [REPORTS_API_TEXTS.dateOutOfRange('1900-01-01', '2999-12-31')],
      },
    ],
  ])('%j → %j', (body, problems) => {
    expect(problemsOf(body)).toEqual(problems);
  });

  it('names state columns after their Spanish label', () => {
    expect(columnKey('Abierta / en trámite')).toBe('abierta_en_tramite');
    expect(columnKey('En réplica')).toBe('en_replica');
  });
});
