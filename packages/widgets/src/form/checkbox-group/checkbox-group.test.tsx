import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { CheckboxGroup } from './checkbox-group.js';

afterEach(cleanup);

const OPTIONS = [
  { value: 1, label: 'Banco' },
  { value: 2, label: 'Aseguradora' },
  { value: 3, label: 'Fiduciaria' },
];

const all = () => screen.getByRole<HTMLInputElement>('checkbox', { name: LABELS.checkAll });

describe('CheckboxGroup', () => {
  it('names the group with its legend and offers "Todo" first', async () => {
    const { container } = render(<CheckboxGroup label="Tipo de entidad" options={OPTIONS} />);
    expect(screen.getByRole('group', { name: 'Tipo de entidad' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Todo',
      'Banco',
      'Aseguradora',
      'Fiduciaria',
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('"Todo" checks every option, then clears them', () => {
    const seen: number[][] = [];
    render(<CheckboxGroup label="Tipo" options={OPTIONS} onChange={(v) => seen.push(v)} />);
    fireEvent.click(all());
    expect(all().checked).toBe(true);
    fireEvent.click(all());
    expect(seen).toEqual([[1, 2, 3], []]);
  });

  it.each([
    [[], false, false],
    [[2], false, true],
    [[1, 2, 3], true, false],
  ])('with %j chosen "Todo" is checked=%s, mixed=%s', (chosen, checked, mixed) => {
    render(<CheckboxGroup label="Tipo" options={OPTIONS} defaultValue={chosen} />);
    expect(all().checked).toBe(checked);
    expect(all().indeterminate).toBe(mixed);
  });

  it('keeps the options order whatever the click order', () => {
    const seen: number[][] = [];
    render(<CheckboxGroup label="Tipo" options={OPTIONS} onChange={(v) => seen.push(v)} />);
    fireEvent.click(screen.getByLabelText('Fiduciaria'));
    fireEvent.click(screen.getByLabelText('Banco'));
    expect(seen.at(-1)).toEqual([1, 3]);
  });

  it('leaves a disabled option as it was when "Todo" is used', () => {
    const seen: number[][] = [];
    const options = [...OPTIONS.slice(0, 2), { value: 3, label: 'Fiduciaria', disabled: true }];
    render(<CheckboxGroup label="Tipo" options={options} onChange={(v) => seen.push(v)} />);
    fireEvent.click(all());
    expect(seen).toEqual([[1, 2]]);
  });

  it('says "Este campo es obligatorio" when focus leaves a required empty group', () => {
    render(
      <>
        <CheckboxGroup label="Tipo" options={OPTIONS} required />
        <button type="button">Siguiente</button>
      </>,
    );
    fireEvent.blur(screen.getByLabelText('Banco'), { relatedTarget: screen.getByLabelText('Aseguradora') });
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Aseguradora'), { relatedTarget: screen.getByRole('button') });
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain('-error');
  });
});
