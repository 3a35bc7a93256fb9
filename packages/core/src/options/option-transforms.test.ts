import { describe, expect, it } from 'vitest';
import {
  byBigqueryField,
  byCodeAndName,
  byIdAndName,
  byIdAndStatus,
  identificationTypeWithoutNit,
  type OptionTransform,
} from './option-transforms.js';
import type { SelectOption } from './select-option.js';

describe('option transforms', () => {
  it.each<[string, OptionTransform, unknown, SelectOption | null]>([
    ['default: id and name', byIdAndName, { id: 4, name: 'Internet', extra: 1 }, { id: 4, name: 'Internet' }],
    ['default: string id', byIdAndName, { id: 'a1', name: 'Uno' }, { id: 'a1', name: 'Uno' }],
    ['default: numeric name becomes text', byIdAndName, { id: 1, name: 2024 }, { id: 1, name: '2024' }],
    [
      'popup fields kept',
      byIdAndName,
      { id: 2, name: 'Tarjeta', popup_show: true, popup_text: 'Tenga a mano su tarjeta' },
      { id: 2, name: 'Tarjeta', popup_show: true, popup_text: 'Tenga a mano su tarjeta' },
    ],
    [
      'popup_show "True" is true',
      byIdAndName,
      { id: 2, name: 'X', popup_show: 'True' },
      { id: 2, name: 'X', popup_show: true },
    ],
    [
      'popup_show false kept',
      byIdAndName,
      { id: 2, name: 'X', popup_show: false },
      { id: 2, name: 'X', popup_show: false },
    ],
    ['no id: left out', byIdAndName, { name: 'X' }, null],
    ['empty id: left out', byIdAndName, { id: '', name: 'X' }, null],
    ['no name: left out', byIdAndName, { id: 1 }, null],
    ['not an object: left out', byIdAndName, 'X', null],
    [
      'country: id from code',
      byCodeAndName,
      { id: 9, code: '170', name: 'Colombia' },
      { id: '170', name: 'Colombia' },
    ],
    [
      'department: id from code',
      byCodeAndName,
      { id: 1, code: '05', name: 'Antioquia' },
      { id: '05', name: 'Antioquia' },
    ],
    [
      'municipality: id from code',
      byCodeAndName,
      { id: 7, code: '05001', name: 'Medellín' },
      { id: '05001', name: 'Medellín' },
    ],
    ['no code: left out', byCodeAndName, { id: 1, name: 'Sin código' }, null],
    [
      'request status: name from status',
      byIdAndStatus,
      { id: 3, status: 'Radicada', name: 'x' },
      { id: 3, name: 'Radicada' },
    ],
    [
      'annex status: name from status',
      byIdAndStatus,
      { id: 1, status: 'Cargado' },
      { id: 1, name: 'Cargado' },
    ],
    [
      'request type: id from bigquery_field',
      byBigqueryField,
      { id: 1, bigquery_field: 'conciliacion', name: 'Conciliación' },
      { id: 'conciliacion', name: 'Conciliación' },
    ],
    ['identification type kept', identificationTypeWithoutNit, { id: 1, name: 'CC' }, { id: 1, name: 'CC' }],
    ['RUT (type 3) kept', identificationTypeWithoutNit, { id: 3, name: 'RUT' }, { id: 3, name: 'RUT' }],
    ['NIT removed', identificationTypeWithoutNit, { id: 11, name: 'NIT' }, null],
    ['nit removed ignoring case and spaces', identificationTypeWithoutNit, { id: 11, name: ' nit ' }, null],
    [
      'name containing NIT kept',
      identificationTypeWithoutNit,
      { id: 7, name: 'Sociedad extranjera sin NIT' },
      { id: 7, name: 'Sociedad extranjera sin NIT' },
    ],
  ])('%s', (_case, transform, raw, expected) => {
    expect(transform(raw)).toEqual(expected);
  });
});
