import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { AuthCodeInput } from './auth-code-input.js';

afterEach(cleanup);

const box = (n: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: FORM_LABELS.codeDigit(n, 6) });
const values = () => screen.getAllByRole<HTMLInputElement>('textbox').map((b) => b.value);

function setup(extra: Partial<Parameters<typeof AuthCodeInput>[0]> = {}) {
  const changes: string[] = [];
  const completed: string[] = [];
  const utils = render(
    <AuthCodeInput
      label="Código de verificación"
      onChange={(v) => changes.push(v)}
      onComplete={(v) => completed.push(v)}
      {...extra}
    />,
  );
  return { changes, completed, ...utils };
}

describe('AuthCodeInput', () => {
  it('shows no error on arrival when the screen moves focus from the boxes to its heading', () => {
    render(
      <>
        <h2 tabIndex={-1}>Ingresa tu código de verificación</h2>
        <AuthCodeInput label="Código de verificación" required autoFocus />
      </>,
    );
    expect(document.activeElement).toBe(box(1));
    const heading = screen.getByRole('heading');
    heading.focus();
    fireEvent.focusOut(box(1), { relatedTarget: heading });
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    expect(box(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('says the code is required when the user worked in the boxes and left them empty', () => {
    render(
      <>
        <AuthCodeInput label="Código de verificación" required />
        <button type="button">Verificar</button>
      </>,
    );
    fireEvent.pointerDown(box(1));
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'Tab' });
    fireEvent.focusOut(box(1), { relatedTarget: screen.getByRole('button') });
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
  });

  it('is one group named by its label with six digit boxes', async () => {
    const { container } = setup();
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('moves to the next box as digits are typed and completes the code', () => {
    const { changes, completed } = setup();
    box(1).focus();
    for (const [i, d] of ['4', '8', '1', '5', '9', '2'].entries()) {
      fireEvent.change(box(i + 1), { target: { value: d } });
      expect(document.activeElement).toBe(box(Math.min(i + 2, 6)));
    }
    expect(changes.at(-1)).toBe('481592');
    expect(completed).toEqual(['481592']);
  });

  it.each([
    ['a', ['', '', '', '', '', '']],
    ['-', ['', '', '', '', '', '']],
    ['7', ['7', '', '', '', '', '']],
  ])('typing %j in the first box leaves %j', (typed, expected) => {
    setup();
    fireEvent.change(box(1), { target: { value: typed } });
    expect(values()).toEqual(expected);
  });

  it.each([
    ['123456', 1, ['1', '2', '3', '4', '5', '6']],
    ['Tu código es 654 321', 1, ['6', '5', '4', '3', '2', '1']],
    ['12', 3, ['', '', '1', '2', '', '']],
  ])('pasting %j in box %s fills %j', (text, at, expected) => {
    setup();
    fireEvent.paste(box(at), { clipboardData: { getData: () => text } });
    expect(values()).toEqual(expected);
  });

  it('goes back and clears the previous box with Backspace in an empty box', () => {
    const { changes } = setup({ defaultValue: '12' });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(changes).toEqual(['1']);
  });

  it.each([
    ['ArrowLeft', 3, 2],
    ['ArrowRight', 3, 4],
    ['ArrowLeft', 1, 1],
  ])('%s from box %s moves to box %s', (key, from, to) => {
    setup();
    box(from).focus();
    fireEvent.keyDown(box(from), { key });
    expect(document.activeElement).toBe(box(to));
  });

  it('is cleared by its parent after a failed attempt', () => {
    const { rerender } = render(<AuthCodeInput label="Código" value="123456" onChange={() => {}} />);
    rerender(<AuthCodeInput label="Código" value="" onChange={() => {}} />);
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('shows an external error to the whole group', () => {
    setup({ error: MESSAGES.genericError });
    const group = screen.getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      MESSAGES.genericError,
    );
  });
});
