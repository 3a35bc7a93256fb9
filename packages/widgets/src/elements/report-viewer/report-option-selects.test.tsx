import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { seriousViolations } from '../../form/shared/axe.js';
import { reportDefinition } from './report-catalog.js';
import { ReportOptionSelects } from './report-option-selects.js';

afterEach(cleanup);

const ENTITIES = [
  { value: '7', label: 'Bancolombia S.A.' },
  { value: '39', label: 'Banco Davivienda S.A.' },
];

/** The selects as a form holds them: the chosen values in state, shown back. */
function Filters({ disabled }: { disabled?: boolean }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [entity, setEntity] = useState('');
  return (
    <form aria-label="Filtros del reporte">
      <ReportOptionSelects
        id="filters"
        options={reportDefinition('complaints').options}
        values={values}
        onOptionChange={(name, value) => setValues({ ...values, [name]: value })}
        entities={ENTITIES}
        entity={entity}
        onEntityChange={setEntity}
        disabled={disabled}
      />
      <output>{JSON.stringify({ values, entity })}</output>
    </form>
  );
}

const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ReportOptionSelects', () => {
  it('labels "Agrupar por" and "Entidad", lists their Spanish choices and starts on the first', async () => {
    const { container } = render(<Filters />);
    const groupBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Agrupar por' });
    const entity = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Entidad' });
    expect(choices(groupBy)).toEqual(['Entidad', 'Producto', 'Motivo', 'Canal', 'Estado', 'Departamento']);
    expect(groupBy.value).toBe('entidad');
    expect(choices(entity)).toEqual(['Todas las entidades', 'Bancolombia S.A.', 'Banco Davivienda S.A.']);
    expect(entity.value).toBe('');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('reports each choice with the option’s name and shows it chosen', () => {
    render(<Filters />);
    const groupBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Agrupar por' });
    const entity = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Entidad' });
    fireEvent.change(groupBy, { target: { value: 'canal' } });
    fireEvent.change(entity, { target: { value: '39' } });
    expect(groupBy.value).toBe('canal');
    expect(entity.value).toBe('39');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      values: { agrupar_por: 'canal' },
      entity: '39',
    });
  });

  it('offers only "Entidad" for a report without options, and disables both when asked', () => {
    const { rerender } = render(<Filters disabled />);
    for (const select of screen.getAllByRole<HTMLSelectElement>('combobox'))
      expect(select.disabled).toBe(true);
    rerender(
      <ReportOptionSelects
        id="volumetry"
        options={reportDefinition('volumetry').options}
        values={{}}
        onOptionChange={() => undefined}
        entities={ENTITIES}
        entity="7"
        onEntityChange={() => undefined}
      />,
    );
    const only = screen.getByRole<HTMLSelectElement>('combobox');
    expect(only.labels?.[0]?.textContent).toBe('Entidad');
    expect(only.value).toBe('7');
    expect(only.disabled).toBe(false);
  });
});
