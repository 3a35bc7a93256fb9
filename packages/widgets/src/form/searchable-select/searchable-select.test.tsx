import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { SearchableSelect, type SelectOption } from './searchable-select.js';

afterEach(cleanup);

const PRODUCTS: SelectOption<number>[] = [
  { value: 1, label: 'Cuenta de ahorros' },
  { value: 2, label: 'Tarjeta de crédito' },
  { value: 3, label: 'Crédito de vivienda', popup_show: true, popup_text: 'Recuerda adjuntar el pagaré.' },
  { value: 4, label: 'CDT', disabled: true },
];

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: /Producto/ });
const names = () => screen.queryAllByRole('option').map((o) => o.textContent);
const activeText = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function setup(extra: Partial<Parameters<typeof SearchableSelect<number>>[0]> = {}) {
  const seen: Array<number | null> = [];
  render(<SearchableSelect label="Producto" options={PRODUCTS} onChange={(v) => seen.push(v)} {...extra} />);
  return seen;
}

describe('SearchableSelect', () => {
  it('is a combobox that is collapsed until used', async () => {
    const { container } = render(<SearchableSelect label="Producto" options={PRODUCTS} />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().placeholder).toBe(FORM_LABELS.selectPlaceholder);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('opens with Arrow Down, skips disabled options, and chooses with Enter', () => {
    const seen = setup();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(activeText()).toBe('Cuenta de ahorros');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeText()).toBe('Crédito de vivienda');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(activeText()).toBe('Tarjeta de crédito');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(seen).toEqual([2]);
    expect(box().value).toBe('Tarjeta de crédito');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['credito', ['Tarjeta de crédito', 'Crédito de vivienda']],
    ['CDT', ['CDT']],
    ['ahorros', ['Cuenta de ahorros']],
  ])('typing %j shows %j', (typed, shown) => {
    setup();
    fireEvent.change(box(), { target: { value: typed } });
    expect(names()).toEqual(shown);
  });

  it('says so when nothing matches', () => {
    setup();
    fireEvent.change(box(), { target: { value: 'leasing' } });
    expect(names()).toEqual([]);
    expect(screen.getByText(FORM_LABELS.noResults)).toBeTruthy();
  });

  it('closes with Escape without changing the choice', () => {
    const seen = setup({ defaultValue: 1 });
    fireEvent.change(box(), { target: { value: 'tar' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('Cuenta de ahorros');
    expect(seen).toEqual([]);
  });

  it('chooses with a click and marks the chosen option selected', () => {
    setup();
    fireEvent.click(box());
    fireEvent.click(screen.getByRole('option', { name: 'Cuenta de ahorros' }));
    fireEvent.click(box());
    expect(screen.getByRole('option', { name: 'Cuenta de ahorros' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens a modal with the popup text of an option that has popup_show, and closes it with "Cerrar"', () => {
    setup();
    box().focus();
    fireEvent.change(box(), { target: { value: 'vivienda' } });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    const dialog = screen.getByRole('dialog', { name: 'Crédito de vivienda' });
    expect(dialog.textContent).toContain('Recuerda adjuntar el pagaré.');
    const closeButtons = screen.getAllByRole('button', { name: LABELS.close });
    fireEvent.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('clears the choice when the text is erased and the field is left', () => {
    const seen = setup({ defaultValue: 1, required: true });
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.blur(box());
    expect(seen).toEqual([null]);
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
  });

  it('shows "Cargando..." while options load', () => {
    setup({ loading: true });
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(FORM_LABELS.loading);
  });
});
