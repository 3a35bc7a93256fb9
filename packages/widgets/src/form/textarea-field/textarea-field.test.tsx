import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { TextareaField } from './textarea-field.js';

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
    ['hola', 'hola', '4/1000'],
    ['a\nb', 'a\nb', '3/997'],
    ['x'.repeat(1200), 'x'.repeat(1000), '1000/1000'],
    // Two breaks cost 6: 994 characters fit, breaks included.
    [`a\nb\n${'x'.repeat(1000)}`, `a\nb\n${'x'.repeat(990)}`, '994/994'],
  ])('typing %# keeps the allowed text and shows the count', (typed, kept, shown) => {
    render(<TextareaField label="Descripción" />);
    fireEvent.change(box(), { target: { value: typed } });
    expect(box().value).toBe(kept);
    expect(counter()).toBe(shown);
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
