import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { NumberField } from './number-field.js';

afterEach(cleanup);

describe('NumberField', () => {
  it.each([
    ['12345', null],
    ['0012', null],
    ['12a', MESSAGES.numericOnly],
    ['12.5', MESSAGES.numericOnly],
    ['-3', MESSAGES.numericOnly],
  ])('typing %j shows %j right away', (typed, message) => {
    render(<NumberField label="Valor" />);
    const input = screen.getByLabelText('Valor');
    fireEvent.change(input, { target: { value: typed } });
    const error = document.getElementById(`${input.id}-error`);
    expect(error?.textContent || null).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe(message ? 'true' : null);
  });

  it('drops non-digits as they are typed in phone mode', () => {
    const seen: string[] = [];
    render(<NumberField label="Celular" stripNonDigits onChange={(v) => seen.push(v)} />);
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '300 123-45a67' } });
    expect(seen).toEqual(['3001234567']);
    expect(screen.queryByText(MESSAGES.numericOnly)).toBeNull();
  });

  it('opens the numeric keyboard and passes axe', async () => {
    const { container } = render(<NumberField label="Valor" defaultValue="1a" />);
    expect(screen.getByLabelText('Valor').getAttribute('inputmode')).toBe('numeric');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
