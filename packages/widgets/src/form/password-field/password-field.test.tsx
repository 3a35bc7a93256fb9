import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FORM_LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { PasswordField } from './password-field.js';

afterEach(cleanup);

const H = MESSAGES.passwordHint;

function metHints(): string[] {
  return Array.from(document.querySelectorAll('.sfc-password-field__hint[data-met="true"]')).map(
    (li) => li.firstElementChild?.nextElementSibling?.firstChild?.textContent ?? '',
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', () => {
    render(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: FORM_LABELS.showPassword });
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(FORM_LABELS.hidePassword);
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it.each([
    ['', []],
    ['abcdefgh', [H.minLength]],
    ['Abcdefgh', [H.minLength, H.uppercase]],
    ['Abcdefg1', [H.minLength, H.uppercase, H.digit]],
    ['Abcdef1!', [H.minLength, H.uppercase, H.digit, H.special]],
    ['A1!', [H.uppercase, H.digit, H.special]],
  ])('typing %j meets %j', (typed, met) => {
    render(<PasswordField label="Nueva contraseña" showHints autoComplete="new-password" />);
    const input = screen.getByLabelText('Nueva contraseña');
    fireEvent.change(input, { target: { value: typed } });
    expect(metHints()).toEqual(met);
    // The rule list is the input's description, so it is read with the field.
    const hintsId = input.getAttribute('aria-describedby') ?? '';
    const list = document.getElementById(hintsId.split(' ')[0] ?? '');
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no serious accessibility violation with hints and an error', async () => {
    const { container } = render(<PasswordField label="Contraseña" showHints required showErrors />);
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
