import { describe, expect, it } from 'vitest';
import { findRouteModule, normalizeModuleLabel } from './module-matching.js';

describe('normalizeModuleLabel', () => {
  it.each([
    ['Gestión de Quejas', 'gestion de quejas'],
    ['  ALERTAS  ', 'alertas'],
    ['Informe   anual', 'informe anual'],
    ['Año', 'ano'],
    ['   ', ''],
  ])('%j → %j', (label, expected) => {
    expect(normalizeModuleLabel(label)).toBe(expected);
  });
});

describe('findRouteModule', () => {
  const modules = [
    { id: 5, name: 'Usuarios' },
    { id: 28, name: 'Alertas' },
    { id: 9, name: 'Habeas Data' },
  ];

  it.each([
    [['Inicio', 'Usuarios'], 5],
    [['Inicio', 'Clasificación', 'habeas data'], 9],
    [['alertas'], 28],
    [['Inicio', 'Usuarios EV'], undefined],
    [['Usu'], undefined],
    [['Inicio'], undefined],
    [['', '  '], undefined],
    [[], undefined],
  ])('%j → module %s', (labels, id) => {
    expect(findRouteModule(modules, labels)?.id).toBe(id);
  });

  it('never matches a blank module name', () => {
    expect(findRouteModule([{ id: 1, name: ' ' }], ['', ' '])).toBeUndefined();
  });
});
