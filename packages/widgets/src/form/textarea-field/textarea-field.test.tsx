import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '../shared/axe.js';
import { TextareaField } from './textarea-field.js';
import * as stories from './textarea-field.stories.js';

afterEach(cleanup);

const box = () => screen.getByLabelText<HTMLTextAreaElement>(/Descripción/);
const counter = () => document.querySelector('.sfc-textarea-field__counter')?.textContent;

describe('TextareaField', () => {
  it('has 6 rows and counts against 1000 by default', () => {
    render(<TextareaField label="Descripción" />);
    expect(box().getAttribute('rows')).toBe('6');
    expect(counter()).toBe('0/1000');
  });

  it.each([
    ['hola', '4/1000', ''],
    ['a\nb', '3/997', ''],
    ['x'.repeat(1000), '1000/1000', ''],
    [
      'x'.repeat(1200),
      '1200/1000',
      'Tu texto supera el máximo en 200 caracteres. No se borró nada: acórtalo para poder enviarlo.',
    ],
    // Two breaks cost 6: 994 characters fit, breaks included; 1004 are 10 too many.
    [
      `a\nb\n${'x'.repeat(1000)}`,
      '1004/994',
      'Tu texto supera el máximo en 10 caracteres. No se borró nada: acórtalo para poder enviarlo.',
    ],
    [
      'x'.repeat(1001),
      '1001/1000',
      'Tu texto supera el máximo en 1 carácter. No se borró nada: acórtalo para poder enviarlo.',
    ],
  ])(
    'typing or pasting %# keeps the whole text, shows the count and says what is over',
    (typed, shown, notice) => {
      render(<TextareaField label="Descripción" />);
      fireEvent.change(box(), { target: { value: typed } });
      expect(box().value).toBe(typed);
      expect(counter()).toBe(shown);
      expect(screen.getByRole('status').textContent).toBe(notice);
    },
  );

  it('names the excess as the field’s error on leaving it, and clears it once the text is shortened', () => {
    render(<TextareaField label="Descripción" required />);
    fireEvent.change(box(), { target: { value: 'x'.repeat(1003) } });
    fireEvent.blur(box());
    const error = () => document.getElementById(`${box().id}-error`)?.textContent || null;
    expect(error()).toBe(
      'El texto admite 1000 caracteres y tiene 3 caracteres de más; acórtalo para poder enviarlo.',
    );
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toContain(`${box().id}-over`);
    fireEvent.change(box(), { target: { value: 'x'.repeat(1000) } });
    expect(error()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['', true, MESSAGES.required],
    ['corto', false, MESSAGES.textareaMinLength(20)],
    ['un texto bastante largo', false, null],
  ])('after leaving with %j (required: %s) it says %j', (typed, isRequired, message) => {
    render(<TextareaField label="Descripción" minLength={20} required={isRequired} />);
    fireEvent.change(box(), { target: { value: typed } });
    fireEvent.blur(box());
    expect(document.getElementById(`${box().id}-error`)?.textContent || null).toBe(message);
  });

  it('describes the box with its counter and passes axe', async () => {
    const { container } = render(<TextareaField label="Descripción" hint="Cuéntanos qué pasó" />);
    expect(box().getAttribute('aria-describedby')).toBe(`${box().id}-hint ${box().id}-counter`);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('stories', () => {
  it('shows a pasted text over the limit whole, with how much is over and the error', async () => {
    const { OverTheLimit } = composeStories(stories);
    const { container } = render(<OverTheLimit />);
    // 42 × 25 + 1 + 20 × 20 = 1451 characters; one line break: a limit of 997, 454 over.
    expect(box().value).toHaveLength(1451);
    expect(counter()).toBe('1451/997');
    expect(screen.getByRole('status').textContent).toBe(
      'Tu texto supera el máximo en 454 caracteres. No se borró nada: acórtalo para poder enviarlo.',
    );
    expect(document.getElementById(`${box().id}-error`)?.textContent).toBe(
      'El texto admite 997 caracteres y tiene 454 caracteres de más; acórtalo para poder enviarlo.',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
