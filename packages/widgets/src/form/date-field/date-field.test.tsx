import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { DateField } from './date-field.js';

afterEach(cleanup);

describe('DateField', () => {
  it('gives the chosen day as YYYY-MM-DD, and "" once cleared', () => {
    const seen: string[] = [];
    render(<DateField label="Fecha de nacimiento" onChange={(v) => seen.push(v)} />);
    const input = screen.getByLabelText('Fecha de nacimiento');
    fireEvent.change(input, { target: { value: '2024-03-05' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(seen).toEqual(['2024-03-05', '']);
  });

  it('is a native date input with bounds, and asks for a value when required', async () => {
    const { container } = render(<DateField label="Fecha" required min="2024-01-01" max="2024-12-31" />);
    const input = screen.getByLabelText(/Fecha/);
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2024-01-01');
    fireEvent.blur(input);
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
