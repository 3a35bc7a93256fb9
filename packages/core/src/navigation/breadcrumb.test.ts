import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './breadcrumb.js';

describe('buildBreadcrumb', () => {
  it.each([
    [[], ['Inicio']],
    [['Usuarios'], ['Inicio', 'Usuarios']],
    [
      ['Usuarios', ' Crear '],
      ['Inicio', 'Usuarios', 'Crear'],
    ],
    [
      ['Inicio', 'Alertas'],
      ['Inicio', 'Alertas'],
    ],
    [
      ['', 'Alertas', '  '],
      ['Inicio', 'Alertas'],
    ],
  ])('%j → %j', (labels, expected) => {
    expect(buildBreadcrumb(labels)).toEqual(expected);
  });
});
