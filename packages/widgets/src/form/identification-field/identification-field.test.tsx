import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { IdentificationField } from './identification-field.js';

afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>(/Número de identificación/);

describe('IdentificationField', () => {
  it.each([
    [1, '00123.456', '123456'],
    [3, '900.123.456-7', '900123456-7'],
    [8, 'A12-3', '12-3'],
    [5, 'ab-12 #3', 'ab-123'],
    [7, 'Foreign Co. #1', 'Foreign Co. #1'],
    [1, '1'.repeat(20), '1'.repeat(15)],
    [3, '9'.repeat(20), '9'.repeat(14)],
  ])('type %s: typing %j keeps %j', (typeId, typed, kept) => {
    render(<IdentificationField label="Número de identificación" typeId={typeId} />);
    fireEvent.change(input(), { target: { value: typed } });
    expect(input().value).toBe(kept);
  });

  it.each([
    [1, MESSAGES.identificationPlaceholderDefault],
    [3, MESSAGES.identificationPlaceholderNit],
    [5, MESSAGES.identificationPlaceholderPassport],
  ])('type %s shows the placeholder %j', (typeId, placeholder) => {
    render(<IdentificationField label="Número de identificación" typeId={typeId} />);
    expect(input().placeholder).toBe(placeholder);
  });

  it.each([
    [1, '123', true, MESSAGES.identificationInvalid],
    [1, '1234', true, null],
    [3, '90012345-67', true, MESSAGES.nitInvalid],
    [3, '90012345-67', false, null],
    [3, '900123456-7', true, null],
  ])('type %s, %j with NIT check %s says %j on leaving', (typeId, typed, nitCheck, message) => {
    render(<IdentificationField label="Número de identificación" typeId={typeId} nitCheck={nitCheck} />);
    fireEvent.change(input(), { target: { value: typed } });
    fireEvent.blur(input());
    expect(document.getElementById(`${input().id}-error`)?.textContent || null).toBe(message);
  });

  it('clears the number when the type changes', async () => {
    const seen: string[] = [];
    const { rerender, container } = render(
      <IdentificationField label="Número de identificación" typeId={1} onChange={(v) => seen.push(v)} />,
    );
    fireEvent.change(input(), { target: { value: '123456' } });
    rerender(
      <IdentificationField label="Número de identificación" typeId={3} onChange={(v) => seen.push(v)} />,
    );
    expect(input().value).toBe('');
    expect(seen).toEqual(['123456', '']);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
