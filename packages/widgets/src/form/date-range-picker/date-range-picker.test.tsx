import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { DateRangePicker, type DateRange } from './date-range-picker.js';

afterEach(cleanup);

const start = () => screen.getByLabelText<HTMLInputElement>(LABELS.startDate);
const end = () => screen.getByLabelText<HTMLInputElement>(LABELS.endDate);
const errorText = () => document.querySelector('.sfc-field__error')?.textContent || null;

describe('DateRangePicker', () => {
  it('is a "Periodo" group with "Fecha de inicio" and "Fecha de fin"', async () => {
    const { container } = render(<DateRangePicker />);
    expect(screen.getByRole('group', { name: LABELS.period })).toBeTruthy();
    expect(start().type).toBe('date');
    expect(end().type).toBe('date');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('reports the range as it is chosen and starts the end picker at the start', () => {
    const seen: DateRange[] = [];
    render(<DateRangePicker onChange={(r) => seen.push(r)} />);
    fireEvent.change(start(), { target: { value: '2024-03-01' } });
    fireEvent.change(end(), { target: { value: '2024-03-31' } });
    expect(seen).toEqual([
      { start: '2024-03-01', end: '' },
      { start: '2024-03-01', end: '2024-03-31' },
    ]);
    expect(end().min).toBe('2024-03-01');
    expect(start().max).toBe('2024-03-31');
  });

  it.each([
    [{ start: '2024-03-10', end: '2024-03-01' }, false, FORM_LABELS.dateRangeOrder],
    [{ start: '2024-03-10', end: '2024-03-10' }, false, null],
    [{ start: '2024-03-01', end: '2024-03-10' }, false, null],
    [{ start: '2024-03-01', end: '' }, true, MESSAGES.required],
    [{ start: '', end: '' }, true, MESSAGES.required],
    [{ start: '', end: '' }, false, null],
  ])('%j (required: %s) says %j', (range, isRequired, message) => {
    render(<DateRangePicker value={range} onChange={() => {}} required={isRequired} showErrors />);
    expect(errorText()).toBe(message);
  });

  it('says the end is before the start at once, on the end date', () => {
    render(<DateRangePicker defaultValue={{ start: '2024-03-10', end: '' }} />);
    fireEvent.change(end(), { target: { value: '2024-03-01' } });
    expect(errorText()).toBe(FORM_LABELS.dateRangeOrder);
    expect(end().getAttribute('aria-invalid')).toBe('true');
    expect(end().getAttribute('aria-describedby')).toBe(document.querySelector('.sfc-field__error')?.id);
  });

  it('waits for focus to leave the group before asking for both dates', () => {
    render(
      <>
        <DateRangePicker required />
        <button type="button">Consultar</button>
      </>,
    );
    fireEvent.blur(start(), { relatedTarget: end() });
    expect(errorText()).toBeNull();
    fireEvent.blur(end(), { relatedTarget: screen.getByRole('button') });
    expect(errorText()).toBe(MESSAGES.required);
  });
});
