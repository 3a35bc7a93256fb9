import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { TextField } from './text-field.js';

afterEach(cleanup);

describe('TextField', () => {
  it('ties the label to the input and marks it required with a red asterisk', () => {
    const { container } = render(<TextField label="Nombres" name="nombres" required />);
    const input = screen.getByLabelText(/Nombres/);
    expect(input).toHaveProperty('required', true);
    expect(container.querySelector('.sfc-field__required')?.textContent).toBe('*');
  });

  it('says "Este campo es obligatorio" once the user leaves it empty', () => {
    render(<TextField label="Nombres" required />);
    const input = screen.getByLabelText(/Nombres/);
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    fireEvent.blur(input);
    const error = screen.getByText(MESSAGES.required);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(error.getAttribute('aria-live')).toBe('polite');
  });

  it('shows an external error at once and points to it', async () => {
    const { container } = render(
      <TextField label="Correo" error="Correo ya registrado" hint="Usa tu correo personal" />,
    );
    const input = screen.getByLabelText('Correo');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => container.querySelector(`#${id}`)?.textContent)).toEqual([
      'Usa tu correo personal',
      'Correo ya registrado',
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('works uncontrolled and reports each change', () => {
    const seen: string[] = [];
    render(<TextField label="Ciudad" onChange={(v) => seen.push(v)} />);
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Cali' } });
    expect(screen.getByLabelText<HTMLInputElement>('Ciudad').value).toBe('Cali');
    expect(seen).toEqual(['Cali']);
  });

  it('stays at the value its parent controls', () => {
    render(<TextField label="Ciudad" value="Bogotá" onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Cali' } });
    expect(screen.getByLabelText<HTMLInputElement>('Ciudad').value).toBe('Bogotá');
  });

  it('cannot be edited when disabled', () => {
    render(<TextField label="Ciudad" disabled />);
    expect(screen.getByLabelText('Ciudad')).toHaveProperty('disabled', true);
  });
});
