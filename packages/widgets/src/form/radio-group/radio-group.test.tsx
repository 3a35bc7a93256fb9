import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { RadioGroup } from './radio-group.js';

afterEach(cleanup);

const YES_NO = [
  { value: 1, label: 'Sí' },
  { value: 2, label: 'No' },
];

describe('RadioGroup', () => {
  it('is a named radio group whose choice is reported', async () => {
    const seen: Array<number | null> = [];
    const { container } = render(
      <RadioGroup
        label="¿Actúa mediante apoderado?"
        options={YES_NO}
        onChange={(v) => seen.push(v)}
        inline
      />,
    );
    expect(screen.getByRole('radiogroup', { name: '¿Actúa mediante apoderado?' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('No'));
    expect(seen).toEqual([2]);
    expect(screen.getByLabelText<HTMLInputElement>('No').checked).toBe(true);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each([
    [null, MESSAGES.required],
    [1, null],
  ])('required with %j chosen says %j once shown', (chosen, message) => {
    render(<RadioGroup label="Apoderado" options={YES_NO} required showErrors defaultValue={chosen} />);
    const error = document.querySelector('.sfc-field__error');
    expect(error?.textContent || null).toBe(message);
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe(message ? 'true' : null);
  });

  it('shares one name so the browser moves between the radios with the arrow keys', () => {
    render(<RadioGroup label="Apoderado" options={YES_NO} name="apoderado" />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual([
      'apoderado',
      'apoderado',
    ]);
  });
});
