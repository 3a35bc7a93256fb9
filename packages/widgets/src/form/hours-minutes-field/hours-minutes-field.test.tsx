import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { HoursMinutesField } from './hours-minutes-field.js';

afterEach(cleanup);

const hours = () => screen.getByLabelText<HTMLInputElement>(FORM_LABELS.hours);
const minutes = () => screen.getByLabelText<HTMLInputElement>(FORM_LABELS.minutes);
const messageOf = (input: HTMLInputElement) =>
  document.getElementById(`${input.id}-error`)?.textContent || null;

describe('HoursMinutesField', () => {
  it.each([
    ['2', '30', '0 02:30:00', null, null],
    ['999', '59', '0 999:59:00', null, null],
    ['0', '0', '0 00:00:00', null, null],
    ['12', '', '0 12:00:00', null, null],
    ['1000', '0', null, MESSAGES.invalidNumber, null],
    ['1', '60', null, null, MESSAGES.invalidNumber],
    ['a', '5', null, MESSAGES.invalidNumber, null],
    ['1', '5.5', null, null, MESSAGES.invalidNumber],
  ])('hours %j, minutes %j give %j (messages %j, %j)', (h, m, duration, hoursMessage, minutesMessage) => {
    const seen: Array<string | null> = [];
    render(<HoursMinutesField label="Tiempo de respuesta" onChange={(v) => seen.push(v)} />);
    fireEvent.change(hours(), { target: { value: h } });
    fireEvent.change(minutes(), { target: { value: m } });
    expect(seen.at(-1) ?? null).toBe(duration);
    expect(messageOf(hours())).toBe(hoursMessage);
    expect(messageOf(minutes())).toBe(minutesMessage);
  });

  it('shows a given duration and follows a new one from the parent', async () => {
    const { rerender, container } = render(
      <HoursMinutesField label="Tiempo" value="0 05:07:00" onChange={() => {}} />,
    );
    expect([hours().value, minutes().value]).toEqual(['5', '07']);
    rerender(<HoursMinutesField label="Tiempo" value="0 120:45:00" onChange={() => {}} />);
    expect([hours().value, minutes().value]).toEqual(['120', '45']);
    expect(screen.getByRole('group', { name: 'Tiempo' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('ties each box to its own message', () => {
    render(<HoursMinutesField label="Tiempo" />);
    fireEvent.change(minutes(), { target: { value: '75' } });
    expect(minutes().getAttribute('aria-invalid')).toBe('true');
    expect(minutes().getAttribute('aria-describedby')).toBe(`${minutes().id}-error`);
    expect(hours().getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a value when required and both boxes are empty', () => {
    render(<HoursMinutesField label="Tiempo" required showErrors />);
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
  });
});
