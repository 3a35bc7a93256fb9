import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { seriousViolations } from '../shared/axe.js';
import { AccordionList, type AccordionItem } from './accordion-list.js';

afterEach(cleanup);

const ITEMS: AccordionItem[] = [
  { id: 'datos', title: 'Datos del consumidor', content: 'Nombre y documento' },
  { id: 'queja', title: 'Detalle de la queja', content: 'Motivo y descripción' },
  { id: 'anexos', title: 'Anexos', content: 'Archivos adjuntos' },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('AccordionList', () => {
  it('opens a section with its header button and shows its region', async () => {
    const { container } = render(<AccordionList items={ITEMS} />);
    expect(header('Anexos').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header('Anexos'));
    expect(header('Anexos').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Anexos' }).textContent).toBe('Archivos adjuntos');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each([
    [true, ['datos', 'queja']],
    [false, ['queja']],
  ])('with multiple=%s opening two sections leaves %j open', (multiple, open) => {
    const seen: string[][] = [];
    render(<AccordionList items={ITEMS} multiple={multiple} onExpandedChange={(v) => seen.push(v)} />);
    fireEvent.click(header('Datos del consumidor'));
    fireEvent.click(header('Detalle de la queja'));
    expect(seen.at(-1)).toEqual(open);
  });

  it.each([
    ['ArrowDown', 'Datos del consumidor', 'Detalle de la queja'],
    ['ArrowUp', 'Datos del consumidor', 'Anexos'],
    ['End', 'Datos del consumidor', 'Anexos'],
    ['Home', 'Anexos', 'Datos del consumidor'],
  ])('%s from %j moves focus to %j', (key, from, to) => {
    render(<AccordionList items={ITEMS} />);
    header(from).focus();
    fireEvent.keyDown(header(from), { key });
    expect(document.activeElement).toBe(header(to));
  });

  it('puts each header in a heading of the chosen level', () => {
    render(<AccordionList items={ITEMS} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
