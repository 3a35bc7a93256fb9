import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORM_LABELS, LABELS, MESSAGES } from '@sfc/core';
import { seriousViolations } from '../shared/axe.js';
import { MultiSelect, type MultiSelectProps } from './multi-select.js';

afterEach(cleanup);

const ENTITIES = [
  { value: 'b1', label: 'Banco Andino' },
  { value: 'b2', label: 'Banco del Río' },
  { value: 'a1', label: 'Aseguradora Sol' },
  { value: 'f1', label: 'Fiduciaria Norte' },
];

const trigger = () => screen.getByRole('button', { name: /^Entidades/ });

async function setup(extra: Partial<MultiSelectProps<string>> = {}) {
  const seen: string[][] = [];
  const utils = render(
    <MultiSelect label="Entidades" options={ENTITIES} onChange={(v) => seen.push(v)} {...extra} />,
  );
  trigger().focus();
  await act(async () => fireEvent.click(trigger()));
  return { seen, ...utils };
}

describe('MultiSelect', () => {
  it('opens a panel with focus in the "Buscar..." box', async () => {
    const { container } = await setup();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: LABELS.searchPlaceholder }));
    expect(screen.getByRole('button', { name: LABELS.selectAll })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('"Seleccionar todo" chooses every option, then becomes "Deseleccionar todo"', async () => {
    const { seen } = await setup();
    fireEvent.click(screen.getByRole('button', { name: LABELS.selectAll }));
    expect(seen.at(-1)).toEqual(['b1', 'b2', 'a1', 'f1']);
    fireEvent.click(screen.getByRole('button', { name: LABELS.deselectAll }));
    expect(seen.at(-1)).toEqual([]);
  });

  it('selects all of what the search shows, keeping earlier choices', async () => {
    const { seen } = await setup({ defaultValue: ['f1'] });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'banco' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Banco Andino',
      'Banco del Río',
    ]);
    fireEvent.click(screen.getByRole('button', { name: LABELS.selectAll }));
    expect(seen.at(-1)).toEqual(['b1', 'b2', 'f1']);
  });

  it.each([
    [[], FORM_LABELS.selectPlaceholder],
    [['a1'], 'Aseguradora Sol'],
    [['b1', 'a1'], 'Banco Andino, Aseguradora Sol'],
    [['b1', 'b2', 'a1'], FORM_LABELS.selectedCount(3)],
  ])('with %j chosen the button reads "Entidades %s"', (chosen, summary) => {
    render(<MultiSelect label="Entidades" options={ENTITIES} defaultValue={chosen} />);
    expect(screen.getByRole('button', { name: `Entidades ${summary}` })).toBeTruthy();
  });

  it('moves with the arrow keys and closes with Escape, back on the button', async () => {
    await setup();
    const panel = screen.getByRole('group', { name: 'Entidades' });
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Banco Andino' }));
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Banco del Río' }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('says "Este campo es obligatorio" when left empty and required', async () => {
    await setup({ required: true });
    const outside = document.createElement('button');
    document.body.append(outside);
    fireEvent.blur(screen.getByRole('searchbox'), { relatedTarget: outside });
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    outside.remove();
  });

  it('says when the search finds nothing', async () => {
    await setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cooperativa' } });
    expect(screen.getByRole('status').textContent).toBe(FORM_LABELS.noResults);
  });
});
